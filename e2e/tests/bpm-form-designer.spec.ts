/**
 * 流程表单设计 in the browser on the real server: a form is built by dragging two components
 * from the palette onto the canvas with the real mouse, one field made required, saved,
 * reopened from the list with its fields, previewed, and submitted empty: the required
 * message shows. A field moved with the keyboard is left unsaved (返回 asks first), and the
 * form is deleted again through the list.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { dialogSettled } from './helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36);
const FORM_NAME = `E2E设计表单${suffix}`;

const palette = (page: Page) => page.getByRole('navigation', { name: '组件' });
const canvas = (page: Page) => page.getByRole('list', { name: '表单画布' });
const settings = (page: Page) => page.getByRole('complementary', { name: '配置' });
/** The designer's header: the form list, kept alive behind it, has a 表单名 box of its own. */
const header = (page: Page) => page.getByRole('form', { name: '表单信息' });

/** Drags with the mouse as a person does: press, move in small steps (the drag starts after a few pixels), release. */
async function dragTo(page: Page, source: Locator, target: { x: number; y: number }) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await page.mouse.up();
}

test('a form built by drag and drop is saved, reopened, previewed and checks its required field', async ({ page }) => {
  await openConsole(page, '/bpm/manager/form');
  await page.getByRole('button', { name: /新增/ }).click();
  await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit$/);
  await expect(page.getByText('从左侧拖入或点击组件添加表单项')).toBeVisible();

  // Two components dragged in: the second dropped below the first.
  const drop = page.locator('.form-designer__canvas-form');
  const area = (await drop.boundingBox())!;
  await dragTo(page, palette(page).getByRole('button', { name: '单行文本', exact: true }), { x: area.x + area.width / 2, y: area.y + 60 });
  const first = canvas(page).getByRole('button', { name: '单行文本（单行文本）', exact: true });
  await expect(first).toBeVisible();
  const firstBox = (await first.boundingBox())!;
  await dragTo(page, palette(page).getByRole('button', { name: '单选框', exact: true }), { x: firstBox.x + firstBox.width / 2, y: firstBox.y + firstBox.height + 40 });
  await expect(canvas(page).getByRole('listitem')).toHaveCount(2);
  await expect(canvas(page).getByRole('listitem').nth(1)).toContainText('选项1');

  // The first field: named, titled and required.
  await first.click();
  const field = settings(page);
  await field.getByLabel('字段名').fill('reason');
  await field.getByLabel('标题', { exact: true }).fill('请假原因');
  await field.getByRole('switch', { name: '必填' }).click();
  await expect(field.getByLabel('必填提示')).toHaveAttribute('placeholder', '请输入请假原因');
  await expect(canvas(page).getByRole('button', { name: '请假原因（单行文本）', exact: true })).toBeVisible();

  await header(page).getByLabel('表单名').fill(FORM_NAME);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/manager\/form$/);

  // Reopened from the list: the same two fields, in order.
  const row = page.getByRole('row').filter({ hasText: FORM_NAME });
  await row.getByRole('button', { name: /修改/ }).click();
  await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit\?formId=\d+$/);
  await expect(header(page).getByLabel('表单名')).toHaveValue(FORM_NAME);
  const items = canvas(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('button', { name: '请假原因（单行文本）', exact: true })).toBeVisible();
  await expect(items.nth(1).getByRole('button', { name: '单选框（单选框）', exact: true })).toBeVisible();

  // 预览 and submit it empty: the required field says so.
  await page.getByRole('button', { name: '预览', exact: true }).click();
  const preview = page.getByRole('dialog', { name: '表单预览' });
  await dialogSettled(page);
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByText('请输入请假原因')).toBeVisible();
  await preview.getByRole('textbox', { name: '请假原因' }).fill('回家探亲');
  await preview.getByRole('radio', { name: '选项2' }).check();
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByLabel('提交的数据')).toContainText('"reason": "回家探亲"');
  await expect(preview.getByLabel('提交的数据')).toContainText('"radio1": 2');
  await preview.getByRole('button', { name: 'Close' }).or(preview.getByRole('button', { name: '关闭' })).click();
  await expect(preview).toBeHidden();

  // The keyboard moves a field too: its handle picked up with Space, moved with an arrow, put down with Space.
  await canvas(page).getByRole('button', { name: '拖动 单选框（单选框）', exact: true }).focus();
  // Each key waits for what a screen reader announces, as a person waits to hear the last one.
  const announced = page.getByRole('status').filter({ hasText: '单选框（单选框）' });
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('已拿起 单选框（单选框）');
  // dnd-kit listens for the arrows a tick after it announces the pick-up, so a key pressed within
  // that tick (only a test is that fast) is not heard: press again until the move is announced.
  // A second ArrowUp at the top moves nothing, so repeating cannot overshoot.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText('单选框（单选框） 移到了 请假原因（单行文本） 的位置', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(items.nth(0).getByRole('button', { name: '单选框（单选框）', exact: true })).toBeVisible();

  // Leaving with that change unsaved asks first; the list still has the form as saved.
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page.getByText('表单设计尚未保存，确定离开吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page).toHaveURL(/\/bpm\/manager\/form$/);
  await row.getByRole('button', { name: /删除/ }).click();
  await expect(page.getByText(/是否确认删除工作表单的编号为/)).toBeVisible();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toBeHidden();
});
