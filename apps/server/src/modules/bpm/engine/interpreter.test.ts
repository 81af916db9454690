import { describe, expect, it } from 'vitest';
import { BpmResult } from '@tenon/contracts';
import { loadProcessGraph } from './graph.ts';
import { bpmnXml, chainXml, flow } from './testing/fixtures.ts';
import { emptyState, Execution, ProcessFailure, returnTargets } from './interpreter.ts';
import { MemoryHost } from './testing/memory-host.ts';
import { CommandBudget, DEFAULT_LIMITS } from './budget.ts';

async function run(xml: string, variables: Record<string, unknown> = {}, candidates: Record<string, number[]> = {}) {
  const graph = await loadProcessGraph(xml);
  expect(graph.unsupported).toEqual([]);
  const host = new MemoryHost(candidates);
  // The routing is the subject here, not the script bounds (budget.test.ts): generous script time,
  // so a busy machine that keeps the script's worker from a core does not fail the step.
  const budget = new CommandBudget({ ...DEFAULT_LIMITS, scriptMs: 10_000, commandScriptMs: 20_000 });
  const exec = new Execution(graph, host, emptyState(), { ...variables }, { budget });
  await exec.start();
  const approve = async (taskId: string) => {
    host.tasks.find((t) => t.id === taskId)!.result = BpmResult.APPROVE;
    await exec.completeTask(taskId);
  };
  const openAt = () => host.open().map((t) => t.node).sort();
  return { exec, host, approve, openAt };
}

const task = (id: string, extra = '') => `<bpmn:userTask id="${id}" name="${id}"${extra} />`;

