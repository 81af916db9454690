import { describe, expect, it } from 'vitest';
import { generateRoutes } from '../../router/generateRoutes';
import { menu, systemMenus } from '../../test/menus';
import { keyPath, selectedKey, sidebarEntries } from './sidebarEntries';

const titles = (entries: ReturnType<typeof sidebarEntries>): unknown[] =>
  entries.map((e) => (e.children ? { [e.title]: titles(e.children) } : e.title));

describe('sidebar entries', () => {
  it('lists 首页 first, then visible menus; hidden routes are not shown', () => {
    expect(titles(sidebarEntries(generateRoutes(systemMenus)))).toEqual([
      '首页',
      { 系统管理: ['用户管理', '字典管理', { 审计日志: ['操作日志'] }] },
      '官方文档',
    ]);
  });

  it('shows a parent with one visible child as that child unless alwaysShow is set', () => {
    const tree = (alwaysShow: boolean) =>
      generateRoutes([
        menu({
          name: '监控',
          path: '/monitor',
          alwaysShow,
          children: [menu({ name: '服务监控', path: 'server', component: 'monitor/server/index' })],
        }),
      ]);
    expect(titles(sidebarEntries(tree(false)))).toEqual(['首页', '服务监控']);
    expect(sidebarEntries(tree(false))[1].key).toBe('/monitor/server');
    expect(titles(sidebarEntries(tree(true)))).toEqual(['首页', { 监控: ['服务监控'] }]);
  });

  it('leaves out a parent whose children are all hidden', () => {
    const routes = generateRoutes([
      menu({ name: '空目录', path: '/empty', children: [menu({ name: 'x', path: 'x', visible: false })] }),
    ]);
    expect(titles(sidebarEntries(routes))).toEqual(['首页']);
  });

  it('keeps the address of external links', () => {
    const docs = sidebarEntries(generateRoutes(systemMenus)).find((e) => e.title === '官方文档');
    expect(docs?.link).toBe('https://example.com/docs');
  });

  it('highlights the entry of the current page, also below it, and knows the submenus leading there', () => {
    const entries = sidebarEntries(generateRoutes(systemMenus));
    expect(selectedKey(entries, '/system/log/operate-log')).toBe('/system/log/operate-log');
    expect(selectedKey(entries, '/system/user/detail')).toBe('/system/user');
    expect(selectedKey(entries, '/index')).toBe('/index');
    expect(selectedKey(entries, '/elsewhere')).toBeUndefined();
    expect(keyPath(entries, '/system/log/operate-log')).toEqual(['/system', '/system/log', '/system/log/operate-log']);
  });

  it('lists only the given routes, without 首页, for the top menu', () => {
    const [system] = generateRoutes(systemMenus);
    expect(titles(sidebarEntries(system.children!, false))).toEqual(['用户管理', '字典管理', { 审计日志: ['操作日志'] }]);
  });

  it('highlights the activeMenu of a page that has no entry of its own', () => {
    const entries = sidebarEntries(generateRoutes(systemMenus));
    expect(selectedKey(entries, '/system/dict-type')).toBe('/system/dict-type');
    // A hidden detail page, e.g. /dict/type/data/1 with activeMenu '/system/dict-type'.
    expect(selectedKey(entries, '/dict/type/data/1')).toBeUndefined();
  });

  it('keeps an inner link inside the console: it is not a new-window link', () => {
    const routes = generateRoutes([
      menu({ name: '监控大屏', path: 'https://www.example.com/screen', component: 'InnerLink' }),
    ]);
    expect(sidebarEntries(routes)[1]).toEqual({ key: '/example/com/screen', title: '监控大屏', icon: '' });
  });
});
