/** The API logs' batch writer: one insert per batch, by size, by time, on close; bounded; failures reported, never thrown. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from './batch-writer.ts';

afterEach(() => vi.useRealTimers());

function recorder(fail = false) {
  const batches: number[][] = [];
  const errors: Array<[unknown, number[]]> = [];
  const insert = vi.fn(async (rows: number[]) => {
    if (fail) throw new Error('数据库不可用');
    batches.push([...rows]);
  });
  return { batches, errors, insert, onError: (err: unknown, rows: number[]) => errors.push([err, rows]) };
}

describe('BatchWriter', () => {
  it('writes a full batch at once, in one insert', async () => {
    const r = recorder();
    const w = new BatchWriter<number>({ ...r, batchRows: 3, flushMs: 60_000 });
    for (const n of [1, 2, 3]) w.add(n);
    await vi.waitFor(() => expect(r.batches).toEqual([[1, 2, 3]]));
    w.add(4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(w.waiting).toBe(1);
    expect(r.insert).toHaveBeenCalledTimes(1);
    await w.close();
    expect(r.batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes what waits after flushMs, as one insert', async () => {
    vi.useFakeTimers();
    const r = recorder();
    const w = new BatchWriter<number>({ ...r, batchRows: 100, flushMs: 1000 });
    w.add(1);
    w.add(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(r.insert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(r.batches).toEqual([[1, 2]]);
    w.add(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.batches).toEqual([[1, 2], [3]]);
  });

  it('writes what waits on close, and takes nothing after', async () => {
    const r = recorder();
    const w = new BatchWriter<number>({ ...r, flushMs: 60_000 });
    w.add(1);
    await w.close();
    expect(r.batches).toEqual([[1]]);
    w.add(2);
    await w.flush();
    expect(r.batches).toEqual([[1]]);
    expect(w.dropped).toBe(1);
  });

  it('is bounded: past its capacity a row is dropped and counted', async () => {
    vi.useFakeTimers();
    const r = recorder();
    const w = new BatchWriter<number>({ ...r, capacity: 5, batchRows: 100, flushMs: 1000 });
    for (let n = 0; n < 8; n++) w.add(n);
    expect(w.waiting).toBe(5);
    expect(w.dropped).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.batches).toEqual([[0, 1, 2, 3, 4]]);
  });

  it('reports a failed insert with its rows and carries on', async () => {
    const r = recorder(true);
    const w = new BatchWriter<number>({ ...r, batchRows: 2, flushMs: 60_000 });
    w.add(1);
    w.add(2);
    await w.flush();
    expect(r.errors.map(([err, rows]) => [(err as Error).message, rows])).toEqual([['数据库不可用', [1, 2]]]);
    expect(w.failed).toBe(2);
    w.add(3);
    await expect(w.close()).resolves.toBeUndefined();
  });
});
