/**
 * 收银台 (`/pay/cashier?id=&returnUrl=`, hidden, never kept alive): pays one pay order. It shows
 * the order and the channels its app has enabled (支付宝 / 微信 / 其它); a click submits the
 * order to that channel (a bar-code channel asks for the payer's 条形码 first) and shows what the
 * channel answered: paid at once, a page opened in a new window, a QR code to scan. Meanwhile it
 * asks for the order every 2 s until it is paid or closed, then goes back to `returnUrl` with the
 * reference's `payResult` (a path inside the console only: `cashierPath.ts`).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { App, Button, Card, Descriptions, Empty, Form, Input, Modal, QRCode, Spin, Typography } from 'antd';
import { AlipayCircleOutlined, ExperimentOutlined, WalletOutlined, WechatOutlined } from '@ant-design/icons';
import { PAY_CHANNEL_CODES, PayChannels, payChannelApi, payOrderApi, PayOrderStatus, type PayChannelCode, type PayOrder } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useCloseCurrentTab } from '../../../layout/tags/useCloseCurrentTab';
import { useIsMobile } from '../../../stores/layoutStore';
import { closeView, lastViewTarget } from '../../../stores/tagsView';
import { useTagsViewStore } from '../../../stores/tagsViewStore';
import { parseTime } from '../../../utils/date';
import { yuanText } from '../components/payText';
import { safeReturnPath, withPayResult } from './cashierPath';
import { openPayUrl, postPayForm } from './payDisplay';
import './cashier.css';

/** How often the cashier asks whether the order was paid, as the reference's. */
const POLL_MS = 2000;

type PayResult = 'success' | 'cancel' | 'close';
type BarCodeChannel = 'alipay_bar' | 'wx_bar';

const GROUPS: Array<{ title: string; has: (code: string) => boolean }> = [
  { title: '选择支付宝支付', has: (code) => code.startsWith('alipay_') },
  { title: '选择微信支付', has: (code) => code.startsWith('wx_') },
  { title: '选择其它支付', has: (code) => !code.startsWith('alipay_') && !code.startsWith('wx_') },
];

const BAR_CODE_TITLES: Record<BarCodeChannel, string> = { alipay_bar: '“支付宝”条码支付', wx_bar: '“微信”条码支付' };

/** Channels a payer cannot use from a PC browser, with the reference's message. */
const NOT_ON_PC: Partial<Record<PayChannelCode, string>> = { wx_pub: '微信公众号支付：不支持 PC 网站', wx_lite: '微信小程序：不支持 PC 网站' };

/** The bar code as each provider's channel takes it (the reference's names). */
const barCodeExtras = (code: BarCodeChannel, value: string): Record<string, string> => (code === 'alipay_bar' ? { auth_code: value } : { authCode: value });

function channelIcon(code: string) {
  if (code.startsWith('alipay_')) return <AlipayCircleOutlined aria-hidden style={{ color: '#1677ff' }} />;
  if (code.startsWith('wx_')) return <WechatOutlined aria-hidden style={{ color: '#07c160' }} />;
  if (code === 'wallet') return <WalletOutlined aria-hidden style={{ color: '#fa8c16' }} />;
  return <ExperimentOutlined aria-hidden style={{ color: '#722ed1' }} />;
}

function qrTitle(code: string) {
  // Alipay's WAP page is tried from a phone's browser.
  if (code === 'alipay_wap') return '请使用手机浏览器“扫一扫”';
  if (code.startsWith('alipay_')) return '请使用支付宝“扫一扫”扫码支付';
  if (code.startsWith('wx_')) return '请使用微信“扫一扫”扫码支付';
  return '请使用手机浏览器“扫一扫”';
}

/** Leaves the cashier, closing its tab: to the return path with the result, else to the last tab. */
function useLeave(returnPath: string | undefined) {
  const closeTab = useCloseCurrentTab();
  const { pathname } = useLocation();
  return (result: PayResult) => {
    if (returnPath) return closeTab(withPayResult(returnPath, result));
    const target = lastViewTarget(closeView(useTagsViewStore.getState().visitedViews, pathname));
    closeTab(target.kind === 'go' ? target.to : '/');
  };
}

