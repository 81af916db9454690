import { describe, expect, it } from 'vitest';
import { OperateLogWriter, type OperateLogEntry } from './operate-log.writer.ts';
import type { Db } from '../../../db/client.ts';

const entry = (n: number): OperateLogEntry => ({
  tenantId: 1,
  userId: 1,
  module: '岗位管理',
  name: `创建岗位 ${n}`,
  type: 2,
  requestMethod: 'POST',
  requestUrl: '/x',
  startTime: new Date(),
  duration: 1,
  resultCode: 0,
});

/** A database double that records inserted batches and can be told to fail. */
function fakeDb() {
  const batches: OperateLogEntry[][] = [];
  let failNext = false;
  const db = {
    insert: () => ({
      values: async (rows: OperateLogEntry[]) => {
        if (failNext) {
          failNext = false;
          throw new Error('database unavailable');
        }
        batches.push(rows);
      },
    }),
  } as unknown as Db;
  return { db, batches, failOnce: () => (failNext = true) };
}

describe('OperateLogWriter', () => {
  it('writes queued entries in one batch, keeps order, and writes each once', async () => {
    const f = fakeDb();
    const w = new OperateLogWriter(f.db, { intervalMs: 60_000 });
    [1, 2, 3].forEach((n) => w.record(entry(n)));
    expect(f.batches).toEqual([]);
    await Promise.all([w.flush(), w.flush()]);
    expect(f.batches.map((b) => b.map((e) => e.name))).toEqual([['创建岗位 1', '创建岗位 2', '创建岗位 3']]);
  });

  it('flushes early when the batch is full', async () => {
    const f = fakeDb();
    const w = new OperateLogWriter(f.db, { intervalMs: 60_000, maxBatch: 2 });
    w.record(entry(1));
    w.record(entry(2));
    await w.flush();
    expect(f.batches[0]).toHaveLength(2);
  });

  it('keeps entries whose write failed and writes them with the next flush', async () => {
    const f = fakeDb();
    const errors: unknown[] = [];
    const w = new OperateLogWriter(f.db, { intervalMs: 60_000, onError: (e) => errors.push(e) });
    w.record(entry(1));
    f.failOnce();
    await w.flush();
    expect(errors).toHaveLength(1);
    w.record(entry(2));
    await w.flush();
    expect(f.batches.flat().map((e) => e.name)).toEqual(['创建岗位 1', '创建岗位 2']);
  });
});
