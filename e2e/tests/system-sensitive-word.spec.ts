/**
 * 敏感词 in the browser on the real server: the demo words on a first start, a word added with
 * a new tag, found by 测试, then a notice carrying it refused naming it; once the word is
 * deleted the same notice is accepted.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { confirmPrompt, dialogByTitle, dialogSettled, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

test('a word the administrator adds is found by 测试 and refuses a notice that contains it', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const word = `违禁词${stamp}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '敏感词' }).click();
  await expect(page).toHaveURL(/\/system\/sensitive-word$/);
  await expect(page.getByRole('cell', { name: '土豆', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /新增/ }).click();
  const add = dialogByTitle(page, '添加敏感词');
  await dialogSettled(page);
  await add.getByRole('textbox', { name: '敏感词' }).fill(word);
  await add.getByRole('combobox', { name: '标签' }).fill('e2e');
  await page.keyboard.press('Enter');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('form', { name: '搜索条件' }).getByLabel('敏感词').fill(word);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: word });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('e2e');

  // 测试 folds Latin case: the word typed in lower case is still found.
  await page.getByRole('button', { name: /测试/ }).click();
  const test = dialogByTitle(page, '检测敏感词');
  await dialogSettled(page);
  await test.getByLabel('文本').fill(`这段话里有${word.toLowerCase()}和土豆`);
  await test.getByRole('button', { name: /检\s*测/ }).click();
  await expect(test.getByText(`包含敏感词：${word}，土豆`)).toBeVisible();
  await test.getByRole('button', { name: /取\s*消/ }).click();
  await expect(test).toBeHidden();

  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await expect(page).toHaveURL(/\/system\/notice$/);
  // The URL changes first; until the lazy notice page is in, the 敏感词 page stays on screen, and a
  // click resolved to its 新增 keeps waiting on that button once hidden. So: the notice page first.
  await expect(page.getByRole('form', { name: '搜索条件' }).getByPlaceholder('请输入公告标题')).toBeVisible();
  // The 敏感词 tab stays mounted (hidden): its 新增 still matches, so only the visible one is clicked.
  await page.getByRole('button', { name: /新增/ }).filter({ visible: true }).click();
  const notice = dialogByTitle(page, '添加公告');
  await dialogSettled(page);
  await notice.getByLabel('公告标题').fill(`关于${word}的通知`);
  await notice.getByLabel('公告类型').click();
  await page.getByTitle('通知', { exact: true }).click();
  await notice.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`内容包含敏感词【${word}】`)).toBeVisible();
  // Refused: the dialog stays with what was typed.
  await expect(notice.getByLabel('公告标题')).toHaveValue(`关于${word}的通知`);
  await notice.getByRole('button', { name: /取\s*消/ }).click();
  await expect(notice).toBeHidden();

  await page.getByRole('menuitem', { name: '敏感词' }).click();
  await page.getByRole('form', { name: '搜索条件' }).getByLabel('敏感词').fill(word);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await row.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除敏感词编号为');
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});