describe('engine', () => {
  it('runs a chain of user tasks to the end', async () => {
    const { exec, host, approve, openAt } = await run(chainXml('chain', ['a', 'b']));
    expect(openAt()).toEqual(['a']);
    await approve(host.open()[0]!.id);
    expect(openAt()).toEqual(['b']);
    await approve(host.open()[0]!.id);
    expect(exec.ended).toBe(true);
    expect(host.activities.map((a) => a.key)).toEqual(['start', 'a', 'b', 'end']);
    expect(host.activities.every((a) => a.ended)).toBe(true);
  });

  const exclusive = bpmnXml({
    key: 'x',
    name: 'x',
    body: [
      '<bpmn:startEvent id="start" />',
      '<bpmn:exclusiveGateway id="gw" default="toSmall" />',
      task('big'),
      task('small'),
      '<bpmn:endEvent id="end" />',
      flow('f0', 'start', 'gw'),
      flow('toBig', 'gw', 'big', '${day > 3}'),
      flow('toSmall', 'gw', 'small'),
      flow('f1', 'big', 'end'),
      flow('f2', 'small', 'end'),
    ].join('\n'),
  });

  it('takes the exclusive gateway flow whose condition on a start variable holds, else the default', async () => {
    expect((await run(exclusive, { day: 5 })).openAt()).toEqual(['big']);
    expect((await run(exclusive, { day: 2 })).openAt()).toEqual(['small']);
  });

  it('waits at a parallel join for every branch', async () => {
    const xml = bpmnXml({
      key: 'p',
      name: 'p',
      body: [
        '<bpmn:startEvent id="start" />',
        '<bpmn:parallelGateway id="fork" />',
        task('a'),
        task('b'),
        '<bpmn:parallelGateway id="join" />',
        task('after'),
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'fork'),
        flow('f1', 'fork', 'a'),
        flow('f2', 'fork', 'b'),
        flow('f3', 'a', 'join'),
        flow('f4', 'b', 'join'),
        flow('f5', 'join', 'after'),
        flow('f6', 'after', 'end'),
      ].join('\n'),
    });
    const { host, approve, openAt } = await run(xml);
    expect(openAt()).toEqual(['a', 'b']);
    await approve(host.open('a')[0]!.id);
    expect(openAt()).toEqual(['b']);
    await approve(host.open('b')[0]!.id);
    expect(openAt()).toEqual(['after']);
  });

  it('takes every true inclusive flow and joins only those', async () => {
    const xml = bpmnXml({
      key: 'i',
      name: 'i',
      body: [
        '<bpmn:startEvent id="start" />',
        '<bpmn:inclusiveGateway id="fork" />',
        task('a'),
        task('b'),
        task('c'),
        '<bpmn:inclusiveGateway id="join" />',
        task('after'),
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'fork'),
        flow('f1', 'fork', 'a', '${amount > 100}'),
        flow('f2', 'fork', 'b', '${urgent}'),
        flow('f3', 'fork', 'c', '${amount > 1000}'),
        flow('f4', 'a', 'join'),
        flow('f5', 'b', 'join'),
        flow('f6', 'c', 'join'),
        flow('f7', 'join', 'after'),
        flow('f8', 'after', 'end'),
      ].join('\n'),
    });
    const { host, approve, openAt } = await run(xml, { amount: 500, urgent: true });
    expect(openAt()).toEqual(['a', 'b']);
    await approve(host.open('b')[0]!.id);
    expect(openAt()).toEqual(['a']);
    await approve(host.open('a')[0]!.id);
    expect(openAt()).toEqual(['after']);
  });

  it('ends a parallel multi-instance task when its completion condition holds, cancelling the rest', async () => {
    const xml = bpmnXml({
      key: 'mi',
      name: 'mi',
      body: [
        '<bpmn:startEvent id="start" />',
        `<bpmn:userTask id="vote" name="vote"><bpmn:multiInstanceLoopCharacteristics><bpmn:completionCondition xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${nrOfCompletedInstances / nrOfInstances &gt;= 0.5}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics></bpmn:userTask>`,
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'vote'),
        flow('f1', 'vote', 'end'),
      ].join('\n'),
    });
    const { exec, host, approve } = await run(xml, {}, { vote: [11, 12, 13, 14] });
    expect(host.open().map((t) => t.assignee)).toEqual([11, 12, 13, 14]);
    await approve(host.open()[0]!.id);
    expect(exec.ended).toBe(false);
    await approve(host.open()[0]!.id);
    expect(exec.ended).toBe(true);
    expect(host.tasks.map((t) => t.result)).toEqual([BpmResult.APPROVE, BpmResult.APPROVE, BpmResult.CANCEL, BpmResult.CANCEL]);
  });

  it('hands a sequential multi-instance task to one candidate after another', async () => {
    const xml = chainXml('seq', ['s']).replace(
      '<bpmn:userTask id="s" name="s" />',
      '<bpmn:userTask id="s" name="s"><bpmn:multiInstanceLoopCharacteristics isSequential="true" /></bpmn:userTask>',
    );
    const { exec, host, approve } = await run(xml, {}, { s: [21, 22] });
    expect(host.open().map((t) => t.assignee)).toEqual([21]);
    await approve(host.open()[0]!.id);
    expect(host.open().map((t) => t.assignee)).toEqual([22]);
    await approve(host.open()[0]!.id);
    expect(exec.ended).toBe(true);
  });

  it('runs a JavaScript script task in the sandbox and routes on its result', async () => {
    const xml = bpmnXml({
      key: 's',
      name: 's',
      body: [
        '<bpmn:startEvent id="start" />',
        '<bpmn:scriptTask id="calc" name="calc" scriptFormat="javascript" camunda:resultVariable="total"><bpmn:script>price * qty</bpmn:script></bpmn:scriptTask>',
        '<bpmn:exclusiveGateway id="gw" default="low" />',
        task('high'),
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'calc'),
        flow('f1', 'calc', 'gw'),
        flow('hi', 'gw', 'high', '${total >= 100}'),
        flow('low', 'gw', 'end'),
        flow('f2', 'high', 'end'),
      ].join('\n'),
    });
    const big = await run(xml, { price: 30, qty: 4 });
    expect(big.exec.variables.total).toBe(120);
    expect(big.openAt()).toEqual(['high']);
    expect((await run(xml, { price: 3, qty: 4 })).exec.ended).toBe(true);
  });

  it('stops a script that runs forever and says why', async () => {
    const xml = bpmnXml({
      key: 'loop',
      name: 'loop',
      body: [
        '<bpmn:startEvent id="start" />',
        '<bpmn:scriptTask id="spin" name="spin" scriptFormat="javascript"><bpmn:script>for (;;) {}</bpmn:script></bpmn:scriptTask>',
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'spin'),
        flow('f1', 'spin', 'end'),
      ].join('\n'),
    });
    await expect(run(xml)).rejects.toThrow(/脚本执行超过/);
  });

  it('fails clearly when no exclusive flow holds and there is no default', async () => {
    const xml = exclusive.replace(' default="toSmall"', '').replace('flow', 'flow').replace('<bpmn:sequenceFlow id="toSmall" sourceRef="gw" targetRef="small" />', flow('toSmall', 'gw', 'small', '${day == 1}'));
    await expect(run(xml, { day: 2 })).rejects.toThrow(ProcessFailure);
  });

  it('returns to an earlier task, closing the current one as sent back', async () => {
    const { exec, host, approve, openAt } = await run(chainXml('r', ['a', 'b', 'c']));
    await approve(host.open()[0]!.id);
    await approve(host.open()[0]!.id);
    expect(openAt()).toEqual(['c']);
    const visited = new Set(host.activities.map((a) => a.key));
    expect(returnTargets(await loadProcessGraph(chainXml('r', ['a', 'b', 'c'])), 'c', visited).map((n) => n.id).sort()).toEqual(['a', 'b']);
    await exec.returnTo('a', '材料不全');
    expect(openAt()).toEqual(['a']);
    expect(host.tasks.find((t) => t.node === 'c')).toMatchObject({ result: BpmResult.BACK, reason: '材料不全' });
  });

  it('names what it cannot run', async () => {
    const graph = await loadProcessGraph(
      bpmnXml({
        key: 'bad',
        name: 'bad',
        body: [
          '<bpmn:startEvent id="start" />',
          '<bpmn:complexGateway id="sub" name="子" />',
          '<bpmn:serviceTask id="svc" name="调用" camunda:delegateExpression="${mailSender}" />',
          '<bpmn:endEvent id="end" />',
          flow('f0', 'start', 'sub'),
          flow('f1', 'sub', 'svc'),
          flow('f2', 'svc', 'end'),
        ].join('\n'),
      }),
    );
    expect(graph.unsupported).toContain('暂不支持复杂网关（节点【子】）');
    expect(graph.unsupported).toContain('节点【调用】引用的 Bean mailSender 不存在');
  });
});
