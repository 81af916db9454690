/**
 * The screens of a signed-in person's menu, asked of the server (get-permission-info), so a new
 * screen is walked by every journey that walks them without touching its file.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, FIRST_LOAD_MS, avatarMenu } from './helpers';
import { ROLES, newSession, type Role } from './session';

interface MenuNode {
  name: string;
  path: string;
  component: string | null;
  visible?: boolean;
  children?: MenuNode[] | null;
}

export interface Screen {
  name: string;
  /** The address to open, route parameters filled. */
  path: string;
  /** The menu's route, parameters unfilled (/dict/type/data/:dictId). */
  route: string;
  /** Offered in the sidebar; a hidden page (流程定义, 字典数据) is opened from another screen. */
  visible: boolean;
}

/** Every page of the menu tree, hidden ones included: its name and full path. */
function pagesOf(menus: MenuNode[], parent = ''): Screen[] {
  return menus.flatMap((menu) => {
    const path = menu.path.startsWith('/') ? menu.path : `${parent}/${menu.path}`;
    if (menu.children?.length) return pagesOf(menu.children, path);
    return menu.component && !/^https?:/.test(menu.path) ? [{ name: menu.name, path, route: path, visible: menu.visible !== false }] : [];
  });
}

/**
 * The pages of `role`'s menu, with the route parameters the menu cannot fill taken from the
 * first row the role may read (字典数据 opens on the first dictionary type); a page whose
 * parameters cannot be filled is left out.
 */
export async function screensOf(request: APIRequestContext, role: Role): Promise<Screen[]> {
  const { accessToken } = await newSession(request, role);
  const get = async <T>(path: string) => {
    const body = await (
      await request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${accessToken}`, 'tenant-id': String(ROLES[role].tenantId) } })
    ).json();
    expect(body.code, `${role} GET ${path}: ${body.msg}`).toBe(0);
    return body.data as T;
  };
  const { menus } = await get<{ menus: MenuNode[] }>('/system/auth/get-permission-info');
  const pages = pagesOf(menus);
  const params: Record<string, string> = {};
  if (pages.some((screen) => screen.path.includes(':dictId'))) {
    const dictTypes = await get<{ list: { id: number }[] }>('/system/dict-type/page?pageNo=1&pageSize=1');
    if (dictTypes.list[0]) params.dictId = String(dictTypes.list[0].id);
  }
  return pages.flatMap((screen) => {
    const names = [...screen.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    if (names.some((name) => !(name in params))) return [];
    return [{ ...screen, path: screen.path.replace(/:(\w+)/g, (_, name: string) => params[name]!) }];
  });
}

/**
 * Opens a screen by its address and waits until the route's page is rendered. Once the console
 * is up the address is changed in the page, as a click in the menu does (a popstate the router
 * follows), instead of loading the whole app and its session again for every screen.
 */
export async function openScreen(page: Page, screen: Screen) {
  if (await avatarMenu(page).isVisible()) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
  } else {
    await page.goto(screen.path);
    await expect(avatarMenu(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
  }
  // Routes load lazily, each page's code on its first visit (a first load too): the page is there
  // once the breadcrumb names it.
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(screen.name, { timeout: FIRST_LOAD_MS });
}

/** The screen's first table: pages opened before stay mounted, hidden behind their tabs. */
export const visibleTable = (page: Page) => page.locator('.ant-table:visible').first();

/** Waits until no table on the page is loading and the shown table's body is drawn. */
export async function tableSettled(page: Page) {
  await expect(page.locator('.ant-table:visible .ant-spin-spinning')).toHaveCount(0);
  await expect(visibleTable(page).locator('.ant-table-tbody')).toBeVisible();
}
