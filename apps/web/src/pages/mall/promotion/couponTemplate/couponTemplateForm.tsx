/**
 * 优惠劵's add/edit dialog, laid out as the reference's: the terms each choice asks for appear
 * with it (a price or a percentage; a date range or days after taking; products or categories).
 * Money is typed in yuan and the percentage in 折 (8 = 八折), sent as cents and the share paid (80).
 */
import { InputNumber, Select } from 'antd';
import {
  CouponValidityType,
  DiscountType,
  Dicts,
  ProductScope,
  couponTemplateResource,
  type BodyOf,
  type CouponTemplate,
  type couponTemplateApi,
} from '@tenon/contracts';
import type { FormField, Option, ResourceForm } from '../../../../crud/listResource';

export type CouponTemplateValues = BodyOf<typeof couponTemplateApi.create>;

const F = couponTemplateResource.fields;
const yuanInput = (placeholder?: string) => <InputNumber min={0} max={21_474_836} precision={2} addonAfter="元" placeholder={placeholder} style={{ width: '100%' }} />;
const countInput = (placeholder: string) => <InputNumber min={-1} precision={0} addonAfter="张" placeholder={placeholder} style={{ width: '100%' }} />;
const dayInput = (placeholder: string) => <InputNumber min={0} max={3650} precision={0} addonAfter="天" placeholder={placeholder} style={{ width: '100%' }} />;
const picker = (options: Option[], placeholder: string) => <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={options} placeholder={placeholder} />;

const priceOff = (v: Partial<CouponTemplateValues>) => v.discountType === DiscountType.PRICE;
const percent = (v: Partial<CouponTemplateValues>) => v.discountType === DiscountType.PERCENT;
const dated = (v: Partial<CouponTemplateValues>) => v.validityType === CouponValidityType.DATE;
const term = (v: Partial<CouponTemplateValues>) => v.validityType === CouponValidityType.TERM;

export function couponTemplateFields(products: Option[], categories: Option[]): FormField<CouponTemplateValues>[] {
  return [
    { name: 'name', label: F.name.title, placeholder: '请输入优惠券名称' },
    { name: 'description', label: '优惠券说明', kind: 'textarea' },
    { name: 'discountType', label: F.discountType.title, kind: 'dict', dict: Dicts.promotionDiscountType },
    { name: 'discountPrice', label: '优惠券面额', input: yuanInput('请输入优惠金额，单位：元'), required: true, shownWhen: priceOff },
    {
      name: 'discountPercent',
      label: '优惠券折扣',
      input: <InputNumber min={1} max={9.9} precision={1} addonAfter="折" placeholder="优惠券折扣不能小于 1 折，且不可大于 9.9 折" style={{ width: '100%' }} />,
      required: true,
      shownWhen: percent,
    },
    { name: 'discountLimitPrice', label: '最多优惠', input: yuanInput('不填则不限'), shownWhen: percent },
    { name: 'usePrice', label: '满多少元可以使用', input: yuanInput('无门槛请设为 0'), required: true },
    { name: 'takeType', label: '领取方式', kind: 'dict', dict: Dicts.promotionCouponTakeType },
    { name: 'totalCount', label: F.totalCount.title, input: countInput('发放数量，没有之后不能领取或发放，-1 为不限制'), required: true },
    { name: 'takeLimitCount', label: '每人限领个数', input: countInput('设置为 -1 时，可无限领取'), required: true },
    { name: 'validityType', label: '有效期类型', kind: 'dict', dict: Dicts.promotionCouponTemplateValidityType },
    { name: 'validStartTime', label: '生效开始时间', kind: 'dateTime', required: true, shownWhen: dated },
    { name: 'validEndTime', label: '生效结束时间', kind: 'dateTime', required: true, shownWhen: dated },
    { name: 'fixedStartTerm', label: '领取后第几天起', input: dayInput('0 为当天生效'), required: true, shownWhen: term },
    { name: 'fixedEndTerm', label: '领取后第几天止', input: dayInput('请输入结束天数'), required: true, shownWhen: term },
    { name: 'productScope', label: '活动商品', kind: 'dict', dict: Dicts.promotionProductScope },
    { name: 'productSpuIds', label: '商品', input: picker(products, '请选择活动商品'), required: '请选择活动商品', shownWhen: (v) => v.productScope === ProductScope.SPU },
    { name: 'productScopeValues', label: '品类', input: picker(categories, '请选择商品品类'), required: '请选择商品品类', shownWhen: (v) => v.productScope === ProductScope.CATEGORY },
  ];
}

const cents = (yuan: number | null | undefined) => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
const yuanOf = (c: number | null) => (c === null ? undefined : c / 100);

/** The record as the form shows it: yuan, 折, the scope's ids under the picker of its kind. */
export function fromRecord(t: CouponTemplate): Partial<CouponTemplateValues> {
  return {
    ...t,
    usePrice: t.usePrice / 100,
    discountPrice: yuanOf(t.discountPrice),
    discountLimitPrice: yuanOf(t.discountLimitPrice),
    discountPercent: t.discountPercent === null ? undefined : t.discountPercent / 10,
    productSpuIds: t.productScope === ProductScope.SPU ? t.productScopeValues : [],
    productScopeValues: t.productScope === ProductScope.CATEGORY ? t.productScopeValues : [],
    validStartTime: t.validStartTime ?? undefined,
    validEndTime: t.validEndTime ?? undefined,
    fixedStartTerm: t.fixedStartTerm ?? undefined,
    fixedEndTerm: t.fixedEndTerm ?? undefined,
  };
}

/** The body: cents and the share paid, and only the terms of the chosen types (the others null). */
export function toBody(v: CouponTemplateValues): CouponTemplateValues {
  const price = v.discountType === DiscountType.PRICE;
  const date = v.validityType === CouponValidityType.DATE;
  const ids = v.productScope === ProductScope.SPU ? (v.productSpuIds ?? []) : v.productScope === ProductScope.CATEGORY ? (v.productScopeValues ?? []) : [];
  return {
    ...v,
    usePrice: cents(v.usePrice) ?? 0,
    discountPrice: price ? cents(v.discountPrice) : null,
    discountPercent: price || v.discountPercent === null || v.discountPercent === undefined ? null : Math.round(v.discountPercent * 10),
    discountLimitPrice: price ? null : cents(v.discountLimitPrice),
    validStartTime: date ? v.validStartTime : null,
    validEndTime: date ? v.validEndTime : null,
    fixedStartTerm: date ? null : v.fixedStartTerm,
    fixedEndTerm: date ? null : v.fixedEndTerm,
    productSpuIds: v.productScope === ProductScope.SPU ? ids : [],
    productScopeValues: ids,
  };
}

export const couponTemplateForm = (products: Option[], categories: Option[]): ResourceForm<CouponTemplateValues, CouponTemplate> => ({
  width: 640,
  labelWidth: 140,
  fields: couponTemplateFields(products, categories),
  fromRecord,
  toBody,
});
