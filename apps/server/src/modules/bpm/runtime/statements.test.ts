// @postgres: the same commands send the same statements on both databases
/**
 * What each workflow command sends to the database, counted per command (issue 25: "approvals
 * are one short transaction each"). The counts are the budget: a change that adds a statement to
 * a command fails here and has to say why, by raising the number below. The command's messages
 * are counted with it: its transaction writes them, last.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { processInstanceApi, taskApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { approvalBody } from '../definition/testing/fixtures.ts';
import { deployProcess, staff, todoOf, type Staff } from '../process-instance/testing/runtime.fixtures.ts';

let t: TestApp;
let admin: Session;
let starter: Staff;
let first: Staff;
let second: Staff;
let statements: string[] = [];
/** Every statement of the counted call, transaction control included (where the driver reports it). */
let sent: string[] = [];
let counting = false;
beforeAll(async () => {
  // Not counted: transaction control (Drizzle reports it on PostgreSQL and not on PGlite), and the
  // operate log's row, which its writer may store after the answer, in the next call's window.
  const counted = (sql: string) => !/^(begin|commit|rollback)/i.test(sql) && !sql.startsWith('insert into "system_operate_log"');
  t = await testApp({ apiLog: false }, { onStatement: (sql) => { if (!counting) return; sent.push(sql); if (counted(sql)) statements.push(sql); } });
  admin = await t.login();
  [starter, first, second] = [await staff(t, admin), await staff(t, admin), await staff(t, admin)];
});
afterAll(() => t.close());

/** The statements `work` sent, its own call's only (the session and grant are cached by then). */

it('start, approve and the last approval each send a short, fixed list of statements', async () => {
  const user = (s: Staff) => ({ type: 30 as const, options: [s.id] });
  const { definitionId } = await deployProcess(t, admin, approvalBody([['first', '初审'], ['second', '复审']]), { first: user(first), second: user(second) });
  const start = () => t.callOk(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由', day: 1 } }, as: starter.session });
  const approve = async (who: Staff, id: string) => {
    const [task] = await todoOf(t, who.session, id);
    return [task!.id, who] as const;
  };
  // Warm: one whole instance, so definitions, grants and sessions are cached as in steady use.
  const warm = await start();
  for (const who of [first, second]) {
    const [taskId] = await approve(who, warm);
    await t.callOk(taskApi.approve, { body: { id: taskId, reason: '同意' }, as: who.session });
  }
  const measured: Record<string, string[]> = {};
  const whole: Record<string, string[]> = {};
  const run = async (name: string, work: () => Promise<unknown>) => {
    statements = [];
    sent = [];
    counting = true;
    await work();
    counting = false;
    measured[name] = statements;
    whole[name] = sent;
  };
  let id = '';
  await run('start', async () => (id = await start()));
  const [task1] = await approve(first, id);
  await run('approve (next task)', () => t.callOk(taskApi.approve, { body: { id: task1, reason: '同意' }, as: first.session }));
  const [task2] = await approve(second, id);
  await run('approve (process ends)', () => t.callOk(taskApi.approve, { body: { id: task2, reason: '同意' }, as: second.session }));
  // Before issue 25: 15, 17 and 16 (start read its definition twice), then 12 each, then 10, 10
  // and 11, then 8, 8 and 9, then 4, 4 and 6, now 3, 3 and 5, messages included. The approval's
  // transaction is all 3: lock, task, and one statement for the step's writes (db/writeTogether.ts:
  // end the task, end its activity, the next task, the activities the step started, the state, and
  // the next assignee's message; whether that assignee is enabled, the starter's name and the
  // recipient's existence are remembered briefs). An activity started and ended in one step (a start
  // event, a gateway, an end event) is inserted ended. The last approval sends its step's writes,
  // reads the tasks still open, and ends the activities and the instance (with its last variables)
  // in one statement with the starter's message.
  const budget = { start: 3, 'approve (next task)': 3, 'approve (process ends)': 5 };
  for (const [name, list] of Object.entries(measured))
    expect(list.length, `${name}:\n  ${list.map((sql) => sql.slice(0, 120)).join('\n  ')}`).toBeLessThanOrEqual(budget[name as keyof typeof budget]);
  expect((await t.callOk(processInstanceApi.get, { query: { id }, as: starter.session })).result).toBe(2);
  // The next assignee's message is written by the approval's own transaction, before its commit:
  // an acknowledged approval has it even if the server dies right after (PostgreSQL reports the
  // transaction's control statements; PGlite does not, and sends the same statements).
  for (const name of ['approve (next task)', 'approve (process ends)']) {
    const list = whole[name]!;
    const message = list.findIndex((sql) => sql.includes('insert into "system_notify_message"'));
    expect(message, `${name}: no message written`).toBeGreaterThan(-1);
    const commit = list.findIndex((sql) => /^commit/i.test(sql));
    if (process.env.TEST_DATABASE_URL) expect(commit, `${name}: the message after the commit:\n  ${list.join('\n  ')}`).toBeGreaterThan(message);
  }
});
