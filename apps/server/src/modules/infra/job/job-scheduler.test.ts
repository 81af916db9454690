// @postgres: two schedulers' compare-and-set claims under a real server's concurrency (row locks, READ COMMITTED re-checks)
/**
 * The scheduler's promises, with two instances on one database as two servers would run: every
 * fire time of an every-second job runs exactly once over about twenty seconds; a stopped
 * instance's schedule is picked up where it was (a restart loses nothing); a fire time found
 * later than the misfire threshold runs once, now; failed runs retry at their interval; a run
 * outliving its monitor timeout is marked failed while it still runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { JobLogStatus, JobStatus } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { JobRunner } from './job-runner.ts';
import { DatabaseScheduler } from './job-scheduler.ts';
import { infraJob, infraJobLog } from './job.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const quiet = { error: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler that notes each fire time it ran for, and which instance ran it. */
function recorder(name: string) {
  const fires: Array<{ fireTime: number | null; instance: string }> = [];
  const handlerFor = (instance: string): JobHandlerDef<ModuleDeps> => ({
    name,
    description: name,
    run: async (_deps, _param, { fireTime }) => {
      fires.push({ fireTime, instance });
      return 'ok';
    },
  });
  return { fires, handlerFor };
}

function instance(handler: JobHandlerDef<ModuleDeps>, misfireThresholdMs?: number) {
  const runner = new JobRunner(t.db, new Map([[handler.name, handler]]), () => ({}) as ModuleDeps, quiet);
  const scheduler = new DatabaseScheduler(t.db, runner, { timeZone: 'Asia/Shanghai', misfireThresholdMs }, quiet);
  return { runner, scheduler, stop: async () => (await scheduler.stop(), await runner.idle()) };
}

async function insertJob(handlerName: string, cronExpression: string, more: Partial<typeof infraJob.$inferInsert> = {}) {
  const probe = new DatabaseScheduler(t.db, {} as JobRunner, { timeZone: 'Asia/Shanghai' }, quiet);
  const [row] = await t.db
    .insert(infraJob)
    .values({ name: handlerName, status: JobStatus.NORMAL, handlerName, cronExpression, nextFireTime: probe.nextFireTime(cronExpression, Date.now()), ...more })
    .returning();
  return row!;
}

const nextFireTimeOf = async (id: number) => (await t.db.select({ at: infraJob.nextFireTime }).from(infraJob).where(eq(infraJob.id, id)))[0]!.at;

/** Every second from `first` up to (not including) `end`. */
const secondsBetween = (first: number, end: number) => Array.from({ length: Math.round((end - first) / 1000) }, (_, i) => first + i * 1000);

describe('two instances on one database', () => {
  it('run each fire time of an every-second job exactly once over twenty seconds', async () => {
    const { fires, handlerFor } = recorder('everySecond');
    const job = await insertJob('everySecond', '* * * * * ?');
    const a = instance(handlerFor('a'));
    const b = instance(handlerFor('b'));
    await a.scheduler.start();
    await b.scheduler.start();
    await sleep(20_000);
    await Promise.all([a.stop(), b.stop()]);

    const expected = secondsBetween(job.nextFireTime!, (await nextFireTimeOf(job.id))!);
    const ran = fires.map((f) => f.fireTime!).sort((x, y) => x - y);
    expect(expected.length).toBeGreaterThanOrEqual(18);
    // Exactly once: nothing missed, nothing twice.
    expect(ran).toEqual(expected);
    // Both took part (neither is a standby).
    expect(new Set(fires.map((f) => f.instance)).size).toBe(2);
  }, 60_000);

  it('lose no fire time when one instance stops and another starts (a restart)', async () => {
    const { fires, handlerFor } = recorder('restarted');
    const job = await insertJob('restarted', '* * * * * ?');
    const first = instance(handlerFor('first'));
    await first.scheduler.start();
    await sleep(3_000);
    await first.stop();
    // Down for three seconds: within the misfire threshold, so each missed fire time still runs.
    await sleep(3_000);
    const second = instance(handlerFor('second'));
    await second.scheduler.start();
    await sleep(3_000);
    await second.stop();
    const expected = secondsBetween(job.nextFireTime!, (await nextFireTimeOf(job.id))!);
    expect(fires.map((f) => f.fireTime!).sort((x, y) => x - y)).toEqual(expected);
    expect(fires.some((f) => f.instance === 'second' && f.fireTime! < Date.now() - 3_500)).toBe(true);
  }, 60_000);

  it('run a fire time found later than the misfire threshold once, now, and go on from now', async () => {
    const { fires, handlerFor } = recorder('misfired');
    const longAgo = Date.now() - 10 * 60_000;
    const job = await insertJob('misfired', '* * * * * ?', { nextFireTime: Math.floor(longAgo / 1000) * 1000 });
    const late = instance(handlerFor('late'), 5_000);
    await late.scheduler.start();
    await sleep(2_500);
    await late.stop();
    // The stale fire time ran once (not the ten minutes of seconds since), then the schedule resumed from now.
    expect(fires.filter((f) => f.fireTime! < Date.now() - 60_000)).toHaveLength(1);
    expect(fires.length).toBeLessThanOrEqual(4);
    expect(await nextFireTimeOf(job.id)).toBeGreaterThan(Date.now() - 2_000);
  }, 30_000);
});

describe('a run', () => {
  it('retries a failure at its interval, one log row per attempt', async () => {
    let calls = 0;
    const failing: JobHandlerDef<ModuleDeps> = {
      name: 'failsTwice',
      description: '',
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`第 ${calls} 次失败`);
        return '第三次成功';
      },
    };
    const job = await insertJob('failsTwice', '0 0 3 * * ?', { retryCount: 3, retryInterval: 400 });
    const { runner } = instance(failing);
    await runner.run(job);
    const rows = await t.db.select().from(infraJobLog).where(eq(infraJobLog.jobId, job.id)).orderBy(asc(infraJobLog.id));
    expect(rows.map((r) => [r.executeIndex, r.status, r.result])).toEqual([
      [1, JobLogStatus.FAILURE, '第 1 次失败'],
      [2, JobLogStatus.FAILURE, '第 2 次失败'],
      [3, JobLogStatus.SUCCESS, '第三次成功'],
    ]);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.beginTime - rows[i - 1]!.endTime!).toBeGreaterThanOrEqual(400);
  });

  it('is marked failed when it outlives its monitor timeout, and keeps how it ended', async () => {
    let release!: () => void;
    const slow: JobHandlerDef<ModuleDeps> = { name: 'slow', description: '', run: () => new Promise((resolve) => (release = () => resolve('终于完成'))) };
    const job = await insertJob('slow', '0 0 3 * * ?', { monitorTimeout: 200 });
    const { runner } = instance(slow);
    const run = runner.run(job);
    await sleep(600);
    const [during] = await t.db.select().from(infraJobLog).where(eq(infraJobLog.jobId, job.id));
    expect(during).toMatchObject({ status: JobLogStatus.FAILURE, result: '执行超时：超过监控超时时间 200 毫秒', endTime: null });
    release();
    await run;
    const [after] = await t.db.select().from(infraJobLog).where(eq(infraJobLog.jobId, job.id));
    expect(after).toMatchObject({ status: JobLogStatus.FAILURE, result: '执行超时：超过监控超时时间 200 毫秒；之后完成：终于完成' });
    expect(after!.duration).toBeGreaterThanOrEqual(600);
  });
});
