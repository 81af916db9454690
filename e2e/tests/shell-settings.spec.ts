/**
 * 布局设置 in the browser (docs/console.md, "Layout settings"): changes apply at once, 保存配置 keeps them across
 * reloads under layout-setting, 重置配置 clears them and reloads, a click outside closes the
 * drawer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole, openFromUserMenu, sidebar, tabs } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const drawer = (page: Page) => page.getByRole('dialog', { name: '布局设置' });
const toggle = (page: Page, label: string) => drawer(page).getByRole('switch', { name: label });

async function openDrawer(page: Page) {
  await openFromUserMenu(page, '布局设置');
  await expect(drawer(page)).toBeVisible();
}

test.describe('layout settings', () => {
  test('the drawer shows the defaults, and a click outside closes it', async ({ page }) => {
    await openConsole(page);
    await openDrawer(page);
    await expect(drawer(page).getByRole('radio', { name: '亮色侧边栏' })).toHaveAttribute('aria-checked', 'true');
    await expect(drawer(page).getByRole('radio', { name: '#409EFF' })).toHaveAttribute('aria-checked', 'true');
    await expect(toggle(page, '开启 TopNav')).not.toBeChecked();
    await expect(toggle(page, '开启 Tags-Views')).toBeChecked();
    await expect(toggle(page, '固定 Header')).not.toBeChecked();
    await expect(toggle(page, '显示 Logo')).toBeChecked();
    await expect(toggle(page, '动态标题')).not.toBeChecked();
    // Once the drawer has slid in: a click on its mask while it still moves can be lost.
    await expect(page.locator('.ant-drawer [class*="-motion-"]')).toHaveCount(0);

    await page.mouse.click(300, 500);
    await expect(drawer(page)).toBeHidden();
  });

  test('changes apply at once and 保存配置 keeps them across a reload', async ({ page }) => {
    await openConsole(page);
    await openDrawer(page);
    await drawer(page).getByRole('radio', { name: '暗色侧边栏' }).click();
    await expect(page.locator('.main-sider')).toHaveCSS('background-color', 'rgb(48, 65, 86)');
    await drawer(page).getByRole('radio', { name: '#13c2c2' }).click();
    // #13c2c2 drawn darkened to read on white (readableColor.ts): #0b7474.
    await expect(tabs(page).getByRole('tab', { name: '首页' })).toHaveCSS('background-color', 'rgb(11, 116, 116)');
    await toggle(page, '显示 Logo').click();
    await expect(page.getByRole('link', { name: 'Tenon 管理后台 首页' })).toHaveCount(0);
    await toggle(page, '动态标题').click();
    await expect(page).toHaveTitle('首页 - Tenon 管理后台');
    await toggle(page, '固定 Header').click();
    await toggle(page, '开启 Tags-Views').click();
    await expect(tabs(page)).toHaveCount(0);

    await drawer(page).getByRole('button', { name: /保存配置/ }).click();
    await expect(page.getByText('布局设置已保存')).toBeVisible();
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting')))!);
    expect(saved).toEqual({
      theme: '#13c2c2',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      dynamicTitle: true,
    });

    await page.reload();
    await expect(sidebar(page)).toBeVisible();
    await expect(page.locator('.main-sider')).toHaveCSS('background-color', 'rgb(48, 65, 86)');
    await expect(page).toHaveTitle('首页 - Tenon 管理后台');
    await expect(tabs(page)).toHaveCount(0);
    await expect(page.locator('.main-header')).toHaveCSS('position', 'sticky');
  });

  test('Escape closes the drawer, also right after choosing a sidebar style', async ({ page }) => {
    await openConsole(page);
    await openDrawer(page);
    // The style buttons carry tooltips, which used to keep the key to themselves.
    await drawer(page).getByRole('radio', { name: '暗色侧边栏' }).click();
    await expect(page.getByRole('tooltip', { name: '暗色侧边栏' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
  });

  test('the theme colour reaches links, table actions and primary tags', async ({ page }) => {
    const reddish = (color: string) => {
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      return r! > 200 && g! < 100 && b! < 100;
    };
    await openConsole(page);
    await openDrawer(page);
    await drawer(page).getByRole('radio', { name: '#f5222d' }).click();
    await drawer(page).getByRole('button', { name: /保存配置/ }).click();
    await page.keyboard.press('Escape');
    const unread = page.getByRole('link', { name: /我的未读/ });
    await expect(unread).toBeVisible();
    // Polled: links fade to their new colour (a CSS transition), so one early read sees the old one.
    await expect.poll(async () => reddish(await unread.evaluate((el) => getComputedStyle(el).color))).toBe(true);

    await page.goto('/system/tenant');
    const edit = page.getByRole('row').filter({ hasText: '小租户' }).getByRole('button', { name: /修改/ });
    // #f5222d drawn darkened just enough to read on white and its tints (readableColor.ts): #ce1d26.
    await expect(edit).toHaveCSS('color', 'rgb(206, 29, 38)');
    const packageTag = page.locator('.ant-table-row .ant-tag').first();
    await expect(packageTag).toBeVisible();
    await expect.poll(async () => reddish(await packageTag.evaluate((el) => getComputedStyle(el).color))).toBe(true);
  });

  test('without the tags bar the page keeps its gutter', async ({ page }) => {
    await openConsole(page);
    await page.evaluate(() => localStorage.setItem('layout-setting', JSON.stringify({ tagsView: false })));
    await page.goto('/system/post');
    await expect(tabs(page)).toHaveCount(0);
    const card = page.locator('.main-content .ant-card').first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    const sider = (await page.locator('.main-sider').boundingBox())!;
    const navbar = (await page.locator('.main-navbar').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(sider.x + sider.width + 8);
    expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height + 8);
  });

  test('unsaved changes last until the page reloads', async ({ page }) => {
    await openConsole(page);
    await openDrawer(page);
    await toggle(page, '开启 Tags-Views').click();
    await expect(tabs(page)).toHaveCount(0);
    await page.reload();
    await expect(tabs(page)).toBeVisible();
  });

  test('重置配置 clears layout-setting and reloads with the defaults', async ({ page }) => {
    await openConsole(page);
    await page.evaluate(() => localStorage.setItem('layout-setting', JSON.stringify({ sideTheme: 'theme-dark', tagsView: false, theme: 42 })));
    await page.reload();
    await expect(tabs(page)).toHaveCount(0);
    await expect(page.locator('.main-sider')).toHaveCSS('background-color', 'rgb(48, 65, 86)');
    await openDrawer(page);
    // A theme colour that is not a string was ignored.
    await expect(drawer(page).getByRole('radio', { name: '#409EFF' })).toHaveAttribute('aria-checked', 'true');

    const reloaded = page.waitForEvent('load');
    await drawer(page).getByRole('button', { name: /重置配置/ }).click();
    await expect(page.getByText('正在清除设置缓存并刷新，请稍候...')).toBeVisible();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
    await expect(tabs(page)).toBeVisible();
    await expect(page.locator('.main-sider')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
