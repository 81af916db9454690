/**
 * 用户管理 in the browser, on the real server. The administrator's journeys work on users they
 * create under unique names and delete what they made; `test` only looks.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { API, avatarMenu, confirmPrompt, dialogByTitle, dialogSettled, signInThroughForm, strangerContext } from './helpers';

test.use({ signedInAs: 'admin' });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Opens 用户管理 as the signed-in `username` (see session.ts), once the list shows them. */
async function openUsers(page: Page, username = 'admin') {
  await openConsole(page, '/system/user');
  await expect(page.getByRole('table')).toContainText(username);
}

const emptyTable = (page: Page) => page.locator('.ant-table .ant-empty-description');

const searchForm = (page: Page) => page.getByRole('form', { name: '搜索条件' });
const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
const dialog = dialogByTitle;

async function searchUsername(page: Page, username: string) {
  await searchForm(page).getByLabel('用户名称').fill(username);
  await searchForm(page).getByRole('button', { name: '搜索' }).click();
}

async function signsIn(browser: Browser, username: string, password: string) {
  const context = await strangerContext(browser);
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await signInThroughForm(page, { username, password });
    return await Promise.race([
      avatarMenu(page).waitFor().then(() => true),
      page.getByText('登录失败，账号被禁用').waitFor().then(() => false),
    ]);
  } finally {
    await context.close();
  }
}

async function saved(download: Download) {
  return fs.readFileSync(await download.path());
}

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

/** Deletes users this spec made, by username, through the API as the signed-in browser. */
async function deleteByApi(page: Page, usernames: string[]) {
  const { token } = await page.evaluate(() => ({ token: localStorage.getItem('ACCESS_TOKEN') }));
  const headers = { Authorization: `Bearer ${token}`, 'tenant-id': '1' };
  for (const username of usernames) {
    const found = await (await page.request.get(`${API}/system/user/page?pageNo=1&pageSize=10&username=${username}`, { headers })).json();
    for (const row of found.data.list.filter((u: { username: string }) => u.username === username)) {
      await page.request.delete(`${API}/system/user/delete?id=${row.id}`, { headers });
    }
  }
}

