/**
 * The jobs the product needs (`builtIn` of a handler's declaration: housekeeping purges, the
 * workflow's timers), created at every start when no job names their handler, so a new install
 * and an upgrade both get them. A handler serves one job, so servers starting together create
 * each once (the unique handler index), and an administrator's edits and pauses are kept.
 */
import { JobStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { infraJob } from './job.schema.ts';
import { quartzSchedule } from './quartz-cron.ts';

export async function syncBuiltInJobs(db: Db, handlers: ReadonlyArray<JobHandlerDef<ModuleDeps>>, timeZone: string): Promise<void> {
  const rows = handlers.flatMap((handler) => {
    if (!handler.builtIn) return [];
    const { name, cron, param = '' } = handler.builtIn;
    const next = quartzSchedule(cron, timeZone)?.nextAfter(Date.now());
    // A programming mistake in a declaration, met by the first start of any test.
    if (!next) throw new Error(`${handler.name}: ${cron} is not a schedule`);
    return [{ name, status: JobStatus.NORMAL, handlerName: handler.name, handlerParam: param, cronExpression: cron, nextFireTime: next, creator: 'system' }];
  });
  if (rows.length) await db.insert(infraJob).values(rows).onConflictDoNothing({ target: infraJob.handlerName });
}
