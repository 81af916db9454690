/**
 * 接入示例 in the browser on the real server: the administrator files a demo order, goes to the
 * cashier, pays through 模拟支付, comes back to the order reading 已支付 (the pay module's
 * notification reached the demo over HTTP), refunds it, and finds the payment and the refund in
 * 支付订单 and 退款订单.
 */
import { expect, test } from './session';
import { confirmPrompt, dialogSettled, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('demo order → cashier → mock pay → paid → refund, then the payment and the refund are listed', async ({ page }) => {
  test.slow();
  await openConsole(page);
  await page.getByRole('menuitem', { name: '支付管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '接入示例' }).click();
  await expect(page).toHaveURL(/\/pay\/demo-order$/);

  await page.getByRole('button', { name: /发起订单/ }).click();
  const dialog = page.getByRole('dialog');
  await dialogSettled(page);
  await dialog.getByRole('combobox', { name: '商品' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('苹果手表', { exact: true }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  // The newest order is the first row: unpaid, ¥1.00.
  const row = page.getByRole('row').filter({ hasText: '苹果手表' }).first();
  await expect(row).toContainText('1.00');
  const orderId = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: /前往支付/ }).click();

  await expect(page).toHaveURL(/\/pay\/cashier\?id=\d+/);
  const info = page.locator('.ant-descriptions').filter({ hasText: '支付信息' });
  await expect(info).toContainText('苹果手表');
  await expect(info).toContainText('1.00');
  await page.getByRole('button', { name: '模拟支付' }).click();
  await expect(page.getByText(/支付成功/).last()).toBeVisible();

  // Back on 接入示例, the order reads paid once the notification has reached it.
  await expect(page).toHaveURL(/\/pay\/demo-order/);
  const paid = page.getByRole('row').filter({ has: page.getByRole('cell', { name: orderId, exact: true }) });
  await expect(async () => {
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(paid).toContainText('是', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await paid.getByRole('button', { name: /发起退款/ }).click();
  await confirmPrompt(page, `是否确认退款编号为"${orderId}"的示例订单?`);
  await expect(page.getByText('发起退款成功！').last()).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(paid).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // 支付订单 lists it as 已退款, 退款订单 the refund as 退款成功.
  await page.getByRole('menuitem', { name: '支付订单' }).click();
  await expect(page).toHaveURL(/\/pay\/order$/);
  await page.getByLabel('商户单号').fill(orderId);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const payment = page.getByRole('row').filter({ hasText: '示例应用' }).first();
  await expect(payment).toContainText('已退款');
  await expect(payment).toContainText('模拟支付');
  await payment.getByRole('button', { name: /查看详情|详情/ }).click();
  await dialogSettled(page);
  await expect(page.getByRole('dialog')).toContainText(`MOCK-P-`);
  await page.keyboard.press('Escape');

  await page.getByRole('menuitem', { name: '退款订单' }).click();
  await expect(page).toHaveURL(/\/pay\/refund$/);
  await page.getByLabel('商户支付单号').fill(orderId);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: '想退钱' }).first()).toContainText('退款成功');
});
