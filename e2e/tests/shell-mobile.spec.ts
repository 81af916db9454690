/**
 * The console on a phone, 390 px wide (docs/console.md, "Phone or computer"): the sidebar starts closed and
 * floats over the page, the navbar keeps only the toggle, breadcrumb and user menu, and the
 * sidebar closes on the backdrop and on moving to another page. Screenshots at 390×844.
 */
import { expect, test } from './session';
import { avatarMenu } from './helpers';
import { breadcrumb, openConsole, sidebar } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test.use({ viewport: { width: 390, height: 844 } });

test.describe('on a phone', () => {
  test('the sidebar starts closed, and the navbar keeps only what fits', async ({ page }) => {
    await openConsole(page);
    await expect(page.locator('.main-layout')).toHaveClass(/is-mobile/);
    await expect(sidebar(page)).not.toBeInViewport();
    for (const name of ['搜索菜单', '全屏', '布局大小']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    for (const name of ['源码地址', '文档地址']) await expect(page.getByRole('link', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^站内信/ })).toHaveCount(0);
    await expect(avatarMenu(page)).toBeVisible();
    await expect(breadcrumb(page)).toBeVisible();
  });

  test('a breadcrumb too long for the bar ends its entries in an ellipsis instead of cutting them', async ({ page }) => {
    await openConsole(page, '/system/log/operate-log');
    const crumbs = breadcrumb(page);
    await expect(crumbs).toContainText('操作日志');
    const bar = await crumbs.boundingBox();
    const entries = crumbs.locator('.ant-breadcrumb-link');
    for (const entry of await entries.all()) {
      const box = (await entry.boundingBox())!;
      // Every entry lies inside the bar; one that had to give way says so with an ellipsis.
      expect(box.x + box.width).toBeLessThanOrEqual(bar!.x + bar!.width + 1);
      const cut = await entry.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (cut) expect(await entry.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    }
    await page.setViewportSize({ width: 320, height: 700 });
    const last = entries.last();
    expect(await last.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    expect((await last.boundingBox())!.x + (await last.boundingBox())!.width).toBeLessThanOrEqual((await crumbs.boundingBox())!.x + (await crumbs.boundingBox())!.width + 1);
  });

  test('the toggle slides the sidebar in over the page; the backdrop closes it', async ({ page }) => {
    await openConsole(page);
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(sidebar(page)).toBeInViewport();
    // Right of the sidebar, wherever it is in its slide: on the backdrop.
    await page.mouse.click(360, 600);
    await expect(sidebar(page)).not.toBeInViewport();
  });

  test('moving to another page closes the sidebar', async ({ page }) => {
    await openConsole(page, '/user/profile');
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await sidebar(page).getByText('首页').click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(sidebar(page)).not.toBeInViewport();
  });

  test('a computer window narrowed to a phone closes its sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openConsole(page);
    await expect(sidebar(page)).toBeInViewport();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.main-layout')).toHaveClass(/is-mobile.*without-animation|without-animation.*is-mobile/);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.main-layout')).toHaveClass(/is-desktop/);
  });
});

test.describe('lists and dialogs on a phone', () => {
  test('a list shows its data columns; the 操作 column scrolls with them instead of covering them', async ({ page }) => {
    // 角色管理 has the widest 操作 column: pinned, it covered the whole table.
    await openConsole(page, '/system/role');
    const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
    await expect(header('角色编号')).toBeInViewport({ ratio: 1 });
    await expect(header('角色名称')).toBeInViewport({ ratio: 1 });
    // Nothing lies over the first data columns: they receive the pointer.
    for (const name of ['角色编号', '角色名称']) {
      const box = (await header(name).boundingBox())!;
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('th')?.textContent, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(hit).toBe(name);
    }
  });

  test('the user dialog has one column, labels above their fields', async ({ page }) => {
    await openConsole(page, '/system/user');
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '添加用户' });
    await expect(dialog).toBeVisible();
    const box = async (locator: ReturnType<typeof dialog.getByText>) => (await locator.boundingBox())!;
    // Measured until the dialog's opening zoom has settled.
    await expect
      .poll(async () => {
        const label = await box(dialog.getByText('用户昵称', { exact: true }));
        const input = await box(dialog.getByLabel('用户昵称'));
        const dept = await box(dialog.getByText('归属部门', { exact: true }));
        return {
          labelAboveField: label.y + label.height <= input.y,
          // One column: the second field lies below the first, not beside it.
          secondFieldBelow: dept.y > input.y + input.height,
          // Labels are whole: each on one line.
          labelOnOneLine: dept.height < 30,
        };
      })
      .toEqual({ labelAboveField: true, secondFieldBelow: true, labelOnOneLine: true });
  });
});
