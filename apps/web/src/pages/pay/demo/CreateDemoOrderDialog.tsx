/** 发起订单: a demo order for one of the demo's products (name, and price on the right), which also creates its pay order. */
import { Form, Select } from 'antd';
import { PAY_DEMO_PRODUCTS, payDemoOrderApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { yuanText } from '../components/payText';

const products = Object.entries(PAY_DEMO_PRODUCTS).map(([id, product]) => ({
  value: Number(id),
  label: product.name,
  price: product.price,
}));

export default function CreateDemoOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ spuId: number }>();
  const create = useConfirmedAction();
  const submit = ({ spuId }: { spuId: number }) =>
    create({ run: () => callApi(payDemoOrderApi.create, { body: { spuId } }), success: '新增成功', reloads: payDemoOrderApi.page });
  return (
    <FormModal<{ spuId: number }> open={open} title="发起订单" form={form} onSubmit={submit} onClose={onClose} width={500} labelWidth={80}>
      <Form.Item label="商品" name="spuId" rules={[{ required: true, message: '商品编号不能为空' }]}>
        <Select
          placeholder="请输入下单商品"
          allowClear
          options={products}
          optionRender={(option) => (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <span>{option.data.label}</span>
              <span style={{ color: '#8492a6', fontSize: 13 }}>{yuanText(option.data.price)}</span>
            </span>
          )}
        />
      </Form.Item>
    </FormModal>
  );
}
