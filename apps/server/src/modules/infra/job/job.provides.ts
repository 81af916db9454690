/** The scheduler and runner of 定时任务, built once per app; the worker starts and stops the scheduler. */
import type { Provision, Worker } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import { JobRunner } from './job-runner.ts';
import { DatabaseScheduler, type Scheduler } from './job-scheduler.ts';
import { RedisScheduler } from './redis-scheduler.ts';
import { syncBuiltInJobs } from './built-in-jobs.ts';

export interface Jobs {
  runner: JobRunner;
  /** BullMQ's job schedulers when Redis is configured, the database's compare-and-set otherwise. */
  scheduler: Scheduler;
  /** The handlers the features declared (built-in jobs are synced from them at start). */
  handlers: ReadonlyArray<JobHandlerDef<ModuleDeps>>;
}

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** Runs scheduled jobs (the scheduler claims fire times; the runner runs them and writes 调度日志). */
    jobs: Jobs;
  }
}

export const jobProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'jobs',
    needs: ['db', 'config', 'jobHandlers'],
    build: async (deps, host) => {
      await syncBuiltInJobs(deps.db, deps.jobHandlers, deps.config.timeZone);
      const handlers = new Map(deps.jobHandlers.map((h) => [h.name, h]));
      // Handlers are given every service: `deps` is filled in as the app builds them, complete once jobs run.
      const runner = new JobRunner(deps.db, handlers, () => deps, host.log);
      const { timeZone, redisUrl } = deps.config;
      const scheduler = redisUrl
        ? new RedisScheduler(deps.db, runner, { timeZone, redisUrl }, host.log)
        : new DatabaseScheduler(deps.db, runner, { timeZone }, host.log);
      return { runner, scheduler, handlers: deps.jobHandlers };
    },
    // The scheduler holds Redis connections even where this instance runs no worker.
    close: async ({ runner, scheduler }) => (await scheduler.stop(), await runner.close()),
  },
];

export const jobWorkers: Array<Worker<ModuleDeps>> = [
  {
    // On every server, scheduler or not: 执行一次 runs wherever it is asked.
    name: 'job run leases',
    start: ({ jobs }) => {
      jobs.runner.startLeases();
      return () => jobs.runner.stopLeases();
    },
  },
  {
    name: 'job scheduler',
    start: ({ jobs, config }, host) => {
      if (!config.jobScheduler) return () => undefined;
      jobs.scheduler.start().catch((err: unknown) => host.log.error({ err }, 'the job scheduler could not start'));
      return () => jobs.scheduler.stop();
    },
  },
];
