/**
 * 其他 · 元素文档: the element's bpmn:documentation. Written when the field is left, as one
 * bpmn:Documentation (empty text removes it), so each edit is one undo step.
 */
import { useId } from 'react';
import { Form } from 'antd';
import type { SectionProps, ModdleElement } from '../shared/types';
import { createModdle, updateElement } from '../shared/moddle';
import { CommitTextArea } from '../shared/CommitInput';

export default function Documentation({ modeler, element }: SectionProps) {
  const id = useId();
  const docs = (element.businessObject.documentation as ModdleElement[] | undefined) ?? [];
  const text = (docs[0]?.text as string | undefined) ?? '';

  const commit = (next: string) => {
    if (!next) return updateElement(modeler, element, { documentation: undefined });
    const documentation = createModdle(modeler, 'bpmn:Documentation', { text: next });
    documentation.$parent = element.businessObject as unknown as ModdleElement;
    updateElement(modeler, element, { documentation: [documentation] });
  };

  return (
    <Form size="small" layout="vertical" aria-label="其他">
      <Form.Item label="元素文档" htmlFor={id}>
        <CommitTextArea id={id} value={text} onCommit={commit} placeholder="请输入元素文档" autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </Form>
  );
}
