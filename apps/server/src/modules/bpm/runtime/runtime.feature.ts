import type { Feature } from '../../deps.ts';
import { runtimeProvides, runtimeWorkers } from './runtime.provides.ts';
import { bpmActivity, bpmProcessInstance, bpmTask, bpmTimer } from './runtime.schema.ts';
import { bpmTaskHolder } from './task-holder.schema.ts';

/**
 * The workflow runtime: the instances, tasks, activities, timers and task holders it keeps, the
 * runtime service every workflow screen and business form starts and moves processes through,
 * and its timer poller. Its screens are 我的流程 (process-instance) and the task lists (task).
 */
export const runtimeFeature: Feature = {
  name: 'runtime',
  tables: [bpmProcessInstance, bpmTask, bpmActivity, bpmTimer, bpmTaskHolder],
  provides: runtimeProvides,
  workers: runtimeWorkers,
};
