/**
 * The leave process end to end in the browser, on the real server's demo data (issue 12): the
 * administrator deploys the seeded `oa_leave` model (an unchanged deploy is refused, a changed
 * one becomes the next version); 李四 asks for 5 days of leave; 张三, his department's leader,
 * and 赵六, of 人力资源, each see the task in the bell and approve it from 待办任务; 李四 follows
 * the diagram's colours (docs/process-designer.md, "The viewer") and the words of its 状态 and 结果 while it runs and once
 * it has passed, in 我的流程 and 请假查询; 发起 OA 请假 closes its tab once submitted. Each
 * person has a browser context of their own.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { confirmPrompt, dialogByTitle, dialogSettled, signIn, strangerContext } from './helpers';
import { sidebar, tab, tabs } from './shell-helpers';

const suffix = Date.now().toString(36);
const REASON = `家中有事 ${suffix}`;
const LEADER_OPINION = `同意，注意交接 ${suffix}`;
const HR_OPINION = `人事已备案 ${suffix}`;
const STAFF_PASSWORD = 'test123';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function signInAs(browser: Browser, username: string): Promise<Page> {
  const context = await strangerContext(browser);
  const page = await context.newPage();
  await signIn(page, { username, password: STAFF_PASSWORD });
  return page;
}

/** Opens 工作流程 › `section` › `item` in the sidebar (a click while a submenu slides open can miss: then again). */
async function openFromSidebar(page: Page, section: string, item: string, url: RegExp) {
  const nav = sidebar(page);
  await nav.getByRole('menuitem', { name: '工作流程' }).click();
  await nav.getByRole('menuitem', { name: section }).click();
  await expect(async () => {
    await nav.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
}

/** "YYYY-MM-DD HH:mm:ss" of today plus `days`, at `hour` o'clock, as the picker reads it. */
function pickerText(days: number, hour: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hour)}:00:00`;
}

async function typeDateTime(form: Locator, label: string, text: string) {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
}

/** The bell lists the task waiting for this person, linked to its process. */
async function expectTaskInBell(page: Page) {
  const bell = page.getByRole('button', { name: /^站内信/ });
  await expect(bell).toHaveAccessibleName(/^站内信：[1-9]\d* 条未读$/);
  await bell.click();
  const popover = page.getByRole('tooltip');
  await expect(popover.locator('.ant-spin-spinning')).toHaveCount(0);
  const message = popover.getByRole('row').filter({ hasText: '您有一条新的待办任务：OA 请假，发起人：李四' }).first();
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: '查看流程' })).toHaveAttribute('href', /^\/bpm\/process-instance\/detail\?id=.+/);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
}

/** 待办任务 → the task's 审批 → its card on the detail page → 通过 with an opinion; answers the process id. */
async function approveFromTodo(page: Page, taskName: string, opinion: string): Promise<string> {
  await openFromSidebar(page, '任务管理', '待办任务', /\/bpm\/task\/todo$/);
  const task = rowOf(page, taskName).filter({ hasText: '李四' });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText('OA 请假');
  await task.getByRole('button', { name: /审批/ }).click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=/);
  const card = page.getByRole('form', { name: `审批任务【${taskName}】` });
  await expect(card).toBeVisible();
  await card.getByLabel('审批建议').fill(opinion);
  await page.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('审批通过成功！')).toBeVisible();
  await expect(card).toBeHidden();
  return new URL(page.url()).searchParams.get('id')!;
}

const element = (page: Page, id: string) => page.locator(`g.djs-element[data-element-id="${id}"]`);
/** The class itself, not a longer one that starts with it (highlight-todo is not highlight). */
const hasClass = (cls: string) => new RegExp(`(^|\\s)${cls}(\\s|$)`);
const shapeFill = (shape: Locator) => shape.locator('.djs-visual > :nth-child(1)').evaluate((el) => getComputedStyle(el).fill);
const DONE_FILL = 'rgb(87, 196, 0)';
const TODO_FILL = 'rgb(24, 144, 255)';

/** 我的流程: the leave's row, its 结果 and 状态; 详情 opens the detail page. */
async function openMyProcess(page: Page, processId: string, result: string, status: string) {
  await page.goto('/bpm/task/my');
  const row = rowOf(page, processId);
  await expect(row).toContainText('OA 请假');
  await expect(row).toContainText(result);
  await expect(row).toContainText(status);
  await row.getByRole('button', { name: /详情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bpm/process-instance/detail\\?id=${processId}$`));
  await expect(element(page, 'start')).toBeVisible();
}

