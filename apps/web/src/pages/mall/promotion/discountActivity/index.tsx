/**
 * 限时折扣活动 (`/promotion/discount-activity`): the contract's `discountActivityResource`, its
 * state a tag of promotion_activity_status. The dialog takes the window as one range and the SKUs
 * with their discounts (`DiscountProducts`). A closed activity is not changed; 关闭 applies to
 * one not yet ended; 删除 to a closed or ended one (the server's rules, shown before asking it).
 */
import { useQuery } from '@tanstack/react-query';
import { discountActivityApi, discountActivityResource, DiscountType, productSkuApi, type BodyOf, type DiscountActivity, type DiscountActivityDetail } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { callApi } from '../../../../api/callApi';
import { ActivityTimeCell, ActivityTimeRange, splitTimeRange, withTimeRange } from '../activityTime';
import { DiscountProducts, lineIncomplete, type DiscountLine } from './DiscountProducts';
import { useActivityRows } from '../activityRows';

type Values = BodyOf<typeof discountActivityApi.create>;

/** Only the chosen type's value goes to the server; the display fields stay here. */
const toBody = (values: Values): Values => {
  const body = splitTimeRange(values);
  return {
    ...body,
    products: (body.products as DiscountLine[]).map(({ spuId, skuId, discountType, discountPrice, discountPercent }) =>
      discountType === DiscountType.PRICE ? { spuId, skuId, discountType, discountPrice } : { spuId, skuId, discountType, discountPercent },
    ),
  };
};

export default function DiscountActivityPage() {
  const activityRows = useActivityRows<DiscountActivity>(discountActivityResource.noun, discountActivityApi);
  const skus = useQuery({ queryKey: ['product-sku-option-list'], queryFn: () => callApi(productSkuApi.getOptionList, { query: {} }) });
  return (
    <ResourcePage
      resource={discountActivityResource}
      render={{ startTime: (row) => <ActivityTimeCell startTime={row.startTime} endTime={row.endTime} /> }}
      inputs={{ startTime: <ActivityTimeRange />, products: <DiscountProducts skus={skus.data ?? []} /> }}
      form={{
        width: 1000,
        labelWidth: 80,
        fromRecord: (record: DiscountActivityDetail) => withTimeRange(record) as unknown as Values,
        toBody,
        fieldExtras: {
          // One range control, not the kit's picker of one moment.
          startTime: { kind: 'text' },
          products: {
            rules: [
              {
                validator: (_, lines?: DiscountLine[]) => (lines?.some(lineIncomplete) ? Promise.reject(new Error('请填写每个商品的优惠')) : Promise.resolve()),
              },
            ],
          },
        },
      }}
      {...activityRows}
    />
  );
}
