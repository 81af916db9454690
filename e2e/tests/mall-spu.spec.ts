/**
 * 商品列表 in the browser on the real server: the administrator adds a product of several
 * specifications by picking property values, fills its SKU matrix with 批量设置, saves, and
 * reopens it unchanged; then puts that product in a new coupon template (商品劵) and two of its
 * SKUs in a new discount activity, which list it as running.
 */
import { expect, test } from './session';
import { dialogSettled, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('the administrator adds a product of several specifications, reopens it unchanged, and promotes it with a coupon and a discount', async ({ page }) => {
  // Three screens' journeys in one: the product, then its coupon and its discount.
  test.slow();
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

  await test.step('a coupon template for that product', async () => {
    await page.getByRole('menuitem', { name: '营销中心' }).click();
    await menuSettled(page);
    // The item's name carries its icon's ("appstore 优惠劵"); 会员优惠劵 beside it ends the same.
    await page.getByRole('menuitem', { name: /(^|\s)优惠劵$/ }).click();
    await expect(page).toHaveURL(/\/promotion\/coupon-template$/);
    // The list has loaded (its demo row) before anything is added.
    await expect(page.getByRole('row').filter({ hasText: '满100减10通用劵' })).toBeVisible();
    await page.getByRole('button', { name: /新增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialogSettled(page);
    await dialog.getByLabel('优惠券名称', { exact: true }).fill(`${name}立减100`);
    await dialog.getByLabel('优惠券面额', { exact: true }).fill('100');
    await dialog.getByLabel('满多少元可以使用', { exact: true }).fill('1500');
    await dialog.getByLabel('发放数量', { exact: true }).fill('50');
    await dialog.getByRole('radio', { name: '领取之后', exact: true }).check();
    await dialog.getByLabel('领取后第几天起', { exact: true }).fill('0');
    await dialog.getByLabel('领取后第几天止', { exact: true }).fill('7');
    await dialog.getByRole('radio', { name: '商品劵', exact: true }).check();
    // The picker lists every product on sale; typing narrows it to the new one.
    const products = dialog.getByRole('combobox', { name: '商品' });
    await products.click();
    await products.fill(name);
    await page.locator('.ant-select-item-option').getByText(name, { exact: true }).click();
    await products.press('Escape');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功').last()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${name}立减100` })).toContainText('满 1500.00 减 100.00');
  });

  await test.step('a discount activity for two of its SKUs', async () => {
    await page.getByRole('menuitem', { name: '限时折扣活动' }).click();
    await expect(page).toHaveURL(/\/promotion\/discount-activity$/);
    await expect(page.getByRole('row').filter({ hasText: '双11限时折扣' })).toBeVisible();
    await page.getByRole('button', { name: /新增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialogSettled(page);
    await dialog.getByLabel('活动名称', { exact: true }).fill(`${name}首发特惠`);
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    const start = dialog.getByPlaceholder('开始时间');
    await start.click();
    await start.fill(`${date(today)} 00:00:00`);
    await start.press('Enter');
    const end = dialog.getByPlaceholder('结束时间');
    await end.fill(`${date(new Date(today.getTime() + 7 * 86_400_000))} 23:59:59`);
    await end.press('Enter');
    const skus = dialog.getByRole('combobox', { name: '商品选择' });
    await skus.click();
    await skus.fill(name);
    await page.getByTitle(`${name} 黑色 256GB`, { exact: true }).click();
    // A choice clears the search (antd's multiple select); narrow it again.
    await skus.fill(name);
    await page.getByTitle(`${name} 白色 512GB`, { exact: true }).click();
    await skus.press('Escape');
    const black = dialog.getByRole('row').filter({ hasText: `${name} 黑色 256GB` });
    await black.getByLabel('优惠金额').fill('200');
    await black.getByLabel('优惠金额').press('Tab');
    await expect(black).toContainText('￥1799.00');
    const white = dialog.getByRole('row').filter({ hasText: `${name} 白色 512GB` });
    await white.getByLabel('优惠金额').fill('300');
    await white.getByLabel('优惠金额').press('Tab');
    await expect(white).toContainText('￥2199.00');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功').last()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${name}首发特惠` })).toContainText('进行中');
  });
});
