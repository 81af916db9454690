import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { moddleExtensions } from '../canvasBase';
import { LEAVE_BPMN } from '../testing/fixtures';
import { flowElementsOf, highlightPlan, resultClass, type PlanActivity, type PlanElement, type PlanTask } from './highlight';

const el = (id: string, $type: string, outgoing: Array<[string, string, string]> = []): PlanElement => ({
  id,
  $type: `bpmn:${$type}`,
  outgoing: outgoing.map(([flowId, targetId, targetType]) => ({ id: flowId, targetRef: { id: targetId, $type: `bpmn:${targetType}` } })),
});
const act = (key: string, endTime: number | null, fields: Partial<PlanActivity> = {}): PlanActivity => ({ key, startTime: 100, endTime, taskId: null, ...fields });
const task = (id: string, definitionKey: string, result: number, createTime = 100): PlanTask => ({ id, definitionKey, result, createTime });

const SUB_PROCESS_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="http://tenon.test">
  <process id="p" isExecutable="true">
    <startEvent id="start"><outgoing>f1</outgoing></startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="sub" />
    <subProcess id="sub">
      <incoming>f1</incoming>
      <startEvent id="inner-start"><outgoing>inner-f1</outgoing></startEvent>
      <sequenceFlow id="inner-f1" sourceRef="inner-start" targetRef="inner-task" />
      <userTask id="inner-task"><incoming>inner-f1</incoming><outgoing>inner-f2</outgoing></userTask>
      <sequenceFlow id="inner-f2" sourceRef="inner-task" targetRef="inner-end" />
      <boundaryEvent id="inner-timer" attachedToRef="inner-task"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
      <endEvent id="inner-end"><incoming>inner-f2</incoming></endEvent>
    </subProcess>
  </process>
