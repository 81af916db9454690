/**
 * 通知公告 in the browser on the real server: the demo notices on a first start, then a notice
 * written in the rich-text editor (bold, a list), found, edited with its content loaded back,
 * and deleted; and raw HTML from another client stored without its script-carrying parts.
 */
import { expect, test } from './session';
import { asAdmin, confirmPrompt, dialogByTitle, dialogSettled, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('the administrator writes, finds, edits and deletes a notice with rich-text content', async ({ page }) => {
  const title = `e2e公告${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await expect(page).toHaveURL(/\/system\/notice$/);
  await expect(page.getByRole('cell', { name: '系统维护公告' })).toBeVisible();

  await page.getByRole('button', { name: /新增/ }).click();
  const add = dialogByTitle(page, '添加公告');
  await dialogSettled(page);
  await add.getByLabel('公告标题').fill(title);
  await add.getByLabel('公告类型').click();
  await page.getByTitle('公告', { exact: true }).click();
  const content = add.getByRole('textbox', { name: '内容' });
  await content.click();
  // Each toolbar press is awaited until the editor shows it, so the typing after it lands in it.
  const bold = add.getByRole('button', { name: '加粗' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('重要');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('：系统升级');
  await page.keyboard.press('Enter');
  const list = add.getByRole('button', { name: '无序列表' });
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('备份数据');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('form', { name: '搜索条件' }).getByLabel('公告标题').fill(title);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('公告');

  await row.getByRole('button', { name: /修改/ }).click();
  const edit = dialogByTitle(page, '修改公告');
  await dialogSettled(page);
  // What was written comes back as written: the bold word and the list item.
  await expect(edit.locator('.tiptap strong')).toHaveText('重要');
  await expect(edit.locator('.tiptap li')).toHaveText('备份数据');
  await edit.getByLabel('公告标题').fill(`${title}（已更新）`);
  await edit.getByRole('radio', { name: '关闭' }).check();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(row).toContainText('（已更新）');
  await expect(row).toContainText('关闭');

  await row.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除公告编号为');
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a notice sent with an <img onerror> and a javascript: link is stored without them and shows harmless', async ({ page, request }) => {
  const title = `e2e净化${Date.now().toString(36)}`;
  // A client of its own (not the editor, which would never produce this) posts the raw HTML.
  const id = await asAdmin<number>(request, 'POST', '/system/notice/create', {
    title,
    type: 1,
    status: 0,
    content: '<p>放假安排<img src=x onerror="window.__hacked=1"><a href="javascript:window.__hacked=2">详情</a></p>',
  });
  const stored = await asAdmin<{ content: string }>(request, 'GET', `/system/notice/get?id=${id}`);
  expect(stored.content).toContain('放假安排');
  expect(stored.content).toContain('<img src="x" />');
  expect(stored.content).not.toMatch(/onerror|javascript:/i);

  await openConsole(page, '/system/notice');
  await page.getByRole('form', { name: '搜索条件' }).getByLabel('公告标题').fill(title);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /修改/ }).click();
  const edit = dialogByTitle(page, '修改公告');
  await dialogSettled(page);
  await expect(edit.locator('.tiptap')).toContainText('放假安排');
  await expect(edit.locator('.tiptap a[href^="javascript" i], .tiptap [onerror]')).toHaveCount(0);
  await edit.locator('.tiptap').getByText('详情').click();
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  await edit.getByRole('button', { name: /取\s*消/ }).click();

  await asAdmin(request, 'DELETE', `/system/notice/delete?id=${id}`);
});

test.describe(() => {
  test.use({ signedInAs: 'staff' });

  test('a pushed notice is read in full by its recipient, from the bell and from 我的站内信', async ({ page, request }) => {
    const title = `e2e推送${Date.now().toString(36)}`;
    const id = await asAdmin<number>(request, 'POST', '/system/notice/create', { title, type: 1, status: 0, content: '<p>周六<strong>停机维护</strong>两小时</p>' });
    await asAdmin(request, 'POST', `/system/notice/push?id=${id}`);

    await openConsole(page);
    await page.getByRole('button', { name: /^站内信/ }).click();
    const popover = page.getByRole('tooltip');
    await popover.getByRole('button', { name: title }).click();
    const detail = dialogByTitle(page, '消息详情');
    await expect(detail.locator('strong')).toHaveText('停机维护');
    await expect(detail).toContainText('周六');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await page.goto('/user/notify-message');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('是');
    await row.getByRole('button', { name: '详情' }).click();
    await expect(dialogByTitle(page, '消息详情').locator('strong')).toHaveText('停机维护');

    await asAdmin(request, 'DELETE', `/system/notice/delete?id=${id}`);
  });
});
