// @postgres: the lease sweep's UPDATE as PostgreSQL runs it
/**
 * A run outlives no crash of its server: 执行一次 answers once the run's 运行中 row is written, and
 * a 运行中 row whose server stopped touching it (killed mid-run) is ended as 失败 by the next
 * sweep of any server, while the rows of runs still going are left alone (bench/crash.bench.ts
 * kills servers under load and checks the same through the API).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { JobLogStatus, JobStatus, jobApi, jobLogApi } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { INTERRUPTED_TEXT, JobRunner, LEASE_MS } from './job-runner.ts';
import { infraJob, infraJobLog } from './job.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // The app's own sweep would race the one each test runs.
  t.app.jobs.runner.stopLeases();
});
afterAll(() => t.close());

const quiet = { error: () => undefined, warn: () => undefined };

/** A handler that runs until released. */
function held(name: string) {
  let release!: () => void;
  const handler: JobHandlerDef<ModuleDeps> = { name, description: name, run: () => new Promise((resolve) => (release = () => resolve('完成'))) };
  return { handler, release: () => release() };
}

async function insertJob(handlerName: string) {
  const [row] = await t.db
    .insert(infraJob)
    .values({ name: handlerName, status: JobStatus.STOP, handlerName, cronExpression: '0 0 3 * * ?', nextFireTime: null })
    .returning();
  return row!;
}

const logsOf = (jobId: number) => t.db.select().from(infraJobLog).where(eq(infraJobLog.jobId, jobId)).orderBy(infraJobLog.id);

describe('a job run and a crash of its server', () => {
  it('执行一次 answers once the run is in 调度日志 as 运行中, before the handler ends', async () => {
    const admin = await t.login();
    const [demo] = (await t.callOk(jobApi.page, { query: { handlerName: 'demoJob' }, as: admin })).list;
    const { createTime: _c, status: _s, ...editable } = demo!;
    await t.callOk(jobApi.update, { body: { ...editable, handlerParam: 'wait 1500', retryCount: 0 }, as: admin });
    await t.callOk(jobApi.trigger, { query: { id: demo!.id }, as: admin });
    const during = await t.callOk(jobLogApi.page, { query: { jobId: demo!.id }, as: admin });
    expect(during.list.map((l) => [l.status, l.handlerParam])).toEqual([[JobLogStatus.RUNNING, 'wait 1500']]);
    await t.app.jobs.runner.idle();
    const after = await t.callOk(jobLogApi.page, { query: { jobId: demo!.id }, as: admin });
    expect(after.list.map((l) => [l.status, l.result])).toEqual([[JobLogStatus.SUCCESS, '示例任务执行成功，参数：wait 1500']]);
  });

  it('a 运行中 row no server touched for the lease is ended as 失败; runs still going, here or on another server, are not', async () => {
    const { handler, release } = held('leasedRun');
    const job = await insertJob(handler.name);
    const now = Date.now();
    const row = (beginTime: number, updateTime: number) => ({ jobId: job.id, handlerName: handler.name, executeIndex: 1, beginTime, updateTime, status: JobLogStatus.RUNNING });
    // A server killed mid-run a minute ago; another server's run going (touched a moment ago).
    const [dead, alive] = await t.db
      .insert(infraJobLog)
      .values([row(now - 120_000, now - LEASE_MS - 30_000), row(now - 120_000, now - 1_000)])
      .returning({ id: infraJobLog.id });
    const runner = new JobRunner(t.db, new Map([[handler.name, handler]]), () => ({}) as ModuleDeps, quiet);
    await runner.start(job);
    const [own] = (await logsOf(job.id)).filter((r) => r.id !== dead!.id && r.id !== alive!.id);
    // This server's own run, long untouched (an event loop stalled past the lease): its tick touches it before it sweeps.
    await t.db.update(infraJobLog).set({ updateTime: now - LEASE_MS - 30_000 }).where(eq(infraJobLog.id, own!.id));
    runner.startLeases();
    await runner.ticking;
    runner.stopLeases();

    const rows = await t.db.select().from(infraJobLog).where(inArray(infraJobLog.id, [dead!.id, alive!.id, own!.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(dead!.id)).toMatchObject({ status: JobLogStatus.FAILURE, result: INTERRUPTED_TEXT });
    expect(byId.get(dead!.id)!.endTime).toBeGreaterThanOrEqual(now);
    expect(byId.get(alive!.id)).toMatchObject({ status: JobLogStatus.RUNNING, endTime: null });
    expect(byId.get(own!.id)).toMatchObject({ status: JobLogStatus.RUNNING, endTime: null });
    release();
    await runner.close();
    expect((await t.db.select().from(infraJobLog).where(eq(infraJobLog.id, own!.id)))[0]).toMatchObject({ status: JobLogStatus.SUCCESS });
  });
});
