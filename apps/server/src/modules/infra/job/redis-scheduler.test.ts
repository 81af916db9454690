/**
 * The scheduler with Redis (BullMQ job schedulers), two instances on one database and one Redis
 * as two servers would run: each fire time of an every-second job runs exactly once; a restart
 * within the misfire threshold runs each fire time missed meanwhile once, and one past it runs
 * the iteration that came due once and goes on from now; pausing a job stops its fires. Each job is made in the table before any instance starts, so
 * each test also shows the start's reconciliation scheduling it. CI provides Redis (TEST_REDIS_URL); each test has its own queue.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { JobStatus } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { JobRunner } from './job-runner.ts';
import { RedisScheduler } from './redis-scheduler.ts';
import { infraJob } from './job.schema.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const quiet = { error: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
beforeAll(async () => {
  if (redisUrl) t = await testApp();
});
afterAll(() => t?.close());

// Each test's queue is its own; its keys go with it.
const queues: string[] = [];
afterEach(async () => {
  for (const name of queues.splice(0)) {
    const queue = new Queue(name, { connection: { url: redisUrl! }, prefix: 'tenon' });
    await queue.obliterate({ force: true });
    await queue.close();
  }
});
const newQueue = () => {
  const name = `test-${randomUUID().slice(0, 8)}`;
  queues.push(name);
  return name;
};

/** A handler that notes each fire time it ran for, and which instance ran it. */
function recorder(name: string) {
  const fires: Array<{ fireTime: number; instance: string }> = [];
  const handlerFor = (instance: string): JobHandlerDef<ModuleDeps> => ({
    name,
    description: name,
    run: async (_deps, _param, { fireTime }) => {
      fires.push({ fireTime: fireTime!, instance });
      return 'ok';
    },
  });
  const times = () => fires.map((f) => f.fireTime).sort((x, y) => x - y);
  return { fires, handlerFor, times };
}

function instance(queueName: string, handler: JobHandlerDef<ModuleDeps>, misfireThresholdMs?: number) {
  const runner = new JobRunner(t.db, new Map([[handler.name, handler]]), () => ({}) as ModuleDeps, quiet);
  const scheduler = new RedisScheduler(t.db, runner, { timeZone: 'Asia/Shanghai', redisUrl: redisUrl!, queueName, misfireThresholdMs }, quiet);
  return { runner, scheduler, stop: async () => (await scheduler.stop(), await runner.idle()) };
}

async function insertJob(handlerName: string, cronExpression: string) {
  const [row] = await t.db.insert(infraJob).values({ name: handlerName, status: JobStatus.NORMAL, handlerName, cronExpression }).returning();
  return row!;
}

/** Consecutive whole seconds, none twice. */
function expectEverySecondOnce(times: number[]) {
  expect(new Set(times).size).toBe(times.length);
  for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(1000);
}

describe.runIf(redisUrl)('two instances on one database and one Redis', () => {
  it('run each fire time of an every-second job exactly once over twenty seconds', async () => {
    const queue = newQueue();
    const { fires, handlerFor, times } = recorder(`everySecond-${queue}`);
    await insertJob(`everySecond-${queue}`, '* * * * * ?');
    const a = instance(queue, handlerFor('a'));
    const b = instance(queue, handlerFor('b'));
    await Promise.all([a.scheduler.start(), b.scheduler.start()]);
    await sleep(20_000);
    await Promise.all([a.stop(), b.stop()]);

    expect(times().length).toBeGreaterThanOrEqual(18);
    expectEverySecondOnce(times());
    expect(new Set(fires.map((f) => f.instance)).size).toBe(2);
  }, 60_000);

  it('run each fire time missed during a restart within the misfire threshold once', async () => {
    const queue = newQueue();
    const { fires, handlerFor, times } = recorder(`restarted-${queue}`);
    await insertJob(`restarted-${queue}`, '* * * * * ?');
    const first = instance(queue, handlerFor('first'));
    await first.scheduler.start();
    await sleep(3_000);
    await first.stop();
    // Down for three seconds: every iteration after the waiting one is taken late, as on a
    // loaded machine; each fire time still runs.
    await sleep(3_000);
    const second = instance(queue, handlerFor('second'));
    const startedAt = Date.now();
    await second.scheduler.start();
    await vi.waitFor(() => expect(fires.filter((f) => f.instance === 'second' && f.fireTime > startedAt).length).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 100 });
    await second.stop();

    expectEverySecondOnce(times());
    // The second instance caught up on the seconds it was not there for.
    expect(fires.filter((f) => f.instance === 'second' && f.fireTime < startedAt).length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('run the iteration found past the misfire threshold once, then go on from now', async () => {
    const queue = newQueue();
    const { fires, handlerFor, times } = recorder(`misfired-${queue}`);
    await insertJob(`misfired-${queue}`, '* * * * * ?');
    const first = instance(queue, handlerFor('first'), 1_000);
    await first.scheduler.start();
    await vi.waitFor(() => expect(fires.length).toBeGreaterThanOrEqual(1), { timeout: 20_000, interval: 100 });
    await first.stop();
    const stoppedAt = Date.now();
    await sleep(3_000);
    const second = instance(queue, handlerFor('second'), 1_000);
    await second.scheduler.start();
    await vi.waitFor(() => expect(fires.filter((f) => f.instance === 'second').length).toBeGreaterThanOrEqual(3), { timeout: 20_000, interval: 100 });
    await second.stop();

    expect(new Set(times()).size).toBe(fires.length);
    // The iteration waiting in Redis while nothing ran: run once, by the instance that came back,
    // and the seconds after it, also missed, not run one by one.
    const late = fires.filter((f) => f.instance === 'second' && f.fireTime <= stoppedAt + 1_000);
    expect(late).toHaveLength(1);
    expect(fires.filter((f) => f.instance === 'second' && f.fireTime > stoppedAt + 1_000 && f.fireTime < stoppedAt + 2_500)).toHaveLength(0);
  }, 60_000);

  it('stop firing a job once it is paused', async () => {
    const queue = newQueue();
    const { handlerFor, times } = recorder(`paused-${queue}`);
    const job = await insertJob(`paused-${queue}`, '* * * * * ?');
    const a = instance(queue, handlerFor('a'));
    await a.scheduler.start();
    await sleep(2_500);
    expect(times().length).toBeGreaterThanOrEqual(1);

    await t.db.update(infraJob).set({ status: JobStatus.STOP }).where(eq(infraJob.id, job.id));
    await a.scheduler.changed(job.id);
    const whenPaused = times().length;
    await sleep(2_000);
    expect(times().length).toBeLessThanOrEqual(whenPaused + 1);
    await a.stop();
  }, 30_000);
});
