/**
 * Who may read an instance (visibility.ts), through the API: anyone who ever held one of its
 * tasks keeps reading it after the task moved on: a delegate after handing it back, an assignee
 * after transferring it, an added signer; someone who never held one does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, processInstanceApi, taskApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { approvalBody } from '../definition/testing/fixtures.ts';
import { approveMine, deployProcess, staff, todoOf, type Staff } from '../process-instance/testing/runtime.fixtures.ts';

let t: TestApp;
let admin: Session;
let a: Staff;
let x: Staff;
let y: Staff;
let stranger: Staff;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  [a, x, y, stranger] = [await staff(t, admin), await staff(t, admin), await staff(t, admin), await staff(t, admin)];
});
afterAll(() => t.close());

/** The detail page's two reads, as `who`: the instance and its task list. */
const reads = async (id: string, who: Staff) => [
  (await t.call(processInstanceApi.get, { query: { id }, as: who.session })).code,
  (await t.call(taskApi.listByProcessInstanceId, { query: { processInstanceId: id }, as: who.session })).code,
];
const notFound = ErrorCodes.PROCESS_INSTANCE_NOT_EXISTS.code;

/** The administrator starts a one-step process assigned to `a`. */
async function started(): Promise<{ id: string; taskId: string }> {
  const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: { type: 30, options: [a.id] } });
  const id = await t.callOk(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由' } }, as: admin });
  const [task] = await todoOf(t, a.session, id);
  return { id, taskId: task!.id };
}

describe('an instance stays readable to whoever held one of its tasks', () => {
  it('a delegate who approved (the task went back to its owner) still reads the detail and its tasks', async () => {
    const { id, taskId } = await started();
    expect(await reads(id, x)).toEqual([notFound, notFound]);
    await t.callOk(taskApi.delegate, { body: { id: taskId, delegateUserId: x.id, reason: '请帮忙看看' }, as: a.session });
    expect(await reads(id, x)).toEqual([0, 0]);
    expect(await approveMine(t, x.session, id, '没问题')).toMatchObject({ code: 0 });
    expect(await todoOf(t, a.session, id)).toHaveLength(1);
    expect(await reads(id, x)).toEqual([0, 0]);
    // After the owner decides too.
    await approveMine(t, a.session, id);
    expect(await reads(id, x)).toEqual([0, 0]);
    expect(await reads(id, stranger)).toEqual([notFound, notFound]);
  });

  it('an assignee who transferred the task, and the transferee, both read it', async () => {
    const { id, taskId } = await started();
    await t.callOk(taskApi.updateAssignee, { body: { id: taskId, assigneeUserId: y.id }, as: a.session });
    expect(await reads(id, a)).toEqual([0, 0]);
    expect(await reads(id, y)).toEqual([0, 0]);
    expect(await reads(id, stranger)).toEqual([notFound, notFound]);
  });

  it('an added signer reads it, before and after signing', async () => {
    const { id, taskId } = await started();
    await t.callOk(taskApi.createSign, { body: { id: taskId, userIdList: [x.id], type: 'before', reason: '请会签' }, as: a.session });
    expect(await reads(id, x)).toEqual([0, 0]);
    await approveMine(t, x.session, id);
    expect(await reads(id, x)).toEqual([0, 0]);
    expect(await reads(id, a)).toEqual([0, 0]);
  });
});
