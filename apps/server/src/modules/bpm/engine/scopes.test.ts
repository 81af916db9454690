/**
 * Scopes and events in the bare engine (in-memory host): what the API tests do not reach
 * cheaply. Each case follows a Flowable engine test, named in its title.
 */
import { describe, expect, it } from 'vitest';
import { BpmResult } from '@tenon/contracts';
import { loadProcessGraph } from './graph.ts';
import { bpmnXml, flow } from './testing/fixtures.ts';
import { emptyState, Execution } from './interpreter.ts';
import { MemoryHost } from './testing/memory-host.ts';

async function run(body: string, variables: Record<string, unknown> = {}, host = new MemoryHost()) {
  const graph = await loadProcessGraph(bpmnXml({ key: 'k', name: 'k', body }));
  expect(graph.unsupported).toEqual([]);
  const exec = new Execution(graph, host, emptyState(), { ...variables });
  await exec.start();
  const approve = async (node: string) => {
    const task = host.open(node)[0]!;
    task.result = BpmResult.APPROVE;
    await exec.completeTask(task.id);
  };
  const openAt = () => host.open().map((t) => t.node).sort();
  return { exec, host, approve, openAt, graph };
}

const task = (id: string, attrs = '') => `<bpmn:userTask id="${id}" name="${id}"${attrs} />`;
const sub = (id: string, inner: string, attrs = '', loop = '') => `<bpmn:subProcess id="${id}" name="${id}"${attrs}>${loop}${inner}</bpmn:subProcess>`;

describe('scopes', () => {
  it('joins the branches of a parallel fork inside a sub-process, then leaves it (SubProcessTest.testSimpleParallelSubProcess)', async () => {
    const inner = ['<bpmn:startEvent id="s" />', '<bpmn:parallelGateway id="fork" />', task('a'), task('b'), '<bpmn:parallelGateway id="join" />', '<bpmn:endEvent id="e" />', flow('i0', 's', 'fork'), flow('i1', 'fork', 'a'), flow('i2', 'fork', 'b'), flow('i3', 'a', 'join'), flow('i4', 'b', 'join'), flow('i5', 'join', 'e')].join('');
    const { exec, approve, openAt } = await run(['<bpmn:startEvent id="start" />', sub('sp', inner), task('after'), '<bpmn:endEvent id="end" />', flow('f0', 'start', 'sp'), flow('f1', 'sp', 'after'), flow('f2', 'after', 'end')].join(''));
    expect(openAt()).toEqual(['a', 'b']);
    await approve('a');
    expect(openAt()).toEqual(['b']);
    await approve('b');
    expect(openAt()).toEqual(['after']);
    await approve('after');
    expect(exec.ended).toBe(true);
  });

  it('a terminate end inside a sub-process ends only the sub-process, which is then left (TerminateEndEventTest.testTerminateInSubProcess)', async () => {
    const inner = ['<bpmn:startEvent id="s" />', '<bpmn:parallelGateway id="fork" />', task('slow'), '<bpmn:endEvent id="kill"><bpmn:terminateEventDefinition /></bpmn:endEvent>', '<bpmn:endEvent id="e" />', flow('i0', 's', 'fork'), flow('i1', 'fork', 'slow'), flow('i2', 'fork', 'kill'), flow('i3', 'slow', 'e')].join('');
    const { host, openAt } = await run(['<bpmn:startEvent id="start" />', sub('sp', inner), task('after'), '<bpmn:endEvent id="end" />', flow('f0', 'start', 'sp'), flow('f1', 'sp', 'after'), flow('f2', 'after', 'end')].join(''));
    expect(openAt()).toEqual(['after']);
    expect(host.tasks.filter((t) => t.node === 'slow').every((t) => t.result === BpmResult.CANCEL)).toBe(true);
  });

  it('runs a sequential multi-instance sub-process one element after another, each seeing its own element (MultiInstanceTest.testSequentialSubProcess)', async () => {
    const inner = ['<bpmn:startEvent id="s" />', '<bpmn:userTask id="t" name="审 ${item}" />', '<bpmn:endEvent id="e" />', flow('i0', 's', 't'), flow('i1', 't', 'e')].join('');
    const loop = '<bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="items" camunda:elementVariable="item" />';
    const { exec, host, approve } = await run(['<bpmn:startEvent id="start" />', sub('sp', inner, '', loop), '<bpmn:endEvent id="end" />', flow('f0', 'start', 'sp'), flow('f1', 'sp', 'end')].join(''), { items: ['甲', '乙', '丙'] });
    for (const expected of ['审 甲', '审 乙', '审 丙']) {
      expect(host.open().map((t) => t.name)).toEqual([expected]);
      await approve('t');
    }
    expect(exec.ended).toBe(true);
    // The loop's locals stay in their scopes: nothing leaks into the process's variables.
    expect(exec.variables).not.toHaveProperty('item');
    expect(exec.variables).not.toHaveProperty('loopCounter');
  });

  it('an error passes through a sub-process without a catcher to the one around it (BoundaryErrorEventTest.testCatchErrorOnEmbeddedSubprocessWithNestedSubprocess)', async () => {
    const innermost = ['<bpmn:startEvent id="s2" />', task('work'), '<bpmn:endEvent id="boom"><bpmn:errorEventDefinition errorRef="err" /></bpmn:endEvent>', flow('j0', 's2', 'work'), flow('j1', 'work', 'boom')].join('');
    const outer = ['<bpmn:startEvent id="s1" />', sub('inner', innermost), '<bpmn:endEvent id="e1" />', flow('i0', 's1', 'inner'), flow('i1', 'inner', 'e1')].join('');
    const body = [
      '<bpmn:startEvent id="start" />',
      sub('outer', outer),
      '<bpmn:boundaryEvent id="catch" attachedToRef="outer"><bpmn:errorEventDefinition /></bpmn:boundaryEvent>',
      task('handle'),
      '<bpmn:endEvent id="end" />',
      '<bpmn:endEvent id="end2" />',
      flow('f0', 'start', 'outer'),
      flow('f1', 'outer', 'end'),
      flow('f2', 'catch', 'handle'),
      flow('f3', 'handle', 'end2'),
    ].join('');
    const { approve, openAt, exec } = await run(body);
    await approve('work');
    expect(openAt()).toEqual(['handle']);
    expect(exec.state.tokens.map((t) => t.node)).toEqual(['handle']);
  });

  it('an uncaught error fails the command, as Flowable throws (BoundaryErrorEventTest.testUncaughtError)', async () => {
    const body = ['<bpmn:startEvent id="start" />', '<bpmn:endEvent id="boom"><bpmn:errorEventDefinition /></bpmn:endEvent>', flow('f0', 'start', 'boom')].join('');
    const graph = await loadProcessGraph(bpmnXml({ key: 'k', name: 'k', body }));
    await expect(new Execution(graph, new MemoryHost(), emptyState(), {}).start()).rejects.toThrow('没有被任何边界事件捕获');
  });

  it('an uncaught error in a called instance goes to its caller, and the called one ends', async () => {
    const host = new MemoryHost();
    host.isCalled = true;
    const body = ['<bpmn:startEvent id="start" />', '<bpmn:endEvent id="boom"><bpmn:errorEventDefinition /></bpmn:endEvent>', flow('f0', 'start', 'boom')].join('');
    const { exec } = await run(body, {}, host);
    expect(exec.ended).toBe(true);
    expect(host.propagated).toEqual(['']);
  });
});

