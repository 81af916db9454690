/**
 * One after-sale, read afresh (`get-detail`): what the member asked, the order item, the return's
 * delivery, the log; and the steps its status allows, each under its own permission. A refusal
 * asks for its reason first (the member sees it).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Descriptions, Image, Input, Modal, Space, Timeline, type DescriptionsProps } from 'antd';
import { AfterSaleStatus, AfterSaleWay, Dicts, Permissions, afterSaleApi, afterSaleResource } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../../crud/usePagedList';
import DictTag from '../../../../dict/DictTag';
import { Can } from '../../../../permission/Can';
import { useIsMobile } from '../../../../stores/layoutStore';
import { parseTime } from '../../../../utils/date';

const yuan = (cents: number) => `￥${(cents / 100).toFixed(2)}`;
const title = (field: keyof typeof afterSaleResource.fields) => afterSaleResource.fields[field].title;

type Refusal = { kind: 'disagree' | 'refuse'; text: string };

export default function AfterSaleDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const confirmed = useConfirmedAction();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const query = useEntityQuery(afterSaleApi.getDetail, { query: { id: id ?? 0 } }, id !== null);
  const sale = id !== null ? query.data : undefined;
  if (!sale) return null;

  const act = async (confirm: string, run: () => Promise<unknown>, success: string) => {
    if (await confirmed({ confirm, run, success, reloads: afterSaleApi.page })) await query.refetch();
  };
  const refuse = async () => {
    if (!refusal || !refusal.text.trim()) return;
    const done = await confirmed({
      run: () =>
        refusal.kind === 'disagree'
          ? callApi(afterSaleApi.disagree, { body: { id: sale.id, auditReason: refusal.text.trim() } })
          : callApi(afterSaleApi.refuse, { body: { id: sale.id, refuseMemo: refusal.text.trim() } }),
      success: refusal.kind === 'disagree' ? '已拒绝售后' : '已拒绝收货',
      reloads: afterSaleApi.page,
    });
    if (done) {
      setRefusal(null);
      await query.refetch();
    }
  };

  const part = (items: NonNullable<DescriptionsProps['items']>) => <Descriptions column={mobile ? 1 : 2} size="small" items={items} styles={{ label: { fontWeight: 'bold' } }} />;
  const status = sale.status;
  const actions = (
    <Space wrap>
      {status === AfterSaleStatus.APPLY && (
        <>
          <Can permissions={[Permissions.trade.afterSale.agree]}>
            <Button type="primary" onClick={() => void act(`是否同意售后编号为"${sale.no}"的申请?`, () => callApi(afterSaleApi.agree, { query: { id: sale.id } }), '已同意售后')}>
              同意售后
            </Button>
          </Can>
          <Can permissions={[Permissions.trade.afterSale.disagree]}>
            <Button danger onClick={() => setRefusal({ kind: 'disagree', text: '' })}>
              拒绝售后
            </Button>
          </Can>
        </>
      )}
      {status === AfterSaleStatus.BUYER_DELIVERY && (
        <Can permissions={[Permissions.trade.afterSale.receive]}>
          <Button type="primary" onClick={() => void act(`是否确认收到售后编号为"${sale.no}"的退货?`, () => callApi(afterSaleApi.receive, { query: { id: sale.id } }), '已确认收货')}>
            确认收货
          </Button>
          <Button danger onClick={() => setRefusal({ kind: 'refuse', text: '' })}>
            拒绝收货
          </Button>
        </Can>
      )}
      {status === AfterSaleStatus.WAIT_REFUND && (
        <Can permissions={[Permissions.trade.afterSale.refund]}>
          <Button type="primary" onClick={() => void act(`是否确认退款 ${yuan(sale.refundPrice)}?`, () => callApi(afterSaleApi.refund, { query: { id: sale.id } }), '已发起退款')}>
            确认退款
          </Button>
        </Can>
      )}
    </Space>
  );

  return (
    <Modal open title="售后详情" width={760} footer={actions} onCancel={onClose} destroyOnHidden>
      {part([
        { key: 'no', label: title('no'), children: sale.no },
        { key: 'status', label: title('status'), children: <DictTag type={Dicts.tradeAfterSaleStatus} value={sale.status} /> },
        { key: 'way', label: title('way'), children: <DictTag type={Dicts.tradeAfterSaleWay} value={sale.way} /> },
        { key: 'type', label: title('type'), children: <DictTag type={Dicts.tradeAfterSaleType} value={sale.type} /> },
        { key: 'refundPrice', label: '退款金额', children: yuan(sale.refundPrice) },
        { key: 'createTime', label: title('createTime'), children: parseTime(sale.createTime) },
        { key: 'applyReason', label: '申请原因', children: sale.applyReason },
        { key: 'applyDescription', label: '补充描述', children: sale.applyDescription },
        ...(sale.auditReason ? [{ key: 'auditReason', label: '审批备注', children: sale.auditReason }] : []),
        ...(sale.receiveReason ? [{ key: 'receiveReason', label: '收货备注', children: sale.receiveReason }] : []),
        ...(sale.refundTime ? [{ key: 'refundTime', label: '退款时间', children: parseTime(sale.refundTime) }] : []),
      ])}
      {sale.applyPicUrls.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap style={{ margin: '8px 0' }}>
            {sale.applyPicUrls.map((url) => (
              <Image key={url} src={url} width={64} height={64} alt="售后凭证" />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {part([
        { key: 'orderNo', label: title('orderNo'), children: <Link to={`/trade/order/detail?id=${sale.orderId}`}>{sale.orderNo}</Link> },
        { key: 'user', label: title('user'), children: sale.user ? `${sale.user.nickname}${sale.user.mobile ? `（${sale.user.mobile}）` : ''}` : '' },
        {
          key: 'item',
          label: '商品',
          children: `${sale.spuName}${sale.properties.length ? ` ${sale.properties.map((p) => p.valueName).join(' ')}` : ''} × ${sale.count}`,
        },
        ...(sale.way === AfterSaleWay.RETURN_AND_REFUND
          ? [{ key: 'logistics', label: '退货物流', children: sale.logisticsNo ? `${sale.logisticsNo}（${parseTime(sale.deliveryTime)}）` : '买家尚未退货' }]
          : []),
      ])}
      {sale.logs.length > 0 && (
        <Timeline
          style={{ marginTop: 16 }}
          items={sale.logs.map((log) => ({ key: log.id, children: `${parseTime(log.createTime)} ${log.content}` }))}
        />
      )}
      <Modal
        open={refusal !== null}
        title={refusal?.kind === 'disagree' ? '拒绝售后' : '拒绝收货'}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: !refusal?.text.trim() }}
        onOk={() => void refuse()}
        onCancel={() => setRefusal(null)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={refusal?.kind === 'disagree' ? '审批备注' : '收货备注'}
          placeholder={refusal?.kind === 'disagree' ? '请输入拒绝售后的原因' : '请输入拒绝收货的原因'}
          maxLength={255}
          rows={3}
          value={refusal?.text ?? ''}
          onChange={(e) => setRefusal((r) => (r ? { ...r, text: e.target.value } : r))}
        />
      </Modal>
    </Modal>
  );
}
