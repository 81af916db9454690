/**
 * 修改地址: the receiver, their mobile, the area (province → city → district, from the product's
 * area tree) and the street address, before the order leaves. The area is sent as the district's id.
 */
import { Cascader, Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { areaApi, tradeOrderApi, type AreaNode, type TradeOrder } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';

type Receiver = Pick<TradeOrder, 'id' | 'receiverName' | 'receiverMobile' | 'receiverAreaId' | 'receiverDetailAddress'>;

interface AddressForm {
  receiverName: string;
  receiverMobile: string;
  area: number[];
  receiverDetailAddress: string;
}

/** The ids from the province down to `id`, or none when the tree does not hold it. */
function pathTo(nodes: AreaNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children ?? [], id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

export default function AddressDialog({ order, onClose }: { order: Receiver | null; onClose: () => void }) {
  const [form] = Form.useForm<AddressForm>();
  const act = useConfirmedAction();
  // The same query as 地区管理's: the tree is read once a session.
  const tree = useQuery({ queryKey: ['area-tree'], queryFn: ({ signal }) => callApi(areaApi.tree, { signal }), staleTime: Infinity, enabled: order !== null });
  const areas = (tree.data ?? []) as AreaNode[];
  const submit = ({ receiverName, receiverMobile, area, receiverDetailAddress }: AddressForm) =>
    act({
      run: () =>
        callApi(tradeOrderApi.updateAddress, {
          body: { id: order!.id, receiverName: receiverName.trim(), receiverMobile, receiverAreaId: area.at(-1)!, receiverDetailAddress: receiverDetailAddress.trim() },
        }),
      success: '修改成功',
      reloads: tradeOrderApi.page,
    });
  return (
    <FormModal<AddressForm>
      // Opened once the tree is read (once a session), so that the form starts with the order's area.
      open={order !== null && tree.data !== undefined}
      title="修改收货地址"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      width={560}
      initialValues={order ? { receiverName: order.receiverName, receiverMobile: order.receiverMobile, area: pathTo(areas, order.receiverAreaId), receiverDetailAddress: order.receiverDetailAddress } : {}}
    >
      <Form.Item label="收件人" name="receiverName" rules={[{ required: true, whitespace: true, message: '收件人不能为空' }]}>
        <Input placeholder="请输入收件人名称" maxLength={20} />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="receiverMobile"
        rules={[
          { required: true, message: '手机号不能为空' },
          { pattern: /^1\d{10}$/, message: '请输入正确的手机号' },
        ]}
      >
        <Input placeholder="请输入收件人手机号" maxLength={11} />
      </Form.Item>
      <Form.Item label="所在地" name="area" rules={[{ required: true, type: 'array', min: 1, message: '所在地不能为空' }]}>
        <Cascader options={areas} fieldNames={{ label: 'name', value: 'id', children: 'children' }} placeholder="请选择省市区" showSearch aria-label="所在地" />
      </Form.Item>
      <Form.Item label="详细地址" name="receiverDetailAddress" rules={[{ required: true, whitespace: true, message: '详细地址不能为空' }]}>
        <Input.TextArea rows={2} placeholder="请输入详细地址" maxLength={250} />
      </Form.Item>
    </FormModal>
  );
}
