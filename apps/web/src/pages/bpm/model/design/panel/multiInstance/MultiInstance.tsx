/** 多实例 (tasks): the loop type, then a multi-instance loop's settings. Each change is one undo step. */
import { useId } from 'react';
import { Form, Select } from 'antd';
import type { SectionProps } from '../shared/types';
import MultiInstanceFields from './MultiInstanceFields';
import { LOOP_TYPES, changeLoopType, loopOf, loopTypeOf } from './loopType';

export default function MultiInstance(props: SectionProps) {
  const { modeler, element } = props;
  const id = useId();
  const loop = loopOf(element);
  const type = loopTypeOf(loop);

  return (
    <Form size="small" labelCol={{ flex: '90px' }} aria-label="多实例">
      <Form.Item label="回路特性" htmlFor={id}>
        <Select id={id} value={type} options={LOOP_TYPES} onChange={(next) => changeLoopType(modeler, element, next)} />
      </Form.Item>
      {loop && (type === 'parallel' || type === 'sequential') && <MultiInstanceFields {...props} loop={loop} />}
    </Form>
  );
}
