/**
 * How a server area (system, bpm, and the infra, mall, pay areas to come) declares itself. An
 * area is a list of features; a feature (post, dept, model…) brings its own facts: its route
 * factory, its tables, its menu rows and what the tenant-isolation walk must cover. `src/areas.ts`
 * lists the areas once, and that list feeds the app's routes, the menu seed, the schema and the
 * security walks, so a new screen is its own folder plus one line in its area's feature list.
 *
 * The platform knows nothing of the modules: the services a route factory receives are the
 * area's own business (`Deps`), given by app.ts.
 */
import type { WorkflowBeanDef } from './workflow-beans.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { JobHandlerDef } from './job-handlers.ts';
import type { Provision, Worker } from './provisions.ts';
import type { RouteDef } from './route.ts';

/** 1 directory, 2 menu (a screen), 3 button (a permission), as in the menu table. */
export type MenuType = 1 | 2 | 3;

/** A built-in menu row, inserted at start when its id is missing (see the catalogue sync). */
export interface MenuRow {
  id: number;
  parentId: number;
  name: string;
  permission: string;
  type: MenuType;
  sort: number;
  path: string;
  icon: string;
  /** The reference console's view path of a screen (docs/menus.md). */
  component: string | null;
  componentName: string | null;
  visible?: boolean;
  /** False for a page the console must not keep alive when left (the cashier: the spec's "not cached"). */
  keepAlive?: boolean;
  /** A component an earlier release seeded for this row, moved to `component` at start. */
  formerComponent?: string;
  /** A permission an earlier release seeded for this row, moved to `permission` at start. */
  formerPermission?: string;
}

/** The request that names a record by id, for one call: its query or body. */
export interface NamingRequest {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/**
 * A tenant-owned record that calls name by id: how to create one in tenant A (as its
 * administrator, at `${api}/create`), and for each call (`'GET /system/post/get'`), the request
 * naming it. Tenant B must be answered "not found" by every one of those calls.
 */
export interface IsolatedRecord {
  /** The record's API base, e.g. `/system/post`. */
  api: string;
  create: () => Record<string, unknown>;
  calls: Record<string, (id: number) => NamingRequest>;
}

/** What the tenant-isolation walk must cover for a feature. */
export interface TenantIsolation {
  /**
   * Path prefixes of the feature's endpoints about tenant-owned records (`/system/post/`):
   * every call among them that names a record by id must be one of `records`' calls.
   */
  paths: string[];
  records: IsolatedRecord[];
}

/**
 * The isolation walk's entry for a standard entity (`{api}/get|update|delete` by id): how to
 * create one, the rest of a valid update body, and any further calls that name it.
 */
export function crudIsolation(
  api: string,
  record: { create: () => Record<string, unknown>; update: Record<string, unknown>; moreCalls?: IsolatedRecord['calls'] },
): TenantIsolation {
  return {
    paths: [`${api}/`],
    records: [
      {
        api,
        create: record.create,
        calls: {
          [`GET ${api}/get`]: (id) => ({ query: { id } }),
          [`PUT ${api}/update`]: (id) => ({ body: { id, ...record.update } }),
          [`DELETE ${api}/delete`]: (id) => ({ query: { id } }),
          ...record.moreCalls,
        },
      },
    ],
  };
}

export interface AreaFeature<Deps> {
  /** The feature's folder name (post, dept, user-group). */
  name: string;
  /**
   * What the feature's routes use of the services: its route factory is given these only. Without
   * it the factory is given every service (a feature not yet narrowed).
   */
  needs?: ReadonlyArray<keyof Deps>;
  /** The feature's routes, built from the services (those it `needs`). */
  routes?: (deps: Deps) => RouteDef[];
  /** The services it builds and offers every feature (the SMS sender, the workflow runtime…). */
  provides?: ReadonlyArray<Provision<Deps>>;
  /** Its background work: outbox senders, timers (started after every service is built). */
  workers?: ReadonlyArray<Worker<Deps>>;
  /** The handlers 定时任务 may schedule for it (a purge of its expired rows…). */
  jobs?: ReadonlyArray<JobHandlerDef<Deps>>;
  /** The beans a diagram's service tasks and listeners may call (platform/workflow-beans.ts). */
  workflowBeans?: ReadonlyArray<WorkflowBeanDef>;
  /** The feature's tables (its `*.schema.ts`): the schema, and what a deleted tenant empties. */
  tables?: PgTable[];
  /** Its menu rows (a screen, its buttons; or a directory), parents before children. */
  menus?: MenuRow[];
  isolation?: TenantIsolation;
  /**
   * Rows the feature shows on the demo start (never on a production start), written in the
   * first start's transaction after the demo tenants (1 and 121) and their users exist.
   */
  demo?: DemoSeed;
}

/** Writes a feature's demo rows with the first start's transaction (`tx`). */
export type DemoSeed = (tx: Tx) => Promise<unknown>;

export interface Area<Deps> {
  /** The area's folder name (system, bpm). */
  name: string;
  /** The area's directories (its screens hang below them), parents before children. */
  menus?: MenuRow[];
  features: Array<AreaFeature<Deps>>;
}

const featuresOf = <Deps>(areas: ReadonlyArray<Area<Deps>>) => areas.flatMap((a) => a.features);

/** The services a feature declared it needs, and only those. */
const neededBy = <Deps>(f: AreaFeature<Deps>, deps: Deps): Deps =>
  f.needs ? (Object.fromEntries(f.needs.map((k) => [k, deps[k]])) as Deps) : deps;

/** Each feature's routes, stamped `area/feature` (two areas may each have a feature of one name: system's and pay's notify). */
export const routesOf = <Deps>(areas: ReadonlyArray<Area<Deps>>, deps: Deps): RouteDef[] =>
  areas.flatMap((a) => a.features.flatMap((f) => (f.routes?.(neededBy(f, deps)) ?? []).map((r) => ({ ...r, feature: `${a.name}/${f.name}` }))));

export const provisionsOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): Array<Provision<Deps>> => featuresOf(areas).flatMap((f) => f.provides ?? []);

export const workersOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): Array<Worker<Deps>> => featuresOf(areas).flatMap((f) => f.workers ?? []);

export const jobHandlersOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): Array<JobHandlerDef<Deps>> => featuresOf(areas).flatMap((f) => f.jobs ?? []);

export const workflowBeansOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): WorkflowBeanDef[] => featuresOf(areas).flatMap((f) => f.workflowBeans ?? []);

export const demoSeedsOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): DemoSeed[] => featuresOf(areas).flatMap((f) => (f.demo ? [f.demo] : []));

export const tablesOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): PgTable[] => featuresOf(areas).flatMap((f) => f.tables ?? []);

/** Every built-in menu row: each area's directories, then its features' screens and buttons. */
export const menusOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): MenuRow[] =>
  areas.flatMap((a) => [...(a.menus ?? []), ...a.features.flatMap((f) => f.menus ?? [])]);

export const isolationOf = <Deps>(areas: ReadonlyArray<Area<Deps>>): TenantIsolation => {
  const all = featuresOf(areas).flatMap((f) => (f.isolation ? [f.isolation] : []));
  return { paths: all.flatMap((i) => i.paths), records: all.flatMap((i) => i.records) };
};
