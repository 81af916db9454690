/**
 * The activity form's SKUs: chosen among the SKUs of the products on sale, each with its seckill
 * price typed in yuan (the form converts to cents), the stock set aside and the limit per member
 * (0: no limit), as the reference's form edits them. A new row starts at the SKU's price and
 * stock, limited to 1.
 */
import { InputNumber, Select, Table, Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ProductSkuOption } from '@tenon/contracts';
import { yuan } from '../../../../../crud/fromResource';

/** One SKU as the form holds it: `seckillPrice` in yuan. */
export interface SeckillProductValue {
  spuId: number;
  skuId: number;
  seckillPrice?: number;
  stock?: number;
  limitBuyCount?: number;
}

export interface SeckillProductsInputProps {
  skus: ProductSkuOption[];
  /** Given by the form item, so its label names the SKU choice. */
  id?: string;
  value?: SeckillProductValue[];
  onChange?: (value: SeckillProductValue[]) => void;
}

const skuText = (sku: ProductSkuOption) => (sku.name ? `${sku.spuName} ${sku.name}` : sku.spuName);

export default function SeckillProductsInput({ skus, id, value = [], onChange }: SeckillProductsInputProps) {
  const byId = new Map(skus.map((s) => [s.id, s]));
  const choose = (ids: number[]) =>
    onChange?.(
      ids.flatMap((id) => {
        const kept = value.find((p) => p.skuId === id);
        if (kept) return [kept];
        const sku = byId.get(id);
        return sku ? [{ spuId: sku.spuId, skuId: sku.id, seckillPrice: sku.price / 100, stock: sku.stock, limitBuyCount: 1 }] : [];
      }),
    );
  const change = (skuId: number, patch: Partial<SeckillProductValue>) => onChange?.(value.map((p) => (p.skuId === skuId ? { ...p, ...patch } : p)));
  return (
    <div>
      <Select
        mode="multiple"
        id={id}
        placeholder="请选择活动商品"
        allowClear
        showSearch
        optionFilterProp="label"
        value={value.map((p) => p.skuId)}
        onChange={choose}
        options={skus.map((sku) => ({ value: sku.id, label: `${skuText(sku)} ￥${yuan(sku.price)}` }))}
        style={{ width: '100%', marginBottom: 8 }}
      />
      <Table<SeckillProductValue>
        size="small"
        rowKey="skuId"
        pagination={false}
        dataSource={value}
        columns={[
          { title: '商品名称', key: 'name', render: (_, p) => (byId.get(p.skuId) ? skuText(byId.get(p.skuId)!) : `SKU ${p.skuId}`) },
          { title: '商品价格', key: 'price', render: (_, p) => (byId.get(p.skuId) ? `￥${yuan(byId.get(p.skuId)!.price)}` : '') },
          { title: '库存', key: 'productStock', render: (_, p) => byId.get(p.skuId)?.stock ?? '' },
          {
            title: '限购(0为不限购)',
            key: 'limitBuyCount',
            render: (_, p) => <InputNumber aria-label="限购" size="small" min={0} max={10000} precision={0} value={p.limitBuyCount} onChange={(v) => change(p.skuId, { limitBuyCount: v ?? undefined })} />,
          },
          {
            title: '秒杀价(元)',
            key: 'seckillPrice',
            render: (_, p) => <InputNumber aria-label="秒杀价(元)" size="small" min={0.01} precision={2} value={p.seckillPrice} onChange={(v) => change(p.skuId, { seckillPrice: v ?? undefined })} />,
          },
          {
            title: '秒杀库存',
            key: 'stock',
            render: (_, p) => <InputNumber aria-label="秒杀库存" size="small" min={1} precision={0} value={p.stock} onChange={(v) => change(p.skuId, { stock: v ?? undefined })} />,
          },
          {
            title: '操作',
            key: 'remove',
            render: (_, p) => (
              <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(value.filter((x) => x.skuId !== p.skuId))}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
