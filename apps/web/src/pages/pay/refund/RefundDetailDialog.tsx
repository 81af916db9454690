/**
 * 退款订单详情: a refund read afresh (`get`), with the reference's fields two by two, the
 * channel's error if it refused, and its raw notification in a block that scrolls.
 */
import { Descriptions, Divider, Modal, Tag, type DescriptionsProps } from 'antd';
import { Dicts, payRefundApi, payRefundResource } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useIsMobile } from '../../../stores/layoutStore';
import { parseTime } from '../../../utils/date';
import { RawBlock, yuanText } from '../components/payText';

const title = (field: keyof typeof payRefundResource.fields) => payRefundResource.fields[field].title;
const NOTIFY_DATA = '支付通道异步回调内容';

export default function RefundDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const loaded = useEntityQuery(payRefundApi.get, { query: { id: id ?? 0 } }, id !== null);
  const refund = id !== null ? loaded.data : undefined;
  const part = (items: NonNullable<DescriptionsProps['items']>) => <Descriptions column={mobile ? 1 : 2} size="small" items={items} styles={{ label: { fontWeight: 'bold' } }} />;
  return (
    <Modal open={id !== null && refund !== undefined} title="退款订单详情" width={700} footer={null} onCancel={onClose} destroyOnHidden>
      {refund && (
        <>
          {part([
            { key: 'merchantRefundId', label: title('merchantRefundId'), children: <Tag color="blue">{refund.merchantRefundId}</Tag> },
            { key: 'channelRefundNo', label: title('channelRefundNo'), children: refund.channelRefundNo && <Tag color="green">{refund.channelRefundNo}</Tag> },
            { key: 'merchantOrderId', label: title('merchantOrderId'), children: <Tag color="blue">{refund.merchantOrderId}</Tag> },
            { key: 'channelOrderNo', label: title('channelOrderNo'), children: refund.channelOrderNo && <Tag color="green">{refund.channelOrderNo}</Tag> },
            { key: 'appId', label: title('appId'), children: refund.appId },
            { key: 'appName', label: '应用名称', children: refund.appName },
            { key: 'payPrice', label: title('payPrice'), children: <Tag color="green">{yuanText(refund.payPrice)}</Tag> },
            { key: 'refundPrice', label: title('refundPrice'), children: <Tag color="red">{yuanText(refund.refundPrice)}</Tag> },
            { key: 'status', label: title('status'), children: <DictTag type={Dicts.payRefundStatus} value={refund.status} /> },
            { key: 'successTime', label: '退款时间', children: parseTime(refund.successTime) },
            { key: 'createTime', label: title('createTime'), children: parseTime(refund.createTime) },
            { key: 'updateTime', label: '更新时间', children: parseTime(refund.updateTime) },
          ])}
          <Divider />
          {part([
            { key: 'channelCode', label: title('channelCode'), children: <DictTag type={Dicts.payChannelCode} value={refund.channelCode} /> },
            { key: 'reason', label: title('reason'), children: refund.reason },
            { key: 'userIp', label: '退款 IP', children: refund.userIp },
            { key: 'notifyUrl', label: '通知 URL', children: refund.notifyUrl },
          ])}
          <Divider />
          {part([
            { key: 'channelErrorCode', label: '渠道错误码', children: refund.channelErrorCode },
            { key: 'channelErrorMsg', label: '渠道错误码描述', children: refund.channelErrorMsg },
          ])}
          <Descriptions
            column={1}
            layout="vertical"
            bordered
            size="small"
            items={[{ key: 'channelNotifyData', label: NOTIFY_DATA, children: <RawBlock label={NOTIFY_DATA} text={refund.channelNotifyData} /> }]}
          />
        </>
      )}
    </Modal>
  );
}
