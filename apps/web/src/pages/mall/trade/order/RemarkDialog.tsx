/** 备注: the merchant's remark on an order (商家备注), at any time; the member never sees it. */
import { Form, Input } from 'antd';
import { tradeOrderApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';

export default function RemarkDialog({ order, onClose }: { order: { id: number; remark: string } | null; onClose: () => void }) {
  const [form] = Form.useForm<{ remark: string }>();
  const act = useConfirmedAction();
  const submit = ({ remark }: { remark: string }) =>
    act({ run: () => callApi(tradeOrderApi.updateRemark, { body: { id: order!.id, remark: remark ?? '' } }), success: '备注成功', reloads: tradeOrderApi.page });
  return (
    <FormModal<{ remark: string }> open={order !== null} title="商家备注" form={form} onSubmit={submit} onClose={onClose} width={500} initialValues={{ remark: order?.remark ?? '' }}>
      <Form.Item label="备注" name="remark">
        <Input.TextArea rows={3} placeholder="请输入订单备注" maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
