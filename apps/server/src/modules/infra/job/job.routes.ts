/** Routes of 定时任务 and 调度日志. */
import { jobApi, jobLogApi, jobLogResource, jobResource } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { JobService } from './job.service.ts';
import { JobLogService } from './job-log.service.ts';

export function jobRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db' | 'jobHandlers' | 'jobs'>): RouteDef[] {
  const { db, catalogue, config, jobs } = deps;
  const timeZone = config.timeZone;
  const service = new JobService({ db, handlers: deps.jobHandlers, scheduler: jobs.scheduler, runner: jobs.runner, timeZone });
  const logs = new JobLogService({ db, timeZone });
  const dict = new DictDataService(db, catalogue);
  return [
    route(jobApi.create, ({ ctx, body }) => service.create(ctx.user, body)),
    route(jobApi.update, ({ ctx, body }) => service.update(ctx.user, body)),
    route(jobApi.delete, ({ ctx, query }) => service.delete(ctx.user, query.id)),
    route(jobApi.get, ({ ctx, query }) => service.get(ctx.user, query.id)),
    route(jobApi.page, ({ ctx, query }) => service.page(ctx.user, query)),
    route(jobApi.export, async ({ ctx, query }) => exportResource(jobResource, await service.list(ctx.user, query), await dictLabels(dict), timeZone)),
    route(jobApi.updateStatus, ({ ctx, query, body }) => {
      // The Vue 2 console sends a form, later consoles the query string: the body's value wins.
      const id = Number(body?.id ?? query.id);
      const status = Number(body?.status ?? query.status);
      if (!Number.isInteger(id) || !Number.isInteger(status)) throw badRequest('请求参数不正确：需要任务编号和任务状态');
      return service.updateStatus(ctx.user, id, status);
    }),
    route(jobApi.trigger, ({ ctx, query }) => service.trigger(ctx.user, query.id)),
    route(jobApi.nextTimes, ({ ctx, query }) => service.nextTimes(ctx.user, query.id, query.count)),
    route(jobApi.handlers, () => service.handlers()),
    route(jobLogApi.page, ({ ctx, query }) => logs.page(ctx.user, query)),
    route(jobLogApi.get, ({ ctx, query }) => logs.get(ctx.user, query.id)),
    route(jobLogApi.export, async ({ ctx, query }) => exportResource(jobLogResource, await logs.list(ctx.user, query), await dictLabels(dict), timeZone)),
  ];
}
