/**
 * 优惠劵 in the browser on the real server: the administrator adds a 商品劵 for a demo product,
 * 八折 capped at ¥50, valid days after taking; sees its terms in the list; changes it; and
 * reopens it as saved.
 */
import { expect, test } from './session';
import { dialogSettled, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('the administrator adds a product coupon, sees its terms, changes it and reopens it unchanged', async ({ page }) => {
  const name = `E2E劵${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '营销中心' }).click();
  await menuSettled(page);
  // Its name carries the icon's ("appstore 优惠劵"); 会员优惠劵 beside it ends the same.
  await page.getByRole('menuitem', { name: /(^|\s)优惠劵$/ }).click();
  await expect(page).toHaveURL(/\/promotion\/coupon-template$/);
  await expect(page.getByRole('row').filter({ hasText: '满100减10通用劵' })).toContainText('满 100.00 减 10.00');

  await page.getByRole('button', { name: /新增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialogSettled(page);
  await dialog.getByLabel('优惠券名称', { exact: true }).fill(name);
  await dialog.getByRole('radio', { name: '折扣', exact: true }).check();
  await dialog.getByLabel('优惠券折扣', { exact: true }).fill('8');
  await dialog.getByLabel('最多优惠', { exact: true }).fill('50');
  await dialog.getByLabel('满多少元可以使用', { exact: true }).fill('1000');
  await dialog.getByLabel('发放数量', { exact: true }).fill('100');
  await dialog.getByRole('radio', { name: '领取之后', exact: true }).check();
  await dialog.getByLabel('领取后第几天起', { exact: true }).fill('0');
  await dialog.getByLabel('领取后第几天止', { exact: true }).fill('30');
  await dialog.getByRole('radio', { name: '商品劵', exact: true }).check();
  await dialog.getByRole('combobox', { name: '商品' }).click();
  await page.getByTitle('iPhone 15', { exact: true }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();

  const search = page.getByRole('form', { name: '搜索条件' });
  await search.getByLabel('优惠券名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('满 1000.00 打 8 折, 最多减 50.00');
  await expect(row).toContainText('领取后第 0 - 30 天内可用');
  await expect(row).toContainText('1 张/人');
  await expect(row.getByRole('switch')).toBeChecked();

  await row.getByRole('button', { name: /修改/ }).click();
  await dialogSettled(page);
  await expect(dialog.getByLabel('优惠券折扣', { exact: true })).toHaveValue('8.0');
  await dialog.getByLabel('最多优惠', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(row).toContainText('8 折, 最多减 30.00');

  await row.getByRole('button', { name: /修改/ }).click();
  await dialogSettled(page);
  await expect(dialog.getByLabel('优惠券名称', { exact: true })).toHaveValue(name);
  await expect(dialog.getByRole('radio', { name: '折扣', exact: true })).toBeChecked();
  await expect(dialog.getByLabel('优惠券折扣', { exact: true })).toHaveValue('8.0');
  await expect(dialog.getByLabel('最多优惠', { exact: true })).toHaveValue('30.00');
  await expect(dialog.getByLabel('满多少元可以使用', { exact: true })).toHaveValue('1000.00');
  await expect(dialog.getByLabel('发放数量', { exact: true })).toHaveValue('100');
  await expect(dialog.getByRole('radio', { name: '领取之后', exact: true })).toBeChecked();
  await expect(dialog.getByLabel('领取后第几天止', { exact: true })).toHaveValue('30');
  await expect(dialog.getByRole('radio', { name: '商品劵', exact: true })).toBeChecked();
  await expect(dialog.getByText('iPhone 15', { exact: true })).toBeVisible();
});