export default function PayCashierPage() {
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const idText = params.get('id');
  const id = idText && /^[1-9]\d*$/.test(idText) ? Number(idText) : undefined;
  const leave = useLeave(safeReturnPath(params.get('returnUrl')));
  // The latest `leave`, for the timer and the load, which outlive the render that started them.
  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  const [order, setOrder] = useState<PayOrder | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [polling, setPolling] = useState(false);
  const [qrCode, setQrCode] = useState<{ title: string; content: string } | null>(null);
  const [barCode, setBarCode] = useState<{ code: BarCodeChannel; value: string } | null>(null);

  const channels = useEntityQuery(payChannelApi.enableCodeList, { query: { appId: order?.appId ?? 0 } }, order !== null);
  const codes = PAY_CHANNEL_CODES.filter((code) => channels.data?.includes(code));

  useEffect(() => {
    // Settled in a promise, as the load is: a development double mount (StrictMode) acts once.
    let current = true;
    const loading = id === undefined ? Promise.resolve('missing' as const) : callApi(payOrderApi.get, { query: { id } });
    loading.then(
      (found) => {
        if (!current) return;
        if (found === 'missing') {
          message.error('未传递支付单号，无法查看对应的支付信息');
          leaveRef.current('cancel');
        } else if (!found) {
          message.error('支付订单不存在，请检查！');
          leaveRef.current('cancel');
        } else if (found.status === PayOrderStatus.SUCCESS) {
          message.success('支付成功');
          leaveRef.current('success');
        } else if (found.status === PayOrderStatus.CLOSED) {
          message.error('无法支付，原因：订单已关闭');
          leaveRef.current('close');
        } else setOrder(found);
      },
      () => undefined, // the request client has said why
    );
    return () => {
      current = false;
    };
  }, [id, message]);

  // Until the order is paid or closed, or the cashier is left (the timer ends with the page).
  useEffect(() => {
    if (!polling || id === undefined) return;
    let asking = false;
    let done = false;
    const timer = setInterval(() => {
      if (asking || done) return;
      asking = true;
      callApi(payOrderApi.get, { query: { id } })
        .then((found) => {
          if (done || !found) return;
          if (found.status === PayOrderStatus.SUCCESS) {
            done = true;
            clearInterval(timer);
            message.success('支付成功！');
            leaveRef.current('success');
          } else if (found.status === PayOrderStatus.CLOSED) {
            done = true;
            clearInterval(timer);
            message.error('支付已关闭！');
            leaveRef.current('close');
          }
        })
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, POLL_MS);
    return () => {
      done = true;
      clearInterval(timer);
    };
  }, [polling, id, message]);

  const submit = async (code: PayChannelCode, channelExtras?: Record<string, string>) => {
    setSubmitting(true);
    try {
      const answer = await callApi(payOrderApi.submit, {
        // The channel sends the payer back here (location.href), and the cashier then back to returnUrl.
        body: { id: id!, channelCode: code, returnUrl: window.location.href, ...(channelExtras ? { channelExtras } : {}) },
      });
      if (answer.status === PayOrderStatus.SUCCESS) {
        setPolling(false);
        message.success('支付成功！');
        leave('success');
        return;
      }
      if (answer.displayMode === 'url') {
        if (!openPayUrl(answer.displayContent)) message.error('支付渠道返回的地址无效');
      } else if (answer.displayMode === 'form') {
        if (!postPayForm(answer.displayContent)) message.error('支付渠道返回的表单无效');
      } else if (answer.displayMode === 'qr_code') {
        setQrCode({ title: qrTitle(code), content: answer.displayContent });
      } else if (answer.displayMode === 'app') {
        if (code === 'alipay_app') message.error('支付宝 App 支付：无法在网页支付！');
        if (code === 'wx_app') message.error('微信 App 支付：无法在网页支付！');
      }
      setPolling(true);
    } catch {
      // The request client has said why.
    } finally {
      setSubmitting(false);
    }
  };

  const choose = (code: PayChannelCode) => {
    if (code === 'alipay_bar' || code === 'wx_bar') return setBarCode({ code, value: '' });
    const refusal = NOT_ON_PC[code];
    if (refusal) return void message.error(refusal);
    void submit(code);
  };

  const payWithBarCode = () => {
    if (!barCode?.value.trim()) return;
    setBarCode(null);
    void submit(barCode.code, barCodeExtras(barCode.code, barCode.value.trim()));
  };

  return (
    <>
      <Card variant="borderless" loading={order === null}>
        {order && (
          <Descriptions
            title="支付信息"
            column={mobile ? 1 : 3}
            bordered
            size="small"
            items={[
              { key: 'id', label: '支付单号', children: order.id },
              { key: 'subject', label: '商品标题', children: order.subject },
              { key: 'body', label: '商品内容', children: order.body },
              { key: 'price', label: '支付金额', children: yuanText(order.price) },
              { key: 'createTime', label: '创建时间', children: parseTime(order.createTime) },
              { key: 'expireTime', label: '过期时间', children: parseTime(order.expireTime) },
            ]}
          />
        )}
      </Card>
      {order && (
        <Card variant="borderless" style={{ marginTop: 10 }} loading={channels.isPending}>
          <Spin spinning={submitting} description="提交支付中...">
            {codes.length === 0 ? (
              <Empty description="该应用未开启任何支付渠道" />
            ) : (
              GROUPS.map((group) => {
                const shown = codes.filter(group.has);
                if (shown.length === 0) return null;
                return (
                  <section key={group.title} aria-label={group.title}>
                    <Typography.Title level={5}>{group.title}</Typography.Title>
                    <div className="pay-channels">
                      {shown.map((code) => (
                        <Button key={code} className="pay-channel" icon={channelIcon(code)} onClick={() => choose(code)} disabled={submitting}>
                          {PayChannels[code]}
                        </Button>
                      ))}
                    </div>
                  </section>
                );
              })
            )}
          </Spin>
        </Card>
      )}

      <Modal open={qrCode !== null} title={qrCode?.title} width={350} footer={null} keyboard={false} onCancel={() => setQrCode(null)} destroyOnHidden>
        {qrCode && <QRCode type="svg" value={qrCode.content} size={300} errorLevel="L" bordered={false} aria-label="支付二维码" />}
      </Modal>

      <Modal
        open={barCode !== null}
        title={barCode ? BAR_CODE_TITLES[barCode.code] : ''}
        width={500}
        keyboard={false}
        onCancel={() => setBarCode(null)}
        destroyOnHidden
        footer={[
          <Button key="pay" type="primary" disabled={!barCode?.value.trim()} onClick={payWithBarCode}>
            确认支付
          </Button>,
          <Button key="cancel" onClick={() => setBarCode(null)}>
            取 消
          </Button>,
        ]}
      >
        <Form layout={mobile ? 'vertical' : 'horizontal'} labelCol={mobile ? undefined : { flex: '80px' }}>
          <Form.Item label="条形码" htmlFor="pay-bar-code" required>
            <Input
              id="pay-bar-code"
              placeholder="请输入条形码"
              autoFocus
              value={barCode?.value ?? ''}
              onChange={(event) => setBarCode((current) => current && { ...current, value: event.target.value })}
              onPressEnter={payWithBarCode}
            />
          </Form.Item>
          <div style={{ textAlign: 'right' }}>
            或使用
            <Typography.Link type="danger" href="https://baike.baidu.com/item/条码支付/10711903" target="_blank" rel="noopener noreferrer">
              (扫码枪/扫码盒)
            </Typography.Link>
            扫码
          </div>
        </Form>
      </Modal>
    </>
  );
}
