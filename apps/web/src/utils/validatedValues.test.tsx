import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { validatedValues } from './validatedValues';

interface Values {
  title?: string;
}

function renderForm(initial: Values): FormInstance<Values> {
  let instance: FormInstance<Values> | undefined;
  function Harness() {
    const [form] = Form.useForm<Values>();
    instance = form;
    return (
      <Form form={form} initialValues={initial}>
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return instance!;
}

describe('validatedValues', () => {
  it('answers the values when a later check overtakes its own (antd refuses the first as out of date)', async () => {
    const form = renderForm({ title: '请假' });
    const values = validatedValues(form);
    // A field checked again while the first check runs, as a change just before 确定 does.
    void form.validateFields(['title']).catch(() => undefined);
    expect(await values).toEqual({ title: '请假' });
  });

  it('answers nothing when a field breaks its rule', async () => {
    const form = renderForm({});
    expect(await validatedValues(form)).toBeUndefined();
  });
});
