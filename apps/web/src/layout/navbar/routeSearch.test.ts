import { describe, expect, it } from 'vitest';
import { generateRoutes } from '../../router/generateRoutes';
import { systemMenus } from '../../test/menus';
import { ROUTE_SEARCH_OPTIONS, createRouteSearch, searchPool } from './routeSearch';

const routes = generateRoutes(systemMenus);

describe('route search', () => {
  it('uses the fuzzy options of docs/console.md: threshold 0.4, title weight 0.7, path weight 0.3', () => {
    expect(ROUTE_SEARCH_OPTIONS).toMatchObject({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('searches the pages the user has, titled by their trail; no directories, no hidden routes', () => {
    expect(searchPool(routes)).toEqual([
      { path: '/index', title: ['首页'] },
      { path: '/system/user', title: ['系统管理', '用户管理'] },
      { path: '/system/dict-type', title: ['系统管理', '字典管理'] },
      { path: '/system/log/operate-log', title: ['系统管理', '审计日志', '操作日志'] },
      { path: 'https://example.com/docs', title: ['官方文档'] },
    ]);
  });

  it('finds pages by title and by path', () => {
    const search = createRouteSearch(routes);
    expect(search('用户')[0].path).toBe('/system/user');
    expect(search('operate')[0].path).toBe('/system/log/operate-log');
    expect(search('审计').map((item) => item.path)).toEqual(['/system/log/operate-log']);
    expect(search('   ')).toEqual([]);
  });
});