</definitions>`;

const classesOf = (plan: Array<[string, string]>, id: string) => plan.filter(([i]) => i === id).map(([, c]) => c);

describe('resultClass', () => {
  it('maps each result code to its class and others to none', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 0].map(resultClass)).toEqual([
      'highlight-todo',
      'highlight',
      'highlight-reject',
      'highlight-cancel',
      'highlight-return',
      'highlight-todo',
      undefined,
      undefined,
    ]);
  });
});

describe('highlightPlan', () => {
  it('leaves elements without an activity alone', () => {
    const plan = highlightPlan([el('a', 'UserTask'), el('s', 'StartEvent')], [], [task('t', 'a', 2)], { result: 2 });
    expect(plan).toEqual([]);
  });

  it('colours a user task by its task result and, when approved, its flows by the target activity', () => {
    const approve = el('approve', 'UserTask', [
      ['f-done', 'next', 'UserTask'],
      ['f-todo', 'later', 'UserTask'],
      ['f-none', 'elsewhere', 'UserTask'],
    ]);
    const plan = highlightPlan(
      [approve],
      [act('approve', 200, { taskId: 't1' }), act('next', 300), act('later', null)],
      [task('t1', 'approve', 2)],
      { result: 1 },
    );
    expect(plan).toEqual([
      ['approve', 'highlight'],
      ['f-done', 'highlight'],
      ['f-todo', 'highlight-todo'],
    ]);
  });

  it.each([
    [1, 'highlight-todo'],
    [3, 'highlight-reject'],
    [4, 'highlight-cancel'],
    [5, 'highlight-return'],
    [6, 'highlight-todo'],
  ])('colours a user task with result %i as %s and not its outgoing flows', (result, cls) => {
    const plan = highlightPlan(
      [el('a', 'UserTask', [['f', 'b', 'UserTask']])],
      [act('a', null, { taskId: 't' }), act('b', null)],
      [task('t', 'a', result)],
      { result: 1 },
    );
    expect(plan).toEqual([['a', cls]]);
  });

  it('gives no class to a user task whose result has none', () => {
    const plan = highlightPlan([el('a', 'UserTask')], [act('a', null, { taskId: 't' })], [task('t', 'a', 8)], { result: 1 });
    expect(plan).toEqual([]);
  });

  it('lets a flow to an unreached exclusive gateway or end event follow the approved task’s end', () => {
    const a = el('a', 'UserTask', [
      ['to-gw', 'gw', 'ExclusiveGateway'],
      ['to-end', 'end', 'EndEvent'],
      ['to-task', 'b', 'UserTask'],
    ]);
    const done = highlightPlan([a], [act('a', 200, { taskId: 't' })], [task('t', 'a', 2)], { result: 1 });
    expect(done).toEqual([
      ['a', 'highlight'],
      ['to-gw', 'highlight'],
      ['to-end', 'highlight'],
    ]);
    const open = highlightPlan([a], [act('a', null, { taskId: 't' })], [task('t', 'a', 2)], { result: 1 });
    expect(classesOf(open, 'to-gw')).toEqual(['highlight-todo']);
    expect(classesOf(open, 'to-end')).toEqual(['highlight-todo']);
  });

  it('uses the latest visit of a task met again (returned, then pending)', () => {
    const plan = highlightPlan(
      [el('a', 'UserTask')],
      [act('a', 200, { taskId: 'old', startTime: 100 }), act('a', null, { taskId: 'new', startTime: 300 })],
      [task('old', 'a', 5, 100), task('new', 'a', 1, 300)],
      { result: 1 },
    );
    expect(plan).toEqual([['a', 'highlight-todo']]);
  });

  it('falls back to the newest task with the element’s key when the activity names none', () => {
    const plan = highlightPlan([el('a', 'UserTask')], [act('a', 200)], [task('x', 'a', 3, 100), task('y', 'a', 2, 200)], { result: 1 });
    expect(plan).toEqual([['a', 'highlight']]);
  });

  it('highlights the exclusive gateway and only the path taken, preferring a task over the end event', () => {
    const gw = el('gw', 'ExclusiveGateway', [
      ['to-end', 'end', 'EndEvent'],
      ['to-hr', 'hr', 'UserTask'],
      ['to-boss', 'boss', 'UserTask'],
    ]);
    const plan = highlightPlan([gw], [act('gw', 200), act('end', 500), act('hr', null)], [], { result: 1 });
    expect(plan).toEqual([
      ['gw', 'highlight'],
      ['to-hr', 'highlight-todo'],
    ]);
    const toEndOnly = highlightPlan([gw], [act('gw', null), act('end', 500)], [], { result: 2 });
    expect(toEndOnly).toEqual([
      ['gw', 'highlight-todo'],
      ['to-end', 'highlight'],
    ]);
  });

  it.each(['ParallelGateway', 'InclusiveGateway'])('highlights a %s and each flow whose target was reached, by the target’s end', (type) => {
    const gw = el('gw', type, [
      ['f1', 'a', 'UserTask'],
      ['f2', 'b', 'UserTask'],
      ['f3', 'c', 'UserTask'],
    ]);
    const plan = highlightPlan([gw], [act('gw', 200), act('a', 300), act('b', null)], [], { result: 1 });
    expect(plan).toEqual([
      ['gw', 'highlight'],
      ['f1', 'highlight'],
      ['f2', 'highlight-todo'],
    ]);
  });

  it('highlights the start event and its flows to reached elements', () => {
    const start = el('s', 'StartEvent', [
      ['f1', 'a', 'UserTask'],
      ['f2', 'b', 'UserTask'],
    ]);
    const plan = highlightPlan([start], [act('s', 100), act('a', null)], [], { result: 1 });
    expect(plan).toEqual([
      ['s', 'highlight'],
      ['f1', 'highlight'],
    ]);
  });

  it.each([
    [2, [['end', 'highlight']]],
    [3, [['end', 'highlight-reject']]],
    [4, [['end', 'highlight-cancel']]],
    [1, []],
  ])('colours a reached end event by the instance result %i', (result, expected) => {
    expect(highlightPlan([el('end', 'EndEvent')], [act('end', 500)], [], { result })).toEqual(expected);
  });

  it('leaves the end event plain without an instance', () => {
    expect(highlightPlan([el('end', 'EndEvent')], [act('end', 500)], [], undefined)).toEqual([]);
  });

  it.each(['ServiceTask', 'ScriptTask'])('shows a running %s as to-do and a finished one, with its flows, as done', (type) => {
    const svc = el('svc', type, [['f', 'next', 'UserTask']]);
    expect(highlightPlan([svc], [act('svc', null)], [], { result: 1 })).toEqual([['svc', 'highlight-todo']]);
    expect(highlightPlan([svc], [act('svc', 300)], [], { result: 1 })).toEqual([
      ['svc', 'highlight'],
      ['f', 'highlight'],
    ]);
  });

  it('plans a real diagram read with bpmn-moddle: started, approved and ended', async () => {
    const { rootElement } = await BpmnModdle(moddleExtensions).fromXML(LEAVE_BPMN);
    const elements = flowElementsOf(rootElement as { rootElements: PlanElement[] });
    expect(elements.map((e) => e.id)).toEqual(expect.arrayContaining(['start', 'approve', 'end', 'flow1', 'flow2']));
    const plan = highlightPlan(
      elements,
      [act('start', 100), act('approve', 200, { taskId: 't' }), act('end', 200)],
      [task('t', 'approve', 2)],
      { result: 2 },
    );
    expect(new Map(plan)).toEqual(
      new Map([
        ['start', 'highlight'],
        ['flow1', 'highlight'],
        ['approve', 'highlight'],
        ['flow2', 'highlight'],
        ['end', 'highlight'],
      ]),
    );
  });
  it.each(['BoundaryEvent', 'IntermediateCatchEvent'])('shows a waiting %s as to-do, a fired one and its flows as done, a cancelled one grey', (type) => {
    const ev = el('ev', type, [['f', 'next', 'UserTask']]);
    expect(highlightPlan([ev], [act('ev', null)], [], { result: 1 })).toEqual([['ev', 'highlight-todo']]);
    expect(highlightPlan([ev], [act('ev', 300, { outcome: 'fired' }), act('next', null)], [], { result: 1 })).toEqual([
      ['ev', 'highlight'],
      ['f', 'highlight-todo'],
    ]);
    expect(highlightPlan([ev], [act('ev', 300, { outcome: 'cancelled' }), act('next', null)], [], { result: 1 })).toEqual([['ev', 'highlight-cancel']]);
  });

  it('greys a user task interrupted by its boundary event, whatever its task says, and leads on from the event', () => {
    const approve = el('approve', 'UserTask', [['f-approve', 'next', 'UserTask']]);
    const timer = el('timer', 'BoundaryEvent', [['f-timeout', 'escalate', 'UserTask']]);
    const plan = highlightPlan(
      [approve, timer],
      [act('approve', 300, { taskId: 't', outcome: 'cancelled' }), act('timer', 300, { outcome: 'fired' }), act('escalate', null)],
      [task('t', 'approve', 1)],
      { result: 1 },
    );
    expect(plan).toEqual([
      ['approve', 'highlight-cancel'],
      ['timer', 'highlight'],
      ['f-timeout', 'highlight-todo'],
    ]);
  });

  it('colours the paths of an event-based gateway: all waiting, then the one that happened, the others grey', () => {
    const gw = el('gw', 'EventBasedGateway', [
      ['to-msg', 'msg', 'IntermediateCatchEvent'],
      ['to-timer', 'timer', 'IntermediateCatchEvent'],
    ]);
    const elements = [gw, el('msg', 'IntermediateCatchEvent'), el('timer', 'IntermediateCatchEvent')];
    expect(highlightPlan(elements, [act('gw', 200), act('msg', null), act('timer', null)], [], { result: 1 })).toEqual([
      ['gw', 'highlight'],
      ['to-msg', 'highlight-todo'],
      ['to-timer', 'highlight-todo'],
      ['msg', 'highlight-todo'],
      ['timer', 'highlight-todo'],
    ]);
    const resolved = highlightPlan(elements, [act('gw', 200), act('msg', 300, { outcome: 'fired' }), act('timer', 300, { outcome: 'cancelled' })], [], { result: 1 });
    expect(resolved).toEqual([
      ['gw', 'highlight'],
      ['to-msg', 'highlight'],
      ['msg', 'highlight'],
      ['timer', 'highlight-cancel'],
    ]);
  });

  it.each(['ReceiveTask', 'SubProcess', 'CallActivity'])('shows a running %s as to-do, a finished one and its flows as done, an interrupted one grey', (type) => {
    const a = el('a', type, [['f', 'next', 'UserTask']]);
    expect(highlightPlan([a], [act('a', null)], [], { result: 1 })).toEqual([['a', 'highlight-todo']]);
    expect(highlightPlan([a], [act('a', 300), act('next', null)], [], { result: 1 })).toEqual([
      ['a', 'highlight'],
      ['f', 'highlight-todo'],
    ]);
    expect(highlightPlan([a], [act('a', 300, { outcome: 'cancelled' }), act('next', null)], [], { result: 1 })).toEqual([['a', 'highlight-cancel']]);
  });

  it('ends a sub-process, not the instance, at the sub-process’s end event', () => {
    const sub: PlanElement = { ...el('sub', 'SubProcess'), flowElements: [el('sub-end', 'EndEvent')] };
    const plan = highlightPlan([sub, ...sub.flowElements!], [act('sub', null), act('sub-end', 300)], [], { result: 1 });
    expect(plan).toEqual([
      ['sub', 'highlight-todo'],
      ['sub-end', 'highlight'],
    ]);
  });

  it('colours the elements inside an expanded sub-process, its boundary events included, read with bpmn-moddle', async () => {
    const { rootElement } = await BpmnModdle(moddleExtensions).fromXML(SUB_PROCESS_BPMN);
    const elements = flowElementsOf(rootElement as { rootElements: PlanElement[] });
    expect(elements.map((e) => e.id)).toEqual(expect.arrayContaining(['sub', 'inner-start', 'inner-task', 'inner-timer', 'inner-end', 'inner-f1']));
    const plan = new Map(
      highlightPlan(
        elements,
        [
          act('start', 100),
          act('sub', null),
          act('inner-start', 100),
          act('inner-task', null, { taskId: 't' }),
          act('inner-timer', null),
        ],
        [task('t', 'inner-task', 1)],
        { result: 1 },
      ),
    );
    expect(plan.get('sub')).toBe('highlight-todo');
    expect(plan.get('inner-start')).toBe('highlight');
    expect(plan.get('inner-f1')).toBe('highlight');
    expect(plan.get('inner-task')).toBe('highlight-todo');
    expect(plan.get('inner-timer')).toBe('highlight-todo');
    expect(plan.has('inner-end')).toBe(false);
  });
});
