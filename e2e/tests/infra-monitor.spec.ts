/**
 * The monitors and the live channel in the browser on the real server (the embedded start: PGlite,
 * no Redis): 数据库监控 shows the embedded database's real size and tables, 服务监控 this
 * process's figures and charts, Redis 监控 says Redis is not configured, and WebSocket connects
 * and receives back the message it broadcast.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

async function openInfra(page: import('@playwright/test').Page, name: string) {
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name }).click();
}

test('数据库监控, 服务监控 and Redis 监控 show the server’s real figures', async ({ page }) => {
  await openConsole(page);
  await openInfra(page, '数据库监控');
  await expect(page).toHaveURL(/\/infra\/druid$/);
  await expect(page.getByText('内嵌数据库（PGlite）')).toBeVisible();
  await expect(page.getByText(/^PostgreSQL \d+/)).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d+)? MB$/).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'system_users', exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: '服务监控' }).click();
  await expect(page).toHaveURL(/\/infra\/admin-server$/);
  await expect(page.getByText(/^\d+\.\d+\.\d+$/).first()).toBeVisible();
  await expect(page.getByText('进程号')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'CPU 使用率曲线' })).toBeVisible();
  await expect(page.getByRole('figure', { name: '堆内存曲线' }).locator('path').first()).toBeAttached();

  await page.getByRole('menuitem', { name: 'Redis 监控' }).click();
  await expect(page).toHaveURL(/\/infra\/redis$/);
  await expect(page.getByText('未配置 Redis')).toBeVisible();
});

test('WebSocket connects, and a message sent to everyone comes back', async ({ page }) => {
  await openConsole(page);
  await openInfra(page, 'WebSocket');
  await expect(page).toHaveURL(/\/infra\/websocket$/);
  await expect(page.getByText('已连接', { exact: true })).toBeVisible();
  await page.getByLabel('消息内容').fill('来自 e2e 的问候');
  await page.getByRole('button', { name: '发送' }).click();
  const received = page.getByLabel('收到的消息');
  await expect(received).toContainText('来自 e2e 的问候');
  await expect(received).toContainText('群发');
  await expect(page.getByText('收到的消息（1）')).toBeVisible();
});
