/** 发货: the express company (the tenant's enabled ones) and the waybill number; only a 待发货 order is offered it. */
import { Form, Input, Select } from 'antd';
import { deliveryExpressApi, tradeOrderApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../../crud/usePagedList';

interface DeliveryForm {
  logisticsId: number;
  logisticsNo: string;
}

export default function DeliveryDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const [form] = Form.useForm<DeliveryForm>();
  const act = useConfirmedAction();
  const express = useEntityQuery(deliveryExpressApi.listAllSimple, undefined, orderId !== null);
  const submit = ({ logisticsId, logisticsNo }: DeliveryForm) =>
    act({ run: () => callApi(tradeOrderApi.delivery, { body: { id: orderId!, logisticsId, logisticsNo: logisticsNo.trim() } }), success: '发货成功', reloads: tradeOrderApi.page });
  return (
    <FormModal<DeliveryForm> open={orderId !== null} title="订单发货" form={form} onSubmit={submit} onClose={onClose} width={500}>
      <Form.Item label="快递公司" name="logisticsId" rules={[{ required: true, message: '快递公司不能为空' }]}>
        <Select
          placeholder="请选择快递公司"
          loading={express.isLoading}
          options={(express.data ?? []).map((company) => ({ label: company.name, value: company.id }))}
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item label="快递单号" name="logisticsNo" rules={[{ required: true, whitespace: true, message: '快递单号不能为空' }]}>
        <Input placeholder="请输入快递单号" maxLength={64} />
      </Form.Item>
    </FormModal>
  );
}
