/** Routes of taskApi: 待办, 已办, the detail page's timeline and every action on a task. */
import { taskApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { TaskService } from './task.service.ts';

export function taskRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db' | 'permissions' | 'processRuntime'>): RouteDef[] {
  const tasks = new TaskService(deps.db, deps.permissions, deps.config.timeZone, deps.catalogue);
  const runtime = deps.processRuntime;
  const done = async (work: Promise<void>) => {
    await work;
    return true;
  };
  return [
    route(taskApi.todoPage, ({ ctx, query }) => tasks.todoPage(ctx.scope, ctx.user.id, query)),
    route(taskApi.donePage, ({ ctx, query }) => tasks.donePage(ctx.scope, ctx.user.id, query)),
    route(taskApi.listByProcessInstanceId, ({ ctx, query }) => tasks.listByInstance(ctx.scope, ctx.user.id, query.processInstanceId)),
    route(taskApi.childrenList, ({ ctx, query }) => tasks.childrenList(ctx.scope, ctx.user.id, query.parentId)),
    route(taskApi.approve, ({ ctx, body }) => done(runtime.approve(ctx.user, body.id, body.reason, body.variables))),
    route(taskApi.reject, ({ ctx, body }) => done(runtime.reject(ctx.user, body.id, body.reason, body.variables))),
    route(taskApi.updateAssignee, ({ ctx, body }) => done(runtime.updateAssignee(ctx.user, body.id, body.assigneeUserId))),
    route(taskApi.delegate, ({ ctx, body }) => done(runtime.delegate(ctx.user, body.id, body.delegateUserId, body.reason))),
    route(taskApi.returnList, ({ ctx, query }) => runtime.returnTargets(ctx.user, query.taskId)),
    route(taskApi.getReturnList, ({ ctx, query }) => runtime.returnTargets(ctx.user, query.taskId)),
    route(taskApi.return, ({ ctx, body }) => done(runtime.returnTask(ctx.user, body.id, body.targetDefinitionKey, body.reason))),
    route(taskApi.createSign, ({ ctx, body }) => done(runtime.createSign(ctx.user, body.id, body.userIdList, body.type, body.reason))),
    route(taskApi.deleteSign, ({ ctx, body }) => done(runtime.deleteSign(ctx.user, body.id, body.reason))),
  ];
}
