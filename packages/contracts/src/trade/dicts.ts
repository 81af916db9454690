/** The trade area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const tradeDictionaries = {
  tradeAfterSaleStatus: { type: 'trade_after_sale_status', name: '交易售后状态' },
  tradeAfterSaleType: { type: 'trade_after_sale_type', name: '交易售后的类型' },
  tradeAfterSaleWay: { type: 'trade_after_sale_way', name: '交易售后的方式' },
  terminal: { type: 'terminal', name: '终端' },
  tradeOrderType: { type: 'trade_order_type', name: '交易订单的类型' },
  tradeOrderStatus: { type: 'trade_order_status', name: '交易订单的状态' },
  tradeOrderItemAfterSaleStatus: { type: 'trade_order_item_after_sale_status', name: '交易订单项的售后状态' },
  tradeDeliveryExpressChargeMode: { type: 'trade_delivery_express_charge_mode', name: '快递计费方式' },
  tradeDeliveryType: { type: 'trade_delivery_type', name: '交易配送类型' },
  brokerageEnabledCondition: { type: 'brokerage_enabled_condition', name: '分佣模式' },
  brokerageBindMode: { type: 'brokerage_bind_mode', name: '分销关系绑定模式' },
  brokerageWithdrawType: { type: 'brokerage_withdraw_type', name: '佣金提现类型' },
  brokerageRecordBizType: { type: 'brokerage_record_biz_type', name: '佣金记录业务类型' },
  brokerageRecordStatus: { type: 'brokerage_record_status', name: '佣金记录状态' },
  brokerageWithdrawStatus: { type: 'brokerage_withdraw_status', name: '佣金提现状态' },
  brokerageBankName: { type: 'brokerage_bank_name', name: '佣金提现银行' },
} as const satisfies DictionaryTable;
