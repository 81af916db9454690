/**
 * 会员优惠劵 (`/promotion/coupon`): the coupons members hold, under status tabs (全部 and each
 * status), searched by the member's nickname and the time taken; opened from 优惠劵 for one
 * template (`?templateId=`). 回收 takes back a coupon not yet used, after the reference's question.
 */
import { useSearchParams } from 'react-router';
import { DeleteOutlined } from '@ant-design/icons';
import { CouponStatus, couponApi, couponResource, Dicts, Permissions, type Coupon } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import ResourcePage from '../../../../crud/ResourcePage';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { useDictDatas } from '../../../../stores/dictStore';
import { parseTime } from '../../../../utils/date';
import { discountText } from '../couponTemplate/couponTerms';

const validity = (c: Coupon) => `${parseTime(c.validStartTime)} 至 ${parseTime(c.validEndTime)}`;

export default function CouponPage() {
  const [params] = useSearchParams();
  const templateId = Number(params.get('templateId')) || undefined;
  const act = useConfirmedAction();
  const statuses = useDictDatas(Dicts.promotionCouponStatus);
  const tabs = [{ key: 'all', label: '全部' }, ...statuses.map((s) => ({ key: s.value, label: s.label, value: Number(s.value) }))];
  return (
    <ResourcePage
      // Another template's coupons opened while this page is kept alive start their own search.
      key={templateId ?? 'all'}
      resource={couponResource}
      fixedFilters={templateId ? { templateId } : undefined}
      render={{ discountPrice: discountText, validEndTime: validity }}
      tabs={{ filter: 'status', tabs }}
      rowActions={[
        {
          label: '回收',
          icon: <DeleteOutlined aria-hidden />,
          permission: Permissions.promotion.coupon.delete,
          disabledFor: (row) => (row.status === CouponStatus.USED ? '已使用的优惠劵无法回收' : undefined),
          onClick: (row) =>
            void act({
              confirm: '回收将会收回会员领取的待使用的优惠券，已使用的将无法回收，确定要回收所选优惠券吗？',
              run: () => callApi(couponApi.delete, { query: { id: row.id } }),
              success: '回收成功',
              reloads: couponApi.page,
            }),
        },
      ]}
    />
  );
}
