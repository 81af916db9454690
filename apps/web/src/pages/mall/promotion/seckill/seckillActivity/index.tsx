/**
 * 秒杀活动管理 (`/promotion/seckill-activity`): the contract's `seckillActivityResource` with the
 * slots as tags, the window, the SKUs at their seckill price, and the state the server computes.
 * The dialog chooses slots (enabled ones) and SKUs (`/product/sku/get-option-list`), each with a
 * seckill price typed in yuan and sent in cents. 关闭 shows while an activity has not ended; a
 * closed activity is not changed, and only a closed or ended one is deleted. 查看秒杀活动 of
 * 秒杀时段管理 opens this list filtered by its slot (`?timeId=`).
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Tag } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import {
  productSkuApi,
  seckillActivityApi,
  seckillActivityResource,
  seckillTimeApi,
  type BodyOf,
  type SeckillActivity,
} from '@tenon/contracts';
import ResourcePage from '../../../../../crud/ResourcePage';
import { yuan } from '../../../../../crud/fromResource';
import { Can } from '../../../../../permission/Can';
import { callApi } from '../../../../../api/callApi';
import { parseTime } from '../../../../../utils/date';
import SeckillProductsInput, { type SeckillProductValue } from './SeckillProductsInput';
import { useActivityRows } from '../../activityRows';

type Values = BodyOf<typeof seckillActivityApi.create>;
const P = seckillActivityResource.permissions;

export default function SeckillActivityPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activityRows = useActivityRows<SeckillActivity>(seckillActivityResource.noun, seckillActivityApi);
  const slots = useQuery({ queryKey: ['promotion-seckill-time-list'], queryFn: () => callApi(seckillTimeApi.list, {}) });
  const skus = useQuery({ queryKey: ['product-sku-option-list'], queryFn: () => callApi(productSkuApi.getOptionList, { query: {} }) });
  const slotList = slots.data ?? [];
  const slotName = new Map(slotList.map((s) => [s.id, s.name]));
  const timeId = Number(params.get('timeId')) || undefined;
  return (
    <ResourcePage
      resource={seckillActivityResource}
      initialFilters={timeId ? { timeId } : undefined}
      options={{ timeIds: slotList.map((s) => ({ label: s.name, value: s.id })) }}
      render={{
        timeIds: (row) => row.timeIds.map((id) => <Tag key={id}>{slotName.get(id) ?? id}</Tag>),
        startTime: (row) => (
          <>
            <div>开始: {parseTime(row.startTime)}</div>
            <div>结束: {parseTime(row.endTime)}</div>
          </>
        ),
        products: (row) =>
          row.products.map((p) => (
            <div key={p.skuId}>
              {p.name ? `${p.spuName} ${p.name}` : p.spuName} 秒杀价 ￥{yuan(p.seckillPrice)}（库存 {p.stock}）
            </div>
          )),
      }}
      toolbar={
        <Can permissions={[P.create!]}>
          <Button type="primary" ghost icon={<FieldTimeOutlined aria-hidden />} onClick={() => navigate('/promotion/seckill-time')}>
            管理参与场次
          </Button>
        </Can>
      }
      {...activityRows}
      form={{
        width: 1100,
        fieldExtras: {
          name: { placeholder: '请输入秒杀活动名称' },
          startTime: { span: 12 },
          endTime: { span: 12 },
          timeIds: {
            required: '秒杀场次不能为空',
            input: <SlotSelect options={slotList.filter((s) => s.status === 0).map((s) => ({ label: `${s.name}: { ${s.startTime} -- ${s.endTime} }`, value: s.id }))} />,
          },
          products: { required: '商品列表不能为空', input: <SeckillProductsInput skus={skus.data ?? []} /> },
        },
        fromRecord: (record: SeckillActivity) => ({
          ...record,
          products: record.products.map(({ spuId, skuId, seckillPrice, stock, limitBuyCount }) => ({ spuId, skuId, seckillPrice: seckillPrice / 100, stock, limitBuyCount })),
        }),
        toBody: (values: Values) => ({
          ...values,
          // An emptied cell is sent as 0, which the contract refuses with the column's name.
          products: (values.products as SeckillProductValue[]).map((p) => ({ ...p, seckillPrice: Math.round((p.seckillPrice ?? 0) * 100), stock: p.stock ?? 0, limitBuyCount: p.limitBuyCount ?? 0 })),
        }),
      }}
    />
  );
}

/** The slots, several at once, as the reference's form chooses them; `id` from the form item, so its label names it. */
function SlotSelect(props: { options: Array<{ label: string; value: number }>; id?: string; value?: number[]; onChange?: (value: number[]) => void }) {
  return <Select mode="multiple" allowClear placeholder="请选择参与场次" {...props} />;
}
