/** Routes of processDefinitionApi, and the model list's deploy and activate/suspend (modelApi). */
import { modelApi, processDefinitionApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DefinitionService } from './definition.service.ts';
import { DeployService } from './deploy.service.ts';

export function definitionRoutes(deps: Pick<ModuleDeps, 'db'>): RouteDef[] {
  const definitions = new DefinitionService(deps.db);
  const deployer = new DeployService(deps.db);
  return [
    route(processDefinitionApi.page, ({ ctx, query }) => definitions.page(ctx.scope, query)),
    route(processDefinitionApi.list, ({ ctx, query }) => definitions.list(ctx.scope, query)),
    route(processDefinitionApi.getBpmnXml, ({ ctx, query }) => definitions.getBpmnXml(ctx.scope, query.id)),
    route(modelApi.deploy, ({ ctx, query }) => deployer.deploy(ctx.scope, ctx.user, query.id)),
    route(modelApi.updateState, ({ ctx, body }) => deployer.updateState(ctx.scope, ctx.user, body.id, body.state)),
  ];
}