describe('events', () => {
  it('a non-interrupting message boundary fires each time its message comes (MessageBoundaryEventTest.testSingleNonInterruptingBoundaryMessageEvent)', async () => {
    const body = [
      '<bpmn:startEvent id="start" />',
      task('work'),
      '<bpmn:boundaryEvent id="note" attachedToRef="work" cancelActivity="false"><bpmn:messageEventDefinition messageRef="m" /></bpmn:boundaryEvent>',
      task('reply'),
      '<bpmn:endEvent id="end" />',
      '<bpmn:endEvent id="end2" />',
      flow('f0', 'start', 'work'),
      flow('f1', 'work', 'end'),
      flow('f2', 'note', 'reply'),
      flow('f3', 'reply', 'end2'),
    ].join('');
    const graph = await loadProcessGraph(bpmnXml({ key: 'k', name: 'k', body }).replace('</bpmn:definitions>', '<bpmn:message id="m" name="补充材料" /></bpmn:definitions>'));
    expect(graph.unsupported).toEqual([]);
    const host = new MemoryHost();
    const exec = new Execution(graph, host, emptyState(), {});
    await exec.start();
    const sub = host.waiting('note')!;
    expect(await exec.fire('note', sub.tokenId)).toBe(true);
    expect(await exec.fire('note', sub.tokenId)).toBe(true);
    expect(host.open().map((t) => t.node).sort()).toEqual(['reply', 'reply', 'work']);
    const work = host.open('work')[0]!;
    work.result = BpmResult.APPROVE;
    await exec.completeTask(work.id);
    // The activity ended: its boundary no longer listens.
    expect(await exec.fire('note', sub.tokenId)).toBe(false);
    expect(host.subscriptions).toEqual([]);
  });

  it('an inclusive join inside a sub-process waits only for its own scope (InclusiveGatewayTest.testJoinAfterSubprocesses)', async () => {
    const inner = ['<bpmn:startEvent id="s" />', '<bpmn:inclusiveGateway id="fork" />', task('a'), task('b'), '<bpmn:inclusiveGateway id="join" />', '<bpmn:endEvent id="e" />', flow('i0', 's', 'fork'), flow('i1', 'fork', 'a', '${x > 0}'), flow('i2', 'fork', 'b', '${x > 5}'), flow('i3', 'a', 'join'), flow('i4', 'b', 'join'), flow('i5', 'join', 'e')].join('');
    const body = ['<bpmn:startEvent id="start" />', '<bpmn:parallelGateway id="pf" />', sub('sp', inner), task('outside'), '<bpmn:parallelGateway id="pj" />', '<bpmn:endEvent id="end" />', flow('f0', 'start', 'pf'), flow('f1', 'pf', 'sp'), flow('f2', 'pf', 'outside'), flow('f3', 'sp', 'pj'), flow('f4', 'outside', 'pj'), flow('f5', 'pj', 'end')].join('');
    const { approve, openAt, exec } = await run(body, { x: 1 });
    expect(openAt()).toEqual(['a', 'outside']);
    await approve('a');
    // The sub-process's join fired although `outside` (another scope) is still open.
    expect(openAt()).toEqual(['outside']);
    await approve('outside');
    expect(exec.ended).toBe(true);
  });
});
