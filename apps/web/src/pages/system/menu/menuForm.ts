/**
 * What the 添加菜单 / 修改菜单 form shows for each menu type, and the body it sends: fields a type
 * does not have are sent empty (a directory has no component or permission, a button no route,
 * icon or component), so changing a menu's type leaves nothing stale behind. The parent is
 * chosen among directories and menus under 主类目 (the top level), never the menu itself or
 * one of its descendants.
 */
import type { BodyOf, Menu, menuApi } from '@tenon/contracts';
import { buildTree, type TreeNode } from '../../../utils/tree';
import { toTreeOptions } from '../shared/lookups';

export const MenuType = { DIR: 1, MENU: 2, BUTTON: 3 } as const;

export type MenuBody = BodyOf<typeof menuApi.create>;

export const ROOT_MENU_NAME = '主类目';

export const TIPS = {
  path: '访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头',
  permission: "Controller 方法上的权限字符，如：@PreAuthorize(`@ss.hasPermission('system:user:list')`)",
  component: '访问的组件路径，如：`system/user/index`，即参考控制台的视图路径，由前端的页面对照表找到对应页面',
  componentName: '组件的名称，如：`SystemUser`，与缓存状态配合使用',
  status: '选择停用时，路由将不会出现在侧边栏，也不能被访问',
  visible: '选择隐藏时，路由将不会出现在侧边栏，但仍然可以访问',
  alwaysShow: '选择不是时，当该菜单只有一个子菜单时，不展示自己，直接展示子菜单',
  keepAlive: '选择缓存时，则会被缓存，需要匹配组件的名称和路由地址保持一致',
};

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

export const newMenuForm = (parentId = 0): Partial<MenuBody> => ({
  parentId,
  type: MenuType.DIR,
  sort: 0,
  status: 0,
  visible: true,
  alwaysShow: true,
  keepAlive: true,
  icon: '',
});

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;

export function menuBody(form: MenuBody): MenuBody {
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

/** Directories and menus, less the subtree of the menu being edited. */
export function parentChoices(menus: readonly Menu[], editedId: number | undefined) {
  const prune = (nodes: TreeNode<Menu>[]): TreeNode<Menu>[] =>
    nodes.filter((node) => node.id !== editedId).map((node) => (node.children ? { ...node, children: prune(node.children) } : node));
  const tree = prune(buildTree(menus.filter((menu) => menu.type !== MenuType.BUTTON)));
  return [{ title: ROOT_MENU_NAME, key: 0, value: 0, children: toTreeOptions(tree) }];
}
