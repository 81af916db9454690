/**
 * The top menu in the browser (docs/console.md, "Top menu"). The demo menus are empty for now: the
 * top menu holds 首页, and pages without a side menu hide the sidebar. The rules that need
 * menus (more menus, links, children into the sidebar) are covered by TopNav.test.tsx.
 */
import { expect, test } from './session';
import { breadcrumb, openConsole, openFromUserMenu, sidebar } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('the top menu replaces the breadcrumb and hides the sidebar on pages without one', async ({ page }) => {
  await openConsole(page);
  await openFromUserMenu(page, '布局设置');
  await page.getByRole('dialog', { name: '布局设置' }).getByRole('switch', { name: '开启 TopNav' }).click();
  await page.mouse.click(300, 500);
  await expect(page.getByRole('dialog', { name: '布局设置' })).toBeHidden();

  const topNav = page.getByRole('navigation', { name: '顶部菜单' });
  await expect(topNav.getByRole('menuitem', { name: /首页/ })).toHaveClass(/ant-menu-item-selected/);
  await expect(breadcrumb(page)).toHaveCount(0);
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /侧边栏/ })).toHaveCount(0);

  await openFromUserMenu(page, '个人中心');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await topNav.getByRole('menuitem', { name: /首页/ }).click();
  await expect(page).toHaveURL(/\/index$/);

  await openFromUserMenu(page, '布局设置');
  await page.getByRole('dialog', { name: '布局设置' }).getByRole('switch', { name: '开启 TopNav' }).click();
  await expect(topNav).toHaveCount(0);
  await expect(sidebar(page)).toBeVisible();
  await expect(breadcrumb(page)).toBeVisible();
});
