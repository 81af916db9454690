/**
 * The receive task's 消息实例: one of the diagram's messages, or 无 (value -1)
 * which clears the reference. A message made here with + is created and bound in one step.
 */
import { useId, useState } from 'react';
import { Button, Flex, Form, Select, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ModdleElement, SectionProps } from '../shared/types';
import { inOneStep, updateElement } from '../shared/moddle';
import RootElementDialog from '../shared/RootElementDialog';
import { addRootElement, rootElementsOf, type RootValues } from '../shared/rootElements';

const NO_MESSAGE = '-1';

export default function ReceiveTaskFields({ modeler, element }: SectionProps) {
  const id = useId();
  const [creating, setCreating] = useState(false);
  const messages = rootElementsOf(modeler, 'message');
  const bound = (element.businessObject.messageRef as ModdleElement | undefined)?.id as string | undefined;

  const bind = (messageId: string) => {
    if (messageId === (bound ?? NO_MESSAGE)) return;
    const messageRef = messages.find((m) => m.id === messageId);
    updateElement(modeler, element, { messageRef });
  };

  const create = (values: RootValues) =>
    inOneStep(modeler, () => {
      const created = addRootElement(modeler, element, 'message', values);
      updateElement(modeler, element, { messageRef: created });
    });

  const options = [
    { value: NO_MESSAGE, label: '无' },
    ...messages.map((m) => ({ value: m.id as string, label: m.name ? `${m.name as string}（${m.id as string}）` : (m.id as string) })),
  ];

  return (
    <Form.Item label="消息实例" htmlFor={id}>
      <Flex gap={8}>
        <Select id={id} value={bound ?? NO_MESSAGE} options={options} onChange={bind} style={{ flex: 1, minWidth: 0 }} />
        <Tooltip title="创建新消息">
          <Button icon={<PlusOutlined />} aria-label="创建新消息" onClick={() => setCreating(true)} />
        </Tooltip>
      </Flex>
      <RootElementDialog modeler={modeler} kind="message" editing={null} open={creating} onSave={create} onClose={() => setCreating(false)} />
    </Form.Item>
  );
}
