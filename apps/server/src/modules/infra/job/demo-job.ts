/**
 * The demo handler (the reference ships one too): it answers what it was given, so a first start
 * shows 定时任务 running and 调度日志 filling; a parameter `fail` makes it fail, to show retries.
 */
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';

export const demoJob: JobHandlerDef<ModuleDeps> = {
  name: 'demoJob',
  description: '示例任务：返回收到的参数；参数为 fail 时执行失败（用来演示重试）',
  run: async (_deps, param) => {
    if (param.trim() === 'fail') throw new Error('示例任务按参数要求执行失败');
    return `示例任务执行成功，参数：${param || '（无）'}`;
  },
};
