import type { Feature } from '../../deps.ts';
import { runtimeProvides } from './runtime.provides.ts';
import { bpmTimerJob } from './timer-job.ts';
import { bpmActivity, bpmEventSubscription, bpmProcessInstance, bpmTask, bpmTimer } from './runtime.schema.ts';
import { bpmTaskHolder } from './task-holder.schema.ts';

/**
 * The workflow runtime: the instances, tasks, activities, timers and task holders it keeps, the
 * runtime service every workflow screen and business form starts and moves processes through,
 * and the handler that fires its timers from 定时任务 (built in, every 15 seconds). Its screens are 我的流程 (process-instance) and the task lists (task).
 */
export const runtimeFeature: Feature = {
  name: 'runtime',
  tables: [bpmProcessInstance, bpmTask, bpmActivity, bpmTimer, bpmEventSubscription, bpmTaskHolder],
  provides: runtimeProvides,
  jobs: [bpmTimerJob],
};
