/**
 * 定时任务 in the browser on the real server: the demo job on a first start; 执行一次 on it shows
 * its run in 调度日志 (opened from the row), and 任务详细 lists its next fire times.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { confirmPrompt, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

test('执行一次 on the demo job shows its run in 调度日志; 任务详细 lists the next fire times', async ({ page }) => {
  await openConsole(page);
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '定时任务' }).click();
  await expect(page).toHaveURL(/\/infra\/job$/);
  const demo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '示例任务', exact: true }) });
  await expect(demo).toContainText('demoJob');
  await expect(demo).toContainText('正常');

  await demo.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: /执行一次/ }).click();
  await confirmPrompt(page, '确认要立即执行一次"示例任务"任务吗?');
  await expect(page.getByText('执行成功').last()).toBeVisible();

  await demo.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: /任务详细/ }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '任务详细' });
  await expect(detail.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/)).toHaveCount(5);
  await detail.getByRole('button', { name: '关闭' }).click();

  await demo.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: /调度日志/ }).click();
  await expect(page).toHaveURL(/\/job\/log\?jobId=\d+$/);
  const run = page.getByRole('row').filter({ hasText: '示例任务执行成功' }).or(page.getByRole('row').filter({ hasText: 'demoJob' })).first();
  await expect(run).toContainText('成功');
  await expect(run).toContainText('hello');
  await run.getByRole('button', { name: /详细/ }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '调度日志详细' })).toContainText('示例任务执行成功，参数：hello');
});
