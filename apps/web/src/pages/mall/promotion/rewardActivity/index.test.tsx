/** 满减送活动 against a fake server: the state column and actions, and the dialog's tiers in yuan, its product scope and gift coupons. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  couponTemplateApi,
  Permissions,
  productCategoryApi,
  productSpuApi,
  rewardActivityApi,
  type CouponTemplate,
  type RewardActivityRow,
} from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import RewardActivityPage from './index';

const P = Permissions.promotion.rewardActivity;
const at = (d: number, h = 0) => new Date(2024, 10, d, h, 0, 0).getTime();
const activity = (id: number, name: string, status: number, fields: Partial<RewardActivityRow> = {}): RewardActivityRow => ({
  id,
  name,
  status,
  startTime: at(1),
  endTime: at(30, 23),
  remark: '',
  conditionType: 10,
  productScope: 1,
  productSpuIds: [],
  productScopeValues: [],
  rules: [],
  createTime: at(1),
  ...fields,
});
const dicts = [
  dictEntry('promotion_activity_status', '20', '进行中'),
  dictEntry('promotion_activity_status', '40', '已关闭'),
  dictEntry('promotion_condition_type', '10', '满 N 元'),
  dictEntry('promotion_condition_type', '20', '满 N 件'),
  dictEntry('promotion_product_scope', '1', '通用劵'),
  dictEntry('promotion_product_scope', '2', '商品劵'),
  dictEntry('promotion_product_scope', '3', '品类劵'),
];
const running = activity(1, '全场满减', 20, {
  productScope: 2,
  productSpuIds: [4],
  productScopeValues: [4],
  rules: [
    { limit: 199_00, discountPrice: 20_00, freeDelivery: false, point: 0, couponIds: [], couponCounts: [] },
    { limit: 399_00, discountPrice: 50_00, freeDelivery: true, point: 10, couponIds: [7], couponCounts: [2] },
  ],
});
const list = [running, activity(2, '国庆满减', 40)];
const template: CouponTemplate = {
  id: 7, name: '满100减10券', description: '', status: 0, totalCount: 100, takeLimitCount: 1, takeType: 1, usePrice: 100_00, productScope: 1, productSpuIds: [], productScopeValues: [],
  validityType: 2, validStartTime: null, validEndTime: null, fixedStartTerm: 0, fixedEndTerm: 7, discountType: 1, discountPercent: null, discountPrice: 10_00, discountLimitPrice: null,
  takeCount: 0, useCount: 0, createTime: at(1),
};
const serverWith = () =>
  createFakeServer()
    .on(rewardActivityApi.page, ok({ list, total: list.length }))
    .on(rewardActivityApi.get, ok(running))
    .on(rewardActivityApi.update, ok(true))
    .on(rewardActivityApi.close, ok(true))
    .on(productSpuApi.getSimpleList, ok([{ id: 4, name: '小米 14', price: 3999_00, marketPrice: 0, picUrl: '' }]))
    .on(productCategoryApi.list, ok([]))
    .on(couponTemplateApi.list, ok([template]));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;
const button = (row: string, name: RegExp) => within(rowOf(row)).queryByRole('button', { name });

describe('满减送活动', () => {
  it('offers 关闭 while it runs and 删除 once closed', async () => {
    const { server, user } = renderPage(<RewardActivityPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('全场满减');
    expect(within(rowOf('全场满减')).getByText('进行中')).toBeInTheDocument();
    expect(button('全场满减', /删除/)).toBeDisabled();
    expect(button('国庆满减', /关闭/)).toBeNull();
    expect(button('国庆满减', /修改/)).toBeDisabled();
    expect(button('国庆满减', /删除/)).toBeEnabled();
    await user.click(button('全场满减', /关闭/)!);
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(rewardActivityApi.close)[0]!.search).toBe('id=1'));
  });

  it('shows the tiers in yuan with their gifts, and saves a changed tier in cents', async () => {
    const { server, user } = renderPage(<RewardActivityPage />, {
      server: serverWith(),
      permissions: [...Object.values(P), Permissions.promotion.couponTemplate.query],
      dicts,
    });
    await screen.findByText('全场满减');
    await user.click(button('全场满减', /修改/)!);
    const dialog = await screen.findByRole('dialog');
    const second = await within(dialog).findByRole('group', { name: '第 2 档' });
    expect(within(second).getByRole('spinbutton', { name: '优惠门槛' })).toHaveValue('399.00');
    expect(within(second).getByRole('spinbutton', { name: '优惠金额' })).toHaveValue('50.00');
    expect(within(second).getByRole('checkbox', { name: '包邮' })).toBeChecked();
    expect(await within(second).findAllByText('满100减10券', { exact: false })).not.toHaveLength(0);
    expect(within(second).getByRole('spinbutton', { name: '赠送数量' })).toHaveValue('2');
    expect(within(dialog).getByRole('radio', { name: '商品劵' })).toBeChecked();

    const first = within(dialog).getByRole('group', { name: '第 1 档' });
    const discount = within(first).getByRole('spinbutton', { name: '优惠金额' });
    await user.clear(discount);
    await user.type(discount, '25.5');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(rewardActivityApi.update)).toHaveLength(1));
    expect(server.received(rewardActivityApi.update)[0]!.body).toMatchObject({
      id: 1,
      startTime: at(1),
      endTime: at(30, 23),
      conditionType: 10,
      productScope: 2,
      productSpuIds: [4],
      productScopeValues: [4],
      rules: [
        { limit: 199_00, discountPrice: 25_50 },
        { limit: 399_00, discountPrice: 50_00, freeDelivery: true, point: 10, couponIds: [7], couponCounts: [2] },
      ],
    });
  });

  it('counts pieces for a count condition and leaves gifts out for a user who may not list coupon templates', async () => {
    const { server, user } = renderPage(<RewardActivityPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('全场满减');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '通用劵' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '满 N 件' }));
    await user.click(within(dialog).getByRole('button', { name: /添加优惠规则/ }));
    // The tier's unit follows the condition chosen, through the form's re-render.
    const tier = await within(dialog).findByRole('group', { name: '第 1 档' });
    await waitFor(() => expect(tier).toHaveTextContent('件'));
    expect(within(tier).queryByRole('combobox', { name: '赠送优惠劵' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写每档的优惠门槛')).toBeInTheDocument();
    expect(server.received(couponTemplateApi.list)).toHaveLength(0);
  });
});
