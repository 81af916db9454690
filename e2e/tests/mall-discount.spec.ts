/**
 * 限时折扣活动 in the browser on the real server: the administrator creates a running activity
 * for two SKUs of a demo product (one price off, one percentage), sees it listed 进行中, reopens
 * it unchanged, closes it (已关闭) and deletes it.
 */
import { expect, test } from './session';
import { confirmPrompt, dialogSettled, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the range picker types it, in the browser's wall time. */
const typed = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 00:00:00`;
};

test('the administrator creates a discount activity, sees it running, reopens it unchanged, closes and deletes it', async ({ page }) => {
  const name = `E2E折扣${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '营销中心' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '限时折扣活动' }).click();
  await expect(page).toHaveURL(/\/promotion\/discount-activity$/);
  await expect(page.getByRole('row').filter({ hasText: '双11限时折扣' })).toContainText('进行中');

  await page.getByRole('button', { name: /新增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialogSettled(page);
  await dialog.getByLabel('活动名称', { exact: true }).fill(name);
  const start = dialog.getByPlaceholder('开始时间');
  await start.click();
  await start.fill(typed(Date.now() - DAY));
  await start.press('Enter');
  const end = dialog.getByPlaceholder('结束时间');
  await end.fill(typed(Date.now() + 8 * DAY));
  await end.press('Enter');

  const skus = dialog.getByRole('combobox', { name: '商品选择' });
  await skus.click();
  await skus.fill('华为 P60');
  await page.getByTitle('华为 P60 黑色 256GB', { exact: true }).click();
  await page.getByTitle('华为 P60 白色 256GB', { exact: true }).click();
  await skus.press('Escape');
  const black = dialog.getByRole('row').filter({ hasText: '华为 P60 黑色 256GB' });
  const white = dialog.getByRole('row').filter({ hasText: '华为 P60 白色 256GB' });
  await black.getByLabel('优惠金额').fill('500');
  await black.getByLabel('优惠金额').press('Tab');
  await expect(black).toContainText('￥3988.00');
  await white.getByRole('combobox', { name: '优惠类型' }).click();
  await page.getByTitle('折扣', { exact: true }).click();
  await white.getByLabel('优惠折扣').fill('8.5');
  await white.getByLabel('优惠折扣').press('Tab');
  // 4488.00 × 85%.
  await expect(white).toContainText('￥3814.80');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();

  const search = page.getByRole('form', { name: '搜索条件' });
  await search.getByLabel('活动名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('进行中');

  await row.getByRole('button', { name: /修改/ }).click();
  await dialogSettled(page);
  await expect(dialog.getByLabel('活动名称', { exact: true })).toHaveValue(name);
  await expect(dialog.getByPlaceholder('开始时间')).toHaveValue(typed(Date.now() - DAY));
  await expect(black.getByLabel('优惠金额')).toHaveValue('500.00');
  await expect(white.getByLabel('优惠折扣')).toHaveValue('8.5');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();

  await row.getByRole('button', { name: /关闭/ }).click();
  await confirmPrompt(page, '是否确认关闭限时折扣活动');
  await expect(row).toContainText('已关闭');
  await row.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除限时折扣活动');
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});
