/** The scheduler and runner of 定时任务, built once per app; the worker starts and stops the scheduler. */
import type { Provision, Worker } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import { JobRunner } from './job-runner.ts';
import { JobScheduler } from './job-scheduler.ts';
import { syncBuiltInJobs } from './built-in-jobs.ts';

export interface Jobs {
  runner: JobRunner;
  scheduler: JobScheduler;
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
      return { runner, scheduler: new JobScheduler(deps.db, runner, { timeZone: deps.config.timeZone }, host.log), handlers: deps.jobHandlers };
    },
    close: ({ runner }) => runner.close(),
  },
];

export const jobWorkers: Array<Worker<ModuleDeps>> = [
  {
    name: 'job scheduler',
    start: ({ jobs, config }) => {
      if (!config.jobScheduler) return () => undefined;
      jobs.scheduler.start();
      return () => jobs.scheduler.stop();
    },
  },
];
