import { JobStatus, Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { jobRoutes } from './job.routes.ts';
import { infraJob, infraJobLog } from './job.schema.ts';
import { jobProvides, jobWorkers } from './job.provides.ts';
import { demoJob } from './demo-job.ts';
import { jobLogCleanJob } from './job-log-clean.ts';

const DEMO_CRON = '0 0/5 * * * ?';

/**
 * 定时任务 and its hidden log page (`/job/log`, a page of the web's, no menu row). The table is
 * global: only the system tenant manages jobs (the group is a platform one), so no tenant
 * isolation records.
 */
export const jobFeature: Feature = {
  name: 'job',
  provides: jobProvides,
  workers: jobWorkers,
  jobs: [demoJob, jobLogCleanJob],
  ...routesNeeding(['catalogue', 'config', 'db', 'jobHandlers', 'jobs'], jobRoutes),
  tables: [infraJob, infraJobLog],
  menus: [
    screen({ id: InfraMenuIds.job, parent: InfraMenuIds.infra, name: '定时任务', path: 'job', icon: 'job', sort: 12, component: 'infra/job/index', componentName: 'InfraJob' }),
    // The reference's button ids (its 状态修改 shares infra:job:update with 任务修改).
    ...buttons([1087, 1050, 1051, 1052, 1053, 1054, 1075], InfraMenuIds.job, [
      ['任务查询', Permissions.infra.job.query],
      ['任务新增', Permissions.infra.job.create],
      ['任务修改', Permissions.infra.job.update],
      ['任务删除', Permissions.infra.job.delete],
      ['状态修改', Permissions.infra.job.update],
      ['任务导出', Permissions.infra.job.export],
      ['任务触发', Permissions.infra.job.trigger],
    ]),
    // Opened from 定时任务 (执行日志, a row's 调度日志): a hidden page with the permission its list needs.
    {
      ...screen({ id: InfraMenuIds.jobLog, parent: 0, name: '调度日志', path: '/job/log', icon: '', sort: 99, component: 'infra/job/log/index', componentName: 'InfraJobLog' }),
      permission: Permissions.infra.job.query,
      visible: false,
    },
  ],
  demo: (tx) =>
    tx.insert(infraJob).values({
      name: '示例任务',
      status: JobStatus.NORMAL,
      handlerName: demoJob.name,
      handlerParam: 'hello',
      cronExpression: DEMO_CRON,
      retryCount: 2,
      retryInterval: 1000,
      monitorTimeout: 0,
      // Due at once: the first start's scheduler runs it as it starts, so 调度日志 shows a real run
      // straight away (tests start no scheduler); then every five minutes.
      nextFireTime: Date.now(),
      creator: '1',
    }),
};
