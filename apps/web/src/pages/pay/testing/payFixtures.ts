/** What the pay screens' tests share: the area's dictionary entries, as the seed holds them. */
import { dictEntry } from '../../../test/renderPage';

export const payDicts = [
  dictEntry('pay_order_status', '0', '未支付', 'info'),
  dictEntry('pay_order_status', '10', '支付成功', 'success'),
  dictEntry('pay_order_status', '20', '已退款', 'warning'),
  dictEntry('pay_order_status', '30', '支付关闭', 'danger'),
  dictEntry('pay_refund_status', '0', '未退款', 'info'),
  dictEntry('pay_refund_status', '10', '退款成功', 'success'),
  dictEntry('pay_refund_status', '20', '退款失败', 'danger'),
  dictEntry('pay_notify_status', '0', '等待通知', 'info'),
  dictEntry('pay_notify_status', '10', '通知成功', 'success'),
  dictEntry('pay_notify_status', '20', '通知失败', 'danger'),
  dictEntry('pay_notify_status', '21', '请求成功，但是结果失败', 'warning'),
  dictEntry('pay_notify_status', '22', '请求失败', 'warning'),
  dictEntry('pay_notify_type', '1', '支付单'),
  dictEntry('pay_notify_type', '2', '退款单'),
  dictEntry('pay_channel_code', 'mock', '模拟支付'),
  dictEntry('pay_channel_code', 'alipay_pc', '支付宝 PC 网站支付'),
  dictEntry('infra_boolean_string', 'true', '是', 'success'),
  dictEntry('infra_boolean_string', 'false', '否', 'info'),
];
