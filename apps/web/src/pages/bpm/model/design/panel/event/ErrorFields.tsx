/**
 * An error end or boundary event's 错误: one of the diagram's `bpmn:Error`s (shown by name and
 * code), created with + and bound in one step, or edited with the pencil. An error boundary
 * without one catches every error.
 */
import { useId, useState } from 'react';
import { Button, Flex, Form, Select, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from '../shared/types';
import { inOneStep, updateModdle } from '../shared/moddle';
import ErrorDialog from './ErrorDialog';
import { addError, errorsOf, rootLabel, type ErrorValues } from './eventModel';

const NONE = '-1';

interface Props {
  modeler: Modeler;
  element: BpmnElement;
  definition: ModdleElement;
}

export default function ErrorFields({ modeler, element, definition }: Props) {
  const id = useId();
  const [dialog, setDialog] = useState<{ open: boolean; editing: ErrorValues | null }>({ open: false, editing: null });
  const errors = errorsOf(modeler);
  const bound = definition.errorRef as ModdleElement | undefined;
  const catching = element.type === 'bpmn:BoundaryEvent';

  const bind = (errorId: string) => {
    if (errorId === ((bound?.id as string | undefined) ?? NONE)) return;
    updateModdle(modeler, element, definition, { errorRef: errors.find((e) => e.id === errorId) });
  };

  const save = (values: ErrorValues) => {
    if (dialog.editing && bound) {
      updateModdle(modeler, element, bound, { name: values.name, errorCode: values.errorCode });
      return;
    }
    inOneStep(modeler, () => {
      const created = addError(modeler, element, values);
      updateModdle(modeler, element, definition, { errorRef: created });
    });
  };

  const options = [
    { value: NONE, label: catching ? '无（捕获所有错误）' : '无' },
    ...errors.map((e) => ({ value: e.id as string, label: rootLabel(e, e.errorCode ?? e.id) })),
  ];
  const hint = catching ? '不选择错误时，捕获所附着活动抛出的任何错误；选择后只捕获错误代码相同的错误' : '流程走到这里时抛出该错误，由外层的错误边界事件捕获';

  return (
    <Form.Item label="错误" htmlFor={id} extra={hint}>
      <Flex gap={8}>
        <Select
          id={id}
          value={(bound?.id as string | undefined) ?? NONE}
          options={options}
          onChange={bind}
          style={{ flex: 1, minWidth: 0 }}
        />
        {bound && (
          <Tooltip title="编辑错误">
            <Button
              icon={<EditOutlined />}
              aria-label="编辑错误"
              onClick={() =>
                setDialog({ open: true, editing: { name: bound.name as string | undefined, errorCode: (bound.errorCode as string | undefined) ?? '' } })
              }
            />
          </Tooltip>
        )}
        <Tooltip title="创建新错误">
          <Button icon={<PlusOutlined />} aria-label="创建新错误" onClick={() => setDialog({ open: true, editing: null })} />
        </Tooltip>
      </Flex>
      <ErrorDialog editing={dialog.editing} open={dialog.open} onSave={save} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
    </Form.Item>
  );
}
