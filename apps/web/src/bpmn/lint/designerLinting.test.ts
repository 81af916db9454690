/**
 * Live validation on a real designer canvas (jsdom): the issues a modeller sees on the
 * elements and the count on the canvas's validation switch, in Chinese.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DesignerController } from '../DesignerController';
import { createTestDesigner } from '../testing/designerHarness';
import unfinished from '../testing/fixtures/unfinished-approval.bpmn?raw';
import complete from '../testing/fixtures/complete-approval.bpmn?raw';

let designer: DesignerController;
afterEach(() => designer?.destroy());

const get = <T>(name: string) => designer.modeler.get(name) as T;
const container = () => get<{ getContainer(): HTMLElement }>('canvas').getContainer();
const validationSwitch = () => within(container()).getByRole('button', { name: /个错误|校验通过/ });

/** The issues listed on one element's marker, as the modeller reads them when hovering it. */
const issuesOn = (elementId: string) =>
  [...container().querySelectorAll(`.djs-overlays[data-container-id="${elementId}"] .bjsl-overlay li .message`)]
    .map((m) => m.textContent)
    .sort();
const sorted = (texts: string[]) => [...texts].sort();

/** Resolves once the diagram has been checked after whatever `run` does to it. */
async function checked(run: () => unknown) {
  const bus = get<{ once(event: string, callback: () => void): void }>('eventBus');
  const done = new Promise<void>((resolve) => bus.once('linting.completed', resolve));
  await run();
  await done;
}

describe('live validation in the designer', () => {
  it('marks a new, empty process as missing its start and end events', async () => {
    designer = createTestDesigner();
    await checked(() => designer.newDiagram());
    expect(validationSwitch()).toHaveTextContent('2 个错误，0 个警告');
    expect(issuesOn(designer.process().id!)).toEqual(sorted(['流程缺少开始事件', '流程缺少结束事件']));
  });

  it('marks a task with no way out, and clears the marks once it is connected to the end', async () => {
    designer = createTestDesigner();
    await checked(() => designer.importXml(unfinished));
    expect(issuesOn('approve')).toEqual(['元素没有流出的顺序流，请连接到结束事件']);
    expect(issuesOn('done')).toEqual(sorted(['元素未与流程连接', '元素没有流入的顺序流，请从开始事件连接过来']));
    expect(validationSwitch()).toHaveTextContent('3 个错误，0 个警告');

    const registry = get<{ get(id: string): unknown }>('elementRegistry');
    await checked(() =>
      get<{ connect(a: unknown, b: unknown): void }>('modeling').connect(registry.get('approve'), registry.get('done')),
    );
    expect(container().querySelectorAll('.bjsl-overlay')).toHaveLength(0);
    expect(validationSwitch()).toHaveTextContent('校验通过');
  });

  it('finds nothing to report on a complete process', async () => {
    designer = createTestDesigner();
    await checked(() => designer.importXml(complete));
    expect(container().querySelectorAll('.bjsl-overlay')).toHaveLength(0);
    expect(validationSwitch()).toHaveTextContent('校验通过');
  });

  it('names the kind of a global element nothing uses, on the process', async () => {
    designer = createTestDesigner();
    const withUnusedMessage = complete.replace('<bpmn2:process ', '<bpmn2:message id="paid" name="付款完成" />\n  <bpmn2:process ');
    await checked(() => designer.importXml(withUnusedMessage));
    expect(issuesOn('complete')).toEqual(['消息未被任何元素引用']);
    expect(validationSwitch()).toHaveTextContent('0 个错误，1 个警告');
  });

  it('is on by default and the switch hides and shows the marks', async () => {
    designer = createTestDesigner();
    await checked(() => designer.importXml(unfinished));
    await userEvent.click(validationSwitch());
    expect(container().querySelectorAll('.bjsl-overlay')).toHaveLength(0);
    await checked(() => userEvent.click(validationSwitch()));
    expect(issuesOn('approve')).toEqual(['元素没有流出的顺序流，请连接到结束事件']);
  });
});
