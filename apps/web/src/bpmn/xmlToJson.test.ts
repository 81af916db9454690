import { describe, expect, it } from 'vitest';
import { diagramJson, xmlToJson } from './xmlToJson';

describe('diagram JSON preview', () => {
  it('keys elements by local name, attributes with _, repeated children as arrays', () => {
    const xml = `<bpmn2:definitions xmlns:bpmn2="urn:b" id="d"><bpmn2:process id="p"><bpmn2:task id="a"/><bpmn2:task id="b"/><bpmn2:documentation>说明</bpmn2:documentation></bpmn2:process></bpmn2:definitions>`;
    expect(xmlToJson(xml)).toEqual({
      definitions: {
        process: {
          task: [
            { _id: 'a', __prefix: 'bpmn2' },
            { _id: 'b', __prefix: 'bpmn2' },
          ],
          documentation: '说明',
          _id: 'p',
          __prefix: 'bpmn2',
        },
        '_xmlns:bpmn2': 'urn:b',
        _id: 'd',
        __prefix: 'bpmn2',
      },
    });
  });

  it('shows the definitions indented by four, and nothing for broken XML', () => {
    expect(diagramJson('<definitions id="d"/>')).toBe('{\n    "_id": "d"\n}');
    expect(diagramJson('<definitions')).toBe('');
  });
});
