/**
 * A member's order through the console, on the real server: the demo member places an order and
 * pays it with 模拟支付 through the members' API (as the shop would); the administrator finds it
 * in 订单列表, delivers it, and, once the member has received it and asked for a refund, handles
 * the after-sale in 售后退款 (同意, 确认退款) until it reads 退款成功.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './session';
import { confirmPrompt, dialogSettled, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const APP = '/tri-real-api/app-api';
const MEMBER = { mobile: '15601691300', password: 'member123' };

type Answer<T> = { code: number; msg: string; data: T };

/** The demo member of 榫卯科技, on the members' API. */
async function member(request: APIRequestContext) {
  const login = (await (await request.post(`${APP}/member/auth/login`, { headers: { 'tenant-id': '1' }, data: MEMBER })).json()) as Answer<{ accessToken: string }>;
  expect(login.code, login.msg).toBe(0);
  const headers = { 'tenant-id': '1', authorization: `Bearer ${login.data.accessToken}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const res = await request.fetch(`${APP}${path}`, { method, headers, ...(method === 'GET' ? { params: data as Record<string, string> } : { data }) });
    const answer = (await res.json()) as Answer<T>;
    expect(answer.code, `${method} ${path}: ${answer.msg}`).toBe(0);
    return answer.data;
  };
  return call;
}

test('a member’s order: delivered from 订单列表, then its refund handled in 售后退款', async ({ page }) => {
  test.slow();
  const call = await member(page.request);
  const address = await call<{ id: number }>('GET', '/member/address/get-default');
  const spus = await call<{ list: Array<{ id: number; name: string }> }>('GET', '/product/spu/page', { pageNo: '1', pageSize: '10' });
  const spu = await call<{ name: string; skus: Array<{ id: number; stock: number }> }>('GET', '/product/spu/get-detail', { id: String(spus.list[0]!.id) });
  const sku = spu.skus.find((s) => s.stock > 0)!;
  const placed = await call<{ id: number; payOrderId: number }>('POST', '/trade/order/create', { items: [{ skuId: sku.id, count: 1 }], addressId: address.id, remark: 'E2E 下单' });
  await call('POST', '/pay/order/submit', { id: placed.payOrderId, channelCode: 'mock' });
  // Paid once the pay module's notification reached the shop's update-paid.
  await expect.poll(async () => (await call<{ status: number }>('GET', '/trade/order/get-detail', { id: String(placed.id) })).status, { timeout: 15_000 }).toBe(10);
  const order = await call<{ no: string; items: Array<{ id: number; payPrice: number }> }>('GET', '/trade/order/get-detail', { id: String(placed.id) });

  await openConsole(page);
  await page.getByRole('menuitem', { name: '订单中心' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '订单列表' }).click();
  await expect(page).toHaveURL(/\/trade\/order$/);
  await page.getByRole('textbox', { name: '搜索内容' }).fill(order.no);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const block = page.getByRole('region', { name: `订单 ${order.no}` });
  await expect(block).toContainText('待发货');
  await block.getByRole('button', { name: '发货' }).click();
  const delivery = page.getByRole('dialog');
  await dialogSettled(page);
  await delivery.getByRole('combobox', { name: '快递公司' }).click();
  await page.getByTitle('顺丰速运', { exact: true }).click();
  await delivery.getByLabel('快递单号').fill('SF1234567890');
  await delivery.getByRole('button', { name: /确\s*定/ }).click();
  await expect(block).toContainText('已发货');

  // The member receives it and asks for the money back.
  await call('PUT', `/trade/order/receive?id=${placed.id}`);
  const afterSaleId = await call<number>('POST', '/trade/after-sale/create', {
    orderItemId: order.items[0]!.id,
    way: 10,
    refundPrice: order.items[0]!.payPrice,
    applyReason: '不想要了',
  });

  await page.getByRole('menuitem', { name: '售后退款' }).click();
  await expect(page).toHaveURL(/\/trade\/after-sale$/);
  const row = page.getByRole('row').filter({ hasText: order.no }).first();
  await expect(row).toContainText('申请售后');
  await row.getByRole('button', { name: /处理退款/ }).click();
  await dialogSettled(page);
  const sale = page.getByRole('dialog').filter({ hasText: '售后详情' });
  await sale.getByRole('button', { name: '同意售后' }).click();
  await confirmPrompt(page, '是否同意售后编号为');
  await expect(sale).toContainText('等待退款');
  await sale.getByRole('button', { name: '确认退款' }).click();
  await confirmPrompt(page, '是否确认退款');
  await expect(page.getByText('已发起退款').last()).toBeVisible();
  // Closed by its own button: an Escape pressed while the confirmation fades can land nowhere.
  await dialogSettled(page);
  await sale.getByRole('button', { name: /close|关闭/i }).click();
  await expect(sale).toBeHidden();
  // 退款成功 once the pay module's refund notification reached the shop.
  await expect(async () => {
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(row).toContainText('退款成功', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(afterSaleId).toBeGreaterThan(0);
});
