/**
 * 发起 OA 请假 (`/bpm/oa/leave/create`): the leave's times, type and reason, all required, with
 * the days it counts. 提交 stores it and starts its process, then closes this tab and shows
 * 请假查询 (the reference's `$tab.closeOpenPage`); a refusal (no approver, no deployed process)
 * was shown by the request client and the form keeps what was typed.
 */
import { useState } from 'react';
import { App, Button, Card, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { oaLeaveApi, type BodyOf, Dicts } from '@tenon/contracts';
import { callApi } from '../../../../../api/callApi';
import FormFieldItem from '../../../../../crud/FormFieldItem';
import { useCloseCurrentTab } from '../../../../../layout/tags/useCloseCurrentTab';
import { leaveListPath } from '../paths';
import { DAYS_TOO_FEW, leaveDays } from './leaveDays';

type LeaveValues = BodyOf<typeof oaLeaveApi.create>;

const endAfterStart: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, endTime?: number) => {
    const startTime = getFieldValue('startTime') as number | undefined;
    if (startTime !== undefined && endTime !== undefined && leaveDays(startTime, endTime) < 1) throw new Error(DAYS_TOO_FEW);
  },
});

export default function OaLeaveCreatePage() {
  const { message } = App.useApp();
  const closeTab = useCloseCurrentTab();
  const [form] = Form.useForm<LeaveValues>();
  const [saving, setSaving] = useState(false);
  const startTime = Form.useWatch('startTime', form);
  const endTime = Form.useWatch('endTime', form);
  const days = startTime && endTime ? leaveDays(startTime, endTime) : null;

  const submit = async (values: LeaveValues) => {
    setSaving(true);
    try {
      await callApi(oaLeaveApi.create, { body: values });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success('发起成功');
    closeTab(leaveListPath);
  };

  const field = (props: Parameters<typeof FormFieldItem<LeaveValues>>[0]['field']) => (
    <FormFieldItem<LeaveValues> key={props.name} field={props} create={oaLeaveApi.create} />
  );
  return (
    <Card variant="borderless">
      <Form
        form={form}
        name="oaLeave"
        aria-label="请假申请"
        labelCol={{ flex: '100px' }}
        style={{ maxWidth: 640 }}
        onFinish={(values) => void submit(values)}
        // The end's check reads the start: pick a new start, the end is checked again.
        onValuesChange={(changed: Partial<LeaveValues>) => {
          if ('startTime' in changed && form.getFieldValue('endTime') !== undefined) void form.validateFields(['endTime']).catch(() => {});
        }}
      >
        {field({ name: 'startTime', label: '开始时间', kind: 'dateTime' })}
        {field({ name: 'endTime', label: '结束时间', kind: 'dateTime', rules: [endAfterStart] })}
        <Form.Item label="请假天数">
          <span aria-label="请假天数">{days !== null && days >= 1 ? `${days} 天` : '-'}</span>
        </Form.Item>
        {field({ name: 'type', label: '请假类型', kind: 'select', dict: Dicts.bpmOaLeaveType })}
        {field({ name: 'reason', label: '原因', kind: 'textarea' })}
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            提交
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
