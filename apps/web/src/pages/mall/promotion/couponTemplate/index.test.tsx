/** 优惠劵 against a fake server: the terms in words, the dialog's conditional fields and the body it sends (cents, 折 as the share paid), 修改 reopening in yuan, 领取记录. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, couponApi, couponTemplateApi, productCategoryApi, productSpuApi, type CouponTemplate } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import CouponTemplatePage from './index';

const P = Permissions.promotion;
const template = (id: number, name: string, fields: Partial<CouponTemplate> = {}): CouponTemplate => ({
  id, name, description: '', status: 0, totalCount: 100, takeLimitCount: 1, takeType: 1, usePrice: 100_00, productScope: 1, productSpuIds: [], productScopeValues: [],
  validityType: 2, validStartTime: null, validEndTime: null, fixedStartTerm: 0, fixedEndTerm: 30, discountType: 1, discountPrice: 10_00, discountPercent: null, discountLimitPrice: null,
  takeCount: 40, useCount: 0, createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(), ...fields,
});
const templates = [
  template(1, '满100减10通用劵'),
  template(2, '数码品类9折最多减50', {
    discountType: 2, discountPrice: null, discountPercent: 90, discountLimitPrice: 50_00, usePrice: 0, totalCount: -1, takeLimitCount: -1, productScope: 3, productScopeValues: [2],
    validityType: 1, validStartTime: new Date(2024, 9, 1, 0, 0, 0).getTime(), validEndTime: new Date(2024, 10, 11, 23, 59, 59).getTime(), status: 1,
  }),
];
const dicts = [
  ...COMMON_STATUS,
  dictEntry('promotion_discount_type', '1', '满减'),
  dictEntry('promotion_discount_type', '2', '折扣'),
  dictEntry('promotion_coupon_template_validity_type', '1', '固定日期'),
  dictEntry('promotion_coupon_template_validity_type', '2', '领取之后'),
  dictEntry('promotion_product_scope', '1', '通用劵'),
  dictEntry('promotion_product_scope', '2', '商品劵'),
  dictEntry('promotion_product_scope', '3', '品类劵'),
  dictEntry('promotion_coupon_take_type', '1', '直接领取'),
  dictEntry('promotion_coupon_take_type', '2', '指定发放'),
];
const serverWith = () =>
  createFakeServer()
    .on(couponTemplateApi.page, ok({ list: templates, total: 2 }))
    .on(productSpuApi.getSimpleList, ok([{ id: 7, name: 'iPhone 15', price: 5999_00, marketPrice: 0, picUrl: '' }, { id: 8, name: '小米 14', price: 3999_00, marketPrice: 0, picUrl: '' }]))
    .on(productCategoryApi.list, ok([{ id: 1, parentId: 0, name: '数码家电', picUrl: '', sort: 0, status: 0, description: '', createTime: 0 }, { id: 2, parentId: 1, name: '手机', picUrl: '', sort: 0, status: 0, description: '', createTime: 0 }]));
const permissions = [...Object.values(P.couponTemplate), P.coupon.query];
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('优惠劵', () => {
  it('lists each template’s terms in words, what remains, the limit, the validity and the switch', async () => {
    const { server, user } = renderPage(<CouponTemplatePage />, { server: serverWith(), permissions, dicts });
    await screen.findByText('满100减10通用劵');
    const first = within(rowOf('满100减10通用劵'));
    expect(first.getByText('满 100.00 减 10.00')).toBeInTheDocument();
    expect(first.getByText('60')).toBeInTheDocument();
    expect(first.getByText('1 张/人')).toBeInTheDocument();
    expect(first.getByText('领取后第 0 - 30 天内可用')).toBeInTheDocument();
    expect(first.getByRole('switch')).toBeChecked();
    const second = within(rowOf('数码品类9折最多减50'));
    expect(second.getByText('9 折, 最多减 50.00')).toBeInTheDocument();
    expect(second.getByText('无领取限制')).toBeInTheDocument();
    expect(second.getAllByText('不限')).toHaveLength(2);
    expect(second.getByText('2024-10-01 00:00:00 至 2024-11-11 23:59:59')).toBeInTheDocument();
    expect(second.getByRole('switch')).not.toBeChecked();

    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('优惠券名称'), '满减');
    await user.click(search.getByRole('combobox', { name: '优惠券类型' }));
    await user.click(await screen.findByTitle('折扣'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(couponTemplateApi.page).at(-1)!.search)).toContain('name=满减&discountType=2'));
  });

  it('asks for the terms of each choice', async () => {
    const { user } = renderPage(<CouponTemplatePage />, { server: serverWith(), permissions, dicts });
    await screen.findByText('满100减10通用劵');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('优惠券面额')).toBeInTheDocument();
    expect(dialog.getByLabelText('生效开始时间')).toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: '商品' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '折扣' }));
    await waitFor(() => expect(dialog.queryByLabelText('优惠券面额')).not.toBeInTheDocument());
    expect(await dialog.findByLabelText('最多优惠')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '领取之后' }));
    await waitFor(() => expect(dialog.queryByLabelText('生效开始时间')).not.toBeInTheDocument());
    expect(await dialog.findByLabelText('领取后第几天止')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '品类劵' }));
    // The scope's picker comes with the re-render the choice causes.
    await user.click(await dialog.findByRole('combobox', { name: '品类' }));
    // Only sub-categories: products are filed under those.
    expect(await screen.findByTitle('手机')).toBeInTheDocument();
    expect(screen.queryByTitle('数码家电')).not.toBeInTheDocument();
  });

  it('adds a percentage template of days after taking for chosen products, sending cents and the share paid', async () => {
    const server = serverWith().on(couponTemplateApi.create, ok(3));
    const { user } = renderPage(<CouponTemplatePage />, { server, permissions, dicts });
    await screen.findByText('满100减10通用劵');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('优惠券名称'), '八折劵');
    await user.click(dialog.getByRole('radio', { name: '折扣' }));
    // The discount's fields come with the re-render the choice causes.
    await user.type(await dialog.findByLabelText('优惠券折扣'), '8');
    await user.type(dialog.getByLabelText('最多优惠'), '50');
    await user.clear(dialog.getByLabelText('满多少元可以使用'));
    await user.type(dialog.getByLabelText('满多少元可以使用'), '200');
    await user.click(dialog.getByRole('radio', { name: '领取之后' }));
    await user.type(await dialog.findByLabelText('领取后第几天起'), '1');
    await user.type(dialog.getByLabelText('领取后第几天止'), '15');
    await user.click(dialog.getByRole('radio', { name: '商品劵' }));
    await user.click(await dialog.findByRole('combobox', { name: '商品' }));
    await user.click(await screen.findByTitle('iPhone 15'));
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(couponTemplateApi.create)[0]!.body).toMatchObject({
      name: '八折劵', discountType: 2, discountPercent: 80, discountLimitPrice: 50_00, discountPrice: null, usePrice: 200_00, totalCount: -1, takeLimitCount: 1, takeType: 1,
      validityType: 2, fixedStartTerm: 1, fixedEndTerm: 15, validStartTime: null, validEndTime: null, productScope: 2, productSpuIds: [7], productScopeValues: [7],
    });
  });

  it('reopens a template in yuan and 折 and sends it back unchanged', async () => {
    const server = serverWith().on(couponTemplateApi.get, ok(templates[1]!)).on(couponTemplateApi.update, ok(true));
    const { user } = renderPage(<CouponTemplatePage />, { server, permissions, dicts });
    await screen.findByText('数码品类9折最多减50');
    await user.click(within(rowOf('数码品类9折最多减50')).getByRole('button', { name: /修改/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('优惠券折扣')).toHaveValue('9.0'));
    expect(dialog.getByLabelText('最多优惠')).toHaveValue('50.00');
    expect(dialog.getByText('手机')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(couponTemplateApi.update)[0]!.body).toMatchObject({
      id: 2, discountType: 2, discountPercent: 90, discountLimitPrice: 50_00, usePrice: 0, totalCount: -1, productScope: 3, productScopeValues: [2], productSpuIds: [],
      validityType: 1, validStartTime: templates[1]!.validStartTime, validEndTime: templates[1]!.validEndTime, fixedStartTerm: null,
    });
  });

  it('发放 gives an enabled template to the members found by nickname', async () => {
    const server = serverWith()
      .on(couponApi.memberOptions, (req) =>
        ok(new URLSearchParams(req.search).get('keyword') === '芋艿' ? [{ id: 11, nickname: '芋艿会员', mobile: '156****1300' }] : [{ id: 12, nickname: '张三', mobile: '188****0001' }]),
      )
      .on(couponApi.send, ok(true));
    const { user } = renderPage(<CouponTemplatePage />, { server, permissions, dicts });
    await screen.findByText('满100减10通用劵');
    expect(within(rowOf('数码品类9折最多减50')).queryByRole('button', { name: /发放/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('满100减10通用劵')).getByRole('button', { name: /发放/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByDisplayValue('满100减10通用劵')).toBeInTheDocument();
    await user.type(dialog.getByRole('combobox', { name: '会员' }), '芋艿');
    await user.click(await screen.findByText('芋艿会员（156****1300）'));
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('发放成功')).toBeInTheDocument();
    expect(server.received(couponApi.send)[0]!.body).toEqual({ templateId: 1, userIds: [11] });
  });

  it('opens the template’s coupons from 领取记录', async () => {
    const { user } = renderPage(<CouponTemplatePage />, {
      server: serverWith(),
      permissions,
      dicts,
      path: '/promotion/coupon-template',
      routes: { '/promotion/coupon': <p>会员优惠劵页</p> },
    });
    await screen.findByText('满100减10通用劵');
    await user.click(within(rowOf('满100减10通用劵')).getByRole('button', { name: /领取记录/ }));
    expect(await screen.findByText('会员优惠劵页')).toBeInTheDocument();
  });
});
