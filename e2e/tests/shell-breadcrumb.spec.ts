/** The breadcrumb in the browser (docs/console.md, "Breadcrumb"): 首页 first, the last entry not a link. */
import { expect, test } from './session';
import { breadcrumb, openConsole, openFromUserMenu } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test('the breadcrumb prepends 首页, links it, and leaves the current page as text', async ({ page }) => {
  await openConsole(page);
  await expect(breadcrumb(page)).toHaveText('首页');
  await expect(breadcrumb(page).getByRole('link')).toHaveCount(0);

  await openFromUserMenu(page, '个人中心');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(breadcrumb(page)).toHaveText(/^首页\s*\/\s*个人中心$/);
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['首页']);

  await breadcrumb(page).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(breadcrumb(page)).toHaveText('首页');
});
