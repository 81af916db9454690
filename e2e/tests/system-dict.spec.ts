/**
 * 字典管理 in the browser on the real server: from the type list to a type's data, a label
 * edited there, and after a refresh another screen's tag (岗位管理's 状态) shows the new label
 * without signing in again. The label is put back at the end whatever happened.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin, dialogByTitle, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

interface DictItem {
  id: number;
  label: string;
  value: string;
  dictType: string;
  sort: number;
  status: number;
  colorType: string;
  cssClass: string;
}

test('a label edited in 字典数据 shows on another screen’s tag after a refresh', async ({ page, request }) => {
  const { list } = await asAdmin<{ list: DictItem[] }>(request, 'GET', '/system/dict-data/page?dictType=common_status&pageSize=10');
  const original = list.find((d) => d.value === '0')!;
  expect(original.label).toBe('开启');
  try {
    await openConsole(page);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: '字典管理' }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    await page.getByRole('form', { name: '搜索条件' }).getByLabel('字典类型').fill('common_status');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'common_status' }).click();
    await expect(page).toHaveURL(/\/dict\/type\/data\/\d+$/);
    // A hidden page of 字典管理: the sidebar lights its owner and the breadcrumb runs through it.
    await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveText(/首页\s*\/\s*系统管理\s*\/\s*字典管理\s*\/\s*字典数据/);
    await expect(page.locator('.ant-menu-item-selected')).toContainText('字典管理');

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '开启', exact: true }) }).filter({ hasText: 'common_status' });
    await expect(page.getByRole('row')).toHaveCount(3); // header, 开启, 关闭
    await row.first().getByRole('button', { name: /修改/ }).click();
    const edit = dialogByTitle(page, '修改字典数据');
    await expect(edit.getByLabel('数据标签')).toHaveValue('开启');
    await expect(edit.getByLabel('字典类型')).toBeDisabled();
    await edit.getByLabel('数据标签').fill('启用中');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('修改成功').last()).toBeVisible();
    await expect(page.getByTitle('启用中')).toBeVisible();

    await page.goto('/system/post');
    const ceo = page.getByRole('row').filter({ hasText: '董事长' });
    // Reloaded once the first load's calls have answered: one of them may be renewing the 20 s
    // session, and a reload during a renewal signs the page out (docs/console.md).
    await expect(ceo).toContainText('启用中');
    await page.reload();
    await expect(ceo).toContainText('启用中');
    await expect(ceo).not.toContainText('开启');
  } finally {
    await asAdmin(request, 'PUT', '/system/dict-data/update', { ...original, label: '开启' });
  }
  // Restored, for the journeys after this one.
  const after = await asAdmin<{ list: DictItem[] }>(request, 'GET', '/system/dict-data/page?dictType=common_status&pageSize=10');
  expect(after.list.find((d) => d.value === '0')!.label).toBe('开启');
});
