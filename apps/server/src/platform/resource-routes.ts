/**
 * The routes of a resource's standard calls, each to its service method: create, update,
 * delete, get and page with the caller's tenant scope, and the export through `exportRows`.
 * A call the resource does not have is not registered.
 */
import type { Resource } from '@tenon/contracts';
import type { LoginUser } from './context.ts';
import type { TenantScope } from '../db/tenantScope.ts';
import type { FileReply } from './file-reply.ts';
import { route, type RouteDef } from './route.ts';

export interface ResourceService {
  create?(scope: TenantScope, caller: LoginUser, body: never): Promise<number>;
  update?(scope: TenantScope, caller: LoginUser, body: never): Promise<boolean>;
  delete?(scope: TenantScope, id: number): Promise<boolean>;
  get?(scope: TenantScope, id: number): Promise<unknown>;
  page(scope: TenantScope, query: never): Promise<unknown>;
}

type Ctx = { scope: TenantScope; user: LoginUser };

export function resourceRoutes(r: Resource, service: ResourceService, exportRows?: (scope: TenantScope, filters: object) => Promise<FileReply>): RouteDef[] {
  const { api } = r;
  const s = service as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const ctxOf = (req: { ctx: unknown }) => req.ctx as Ctx;
  const routes: Array<RouteDef | undefined> = [
    api.create && s.create && route(api.create, (req) => s.create!(ctxOf(req).scope, ctxOf(req).user, req.body) as never),
    api.update && s.update && route(api.update, (req) => s.update!(ctxOf(req).scope, ctxOf(req).user, req.body) as never),
    api.delete && s.delete && route(api.delete, (req) => s.delete!(ctxOf(req).scope, (req.query as { id: number }).id) as never),
    api.get && s.get && route(api.get, (req) => s.get!(ctxOf(req).scope, (req.query as { id: number }).id) as never),
    route(api.page, (req) => s.page!(ctxOf(req).scope, req.query) as never),
    api.export && exportRows && route(api.export, (req) => exportRows(ctxOf(req).scope, req.query as object) as never),
  ];
  return routes.filter((x): x is RouteDef => Boolean(x));
}
