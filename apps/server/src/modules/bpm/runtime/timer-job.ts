/**
 * The workflow's timeout timers on 定时任务: a built-in job every 15 seconds fires the `bpm_timer`
 * rows that came due. Each row is claimed by deleting it in the transaction that runs its
 * listener, so a timer fires once however many servers run the job; the schedule itself fires
 * once per fire time (docs/jobs.md).
 */
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';

export const bpmTimerJob: JobHandlerDef<ModuleDeps> = {
  name: 'bpmTimerJob',
  description: '工作流定时器：触发到期的任务超时监听（定时提醒、自动审批等）',
  builtIn: { name: '工作流定时器', cron: '0/15 * * * * ?' },
  run: async ({ processRuntime }) => `触发了 ${await processRuntime.fireDueTimers()} 个到期的流程定时器`,
};
