/**
 * 订单详情: a pay order read afresh (`get-detail`), with the reference's fields two by two, and
 * the paying channel's raw notification (支付通道异步回调内容) in a block that scrolls.
 */
import { Descriptions, Divider, Modal, Tag, type DescriptionsProps } from 'antd';
import { Dicts, payOrderApi, payOrderResource } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useIsMobile } from '../../../stores/layoutStore';
import { parseTime } from '../../../utils/date';
import { RawBlock, yuanText } from '../components/payText';

const title = (field: keyof typeof payOrderResource.fields) => payOrderResource.fields[field].title;
const NOTIFY_DATA = '支付通道异步回调内容';

export default function OrderDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const detail = useEntityQuery(payOrderApi.getDetail, { query: { id: id ?? 0 } }, id !== null);
  const order = id !== null ? detail.data : undefined;
  const part = (items: NonNullable<DescriptionsProps['items']>) => <Descriptions column={mobile ? 1 : 2} size="small" items={items} styles={{ label: { fontWeight: 'bold' } }} />;
  return (
    <Modal open={id !== null && order !== undefined} title="订单详情" width={700} footer={null} onCancel={onClose} destroyOnHidden>
      {order && (
        <>
          {part([
            { key: 'merchantOrderId', label: title('merchantOrderId'), children: <Tag color="blue">{order.merchantOrderId}</Tag> },
            { key: 'no', label: title('no'), children: order.no && <Tag color="orange">{order.no}</Tag> },
            { key: 'appId', label: title('appId'), children: order.appId },
            { key: 'appName', label: '应用名称', children: order.appName },
            { key: 'status', label: title('status'), children: <DictTag type={Dicts.payOrderStatus} value={order.status} /> },
            { key: 'price', label: title('price'), children: <Tag color="green">{yuanText(order.price)}</Tag> },
            { key: 'channelFeePrice', label: '手续费', children: <Tag color="orange">{yuanText(order.channelFeePrice)}</Tag> },
            // The channel's rate is a percentage already (0.6 is 0.6%).
            { key: 'channelFeeRate', label: '手续费比例', children: `${order.channelFeeRate.toFixed(2)}%` },
            { key: 'successTime', label: title('successTime'), children: parseTime(order.successTime) },
            { key: 'expireTime', label: '失效时间', children: parseTime(order.expireTime) },
            { key: 'createTime', label: title('createTime'), children: parseTime(order.createTime) },
            { key: 'updateTime', label: '更新时间', children: parseTime(order.updateTime) },
          ])}
          <Divider />
          {part([
            { key: 'subject', label: '商品标题', children: order.subject },
            { key: 'body', label: '商品描述', children: order.body },
            { key: 'channelCode', label: title('channelCode'), children: <DictTag type={Dicts.payChannelCode} value={order.channelCode} /> },
            { key: 'userIp', label: '支付 IP', children: order.userIp },
            { key: 'channelOrderNo', label: title('channelOrderNo'), children: order.channelOrderNo && <Tag color="green">{order.channelOrderNo}</Tag> },
            { key: 'channelUserId', label: '渠道用户', children: order.channelUserId },
            { key: 'refundPrice', label: title('refundPrice'), children: <Tag color="red">{yuanText(order.refundPrice)}</Tag> },
            { key: 'notifyUrl', label: '通知 URL', children: order.notifyUrl },
          ])}
          <Divider />
          <Descriptions
            column={1}
            layout="vertical"
            bordered
            size="small"
            items={[{ key: 'channelNotifyData', label: NOTIFY_DATA, children: <RawBlock label={NOTIFY_DATA} text={order.extension?.channelNotifyData ?? ''} /> }]}
          />
        </>
      )}
    </Modal>
  );
}
