/**
 * 商品列表 in the browser on the real server: the administrator adds a product of several
 * specifications by picking property values, fills its SKU matrix with 批量设置, saves, and
 * reopens it unchanged.
 */
import { expect, test } from './session';
import { menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('the administrator adds a product of several specifications and reopens it unchanged', async ({ page }) => {
  const name = `E2E手机${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '商品中心' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '商品列表' }).click();
  await expect(page).toHaveURL(/\/product\/spu$/);
  await expect(page.getByRole('tab', { name: /出售中 \(\d+\)/ })).toBeVisible();

  await page.getByRole('button', { name: /新增/ }).click();
  await expect(page).toHaveURL(/\/spu\/add$/);
  // The list stays open in its tab (hidden): the editor's fields are looked up in its own form.
  const editor = page.getByRole('form', { name: '商品信息' });
  await editor.getByLabel('商品名称', { exact: true }).fill(name);
  await editor.getByRole('combobox', { name: '商品分类' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '数码家电' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: /^手机$/ }).click();
  await editor.getByRole('combobox', { name: '商品品牌' }).click();
  await page.getByTitle('华为', { exact: true }).click();
  await editor.getByRole('radio', { name: '多规格' }).check();
  for (const property of ['颜色', '存储']) {
    await editor.getByRole('combobox', { name: '添加规格' }).click();
    await page.getByTitle(property, { exact: true }).click();
  }
  for (const value of ['黑色', '白色', '256GB', '512GB']) await editor.getByRole('checkbox', { name: value, exact: true }).check();
  await expect(editor.getByLabel(/^销售价 /)).toHaveCount(5);

  await editor.getByLabel('销售价 批量', { exact: true }).fill('1999');
  await editor.getByLabel('市场价 批量', { exact: true }).fill('2299');
  await editor.getByLabel('库存 批量', { exact: true }).fill('10');
  await editor.getByRole('button', { name: '批量设置' }).click();
  await expect(editor.getByLabel('销售价 白色 / 512GB', { exact: true })).toHaveValue('1999.00');
  await editor.getByLabel('销售价 白色 / 512GB', { exact: true }).fill('2499');
  await editor.getByLabel('库存 白色 / 512GB', { exact: true }).fill('3');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/spu$/);

  await page.getByRole('form', { name: '搜索条件' }).getByLabel('商品名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1999.00');
  await expect(row).toContainText('33');

  await row.getByRole('button', { name: /修改/ }).click();
  await expect(page).toHaveURL(/\/spu\/edit\/\d+$/);
  const edit = page.getByRole('form', { name: '商品信息' });
  await expect(edit.getByLabel('商品名称', { exact: true })).toHaveValue(name);
  await expect(edit.getByRole('radio', { name: '多规格' })).toBeChecked();
  for (const value of ['黑色', '白色', '256GB', '512GB']) await expect(edit.getByRole('checkbox', { name: value, exact: true })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: '蓝色', exact: true })).not.toBeChecked();
  await expect(edit.getByLabel('销售价 黑色 / 256GB', { exact: true })).toHaveValue('1999.00');
  await expect(edit.getByLabel('市场价 黑色 / 512GB', { exact: true })).toHaveValue('2299.00');
  await expect(edit.getByLabel('销售价 白色 / 512GB', { exact: true })).toHaveValue('2499.00');
  await expect(edit.getByLabel('库存 白色 / 512GB', { exact: true })).toHaveValue('3');
  await expect(edit.getByLabel('库存 白色 / 256GB', { exact: true })).toHaveValue('10');
  await expect(edit.getByText('数码家电 / 手机')).toBeVisible();
});
