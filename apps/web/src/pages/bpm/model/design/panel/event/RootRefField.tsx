/**
 * A message or signal event's 消息 / 信号: one of the diagram's messages or signals, or 无
 * (value -1) which clears the reference. One made here with + is created and bound in one step.
 */
import { useId, useState } from 'react';
import { Button, Flex, Form, Select, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from '../shared/types';
import { inOneStep, updateModdle } from '../shared/moddle';
import RootElementDialog from '../shared/RootElementDialog';
import { ROOT_KINDS, addRootElement, rootElementsOf, type RootKind, type RootValues } from '../shared/rootElements';
import { rootLabel } from './eventModel';

const NONE = '-1';
const REF: Record<RootKind, string> = { message: 'messageRef', signal: 'signalRef' };

interface Props {
  modeler: Modeler;
  element: BpmnElement;
  definition: ModdleElement;
  kind: RootKind;
  /** Shown under the field, e.g. what happens when none is chosen. */
  hint?: string;
}

export default function RootRefField({ modeler, element, definition, kind, hint }: Props) {
  const id = useId();
  const [creating, setCreating] = useState(false);
  const { noun } = ROOT_KINDS[kind];
  const roots = rootElementsOf(modeler, kind);
  const bound = (definition[REF[kind]] as ModdleElement | undefined)?.id as string | undefined;

  const bind = (rootId: string) => {
    if (rootId === (bound ?? NONE)) return;
    updateModdle(modeler, element, definition, { [REF[kind]]: roots.find((r) => r.id === rootId) });
  };

  const create = (values: RootValues) =>
    inOneStep(modeler, () => {
      const created = addRootElement(modeler, element, kind, values);
      updateModdle(modeler, element, definition, { [REF[kind]]: created });
    });

  const options = [{ value: NONE, label: '无' }, ...roots.map((r) => ({ value: r.id as string, label: rootLabel(r) }))];

  return (
    <Form.Item label={noun} htmlFor={id} extra={hint}>
      <Flex gap={8}>
        <Select id={id} value={bound ?? NONE} options={options} onChange={bind} style={{ flex: 1, minWidth: 0 }} />
        <Tooltip title={`创建新${noun}`}>
          <Button icon={<PlusOutlined />} aria-label={`创建新${noun}`} onClick={() => setCreating(true)} />
        </Tooltip>
      </Flex>
      <RootElementDialog modeler={modeler} kind={kind} editing={null} open={creating} onSave={create} onClose={() => setCreating(false)} />
    </Form.Item>
  );
}
