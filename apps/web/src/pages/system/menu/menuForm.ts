/**
 * What the 添加菜单 / 修改菜单 form shows for each menu type, and the body it sends: fields a type
 * does not have are sent empty (a directory has no component or permission, a button no route,
 * icon or component), so changing a menu's type leaves nothing stale behind.
 */
import type { BodyOf, Menu, menuApi } from '@tenon/contracts';

export const MenuType = { DIR: 1, MENU: 2, BUTTON: 3 } as const;

export type MenuBody = BodyOf<typeof menuApi.create>;

export interface MenuForm {
  parentId: number;
  type: number;
  icon?: string;
  name: string;
  sort: number;
  path?: string;
  permission?: string;
  component?: string | null;
  componentName?: string | null;
  status: number;
  visible?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
}

/** Which fields the form shows for a type. */
export function fieldsOf(type: number | undefined) {
  return {
    icon: type !== MenuType.BUTTON,
    path: type !== MenuType.BUTTON,
    permission: type !== MenuType.DIR,
    component: type === MenuType.MENU,
    visible: type !== MenuType.BUTTON,
    alwaysShow: type !== MenuType.BUTTON,
    keepAlive: type === MenuType.MENU,
  };
}

export const newMenuForm = (parentId = 0): Partial<MenuForm> => ({
  parentId,
  type: MenuType.DIR,
  sort: 0,
  status: 0,
  visible: true,
  alwaysShow: true,
  keepAlive: true,
  icon: '',
});

export function formOf(menu: Menu): MenuForm {
  return {
    parentId: menu.parentId,
    type: menu.type,
    icon: menu.icon,
    name: menu.name,
    sort: menu.sort,
    path: menu.path,
    permission: menu.permission,
    component: menu.component,
    componentName: menu.componentName,
    status: menu.status,
    visible: menu.visible,
    alwaysShow: menu.alwaysShow,
    keepAlive: menu.keepAlive,
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;

export function menuBody(form: MenuForm): MenuBody {
  const shown = fieldsOf(form.type);
  return {
    parentId: form.parentId,
    type: form.type,
    name: text(form.name),
    sort: form.sort,
    status: form.status,
    icon: shown.icon ? text(form.icon) : '',
    path: shown.path ? text(form.path) : '',
    permission: shown.permission ? text(form.permission) : '',
    component: shown.component ? orNull(form.component) : null,
    componentName: shown.component ? orNull(form.componentName) : null,
    ...(shown.visible ? { visible: form.visible ?? true } : {}),
    ...(shown.alwaysShow ? { alwaysShow: form.alwaysShow ?? true } : {}),
    ...(shown.keepAlive ? { keepAlive: form.keepAlive ?? true } : {}),
  };
}

const EXTERNAL_LINK = /^https?:\/\//i;

/** The server's rule for routes, checked before sending: `/` at the top level only. */
export function pathProblem(path: string, parentId: number): string | null {
  const value = path.trim();
  if (!value || EXTERNAL_LINK.test(value)) return null;
  if (parentId === 0 && !value.startsWith('/')) return '顶级菜单的路由地址必须以 / 开头';
  if (parentId !== 0 && value.startsWith('/')) return '子菜单的路由地址不能以 / 开头';
  return null;
}
