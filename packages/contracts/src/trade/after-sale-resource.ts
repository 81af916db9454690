/** 售后退款's list as a screen shows it: the reference's columns, searches and dictionaries. */
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { afterSaleApi } from './after-sale.ts';

export const afterSaleResource = resource({
  api: { page: afterSaleApi.page },
  noun: '售后',
  fields: {
    spuName: { title: '商品信息', filter: 'contains', search: { label: '商品名称', placeholder: '请输入商品 SPU 名称', order: 0 } },
    no: { title: '退款编号', filter: 'equals', search: { placeholder: '请输入退款编号' } },
    orderNo: { title: '订单编号', filter: 'equals', search: { placeholder: '请输入订单编号' } },
    refundPrice: { title: '订单金额', kind: 'money' },
    user: { title: '买家' },
    createTime: { title: '申请时间', kind: 'dateTime', filter: 'dateRange', search: { label: '创建时间' } },
    status: { title: '售后状态', dict: Dicts.tradeAfterSaleStatus, filter: 'equals' },
    way: { title: '售后方式', dict: Dicts.tradeAfterSaleWay, filter: 'equals' },
    type: { title: '售后类型', dict: Dicts.tradeAfterSaleType, filter: 'equals', list: false },
  },
});
