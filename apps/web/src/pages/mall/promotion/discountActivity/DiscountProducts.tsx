/**
 * The SKUs of a discount activity, as the reference's form edits them: chosen from the products on
 * sale (grouped by product), each with its type and its discount, 减 N 元 or 打 N 折, beside its
 * price and the price after. The value holds the wire's numbers (cents, the share paid: 80 = 八折)
 * and the SKU's name, price and stock for display; the inputs show yuan and 折.
 */
import { Button, InputNumber, Select, Space, Table } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { DiscountType, Dicts, type ProductSkuOption } from '@tenon/contracts';
import { useDictDatas } from '../../../../stores/dictStore';

export interface DiscountLine {
  spuId: number;
  skuId: number;
  discountType: number;
  discountPrice?: number | null;
  discountPercent?: number | null;
  spuName: string;
  name: string;
  price: number;
  stock: number;
}

const yuan = (cents: number) => `￥${(cents / 100).toFixed(2)}`;

/** What a unit pays after the discount: the price calculator's rounding (a share paid is rounded down to the cent). */
export function priceAfter(line: Pick<DiscountLine, 'price' | 'discountType' | 'discountPrice' | 'discountPercent'>): number | undefined {
  if (line.discountType === DiscountType.PRICE) return line.discountPrice == null ? undefined : Math.max(line.price - line.discountPrice, 0);
  return line.discountPercent == null ? undefined : Math.floor((line.price * line.discountPercent) / 100);
}

/** A line misses the value of its type. */
export const lineIncomplete = (line: DiscountLine) => (line.discountType === DiscountType.PRICE ? line.discountPrice == null : line.discountPercent == null);

export function DiscountProducts({ id, value = [], onChange, skus }: { id?: string; value?: DiscountLine[]; onChange?: (next: DiscountLine[]) => void; skus: ProductSkuOption[] }) {
  const types = useDictDatas(Dicts.promotionDiscountType).map((entry) => ({ label: entry.label, value: Number(entry.value) }));
  // A SKU saved earlier whose product is off the shelf now is still named by its line.
  const choices = [...skus, ...value.filter((line) => !skus.some((s) => s.id === line.skuId)).map((line) => ({ ...line, id: line.skuId }))];
  const groups = [...new Set(choices.map((s) => s.spuName))].map((spuName) => ({
    label: spuName,
    title: spuName,
    options: choices.filter((s) => s.spuName === spuName).map((s) => ({ label: `${s.spuName} ${s.name}`.trim(), value: s.id })),
  }));
  const choose = (ids: number[]) =>
    onChange?.(
      ids.map((skuId) => {
        const kept = value.find((line) => line.skuId === skuId);
        if (kept) return kept;
        const sku = skus.find((s) => s.id === skuId)!;
        return { spuId: sku.spuId, skuId, discountType: DiscountType.PRICE, spuName: sku.spuName, name: sku.name, price: sku.price, stock: sku.stock };
      }),
    );
  const change = (skuId: number, patch: Partial<DiscountLine>) => onChange?.(value.map((line) => (line.skuId === skuId ? { ...line, ...patch } : line)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        id={id}
        mode="multiple"
        placeholder="请选择活动商品"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={groups}
        value={value.map((line) => line.skuId)}
        onChange={choose}
        style={{ width: '100%' }}
      />
      <Table<DiscountLine>
        rowKey="skuId"
        size="small"
        pagination={false}
        dataSource={value}
        columns={[
          { title: '商品名称', key: 'name', render: (_, line) => `${line.spuName} ${line.name}`.trim() },
          { title: '商品价格', key: 'price', align: 'center', render: (_, line) => yuan(line.price) },
          { title: '库存', dataIndex: 'stock', align: 'center' },
          {
            title: '优惠类型',
            key: 'discountType',
            align: 'center',
            render: (_, line) => (
              <Select aria-label="优惠类型" style={{ width: 110 }} options={types} value={line.discountType} onChange={(discountType: number) => change(line.skuId, { discountType })} />
            ),
          },
          {
            title: '优惠',
            key: 'discount',
            align: 'center',
            render: (_, line) =>
              line.discountType === DiscountType.PRICE ? (
                <Space>
                  减
                  <InputNumber
                    aria-label="优惠金额"
                    placeholder="请输入优惠金额"
                    precision={2}
                    min={0.01}
                    max={Math.max(line.price - 1, 1) / 100}
                    value={line.discountPrice == null ? null : line.discountPrice / 100}
                    onChange={(v) => change(line.skuId, { discountPrice: v == null ? null : Math.round(v * 100) })}
                  />
                  元
                </Space>
              ) : (
                <Space>
                  打
                  <InputNumber
                    aria-label="优惠折扣"
                    placeholder="请输入优惠折扣"
                    precision={1}
                    min={0.1}
                    max={9.9}
                    value={line.discountPercent == null ? null : line.discountPercent / 10}
                    onChange={(v) => change(line.skuId, { discountPercent: v == null ? null : Math.round(v * 10) })}
                  />
                  折
                </Space>
              ),
          },
          {
            title: '优惠后价格',
            key: 'after',
            align: 'center',
            render: (_, line) => {
              const after = priceAfter(line);
              return after === undefined ? '-' : yuan(after);
            },
          },
          {
            title: '操作',
            key: 'actions',
            align: 'center',
            render: (_, line) => (
              <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(value.filter((l) => l.skuId !== line.skuId))}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
