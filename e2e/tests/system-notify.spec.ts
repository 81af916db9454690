/**
 * 站内信管理 in the browser on the real server: the administrator adds a template, test-sends it
 * to 测试号 and finds it in 消息记录; then pushes an open notice from 通知公告, and 测试号,
 * signed in elsewhere, finds it in the bell.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin, confirmPrompt, dialogByTitle, dialogSettled, signIn, strangerContext, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

/** The open tab's search form and table: screens visited before stay mounted, hidden, behind their tabs. */
// By placeholder: two mounted search forms share input ids, so a label may point at the hidden one.
const searchForm = (page: Page) => page.getByRole('form', { name: '搜索条件' }).filter({ visible: true });
const search = (page: Page) => page.getByRole('button', { name: '搜索', exact: true }).filter({ visible: true }).click();
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text, visible: true });

test('a new template is test-sent and listed; a pushed notice reaches another user’s bell', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const code = `e2e-${stamp}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '站内信管理' }).click();
  await page.getByRole('menuitem', { name: '模板管理' }).click();
  await expect(page).toHaveURL(/\/system\/notify\/notify-template$/);
  await expect(rowWith(page, 'bpm-task-assigned')).toContainText('内置');

  await page.getByRole('button', { name: /新增/ }).click();
  const add = dialogByTitle(page, '添加站内信模板');
  await dialogSettled(page);
  await add.getByLabel('模板名称').fill('评审提醒');
  await add.getByLabel('模板编码').fill(code);
  await add.getByLabel('发送人名称').fill('质量部');
  await add.getByLabel('模板内容').fill('{name} 您好，请于 {time} 参加评审');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();

  await searchForm(page).getByPlaceholder('请输入模板编码').fill(code);
  await search(page);
  const row = rowWith(page, code);
  await expect(page.getByRole('row').filter({ visible: true })).toHaveCount(2);
  await expect(row).toContainText('评审提醒');

  await row.getByRole('button', { name: /测试/ }).click();
  const send = dialogByTitle(page, '测试发送');
  await dialogSettled(page);
  await expect(send).toContainText('{name} 您好，请于 {time} 参加评审');
  await send.getByLabel('接收人').click();
  await page.getByTitle('测试号').click();
  await send.getByLabel('参数 {name}').fill('测试号');
  await send.getByLabel('参数 {time}').fill('周五 10:00');
  await send.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/提交发送成功！发送结果，见消息记录编号：\d+/)).toBeVisible();
  await expect(send).toBeHidden();

  await page.getByRole('menuitem', { name: '消息记录' }).click();
  await expect(page).toHaveURL(/\/system\/notify\/notify-message$/);
  // Until the lazy page is in, the 模板管理 page (with its own 模板编码 field) stays on screen.
  await expect(page.getByRole('form', { name: '搜索条件' }).getByLabel('用户编号')).toBeVisible();
  await searchForm(page).getByPlaceholder('请输入模板编码').fill(code);
  await search(page);
  const message = rowWith(page, code);
  await expect(message).toContainText('测试号 您好，请于 周五 10:00 参加评审');
  await expect(message).toContainText('质量部');
  await message.getByRole('button', { name: /详细/ }).click();
  await expect(dialogByTitle(page, '站内信详细')).toContainText('{"name":"测试号","time":"周五 10:00"}');
  await page.keyboard.press('Escape');

  const title = `评审周安排 ${stamp}`;
  await asAdmin(request, 'POST', '/system/notice/create', { title, type: 1, content: '<p>详见附件</p>', status: 0 });
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await searchForm(page).getByPlaceholder('请输入公告标题').fill(stamp);
  await search(page);
  await rowWith(page, title).getByRole('button', { name: /推送/ }).click();
  await confirmPrompt(page, `是否推送通知公告"${title}"给全部用户？`);
  await expect(page.getByText(/推送成功，已为 \d+ 位用户排队发送站内信/)).toBeVisible();

  const other = await strangerContext(browser);
  const testPage = await other.newPage();
  await signIn(testPage, { username: 'test', password: 'test123' });
  await testPage.getByRole('button', { name: /^站内信/ }).click();
  const popover = testPage.getByRole('tooltip');
  await expect(popover.getByText(title)).toBeVisible();
  await expect(popover.getByRole('row').filter({ hasText: title })).toContainText('通知公告');
  await other.close();
});
