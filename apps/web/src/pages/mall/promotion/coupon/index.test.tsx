/** 会员优惠劵 against a fake server: the coupons with member, terms and status, the status tabs, one template's coupons from the address, 回收 after the reference's question. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, couponApi, type Coupon } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import CouponPage from './index';

const P = Permissions.promotion.coupon;
const coupon = (id: number, nickname: string, fields: Partial<Coupon> = {}): Coupon => ({
  id, templateId: 5, name: '满100减10通用劵', status: 1, userId: id, nickname, takeType: 1, usePrice: 100_00,
  validStartTime: new Date(2024, 9, 1, 0, 0, 0).getTime(), validEndTime: new Date(2024, 9, 31, 23, 59, 59).getTime(),
  productScope: 1, productSpuIds: [], productScopeValues: [], discountType: 1, discountPercent: null, discountPrice: 10_00, discountLimitPrice: null,
  useOrderId: null, useTime: null, createTime: new Date(2024, 9, 1, 8, 0, 0).getTime(), ...fields,
});
const dicts = [
  dictEntry('promotion_discount_type', '1', '满减'),
  dictEntry('promotion_discount_type', '2', '折扣'),
  dictEntry('promotion_coupon_take_type', '1', '直接领取'),
  dictEntry('promotion_coupon_take_type', '2', '指定发放'),
  dictEntry('promotion_coupon_status', '1', '未使用'),
  dictEntry('promotion_coupon_status', '2', '已使用'),
  dictEntry('promotion_coupon_status', '3', '已过期'),
];
const coupons = [
  coupon(1, '芋艿会员'),
  coupon(2, '张三丰', { status: 2, takeType: 2, useTime: new Date(2024, 9, 3, 12, 0, 0).getTime(), discountType: 2, discountPrice: null, discountPercent: 85, usePrice: 0 }),
];
const serverWith = () => createFakeServer().on(couponApi.page, ok({ list: coupons, total: 2 })).on(couponApi.delete, ok(true));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('会员优惠劵', () => {
  it('lists the coupons with member, terms, status, validity and times, under status tabs', async () => {
    const { server, user } = renderPage(<CouponPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('芋艿会员');
    const mine = within(rowOf('芋艿会员'));
    expect(mine.getByText('满 100.00 减 10.00')).toBeInTheDocument();
    expect(mine.getByText('未使用')).toBeInTheDocument();
    expect(mine.getByText('直接领取')).toBeInTheDocument();
    expect(mine.getByText('2024-10-01 00:00:00 至 2024-10-31 23:59:59')).toBeInTheDocument();
    const used = within(rowOf('张三丰'));
    expect(used.getByText('8.5 折')).toBeInTheDocument();
    expect(used.getByText('已使用')).toBeInTheDocument();
    expect(used.getByText('2024-10-03 12:00:00')).toBeInTheDocument();
    expect(used.getByRole('button', { name: /回收/ })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: '已过期' }));
    await waitFor(() => expect(server.received(couponApi.page).at(-1)!.search).toContain('status=3'));
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('会员昵称'), '芋艿');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(couponApi.page).at(-1)!.search)).toContain('nickname=芋艿'));
  });

  it('lists one template’s coupons when opened for it', async () => {
    const { server } = renderPage(<CouponPage />, { server: serverWith(), permissions: Object.values(P), dicts, path: '/promotion/coupon', entry: '/promotion/coupon?templateId=5' });
    await screen.findByText('芋艿会员');
    expect(server.received(couponApi.page)[0]!.search).toContain('templateId=5');
  });

  it('回收 a coupon after the reference’s question', async () => {
    const { server, user } = renderPage(<CouponPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('芋艿会员');
    await user.click(within(rowOf('芋艿会员')).getByRole('button', { name: /回收/ }));
    expect(await screen.findByText('回收将会收回会员领取的待使用的优惠券，已使用的将无法回收，确定要回收所选优惠券吗？')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(couponApi.delete)[0]!.search).toContain('id=1'));
    expect(await screen.findByText('回收成功')).toBeInTheDocument();
  });
});