test('a user is created in a department, found, edited, given a password, disabled, given a role and deleted', async ({ page, browser }) => {
  const username = `e2e${unique()}`;
  await openUsers(page);

  await page.getByRole('button', { name: '新增' }).click();
  const form = dialog(page, '添加用户');
  // Every input sits beside its label, the password box too (it once dropped below its label).
  await expect(form.getByLabel('用户密码')).toBeVisible();
  await dialogSettled(page);
  for (const item of await form.locator('.ant-form-item-row').all()) {
    const label = await item.locator('.ant-form-item-label').boundingBox();
    const control = await item.locator('.ant-form-item-control').boundingBox();
    if (label && control) expect(control.y, await item.innerText()).toBeLessThan(label.y + label.height);
  }
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form.getByText('用户昵称不能为空')).toBeVisible();
  await expect(form.getByText('用户名称不能为空')).toBeVisible();
  await form.getByLabel('用户昵称').fill('端到端用户');
  await form.getByLabel('归属部门').click();
  await page.locator('.ant-select-tree').getByTitle('测试部门', { exact: true }).click();
  await expect(form.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: '测试部门' }).first()).toBeVisible();
  await form.getByLabel('手机号码').fill('13912340000');
  await form.getByLabel('邮箱').fill(`${username}@tenon.dev`);
  await form.getByLabel('用户名称').fill(username);
  await form.getByLabel('用户密码').fill('first-pass-1');
  await form.getByLabel('用户性别').click();
  await page.getByTitle('女', { exact: true }).click();
  await form.getByLabel('岗位').click();
  await page.getByTitle('项目经理', { exact: true }).click();
  await form.getByLabel('备注').click(); // closes the open post list
  await form.getByLabel('备注').fill('端到端测试创建');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(form).toBeHidden();

  // Found by the filters and by its department in the tree.
  await searchUsername(page, username);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  const row = rowOf(page, username);
  await expect(row).toContainText('端到端用户');
  await expect(row).toContainText('测试部门');
  await expect(row).toContainText('13912340000');
  await page.locator('.user-dept-tree').getByPlaceholder('请输入部门名称').fill('运维');
  await page.locator('.user-dept-tree').getByText('运维部门').click();
  await expect(emptyTable(page)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.locator('.user-dept-tree').getByPlaceholder('请输入部门名称').fill('测试');
  await page.locator('.user-dept-tree').getByText('测试部门').click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '修改' }).click();
  const edit = dialog(page, '修改用户');
  await expect(edit.getByLabel('用户昵称')).toHaveValue('端到端用户');
  await expect(edit.getByLabel('用户名称')).toHaveCount(0);
  await expect(edit.getByText('项目经理')).toBeVisible();
  await edit.getByLabel('用户昵称').fill('端到端用户改');
  await edit.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(row).toContainText('端到端用户改');

  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '重置密码' }).click();
  const prompt = dialog(page, '提示');
  // The prompt opens empty and fills in 配置管理's initial password when it arrives. Typed before
  // that, fill()'s select-all and its typing are two steps, and the arriving password can land
  // between them: the text is appended to it instead of replacing it (a valid password, saved).
  await expect(prompt.getByLabel(`请输入"${username}"的新密码`)).not.toHaveValue('');
  await prompt.getByLabel(`请输入"${username}"的新密码`).fill('12345');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(prompt.getByText('用户密码长度必须介于 6 和 32 之间')).toBeVisible();
  await prompt.getByLabel(`请输入"${username}"的新密码`).fill('new-pass-2');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功，新密码是：new-pass-2')).toBeVisible();
  expect(await signsIn(browser, username, 'new-pass-2')).toBe(true);

  await row.getByRole('switch').click();
  await confirmPrompt(page, `确认要"停用""${username}"用户吗?`);
  await expect(page.getByText('停用成功').last()).toBeVisible();
  await expect(row.getByRole('switch')).not.toBeChecked();
  expect(await signsIn(browser, username, 'new-pass-2')).toBe(false);

  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '分配角色' }).click();
  const roles = dialog(page, '分配角色');
  await expect(roles.getByLabel('用户名称')).toHaveValue(username);
  await expect(roles.getByLabel('用户昵称')).toHaveValue('端到端用户改');
  await roles.getByLabel('角色', { exact: true }).click();
  await page.getByTitle('普通角色', { exact: true }).click();
  await roles.locator('.ant-modal-title').click(); // closes the open role list
  await roles.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('分配角色成功').last()).toBeVisible();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '分配角色' }).click();
  await expect(roles.locator('.ant-select-selection-item', { hasText: '普通角色' })).toBeVisible();
  await roles.getByRole('button', { name: '取 消' }).click();

  await row.getByRole('button', { name: '删除' }).click();
  await confirmPrompt(page, `是否确认删除用户编号为"`);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('导出 downloads the listed users as a real spreadsheet', async ({ page }) => {
  await openUsers(page);
  await searchUsername(page, 'admin');
  await page.getByRole('button', { name: '导出' }).click();
  const downloading = page.waitForEvent('download');
  await confirmPrompt(page, '是否确认导出所有用户数据项?');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('用户数据.xlsx');
  const buffer = await saved(download);
  expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
  const [headers, ...rows] = await readSheet(buffer);
  expect(headers.slice(0, 4)).toEqual(['用户编号', '用户名称', '用户昵称', '部门']);
  // Exported with the list's filter: only usernames containing admin.
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row[1]).toContain('admin');
});

