/**
 * 优惠劵 (`/promotion/coupon-template`): the templates with their terms in words (满 100.00 减
 * 10.00, 8 折, 最多减 50.00; a date range or days after taking), how many remain, and a switch
 * to enable or disable each. Its dialog asks for the terms of the chosen types
 * (`couponTemplateForm.tsx`); 发放 gives an enabled template's coupons to chosen members
 * (`SendCouponDialog.tsx`); 领取记录 opens 会员优惠劵 for the row's template.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GiftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CommonStatus, couponTemplateApi, couponTemplateResource, Permissions, productCategoryApi, productSpuApi, type CouponTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import ResourcePage from '../../../../crud/ResourcePage';
import StatusSwitch from '../../../../crud/StatusSwitch';
import { useCan } from '../../../../permission/useCan';
import { couponTemplateForm } from './couponTemplateForm';
import { discountText, limitText, validityText } from './couponTerms';
import SendCouponDialog from './SendCouponDialog';

export default function CouponTemplatePage() {
  const navigate = useNavigate();
  const can = useCan();
  const [sending, setSending] = useState<CouponTemplate | null>(null);
  const products = useQuery({ queryKey: ['product-spu-simple-list'], queryFn: () => callApi(productSpuApi.getSimpleList, {}) });
  const categories = useQuery({ queryKey: ['product-category-list'], queryFn: () => callApi(productCategoryApi.list, { query: {} }) });
  const productOptions = (products.data ?? []).map((p) => ({ label: p.name, value: p.id }));
  // Products are filed under sub-categories only, so a 品类劵 names those.
  const categoryOptions = (categories.data ?? []).filter((c) => c.parentId !== 0).map((c) => ({ label: c.name, value: c.id }));
  const status = (row: CouponTemplate) => (
    <StatusSwitch
      status={row.status}
      subject={`"${row.name}"${couponTemplateResource.noun}`}
      editable={can.hasPermission(couponTemplateResource.permissions.update!)}
      onChange={(next) => callApi(couponTemplateApi.updateStatus, { body: { id: row.id, status: next } })}
      reloads={couponTemplateApi.page}
    />
  );
  return (
    <ResourcePage
      resource={couponTemplateResource}
      render={{
        discountPrice: discountText,
        totalCount: (row) => limitText(row.totalCount),
        takeCount: (row) => (row.totalCount === -1 ? limitText(-1) : row.totalCount - row.takeCount),
        takeLimitCount: (row) => (row.takeLimitCount === -1 ? '无领取限制' : `${row.takeLimitCount} 张/人`),
        validityType: validityText,
        status,
      }}
      form={couponTemplateForm(productOptions, categoryOptions)}
      rowActions={[
        {
          label: '发放',
          icon: <GiftOutlined aria-hidden />,
          permission: couponTemplateResource.permissions.update,
          beforeDelete: true,
          shownFor: (row) => row.status === CommonStatus.ENABLE,
          onClick: setSending,
        },
        {
          label: '领取记录',
          icon: <UnorderedListOutlined aria-hidden />,
          permission: Permissions.promotion.coupon.query,
          beforeDelete: true,
          onClick: (row) => navigate(`/promotion/coupon?templateId=${row.id}`),
        },
      ]}
    >
      <SendCouponDialog template={sending} onClose={() => setSending(null)} />
    </ResourcePage>
  );
}
