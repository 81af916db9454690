/**
 * 调整价格: before payment, once, an amount in yuan added to what the member pays (negative: a
 * discount), sent in cents. The dialog shows the new 应付 as it is typed; the server refuses one
 * under 0.01 元, and so does the form before asking it.
 */
import { Form, Input, InputNumber } from 'antd';
import { tradeOrderApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { yuanText } from './orderText';

interface PriceForm {
  adjust: number | null;
}

const cents = (yuanAmount: number | null | undefined) => Math.round((yuanAmount ?? 0) * 100);

export default function PriceDialog({ order, onClose }: { order: { id: number; payPrice: number } | null; onClose: () => void }) {
  const [form] = Form.useForm<PriceForm>();
  const act = useConfirmedAction();
  const adjust = Form.useWatch('adjust', form);
  const payPrice = order?.payPrice ?? 0;
  const submit = ({ adjust: amount }: PriceForm) =>
    act({ run: () => callApi(tradeOrderApi.updatePrice, { body: { id: order!.id, adjustPrice: cents(amount) } }), success: '调价成功', reloads: tradeOrderApi.page });
  return (
    <FormModal<PriceForm> open={order !== null} title="订单调价" form={form} onSubmit={submit} onClose={onClose} width={500} labelWidth={110}>
      <Form.Item label="应付金额(总)">
        <Input value={yuanText(payPrice)} disabled aria-label="应付金额(总)" />
      </Form.Item>
      <Form.Item
        label="调整金额"
        name="adjust"
        extra="正数，加价；负数，减价（元）"
        rules={[
          { required: true, message: '调整金额不能为空' },
          { validator: (_, value: number | null) => (value === null || value === undefined || payPrice + cents(value) >= 1 ? Promise.resolve() : Promise.reject(new Error('调价后的应付金额不能小于 0.01 元'))) },
        ]}
      >
        <InputNumber precision={2} step={0.1} style={{ width: '100%' }} placeholder="请输入调整金额" />
      </Form.Item>
      <Form.Item label="调价后">
        <Input value={yuanText(payPrice + cents(adjust))} disabled aria-label="调价后" />
      </Form.Item>
    </FormModal>
  );
}
