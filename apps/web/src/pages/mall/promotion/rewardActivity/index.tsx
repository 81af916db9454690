/**
 * 满减送活动 (`/promotion/reward-activity`): the contract's `rewardActivityResource`, its state a
 * tag of promotion_activity_status. The dialog takes the window as one range, the tiers
 * (`RewardRules`, with gift coupons from the enabled templates when the user may list them) and
 * the products it covers: all, chosen products (v1.7's `productSpuIds`) or chosen categories.
 * Row actions follow the server's rules as for 限时折扣活动.
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import {
  couponTemplateApi,
  productCategoryApi,
  ProductScope,
  productSpuApi,
  rewardActivityApi,
  rewardActivityResource,
  type BodyOf,
  type RewardActivityRow,
} from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { callApi } from '../../../../api/callApi';
import { useCan } from '../../../../permission/useCan';
import { ActivityTimeCell, ActivityTimeRange, splitTimeRange, withTimeRange } from '../activityTime';
import { RewardRules, ruleIncomplete } from './RewardRules';
import { useActivityRows } from '../activityRows';

type Values = BodyOf<typeof rewardActivityApi.create>;

/** Only the chosen scope's values go to the server. */
const toBody = (values: Values): Values => {
  const body = splitTimeRange(values);
  return {
    ...body,
    productSpuIds: body.productScope === ProductScope.SPU ? (body.productSpuIds ?? []) : [],
    productScopeValues: body.productScope === ProductScope.CATEGORY ? (body.productScopeValues ?? []) : body.productScope === ProductScope.SPU ? (body.productSpuIds ?? []) : [],
  };
};

export default function RewardActivityPage() {
  const activityRows = useActivityRows<RewardActivityRow>(rewardActivityResource.noun, rewardActivityApi);
  const can = useCan();
  const spus = useQuery({ queryKey: ['product-spu-simple-list'], queryFn: () => callApi(productSpuApi.getSimpleList) });
  const categories = useQuery({ queryKey: ['product-category-list'], queryFn: () => callApi(productCategoryApi.list, { query: {} }) });
  const mayListCoupons = can.hasPermission(couponTemplateApi.list.access.permission);
  const coupons = useQuery({ queryKey: ['coupon-template-list'], queryFn: () => callApi(couponTemplateApi.list, { query: {} }), enabled: mayListCoupons });
  const spuOptions = (spus.data ?? []).map((s) => ({ label: `${s.name} ￥${(s.price / 100).toFixed(2)}`, value: s.id }));
  // Products are filed under sub-categories only.
  const categoryOptions = (categories.data ?? []).filter((c) => c.parentId !== 0).map((c) => ({ label: c.name, value: c.id }));
  return (
    <ResourcePage
      resource={rewardActivityResource}
      render={{ startTime: (row) => <ActivityTimeCell startTime={row.startTime} endTime={row.endTime} /> }}
      inputs={{
        startTime: <ActivityTimeRange />,
        rules: <RewardRules coupons={mayListCoupons ? (coupons.data ?? []) : undefined} />,
        productSpuIds: <Select mode="multiple" placeholder="请选择活动商品" options={spuOptions} showSearch={{ optionFilterProp: 'label' }} allowClear />,
        productScopeValues: <Select mode="multiple" placeholder="请选择商品分类" options={categoryOptions} showSearch={{ optionFilterProp: 'label' }} allowClear />,
      }}
      form={{
        width: 900,
        labelWidth: 80,
        fromRecord: (record: RewardActivityRow) => withTimeRange(record) as unknown as Values,
        toBody,
        fieldExtras: {
          // One range control, not the kit's picker of one moment.
          startTime: { kind: 'text' },
          rules: {
            rules: [{ validator: (_, rules?: Values['rules']) => (rules?.some(ruleIncomplete) ? Promise.reject(new Error('请填写每档的优惠门槛')) : Promise.resolve()) }],
          },
          productSpuIds: { required: '商品范围不能为空', shownWhen: (values) => values.productScope === ProductScope.SPU },
          productScopeValues: { required: '商品范围不能为空', shownWhen: (values) => values.productScope === ProductScope.CATEGORY },
        },
      }}
      {...activityRows}
    />
  );
}
