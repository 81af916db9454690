/**
 * 订单列表 (`/trade/order`): the members' orders, as the reference's screen shows them: searched by
 * one of six texts (搜索方式 picks which field the text is sent as) and by type, status, source,
 * payment channel and date; each order a block with its header line, its items, what was paid,
 * buyer and receiver, delivery type and status, and its buttons (`OrderActions`).
 */
import { Card, Empty, Form, Input, Select, Space, Spin } from 'antd';
import { Dicts, tradeOrderApi, type QueryOf } from '@tenon/contracts';
import Pagination from '../../../../crud/Pagination';
import ListToolbar from '../../../../crud/ListToolbar';
import SearchForm from '../../../../crud/SearchForm';
import { filtersOf, SearchFieldItem, type SearchField } from '../../../../crud/searchFields';
import { usePagedList } from '../../../../crud/usePagedList';
import OrderBlock from './OrderBlock';
import './order.css';

/** The reference's 搜索方式: the text is sent as the field chosen. */
const SEARCH_TYPES = [
  { label: '订单号', value: 'no' },
  { label: '会员编号', value: 'userId' },
  { label: '会员昵称', value: 'userNickname' },
  { label: '会员手机号', value: 'userMobile' },
  { label: '收货人姓名', value: 'receiverName' },
  { label: '收货人手机号码', value: 'receiverMobile' },
] as const;
type SearchType = (typeof SEARCH_TYPES)[number]['value'];

type Query = NonNullable<QueryOf<typeof tradeOrderApi.page>>;

/** The selects, by the page's filter each sets, then the date range. */
const SELECTS = {
  type: { label: '订单类型', dict: Dicts.tradeOrderType },
  status: { label: '订单状态', dict: Dicts.tradeOrderStatus },
  terminal: { label: '订单来源', dict: Dicts.terminal },
  payChannelCode: { label: '支付方式', dict: Dicts.payChannelCode },
} as const satisfies Partial<Record<keyof Query, { label: string; dict: string }>>;
const FIELDS: SearchField[] = [
  ...Object.entries(SELECTS).map(([name, { label, dict }]): SearchField => ({ name, label, kind: 'select', dict, placeholder: `请选择${label}` })),
  { name: 'createTime', label: '下单时间', kind: 'dateRange' },
];

type Values = { searchType?: SearchType; searchValue?: string } & Record<string, unknown>;
const INITIAL: Values = { searchType: 'no' };

function queryOf({ searchType = 'no', searchValue, ...values }: Values): Query {
  const text = searchValue?.trim();
  const searched = !text ? {} : searchType === 'userId' ? { userId: Number(text) } : { [searchType]: text };
  return { ...filtersOf<Query>(FIELDS, values), ...searched };
}

export default function TradeOrderPage() {
  const [form] = Form.useForm<Values>();
  const list = usePagedList(tradeOrderApi.page, (values: Values, pageNo, pageSize) => ({ ...queryOf(values), pageNo, pageSize }), INITIAL);
  const searchType = Form.useWatch('searchType', form) ?? 'no';
  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm<Values> form={form} onSearch={list.search} initialValues={INITIAL}>
          <Form.Item label="搜索方式">
            <Space.Compact>
              <Form.Item name="searchType" noStyle>
                <Select aria-label="搜索方式" options={[...SEARCH_TYPES]} style={{ width: 130 }} />
              </Form.Item>
              <Form.Item
                name="searchValue"
                noStyle
                rules={searchType === 'userId' ? [{ pattern: /^\d{1,18}$/, message: '会员编号只能是数字' }] : []}
              >
                <Input aria-label="搜索内容" placeholder={`请输入${SEARCH_TYPES.find((t) => t.value === searchType)?.label ?? ''}`} allowClear style={{ width: 200 }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          {FIELDS.map((field) => (
            <SearchFieldItem key={field.name} field={field} page={tradeOrderApi.page} />
          ))}
        </SearchForm>
      )}
      <ListToolbar showSearch={list.showSearch} onToggleSearch={list.setShowSearch} onRefresh={list.reload} />
      <Spin spinning={list.loading}>
        <div className="trade-order-list">
          {list.rows.length === 0 && !list.loading ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : list.rows.map((order) => <OrderBlock key={order.id} order={order} />)}
        </div>
      </Spin>
      <Pagination total={list.total} totalCapped={list.totalCapped} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
    </Card>
  );
}
