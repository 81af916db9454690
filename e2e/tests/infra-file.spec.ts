/**
 * 文件管理 in the browser on the real server: the first start's master configuration in 文件配置;
 * a file dropped into 文件列表's 上传文件 is listed with its image shown (read from the server with
 * no sign-in, as an <img> is), its link copied, and deleted.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { confirmPrompt, dialogByTitle, dialogSettled, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

/** A 2×2 PNG drawn in the page: a real image whose pixels the browser decodes. */
async function pngOf(page: import('@playwright/test').Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 2;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#409eff';
    ctx.fillRect(0, 0, 2, 2);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('the master configuration is there; an uploaded image shows in 文件列表, its link is copied, and it is deleted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConsole(page);
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '文件管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '文件配置' }).click();
  await expect(page).toHaveURL(/\/infra\/file\/file-config$/);
  const master = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '本地磁盘（默认）', exact: true }) });
  await expect(master).toContainText('本地磁盘');
  await expect(master.getByRole('switch')).toBeChecked();

  await page.getByRole('menuitem', { name: '文件列表' }).click();
  await expect(page).toHaveURL(/\/infra\/file\/file$/);
  const name = `e2e-${Date.now().toString(36)}.png`;
  await page.getByRole('button', { name: /上传文件/ }).click();
  const dialog = dialogByTitle(page, '上传文件');
  await dialogSettled(page);
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: await pngOf(page) });
  await expect(page.getByText('上传成功').last()).toBeVisible();
  await dialog.locator('.ant-modal-close').click();

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  const thumbnail = row.getByRole('img', { name });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(row).toContainText('image/png');

  await row.getByRole('button', { name: /复制链接/ }).click();
  await expect(page.getByText('复制成功').last()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/tri-real-api\/admin-api\/infra\/file\/\d+\/get\/[0-9a-f]{32}\.png$/);
  // Read as an <img> reads it: no token, no tenant header.
  const served = await page.request.get(copied, { headers: {} });
  expect(served.headers()['content-type']).toBe('image/png');

  await row.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除');
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});
