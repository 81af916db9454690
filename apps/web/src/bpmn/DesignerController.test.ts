/** The toolbar's actions on a real bpmn-js Modeler (jsdom with SVG stand-ins), asserted on the XML. */
import { afterEach, describe, expect, it } from 'vitest';
import type { DesignerController } from './DesignerController';
import { createTestDesigner } from './testing/designerHarness';
import { LEAVE_BPMN } from './testing/fixtures';

let designer: DesignerController;
afterEach(() => designer?.destroy());

const get = <T>(name: string) => designer.modeler.get(name) as T;
type Shape = { id: string; businessObject: { name?: string } };
const element = (id: string) => get<{ get(id: string): Shape }>('elementRegistry').get(id);
const modeling = () => get<{ updateProperties(el: Shape, props: object): void }>('modeling');

describe('DesignerController', () => {
  it('opens a .bpmn file and saves it back with its camunda attributes', async () => {
    designer = createTestDesigner();
    expect(await designer.importXml(LEAVE_BPMN)).toEqual({ ok: true, warnings: [] });
    expect(designer.process()).toEqual({ id: 'leave', name: '请假流程' });
    const xml = await designer.saveXml();
    expect(xml).toContain('<bpmn2:userTask id="approve" name="经理审批" camunda:assignee="${initiator}" camunda:candidateGroups="manager,hr">');
    expect(await designer.saveSvg()).toContain('经理审批');
  });

  it('starts a diagram with no model key as an empty process named with the time', async () => {
    designer = createTestDesigner();
    await designer.newDiagram();
    expect(designer.process().id).toMatch(/^Process_\d{13}$/);
    expect(designer.process().name).toMatch(/^业务流程_\d{13}$/);
  });

  it('starts a new model as an empty process with the model’s key and name', async () => {
    designer = createTestDesigner();
    expect(await designer.open(null, { key: 'leave_v2', name: '请假流程（新）' })).toEqual({ ok: true, warnings: [] });
    expect(designer.process()).toEqual({ id: 'leave_v2', name: '请假流程（新）' });
    expect(await designer.saveXml()).toContain('<bpmn2:process id="leave_v2" name="请假流程（新）" isExecutable="true" />');
  });

  it('opens a saved diagram as the model’s: its key and name go into the process, with nothing to undo', async () => {
    designer = createTestDesigner();
    expect(await designer.open(LEAVE_BPMN, { key: 'leave_v2', name: '请假流程（新）' })).toEqual({ ok: true, warnings: [] });
    expect(designer.process()).toEqual({ id: 'leave_v2', name: '请假流程（新）' });
    const xml = await designer.saveXml();
    expect(xml).toContain('<bpmn2:process id="leave_v2" name="请假流程（新）" isExecutable="true">');
    expect(xml).toContain('<bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave_v2">');
    expect(designer.getSnapshot()).toMatchObject({ canUndo: false, canRedo: false });
  });

  it('keeps the diagram’s process id when the model key is not an XML name', async () => {
    designer = createTestDesigner();
    await designer.open(LEAVE_BPMN, { key: '1请假', name: '请假' });
    expect(designer.process()).toEqual({ id: 'leave', name: '请假' });
    await designer.open(null, { key: '1请假', name: '请假' });
    expect(designer.process().id).toMatch(/^Process_\d{13}$/);
  });

  it('reports a file that is not BPMN and keeps the current diagram', async () => {
    designer = createTestDesigner();
    await designer.importXml(LEAVE_BPMN);
    const result = await designer.importXml('<html>not a diagram</html>');
    expect(result.ok).toBe(false);
    expect(designer.process().id).toBe('leave');
  });

  it('follows the command stack for undo and redo, one edit one step', async () => {
    designer = createTestDesigner();
    await designer.importXml(LEAVE_BPMN);
    expect(designer.getSnapshot()).toMatchObject({ canUndo: false, canRedo: false });
    modeling().updateProperties(element('approve'), { name: '总监审批' });
    expect(designer.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false });
    designer.undo();
    expect(designer.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true });
    expect(await designer.saveXml()).toContain('name="经理审批"');
    designer.redo();
    expect(await designer.saveXml()).toContain('name="总监审批"');
  });

  it('zooms in steps of 0.1 and refuses to leave 0.2–4', async () => {
    designer = createTestDesigner();
    await designer.newDiagram();
    const start = designer.getSnapshot().zoom;
    expect(designer.zoomBy(1)).toBe(true);
    expect(designer.getSnapshot().zoom).toBeCloseTo(Math.floor(start * 100 + 10) / 100);
    while (designer.zoomBy(1));
    expect(designer.getSnapshot().zoom).toBe(4);
    expect(designer.canZoom(1)).toBe(false);
    while (designer.zoomBy(-1));
    expect(designer.getSnapshot().zoom).toBeCloseTo(0.2);
    expect(designer.canZoom(-1)).toBe(false);
  });

  it('aligns only two or more selected elements, as one undoable step', async () => {
    designer = createTestDesigner();
    await designer.newDiagram();
    const factory = get<{ createShape(attrs: object): Shape }>('elementFactory');
    const root = get<{ getRootElement(): Shape }>('canvas').getRootElement();
    const place = (x: number, y: number) =>
      get<{ createShape(s: Shape, at: object, parent: Shape): Shape }>('modeling').createShape(
        factory.createShape({ type: 'bpmn:Task' }),
        { x, y },
        root,
      );
    const a = place(150, 100);
    const b = place(400, 220);
    const selection = get<{ select(els: Shape[]): void }>('selection');
    selection.select([a]);
    expect(designer.alignableSelection()).toBeNull();
    selection.select([a, b]);
    designer.align(designer.alignableSelection()!, 'top');
    const yOf = async (id: string) => {
      const bounds = new RegExp(`<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}">\\s*<dc:Bounds x="\\d+" y="(\\d+)"`);
      return (await designer.saveXml()).match(bounds)?.[1];
    };
    expect(await yOf(b.id)).toBe(await yOf(a.id));
    designer.undo();
    expect(await yOf(a.id)).toBe('60');
    expect(await yOf(b.id)).toBe('180');
  });

  it('switches token simulation on and off', async () => {
    designer = createTestDesigner();
    await designer.importXml(LEAVE_BPMN);
    designer.toggleSimulation();
    expect(designer.getSnapshot().simulating).toBe(true);
    designer.toggleSimulation();
    expect(designer.getSnapshot().simulating).toBe(false);
  });
});
