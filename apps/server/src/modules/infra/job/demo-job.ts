/**
 * The demo handler (the reference ships one too): it answers what it was given and the fire time
 * it ran for, so a first start shows 定时任务 running and 调度日志 filling (and the jobs bench
 * counts each fire time's runs from the log); a parameter `fail` makes it fail, to show retries, and
 * `wait <ms>` makes it take that long, to show a monitor timeout.
 */
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import { dateTimeText } from '../../../platform/export-cells.ts';
import type { ModuleDeps } from '../../deps.ts';

/** A run long enough to show 执行超时, or to be cut by a crash (bench/crash.bench.ts), and no longer. */
const MAX_WAIT_MS = 60_000;

export const demoJob: JobHandlerDef<ModuleDeps> = {
  name: 'demoJob',
  description: '示例任务：返回收到的参数；参数为 fail 时执行失败（用来演示重试），为 wait 毫秒数 时先等待（最多 60 秒，用来演示执行超时）',
  run: async ({ config }, param, { fireTime }) => {
    if (param.trim() === 'fail') throw new Error('示例任务按参数要求执行失败');
    const wait = /^wait (\d+)$/.exec(param.trim());
    if (wait) await new Promise((resolve) => setTimeout(resolve, Math.min(Number(wait[1]), MAX_WAIT_MS)));
    const planned = fireTime === null ? '' : `，计划时间：${dateTimeText(fireTime, config.timeZone)}`;
    return `示例任务执行成功，参数：${param || '（无）'}${planned}`;
  },
};
