/**
 * The services every feature may be given, and the types an area declares itself with
 * (`platform/area.ts`, bound to these services). This file holds only what app.ts itself has
 * (the configuration, the database, the catalogue cache): a feature that provides a service
 * declares it in its manifest (`provides`, built by app.ts through `platform/provisions.ts`)
 * and adds its name and type here from its own folder (`declare module '../../deps.ts'` in its
 * `*.provides.ts`), so a new feature's service edits neither this file nor app.ts.
 */
import type { WorkflowBeanDef } from '../platform/workflow-beans.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CatalogueCache } from '../platform/catalogue-cache.ts';
import type { Lifecycle } from '../platform/lifecycle.ts';
import type { Area, AreaFeature } from '../platform/area.ts';
import type { JobHandlerDef } from '../platform/job-handlers.ts';
import type { RouteDef } from '../platform/route.ts';

export interface ModuleDeps {
  config: AppConfig;
  db: Db;
  catalogue: CatalogueCache;
  /** The demo administrator the login page offers, on the demo start only. */
  demoLogin: { tenantName: string; username: string; password: string } | null;
  /** The tables of every area (a deleted tenant's rows are removed from each tenant-owned one). */
  tables: readonly PgTable[];
  /** The handlers every feature declared for scheduled jobs (`jobs` in its manifest). */
  jobHandlers: ReadonlyArray<JobHandlerDef<ModuleDeps>>;
  /** The beans the features offer the workflow (platform/workflow-beans.ts). */
  workflowBeans: ReadonlyArray<WorkflowBeanDef>;
  /** Whether this process is draining (SIGTERM): the readiness probe answers 503 (platform/lifecycle.ts). */
  lifecycle: Lifecycle;
}

/** What app.ts has before any feature's service is built. */
export type BaseDeps = Pick<ModuleDeps, 'config' | 'db' | 'catalogue' | 'demoLogin' | 'tables' | 'jobHandlers' | 'workflowBeans' | 'lifecycle'>;

export type ServerArea = Area<ModuleDeps>;
export type Feature = AreaFeature<ModuleDeps>;

/**
 * A feature's `needs` and `routes` together: its route factory is typed with, and given, only the
 * services it names (`...routesNeeding(['db', 'catalogue'], deptRoutes)`), so what a feature
 * depends on is written in its manifest and checked by the compiler.
 */
export const routesNeeding = <const N extends keyof ModuleDeps>(
  needs: readonly N[],
  routes: (deps: Pick<ModuleDeps, N>) => RouteDef[],
): Pick<Feature, 'needs' | 'routes'> => ({ needs, routes });
