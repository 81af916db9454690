/**
 * The main layout on a computer (docs/console.md, "The frame", "Navbar"): sidebar, navbar tools,
 * page search, full screen, size, the collapsible sidebar, the reload helper, unknown paths.
 */
import { expect, test } from './session';
import { breadcrumb, openConsole, sidebar } from './shell-helpers';
import { FIRST_LOAD_MS } from './helpers';

test.use({ signedInAs: 'admin' });

test.describe('main layout on a computer', () => {
  test('shows the 200 px sidebar, the navbar tools and the breadcrumb', async ({ page }) => {
    await openConsole(page);
    await expect(sidebar(page).getByText('首页')).toBeVisible();
    await expect(page.locator('.main-sider')).toHaveCSS('width', '200px');
    for (const name of ['搜索菜单', '全屏', '布局大小']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^站内信/ })).toBeVisible();
    for (const name of ['源码地址', '文档地址']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(breadcrumb(page)).toHaveText('首页');
  });

  test('the page search finds a page by title and opens it', async ({ page }) => {
    await openConsole(page, '/user/profile');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('首页');
    await page.locator('.ant-select-item-option', { hasText: '首页' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('search results show the whole trail, so pages of the same directory read apart', async ({ page }) => {
    await openConsole(page);
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('流程');
    const options = page.locator('.ant-select-item-option-content');
    for (const name of ['流程表单', '流程模型']) {
      const option = options.filter({ hasText: new RegExp(`› ${name}$`) });
      await expect(option).toHaveCount(1);
      await expect(option).toHaveText(/工作流程 › .+ › /);
      // Neither cut nor hidden: the whole text fits in the box the user sees.
      expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(option).toBeInViewport({ ratio: 1 });
    }
  });

  test('full screen on and off', async ({ page }) => {
    await openConsole(page);
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect(page.getByRole('button', { name: '退出全屏' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect(page.getByRole('button', { name: '全屏', exact: true })).toBeVisible();
  });

  test('warns 你的浏览器不支持全屏 where full screen is not available', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
    await openConsole(page);
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect(page.getByText('你的浏览器不支持全屏')).toBeVisible();
  });

  test('the size switch applies to the controls, says so, and is remembered', async ({ page }) => {
    await openConsole(page);
    const fullScreen = page.getByRole('button', { name: '全屏', exact: true });
    await expect(fullScreen).toHaveCSS('height', '40px');
    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '小型' }).click();
    await expect(page.getByText('布局大小切换成功').last()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('small');
    await page.reload();
    await page.getByRole('button', { name: '布局大小' }).click();
    await expect(page.getByRole('menuitem', { name: '小型' })).toHaveClass(/selected/);
  });

  test('the size list can be used at once: its tooltip does not cover 默认', async ({ page }) => {
    await openConsole(page);
    const sizeButton = page.getByRole('button', { name: '布局大小' });
    // The pointer is on the button, where its tooltip shows, when the list opens.
    await sizeButton.hover();
    await sizeButton.click();
    const first = page.getByRole('menuitem', { name: '默认' });
    await expect(first).toBeVisible();
    // A person moves straight down onto 默认; a tooltip under the pointer would stay open. The
    // list slides in, so 默认 is measured again on each try until the pointer is over it.
    await expect
      .poll(async () => {
        const box = (await first.boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.mouse.move(x, y);
        return page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[role="menuitem"]')?.textContent ?? null, [x, y]);
      })
      .toBe('默认');
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('size'))).toBe('default');
  });

  test('the hamburger collapses the sidebar to icons and it stays so', async ({ page }) => {
    await openConsole(page);
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect(page.locator('.main-sider')).toHaveCSS('width', '64px');
    expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('0');
    await page.reload();
    await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.locator('.main-sider')).toHaveCSS('width', '64px');
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(page.locator('.main-sider')).toHaveCSS('width', '200px');
    expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('1');
  });

  test('/redirect/<path> reloads a page with its query; unknown paths show 404', async ({ page }) => {
    await openConsole(page);
    await page.goto('/redirect/user/profile?from=redirect');
    await expect(page).toHaveURL(/\/user\/profile\?from=redirect$/);
    await expect(breadcrumb(page)).toHaveText(/首页.*个人中心/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。请检查地址是否正确，或返回首页继续操作。')).toBeVisible();
  });
});
