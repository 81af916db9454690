// @postgres: a command over its limits rolls back and leaves nothing
/**
 * A workflow cannot stall the server (issue 21): through the API, a process that loops forever
 * (script tasks, or plain gateways) or a script that allocates without end is refused with
 * PROCESS_EXECUTION_LIMIT and leaves nothing behind (the command's transaction rolls back), and
 * the server answers others while a long script runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCodes, healthApi, processInstanceApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { flow, gatewayLoop, oneScript, scriptTask } from '../engine/testing/fixtures.ts';
import { deployProcess, staff, type Staff } from '../process-instance/testing/runtime.fixtures.ts';
import { bpmActivity, bpmProcessInstance, bpmTask } from './runtime.schema.ts';

let t: TestApp;
let admin: Session;
let starter: Staff;
beforeAll(async () => {
  // Roomy per-script time, so that the memory bound (not the clock) stops the allocating script
  // and one script may spin long enough to watch the server answer meanwhile.
  t = await testApp({ bpm: { commandSteps: 1000, commandScriptMs: 5000, scriptMs: 4000, scriptMemoryMb: 16, scriptWorkers: 2 } });
  admin = await t.login();
  starter = await staff(t, admin);
});
afterAll(() => t.close());

const start = (definitionId: string) =>
  t.call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由' } }, as: starter.session });

/** Everything a start would have written for instances of the definition. */
async function rowsOf(definitionId: string) {
  const instances = await t.db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.processDefinitionId, definitionId));
  const tasks = await t.db.select().from(bpmTask).where(eq(bpmTask.processDefinitionId, definitionId));
  const ids = instances.map((i) => i.id);
  const activities = ids.length ? await t.db.select().from(bpmActivity).where(eq(bpmActivity.processInstanceId, ids[0]!)) : [];
  return { instances: instances.length, tasks: tasks.length, activities: activities.length };
}

const LIMIT = ErrorCodes.PROCESS_EXECUTION_LIMIT.code;

describe('a command that would run without end', () => {
  it('refuses a loop of script tasks with a clear error and keeps nothing of it', async () => {
    const { definitionId } = await deployProcess(
      t,
      admin,
      [
        '<bpmn:startEvent id="start" />',
        scriptTask('work', 'execution.setVariable("n", (typeof n === "number" ? n : 0) + 1)', '计算'),
        '<bpmn:exclusiveGateway id="again" name="再来" default="back" />',
        '<bpmn:userTask id="never" name="不会到达" />',
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'work'),
        flow('f1', 'work', 'again'),
        flow('out', 'again', 'never', '${n < 0}'),
        flow('back', 'again', 'work'),
        flow('f2', 'never', 'end'),
      ].join(''),
      { never: { type: 30, options: [starter.id] } },
    );
    const res = await start(definitionId);
    expect(res.code).toBe(LIMIT);
    expect(res.msg).toMatch(/^流程执行超出限制，操作未生效：.*(一次操作最多执行 1000 步|累计运行超过 5000 毫秒)/);
    expect(await rowsOf(definitionId)).toEqual({ instances: 0, tasks: 0, activities: 0 });
  });

  it('ends a loop of plain gateways and service steps by the step budget', async () => {
    const { definitionId } = await deployProcess(
      t,
      admin,
      gatewayLoop('${reason == "从不"}'),
      {},
    );
    const res = await start(definitionId);
    expect(res).toMatchObject({ code: LIMIT });
    expect(res.msg).toMatch(/一次操作最多执行 1000 步/);
    expect(await rowsOf(definitionId)).toEqual({ instances: 0, tasks: 0, activities: 0 });
  });

  it('refuses a script that allocates without end with a memory error', async () => {
    const { definitionId } = await deployProcess(
      t,
      admin,
      oneScript('hog', 'var a = []; for (;;) a.push(new Uint8Array(1 << 20));', '占内存'),
      {},
    );
    const res = await start(definitionId);
    expect(res).toMatchObject({ code: LIMIT });
    expect(res.msg).toMatch(/节点【占内存】的脚本：脚本使用的内存超过 16 MB/);
    expect(await rowsOf(definitionId)).toEqual({ instances: 0, tasks: 0, activities: 0 });
  });
});

describe('while a script runs', () => {
  it('the server answers other requests (the script is not on the event loop)', async () => {
    const { definitionId } = await deployProcess(
      t,
      admin,
      oneScript('spin', 'var t = Date.now(); while (Date.now() - t < 1500) {} 1', '忙'),
      {},
    );
    let finished = false;
    const command = start(definitionId).finally(() => (finished = true));
    let answeredMeanwhile = 0;
    let worstMs = 0;
    while (!finished) {
      const t0 = performance.now();
      const health = await t.call(healthApi.health);
      worstMs = Math.max(worstMs, performance.now() - t0);
      expect(health).toMatchObject({ code: 0, data: { status: 'UP' } });
      if (!finished) answeredMeanwhile++;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await command).toMatchObject({ code: 0 });
    // Health answers came while the 1.5 s script ran, not only after it (measured: worst few ms).
    expect(answeredMeanwhile).toBeGreaterThan(5);
    console.log(`health during a 1.5 s script: ${answeredMeanwhile} answers, worst ${worstMs.toFixed(0)} ms`);
  });
});
