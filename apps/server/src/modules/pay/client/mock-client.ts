/**
 * 模拟支付 (the reference's MockPayClient): every payment and refund succeeds at once, with
 * made-up channel numbers, so the whole pay flow can be tried without a provider. It sends no
 * notification: the order service reads the success from the answer itself.
 */
import { PayChannelError, type PayClient } from './pay-client.ts';

const MOCK_DATA = 'MOCK_SUCCESS';

export function mockClient(now: () => number = Date.now): PayClient {
  const paid = (outTradeNo: string) => ({ status: 'success' as const, outTradeNo, channelOrderNo: `MOCK-P-${outTradeNo}`, channelUserId: '', successTime: now(), rawData: MOCK_DATA });
  const refunded = (outRefundNo: string) => ({ status: 'success' as const, outRefundNo, channelRefundNo: `MOCK-R-${outRefundNo}`, successTime: now(), rawData: MOCK_DATA });
  return {
    unifiedOrder: async (req) => paid(req.outTradeNo),
    getOrder: async (outTradeNo) => paid(outTradeNo),
    unifiedRefund: async (req) => refunded(req.outRefundNo),
    getRefund: async (_outTradeNo, outRefundNo) => refunded(outRefundNo),
    parseOrderNotify: () => Promise.reject(new PayChannelError('NOTIFY_UNSUPPORTED', '模拟支付无支付回调')),
    parseRefundNotify: () => Promise.reject(new PayChannelError('NOTIFY_UNSUPPORTED', '模拟支付无退款回调')),
    notifyAnswer: (ok) => ({ contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure', status: 200 }),
  };
}
