/**
 * 发放: one coupon of the template to each member chosen, found by nickname or mobile as one
 * types. All are given or none (the template's limits hold for every one).
 */
import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { couponApi, couponTemplateApi, type CouponTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';

interface SendForm {
  name: string;
  members: Array<{ value: number; label: string }>;
}

export interface SendCouponDialogProps {
  template: CouponTemplate | null;
  onClose: () => void;
}

export default function SendCouponDialog({ template, onClose }: SendCouponDialogProps) {
  const [form] = Form.useForm<SendForm>();
  const [keyword, setKeyword] = useState('');
  const send = useConfirmedAction();
  const found = useQuery({
    queryKey: ['coupon-member-options', keyword],
    queryFn: () => callApi(couponApi.memberOptions, { query: { keyword: keyword.trim() || undefined } }),
    enabled: template !== null,
  });
  const options = (found.data ?? []).map((m) => ({ value: m.id, label: `${m.nickname || '未命名'}（${m.mobile}）` }));
  const submit = ({ members }: SendForm) =>
    send({
      run: () => callApi(couponApi.send, { body: { templateId: template!.id, userIds: members.map((m) => m.value) } }),
      success: '发放成功',
      reloads: couponTemplateApi.page,
    });
  return (
    <FormModal<SendForm> open={template !== null} title="发放优惠劵" form={form} onSubmit={submit} onClose={onClose} width={560} labelWidth={90} initialValues={{ name: template?.name ?? '', members: [] }}>
      <Form.Item label="优惠劵" name="name">
        <Input disabled />
      </Form.Item>
      <Form.Item label="会员" name="members" rules={[{ required: true, type: 'array', min: 1, message: '请选择会员' }]}>
        <Select
          mode="multiple"
          labelInValue
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          options={options}
          loading={found.isFetching}
          placeholder="输入昵称或手机号查找会员"
        />
      </Form.Item>
    </FormModal>
  );
}
