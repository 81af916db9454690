// @postgres: the writes travel as one statement of data-modifying WITH parts, which each database parses and runs itself
/**
 * `writeTogether` sends several writes as one statement and stores what they would have stored
 * one by one: inserts with their JSON and timestamps, an update, a delete; a failing part leaves
 * nothing of the others; one write goes as it is.
 */
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { bpmActivity, bpmProcessInstance, bpmTask } from '../modules/bpm/runtime/runtime.schema.ts';
import { testApp, type TestApp } from '../test/testApp.ts';
import { fusedWrites, writeTogether } from './writeTogether.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ apiLog: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const instance = (id: string) => ({
  id,
  tenantId: 1,
  processDefinitionId: 'def:1',
  processKey: 'fused',
  name: '合并写入',
  status: 1,
  result: 1,
  startUserId: 1,
  formVariables: {},
  variables: { day: 1 },
  state: { tokens: [], seq: 0 },
});
const task = (id: string, instanceId: string) => ({
  id,
  tenantId: 1,
  processInstanceId: instanceId,
  processDefinitionId: 'def:1',
  definitionKey: 'first',
  name: '初审',
  assigneeUserId: 1,
  result: 1,
  createTime: 1_700_000_000_000,
});

it('stores what the writes would have stored one by one, in one statement', async () => {
  await t.db.insert(bpmProcessInstance).values(instance('fused-1'));
  await t.db.insert(bpmTask).values(task('fused-t1', 'fused-1'));
  await t.db.insert(bpmActivity).values({ tenantId: 1, processInstanceId: 'fused-1', key: 'first', type: 'userTask', taskId: 'fused-t1', startTime: 1_700_000_000_000 });
  const execute = vi.spyOn(t.db, 'execute');
  await writeTogether(t.db, [
    t.db.update(bpmTask).set({ result: 2, reason: '同意', endTime: 1_700_000_001_000 }).where(eq(bpmTask.id, 'fused-t1')),
    t.db.update(bpmActivity).set({ endTime: 1_700_000_001_000 }).where(and(eq(bpmActivity.processInstanceId, 'fused-1'), eq(bpmActivity.taskId, 'fused-t1'))),
    t.db.insert(bpmTask).values(task('fused-t2', 'fused-1')),
    t.db.insert(bpmActivity).values([
      { tenantId: 1, processInstanceId: 'fused-1', key: 'gw', type: 'exclusiveGateway', startTime: 1_700_000_001_000, endTime: 1_700_000_001_000 },
      { tenantId: 1, processInstanceId: 'fused-1', key: 'second', type: 'userTask', taskId: 'fused-t2', startTime: 1_700_000_001_000 },
    ]),
    t.db.update(bpmProcessInstance).set({ variables: { day: 5, 说明: '含"引号"与\\' }, state: { tokens: [{ id: 1, at: 'second' }], seq: 1 } as never }).where(eq(bpmProcessInstance.id, 'fused-1')),
  ]);
  expect(execute).toHaveBeenCalledOnce();

  const tasks = await t.db.select().from(bpmTask).where(eq(bpmTask.processInstanceId, 'fused-1')).orderBy(bpmTask.id);
  expect(tasks.map((x) => [x.id, x.result, x.reason, x.endTime])).toEqual([
    ['fused-t1', 2, '同意', 1_700_000_001_000],
    ['fused-t2', 1, null, null],
  ]);
  const activities = await t.db.select().from(bpmActivity).where(eq(bpmActivity.processInstanceId, 'fused-1')).orderBy(bpmActivity.id);
  expect(activities.map((a) => [a.key, a.taskId, a.endTime])).toEqual([
    ['first', 'fused-t1', 1_700_000_001_000],
    ['gw', null, 1_700_000_001_000],
    ['second', 'fused-t2', null],
  ]);
  const [stored] = await t.db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, 'fused-1'));
  expect(stored!.variables).toEqual({ day: 5, 说明: '含"引号"与\\' });
  expect(stored!.state).toEqual({ tokens: [{ id: 1, at: 'second' }], seq: 1 });
});

it('writes nothing when one of the parts fails', async () => {
  await t.db.insert(bpmProcessInstance).values(instance('fused-2'));
  await t.db.insert(bpmTask).values(task('fused-t3', 'fused-2'));
  const attempt = writeTogether(t.db, [
    t.db.update(bpmTask).set({ result: 2 }).where(eq(bpmTask.id, 'fused-t3')),
    t.db.delete(bpmTask).where(eq(bpmTask.id, 'nobody')),
    // The primary key is taken: this part fails, and with it the statement.
    t.db.insert(bpmTask).values(task('fused-t3', 'fused-2')),
  ]);
  await expect(attempt).rejects.toMatchObject({ cause: { code: '23505' } });
  const [unchanged] = await t.db.select().from(bpmTask).where(eq(bpmTask.id, 'fused-t3'));
  expect(unchanged!.result).toBe(1);
});

it('sends one write as it is, and nothing for none', async () => {
  await t.db.insert(bpmProcessInstance).values(instance('fused-3'));
  const execute = vi.spyOn(t.db, 'execute');
  await writeTogether(t.db, []);
  await writeTogether(t.db, [t.db.update(bpmProcessInstance).set({ result: 2 }).where(eq(bpmProcessInstance.id, 'fused-3'))]);
  expect(execute).not.toHaveBeenCalled();
  const rows = await t.db.select({ result: bpmProcessInstance.result }).from(bpmProcessInstance).where(inArray(bpmProcessInstance.id, ['fused-3']));
  expect(rows).toEqual([{ result: 2 }]);
});

it('names each part and keeps the last as the statement itself', () => {
  const text = new PgDialect().sqlToQuery(
    fusedWrites([t.db.delete(bpmTask).where(eq(bpmTask.id, 'a')), t.db.delete(bpmTask).where(eq(bpmTask.id, 'b')), t.db.delete(bpmActivity).where(eq(bpmActivity.taskId, 'c'))]),
  );
  expect(text.sql).toBe(
    'with w0 as (delete from "bpm_task" where "bpm_task"."id" = $1), w1 as (delete from "bpm_task" where "bpm_task"."id" = $2) delete from "bpm_activity" where "bpm_activity"."task_id" = $3',
  );
  expect(text.params).toEqual(['a', 'b', 'c']);
});