test('导入 reads the template, creates the users of a filled-in file, and refuses a file that is no spreadsheet', async ({ page }) => {
  const names = [`imp${unique()}a`, `imp${unique()}b`];
  await openUsers(page);
  await page.getByRole('button', { name: '导入' }).click();
  const upload = dialog(page, '用户导入');
  await expect(upload).toContainText('将文件拖到此处，或点击上传');
  await expect(upload).toContainText('仅允许导入xls、xlsx格式文件。');

  const downloading = page.waitForEvent('download');
  await upload.getByRole('button', { name: '下载模板' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('用户导入模板.xlsx');
  const [headers] = await readSheet(await saved(template));
  expect(headers).toContain('用户名称');

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户列表');
  sheet.addRow(headers);
  const cells = (username: string, nickname: string): Record<string, string> => ({ 用户名称: username, 用户昵称: nickname, 部门编号: '105', 性别: '男' });
  for (const [username, nickname] of [[names[0]!, '导入甲'], [names[1]!, '导入乙'], ['admin', '重复的管理员']]) {
    const values = cells(username, nickname);
    sheet.addRow(headers.map((header) => values[header] ?? ''));
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await upload.locator('input[type=file]').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await expect(upload.getByText('users.xlsx')).toBeVisible();
  await upload.getByRole('button', { name: '确 定' }).click();
  const result = dialog(page, '导入结果');
  await expect(result).toContainText('创建成功数量：2');
  await expect(result).toContainText(names[0]!);
  await expect(result).toContainText(names[1]!);
  await expect(result).toContainText('更新成功数量：0');
  await expect(result).toContainText('更新失败数量：1');
  await expect(result).toContainText('admin：');
  await result.getByRole('button', { name: '确定' }).click();
  await expect(upload).toBeHidden();
  await searchUsername(page, names[0]!);
  await expect(rowOf(page, names[0]!)).toContainText('测试部门');

  // A text file named .xlsx: the server's reason shows, the dialog stays, nobody is created.
  const bogus = `bad${unique()}`;
  await page.getByRole('button', { name: '导入' }).click();
  await upload.locator('input[type=file]').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(`用户名称,用户昵称\n${bogus},坏文件\n`) });
  await upload.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('文件不是有效的 Excel（.xlsx）文件')).toBeVisible();
  await expect(upload).toBeVisible();
  await expect(upload.getByText('users.xlsx')).toBeVisible();
  await upload.getByRole('button', { name: '取 消' }).click();
  await searchUsername(page, bogus);
  await expect(emptyTable(page)).toBeVisible();

  await deleteByApi(page, names);
});

test.describe(() => {
  test.use({ signedInAs: 'staff' });

  test('test (query permission only) sees the users without any button that changes them', async ({ page }) => {
    await openUsers(page, 'test');
    await expect(page.locator('.user-dept-tree')).toContainText('研发部门');
    const toolbar = page.locator('.crud-toolbar');
    await expect(toolbar).toBeVisible();
    for (const name of ['新增', '导入', '导出']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    const table = page.getByRole('table');
    for (const name of ['修改', '删除', '更多']) await expect(table.getByRole('button', { name })).toHaveCount(0);
    await expect(table.getByRole('switch')).toHaveCount(0);
    await expect(rowOf(page, 'test')).toContainText('开启');
  });
});

test.describe('in a browser on another continent', () => {
  // The server keeps its default APP_TIME_ZONE (Asia/Shanghai), twelve or thirteen hours away.
  test.use({ timezoneId: 'America/New_York' });

  test('a user’s 创建时间 reads the same in the list and in the export', async ({ page }) => {
    await openUsers(page);
    await searchUsername(page, 'admin');
    const headers = await page.getByRole('columnheader').allTextContents();
    const shown = await rowOf(page, 'admin').getByRole('cell').nth(headers.indexOf('创建时间')).textContent();
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await page.getByRole('button', { name: '导出' }).click();
    const downloading = page.waitForEvent('download');
    await confirmPrompt(page, '是否确认导出所有用户数据项?');
    const [sheetHeaders, ...rows] = await readSheet(await saved(await downloading));
    const admin = rows.filter((row) => row[1] === 'admin');
    expect(admin).toHaveLength(1);
    expect(admin[0]![sheetHeaders!.indexOf('创建时间')]).toBe(shown);
  });
});
