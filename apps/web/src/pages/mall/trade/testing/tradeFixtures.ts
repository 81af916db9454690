/** What the trade screens' tests share: the area's dictionary entries as the seed holds them, and orders as the server answers them. */
import type { ResponseOf, TradeOrder, TradeOrderDetail, TradeOrderItem, tradeOrderApi } from '@tenon/contracts';
import { dictEntry } from '../../../../test/renderPage';

export const tradeDicts = [
  dictEntry('trade_order_status', '0', '待支付', 'default'),
  dictEntry('trade_order_status', '10', '待发货'),
  dictEntry('trade_order_status', '20', '已发货'),
  dictEntry('trade_order_status', '30', '已完成', 'success'),
  dictEntry('trade_order_status', '40', '已取消', 'danger'),
  dictEntry('trade_order_type', '0', '普通订单', 'default'),
  dictEntry('trade_order_type', '1', '秒杀订单', 'default'),
  dictEntry('terminal', '10', '微信小程序', 'default'),
  dictEntry('terminal', '20', 'H5 网页', 'default'),
  dictEntry('pay_channel_code', 'mock', '模拟支付'),
  dictEntry('pay_channel_code', 'wx_lite', '微信小程序支付'),
  dictEntry('trade_delivery_type', '1', '快递发货', 'default'),
  dictEntry('trade_delivery_type', '2', '用户自提', 'default'),
  dictEntry('trade_order_item_after_sale_status', '0', '未售后', 'info'),
  dictEntry('trade_order_item_after_sale_status', '10', '售后中'),
];

export const at = (day: number, hour = 10) => new Date(2024, 4, day, hour, 0, 0).getTime();

export const orderItem = (id: number, fields: Partial<TradeOrderItem> = {}): TradeOrderItem => ({
  id, userId: 247, orderId: 1, spuId: 633, spuName: '小米 14 Pro', skuId: 3, picUrl: 'https://example.com/mi14.png', count: 2,
  properties: [{ propertyId: 1, propertyName: '颜色', valueId: 11, valueName: '黑色' }, { propertyId: 2, propertyName: '版本', valueId: 21, valueName: '16G+512G' }],
  price: 499_900, discountPrice: 0, couponPrice: 0, payPrice: 999_800, originalUnitPrice: 499_900, originalPrice: 999_800,
  afterSaleId: null, afterSaleStatus: 0, ...fields,
});

export const tradeOrder = (id: number, fields: Partial<TradeOrder> = {}): TradeOrder => ({
  id, no: `o2024050610000${id}`, createTime: at(6), type: 0, terminal: 10, userId: 247, userIp: '127.0.0.1', userRemark: '请尽快发货', status: 10,
  productCount: 2, finishTime: null, cancelTime: null, cancelType: null, remark: '', payOrderId: 900 + id, payStatus: true, payTime: at(6, 11),
  payChannelCode: 'mock', totalPrice: 999_800, discountPrice: 10_000, deliveryPrice: 1_000, adjustPrice: 0, payPrice: 985_800, deliveryType: 1,
  logisticsId: null, logisticsNo: '', deliveryTime: null, receiveTime: null, receiverName: '张三', receiverMobile: '15601691300', receiverAreaId: 440305,
  receiverDetailAddress: '科技园 1 号', refundStatus: 0, refundPrice: 0, couponId: 5, couponPrice: 5_000, pointPrice: 0, ...fields,
});

export type OrderRow = ResponseOf<typeof tradeOrderApi.page>['list'][number];

export const pageRow = (id: number, fields: Partial<TradeOrder> = {}): OrderRow => ({
  ...tradeOrder(id, fields), items: [orderItem(id * 10, { orderId: id })], user: { id: 247, nickname: '芋艿' },
});

export const orderDetail = (id: number, fields: Partial<TradeOrderDetail> = {}): TradeOrderDetail => ({
  ...tradeOrder(id),
  originalPrice: 999_800,
  items: [orderItem(id * 10, { orderId: id }), orderItem(id * 10 + 1, { orderId: id, spuName: 'AirPods 3', count: 1, price: 139_900, originalPrice: 139_900, properties: [], afterSaleStatus: 10 })],
  user: { id: 247, nickname: '芋艿', avatar: '', mobile: '15601691300' },
  receiverAreaName: '广东省 深圳市 南山区',
  logs: [
    { content: '用户付款成功', createTime: at(6, 11), userType: 1 },
    { content: '用户下单', createTime: at(6), userType: 1 },
  ],
  ...fields,
});
