/** The panel's write helpers on a real Modeler: each call is one undo step. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDesigner } from '../../../../../../bpmn/testing/designerHarness';
import { LEAVE_BPMN } from '../../../../../../bpmn/testing/fixtures';
import type { DesignerController } from '../../../../../../bpmn/DesignerController';
import type { BpmnElement } from '../useSelectedElement';
import { createModdle, extensionsOfType, inOneStep, setExtensionsOfType, updateElement } from './moddle';

let designer: DesignerController;
afterEach(() => designer?.destroy());

async function load() {
  designer = createTestDesigner();
  await designer.importXml(LEAVE_BPMN);
  const registry = designer.modeler.get('elementRegistry') as { get(id: string): BpmnElement };
  return registry.get('approve');
}

describe('panel write helpers', () => {
  it('groups several commands into one undo step', async () => {
    const task = await load();
    inOneStep(designer.modeler, () => {
      updateElement(designer.modeler, task, { name: '甲' });
      updateElement(designer.modeler, task, { 'camunda:priority': '5' });
    });
    expect(await designer.saveXml()).toContain('name="甲" camunda:assignee="${initiator}" camunda:candidateGroups="manager,hr" camunda:priority="5"');
    designer.undo();
    const xml = await designer.saveXml();
    expect(xml).toContain('name="经理审批"');
    expect(xml).not.toContain('camunda:priority');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('adds extension values in one step, keeps other types, and drops an empty container', async () => {
    const task = await load();
    const { modeler } = designer;
    const property = createModdle(modeler, 'camunda:Property', { name: 'a', value: '1' });
    setExtensionsOfType(modeler, task, 'camunda:Properties', [createModdle(modeler, 'camunda:Properties', { values: [property] })]);
    setExtensionsOfType(modeler, task, 'camunda:ExecutionListener', [
      createModdle(modeler, 'camunda:ExecutionListener', { event: 'start', class: 'a.B' }),
    ]);
    let xml = await designer.saveXml();
    expect(xml).toContain('<camunda:property name="a" value="1" />');
    expect(xml).toContain('<camunda:executionListener class="a.B" event="start" />');
    setExtensionsOfType(modeler, task, 'camunda:Properties', []);
    expect(extensionsOfType(task, 'camunda:ExecutionListener')).toHaveLength(1);
    xml = await designer.saveXml();
    expect(xml).not.toContain('camunda:properties');
    setExtensionsOfType(modeler, task, 'camunda:ExecutionListener', []);
    expect(await designer.saveXml()).not.toContain('extensionElements');
    designer.undo();
    designer.undo();
    expect(await designer.saveXml()).toContain('<camunda:property name="a" value="1" />');
  });
});
