import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { defaultDiagramXml, defaultProcessIdentity } from './defaultDiagram';
import { moddleExtensions } from './canvasSetup';

const parse = (xml: string) => BpmnModdle(moddleExtensions).fromXML(xml);

describe('default diagram', () => {
  it('names a new process with the time', () => {
    expect(defaultProcessIdentity(1700000000000)).toEqual({ id: 'Process_1700000000000', name: '业务流程_1700000000000' });
  });

  it('is an executable process with an empty plane, in the camunda target namespace', async () => {
    const { rootElement, warnings } = await parse(defaultDiagramXml('Process_1', '业务流程_1'));
    expect(warnings).toEqual([]);
    const definitions = rootElement as unknown as {
      targetNamespace: string;
      rootElements: { $type: string; id: string; name: string; isExecutable: boolean }[];
      diagrams: { plane: { bpmnElement: { id: string } } }[];
    };
    expect(definitions.targetNamespace).toBe('http://bpmn.io/schema/bpmn');
    expect(definitions.rootElements[0]).toMatchObject({ $type: 'bpmn:Process', id: 'Process_1', name: '业务流程_1', isExecutable: true });
    expect(definitions.diagrams[0].plane.bpmnElement.id).toBe('Process_1');
  });

  it('keeps a name with XML characters intact', async () => {
    const { rootElement } = await parse(defaultDiagramXml('P', '审批 "A" & <B>'));
    expect((rootElement as unknown as { rootElements: { name: string }[] }).rootElements[0].name).toBe('审批 "A" & <B>');
  });
});
