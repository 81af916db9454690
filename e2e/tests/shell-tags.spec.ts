/**
 * The tabs in the browser (docs/console.md, "Tabs"): one per visited page, the right-click menu,
 * the close rules, middle click, and pages kept alive behind their tabs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole, openFromUserMenu, tab, tabs } from './shell-helpers';
import { openAllMessagesFromBell } from './helpers';

test.use({ signedInAs: 'admin' });

/** 首页, 个人中心 and 我的站内信 open, through the user menu and the bell. */
async function openThreeTabs(page: Page) {
  await openConsole(page);
  await openFromUserMenu(page, '个人中心');
  await expect(page).toHaveURL(/\/user\/profile$/);
  // Its tab is there before the next page opens: a clean-clone CI run once ended with 首页 and
  // 我的站内信 only, and this says at which step a tab went missing.
  await expect(tab(page, '个人中心')).toBeVisible();
  await openAllMessagesFromBell(page);
  await expect(page).toHaveURL(/\/user\/notify-message$/);
  await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '个人中心', '我的站内信']);
}

const contextMenu = (page: Page) => page.getByRole('menu', { name: /^标签页/ });

test.describe('tabs', () => {
  test('one tab per visited page, 首页 first and without a close button', async ({ page }) => {
    await openThreeTabs(page);
    await expect(tab(page, '我的站内信')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '首页').getByRole('button')).toHaveCount(0);
    await tab(page, '个人中心').click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(tab(page, '个人中心')).toHaveAttribute('aria-selected', 'true');
  });

  test('the right-click menu: the actions that apply to the tab, 105 px wide', async ({ page }) => {
    await openThreeTabs(page);
    // The first tab after 首页 has nothing on its left to close.
    await tab(page, '个人中心').click({ button: 'right' });
    await expect(contextMenu(page).getByRole('menuitem')).toHaveText(['刷新页面', '关闭当前', '关闭其他', '关闭右侧', '全部关闭']);
    await expect(contextMenu(page)).toHaveCSS('min-width', '105px');
    await page.mouse.click(700, 500);
    await expect(contextMenu(page)).toHaveCount(0);

    await tab(page, '首页').click({ button: 'right' });
    await expect(contextMenu(page).getByRole('menuitem')).toHaveText(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    await page.keyboard.press('Escape');
    await tab(page, '我的站内信').click({ button: 'right' });
    await expect(contextMenu(page).getByRole('menuitem')).toHaveText(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '全部关闭']);
  });

  test('closing the current tab goes to the last one left; a middle click closes too', async ({ page }) => {
    await openThreeTabs(page);
    await tab(page, '我的站内信').getByTitle('关闭 我的站内信').click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '个人中心']);
    await tab(page, '个人中心').click({ button: 'middle' });
    await expect(page).toHaveURL(/\/index$/);
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页']);
    await tab(page, '首页').click({ button: 'middle' });
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页']);
  });

  test('关闭其他, 关闭左侧 and 全部关闭 keep 首页', async ({ page }) => {
    await openThreeTabs(page);
    await tab(page, '个人中心').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '个人中心']);

    await page.getByRole('button', { name: /^站内信/ }).click();
    await page.getByRole('button', { name: '查看全部' }).click();
    await tab(page, '我的站内信').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '关闭左侧' }).click();
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '我的站内信']);

    await tab(page, '我的站内信').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '全部关闭' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页']);
  });

  test('a page keeps its state behind its tab; 刷新页面 starts it afresh', async ({ page }) => {
    await openThreeTabs(page);
    // 我的站内信 with its search form hidden: page state that only lives in the page.
    await page.getByRole('button', { name: '隐藏搜索' }).click();
    await expect(page.getByRole('button', { name: '显示搜索' })).toBeVisible();
    await expect(page.getByLabel('是否已读')).toHaveCount(0);

    await tab(page, '首页').click();
    await expect(page).toHaveURL(/\/index$/);
    await tab(page, '我的站内信').click();
    await expect(page.getByRole('button', { name: '显示搜索' })).toBeVisible();
    await expect(page.getByLabel('是否已读')).toHaveCount(0);

    await tab(page, '我的站内信').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '刷新页面' }).click();
    await expect(page.getByRole('button', { name: '隐藏搜索' })).toBeVisible();
    await expect(page.getByLabel('是否已读')).toBeVisible();
  });

  test('closing a tab lets its page go: opened again, it starts afresh', async ({ page }) => {
    await openThreeTabs(page);
    await page.getByRole('button', { name: '隐藏搜索' }).click();
    await tab(page, '我的站内信').getByTitle('关闭 我的站内信').click();
    await openAllMessagesFromBell(page);
    await expect(page.getByRole('button', { name: '隐藏搜索' })).toBeVisible();
  });
});
