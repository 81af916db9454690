/**
 * A menu tree in the shape get-permission-info answers, after the reference's system menu.
 * Its components name no real page (`fixture/…`): shell tests are about the layout, and a real
 * screen would make calls of its own that these tests do not answer.
 */
import type { MenuNode } from '@tenon/contracts';

let nextId = 1;
export function menu(fields: Partial<MenuNode> & Pick<MenuNode, 'name' | 'path'>): MenuNode {
  return {
    id: nextId++,
    parentId: 0,
    component: null,
    componentName: null,
    icon: '',
    visible: true,
    keepAlive: true,
    alwaysShow: true,
    ...fields,
  };
}

export const systemMenus: MenuNode[] = [
  menu({
    name: '系统管理',
    path: '/system',
    icon: 'system',
    children: [
      menu({ name: '用户管理', path: 'user', icon: 'user', component: 'fixture/user/index', componentName: 'SystemUser' }),
      menu({ name: '字典管理', path: 'dict-type', icon: 'dict', component: 'fixture/dict/index', keepAlive: false }),
      menu({
        name: '审计日志',
        path: 'log',
        icon: 'log',
        children: [menu({ name: '操作日志', path: 'operate-log', component: 'fixture/operatelog/index' })],
      }),
      menu({ name: '隐藏页面', path: 'secret', component: 'fixture/secret/index', visible: false }),
    ],
  }),
  menu({
    name: '官方文档',
    path: 'https://example.com/docs',
    icon: 'documentation',
    component: null,
  }),
];
