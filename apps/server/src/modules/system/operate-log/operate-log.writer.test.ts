// @postgres: values the columns cannot hold (NUL, too long, out of range) as each driver refuses them
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { operateLog } from './operate-log.schema.ts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { OperateLogWriter, type OperateLogEntry } from './operate-log.writer.ts';
import type { Db } from '../../../db/client.ts';

const entry = (n: number, over: Partial<OperateLogEntry> = {}): OperateLogEntry => ({
  tenantId: 1,
  userId: 1,
  module: '岗位管理',
  name: `创建岗位 ${n}`,
  type: 2,
  content: `{"code":"p${n}"}`,
  requestMethod: 'POST',
  requestUrl: '/x',
  startTime: Date.now(),
  duration: 1,
  resultCode: 0,
  ...over,
});

/** An error as the PostgreSQL drivers raise it (Drizzle wraps the driver's error as `cause`). */
const pgError = (sqlState: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('refused'), { code: sqlState }) });

/**
 * A database double that stores rows one insert at a time. It refuses (as PostgreSQL does a value
 * it cannot hold, SQLSTATE 22P05) any row whose content contains `refuse`, and can be told to be
 * unreachable for the next inserts.
 */
function fakeDb() {
  const stored: OperateLogEntry[] = [];
  let unreachable = 0;
  const db = {
    insert: () => ({
      values: async (rows: OperateLogEntry | OperateLogEntry[]) => {
        const list = Array.isArray(rows) ? rows : [rows];
        if (unreachable > 0) {
          unreachable--;
          throw new Error('connect ECONNREFUSED');
        }
        if (list.some((r) => r.content?.includes('refuse'))) throw pgError('22P05');
        stored.push(...list);
      },
    }),
  } as unknown as Db;
  return { db, stored, unreachableFor: (n: number) => (unreachable = n) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('OperateLogWriter', () => {
  it('stores each row when written, in order, once', async () => {
    const f = fakeDb();
    const w = new OperateLogWriter(f.db);
    await Promise.all([1, 2, 3].map((n) => w.write(entry(n))));
    await Promise.all([w.flush(), w.flush()]);
    expect(f.stored.map((e) => e.name)).toEqual(['创建岗位 1', '创建岗位 2', '创建岗位 3']);
  });

  it('a row the database refuses is kept without its body, and never holds back the rows after it', async () => {
    const f = fakeDb();
    const errors: unknown[] = [];
    const w = new OperateLogWriter(f.db, { onError: (e) => errors.push(e) });
    await w.write(entry(1, { content: '{"name":"refuse me"}' }));
    await w.write(entry(2));
    await w.write(entry(3));
    await w.flush();
    expect(f.stored.map((e) => [e.name, e.content])).toEqual([
      ['创建岗位 1', '（请求内容无法记录）'],
      ['创建岗位 2', '{"code":"p2"}'],
      ['创建岗位 3', '{"code":"p3"}'],
    ]);
    expect(errors).toHaveLength(1);
  });

  it('a row written while the database is unreachable is retried on its own, with no further writes', async () => {
    vi.useFakeTimers();
    const f = fakeDb();
    const errors: unknown[] = [];
    const w = new OperateLogWriter(f.db, { retryMs: 1000, onError: (e) => errors.push(e) });
    f.unreachableFor(2);
    await w.write(entry(1));
    expect(f.stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000); // still unreachable: tried again later
    expect(f.stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.stored.map((e) => e.name)).toEqual(['创建岗位 1']);
    expect(errors).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(f.stored).toHaveLength(1);
  });

  it('on close, a row the database still cannot take is reported, not silently dropped', async () => {
    const f = fakeDb();
    const reported: OperateLogEntry[] = [];
    const w = new OperateLogWriter(f.db, { onError: (_e, row) => reported.push(row) });
    f.unreachableFor(10);
    await w.write(entry(1));
    await w.close();
    expect(f.stored).toEqual([]);
    expect(reported.map((r) => r.name)).toContain('创建岗位 1');
  });
});

describe('OperateLogWriter on the real database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('stores a row with values its columns cannot hold as they were: NUL characters, too-long text, out-of-range numbers', async () => {
    const errors: unknown[] = [];
    const w = new OperateLogWriter(t.db, { onError: (e) => errors.push(e) });
    const traceId = 'writer-test-fit';
    await w.write(
      entry(1, {
        traceId,
        userNickname: 'nick\u0000name'.repeat(10),
        module: '模块'.repeat(100),
        content: `{"x":"${'长'.repeat(3000)}"}`,
        requestUrl: `/system/post/create/${'a'.repeat(1000)}`,
        userAgent: 'agent\u0000',
        duration: 2 ** 40,
        resultCode: -(2 ** 40),
        resultMsg: `消息\u0000${'很'.repeat(1000)}`,
      }),
    );
    // The row after it is stored too.
    await w.write(entry(2, { traceId }));
    expect(errors).toEqual([]);
    const rows = await t.db.select().from(operateLog).where(eq(operateLog.traceId, traceId)).orderBy(operateLog.id);
    expect(rows).toHaveLength(2);
    const [row] = rows;
    expect(row).toMatchObject({
      userNickname: 'nicknamenicknamenicknamenickna',
      module: '模块'.repeat(25),
      userAgent: 'agent',
      duration: 2 ** 31 - 1,
      resultCode: -(2 ** 31),
    });
    expect(row!.content).toHaveLength(2000);
    expect(row!.requestUrl).toHaveLength(255);
    expect(row!.resultMsg).toBe(`消息${'很'.repeat(510)}`);
  });
});