test('请假: deploy, 李四 asks for 5 days, 张三 and then 赵六 approve, 李四 sees 通过 and the diagram coloured', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // 1. The administrator deploys: unchanged, refused; after 修改流程, the next version.
  await signIn(page, { path: '/bpm/manager/model' });
  await expect(page).toHaveURL(/\/bpm\/manager\/model$/);
  const model = rowOf(page, 'oa_leave').filter({ hasText: 'OA 请假' });
  const version = model.locator('.bpm-model-version');
  await expect(version).toHaveText(/^v\d+$/);
  const deployed = Number((await version.textContent())!.slice(1));
  await model.getByRole('button', { name: /发布流程/ }).click();
  await confirmPrompt(page, '是否部署该流程！！');
  await expect(page.getByText('流程定义部署失败，原因：信息未发生变化')).toBeVisible();
  await expect(version).toHaveText(`v${deployed}`);

  await model.getByRole('button', { name: /修改流程/ }).click();
  const edit = dialogByTitle(page, '修改流程');
  await dialogSettled(page);
  await expect(edit.getByLabel('流程标识')).toHaveValue('oa_leave');
  await edit.getByLabel('流程描述').fill(`请假天数大于 3 天时，领导审批后还需 HR 审批（${suffix} 修订）`);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(edit).toBeHidden();
  await model.getByRole('button', { name: /发布流程/ }).click();
  await confirmPrompt(page, '是否部署该流程！！');
  await expect(page.getByText('部署成功').last()).toBeVisible();
  await expect(version).toHaveText(`v${deployed + 1}`);

  // 2. 李四 asks for 5 days of leave from 请假查询.
  const lisi = await signInAs(browser, 'lisi');
  await openFromSidebar(lisi, 'OA 示例', '请假查询', /\/bpm\/oa\/leave$/);
  await lisi.getByRole('button', { name: /发起请假/ }).click();
  await expect(lisi).toHaveURL(/\/bpm\/oa\/leave\/create$/);
  await expect(tab(lisi, '发起 OA 请假')).toBeVisible();
  // The list stays open in its tab, with a search form of the same labels.
  const leaveForm = lisi.getByRole('form', { name: '请假申请' });
  await typeDateTime(leaveForm, '开始时间', pickerText(1, 9));
  await typeDateTime(leaveForm, '结束时间', pickerText(6, 18));
  await expect(leaveForm.getByLabel('请假天数')).toHaveText('5 天');
  await leaveForm.getByRole('combobox', { name: '请假类型' }).click();
  await lisi.locator('.ant-select-dropdown:visible').getByTitle('事假', { exact: true }).click();
  await leaveForm.getByLabel('原因').fill(REASON);
  await leaveForm.getByRole('button', { name: /提\s*交/ }).click();
  await expect(lisi.getByText('发起成功')).toBeVisible();
  await expect(lisi).toHaveURL(/\/bpm\/oa\/leave$/);
  // Its tab is closed (the reference's closeOpenPage); the list's stays.
  await expect(tabs(lisi).getByRole('tab', { name: /发起 OA 请假/ })).toHaveCount(0);
  await expect(tab(lisi, '请假查询')).toBeVisible();
  const leave = rowOf(lisi, REASON);
  await expect(leave).toContainText('处理中');
  await expect(leave).toContainText('事假');

  // 3. 张三, the leader of 市场部门, is told by the bell and approves in 待办任务.
  const zhangsan = await signInAs(browser, 'zhangsan');
  await expectTaskInBell(zhangsan);
  const processId = await approveFromTodo(zhangsan, '领导审批', LEADER_OPINION);

  // 4. Before HR: start and 领导审批 done (green), HR审批 waiting (blue), the end not reached.
  await openMyProcess(lisi, processId, '处理中', '进行中');
  // The process's state in words at the head, and each task's result in the record.
  const summary = lisi.getByLabel('流程概要');
  await expect(summary.getByTestId('process-status')).toHaveText('状态：进行中');
  await expect(summary.getByTestId('process-result')).toHaveText('结果：处理中');
  const records = lisi.getByTestId('timeline-task');
  await expect(records.filter({ hasText: '任务：领导审批' }).getByTestId('task-result')).toHaveText('通过');
  await expect(records.filter({ hasText: '任务：HR审批' }).getByTestId('task-result')).toHaveText('处理中');
  await expect(element(lisi, 'start')).toHaveClass(hasClass('highlight'));
  await expect(element(lisi, 'deptLeaderVerify')).toHaveClass(hasClass('highlight'));
  await expect(element(lisi, 'hrVerify')).toHaveClass(hasClass('highlight-todo'));
  await expect(element(lisi, 'end')).not.toHaveClass(/highlight/);
  expect(await shapeFill(element(lisi, 'deptLeaderVerify'))).toBe(DONE_FILL);
  expect(await shapeFill(element(lisi, 'hrVerify'))).toBe(TODO_FILL);

  // 5. 赵六, of 人力资源, gets the 5-day leave next.
  const zhaoliu = await signInAs(browser, 'zhaoliu');
  await expectTaskInBell(zhaoliu);
  expect(await approveFromTodo(zhaoliu, 'HR审批', HR_OPINION)).toBe(processId);

  // 6. 李四: 通过 and 已完成; both tasks and the end green; the record lists both opinions.
  await openMyProcess(lisi, processId, '通过', '已完成');
  await expect(lisi.getByLabel('流程概要').getByTestId('process-status')).toHaveText('状态：已完成');
  await expect(lisi.getByLabel('流程概要').getByTestId('process-result')).toHaveText('结果：通过');
  for (const id of ['start', 'deptLeaderVerify', 'hrVerify', 'end']) await expect(element(lisi, id)).toHaveClass(hasClass('highlight'));
  expect(await shapeFill(element(lisi, 'hrVerify'))).toBe(DONE_FILL);
  expect(await shapeFill(element(lisi, 'end'))).toBe(DONE_FILL);
  const record = lisi.getByTestId('timeline-task');
  await expect(record.filter({ hasText: '任务：领导审批' })).toContainText(`审批人：张三`);
  await expect(record.filter({ hasText: '任务：领导审批' })).toContainText(`审批建议：${LEADER_OPINION}`);
  await expect(record.filter({ hasText: '任务：HR审批' })).toContainText(`审批人：赵六`);
  await expect(record.filter({ hasText: '任务：HR审批' })).toContainText(`审批建议：${HR_OPINION}`);
  await lisi.goto('/bpm/oa/leave');
  await expect(rowOf(lisi, REASON)).toContainText('通过');

  for (const other of [lisi, zhangsan, zhaoliu]) await other.context().close();
});
