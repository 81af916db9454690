import { describe, expect, it } from 'vitest';
import { generateRoutes, innerLinkPath, routeNameFromPath } from './generateRoutes';
import { menu, systemMenus } from '../test/menus';

describe('routes generated from the menu tree', () => {
  const [system, docs] = generateRoutes(systemMenus);
  const [user, dict, log, secret] = system.children!;

  it('puts top-level items in the main layout, nested parents pass through, leaves load pages', () => {
    expect(system.view).toEqual({ kind: 'layout' });
    expect(log.view).toEqual({ kind: 'parent' });
    expect(user.view).toEqual({ kind: 'page', component: 'fixture/user/index' });
    expect(log.children![0].view).toEqual({ kind: 'page', component: 'fixture/operatelog/index' });
  });

  it('writes full paths from the root', () => {
    expect([system.path, user.path, log.children![0].path]).toEqual(['/system', '/system/user', '/system/log/operate-log']);
  });

  it('maps title, icon, keepAlive and visible into the route meta', () => {
    expect(user.meta).toEqual({ title: '用户管理', icon: 'user', noCache: false });
    expect(dict.meta.noCache).toBe(true);
    expect(secret.hidden).toBe(true);
    expect(user.hidden).toBe(false);
  });

  it('names routes by componentName, else by the path in PascalCase', () => {
    expect(user.name).toBe('SystemUser');
    expect(dict.name).toBe('DictType');
    expect(system.name).toBe('System');
    expect(routeNameFromPath('operate-log')).toBe('OperateLog');
  });

  it('keeps web addresses as links', () => {
    expect(docs.meta.link).toBe('https://example.com/docs');
    expect(docs.path).toBe('https://example.com/docs');
  });

  it('treats an item with an empty children list as a page', () => {
    const [leaf] = generateRoutes([menu({ name: '首页看板', path: '/board', component: 'board/index', children: [] })]);
    expect(leaf.view).toEqual({ kind: 'page', component: 'board/index' });
    expect(leaf.children).toBeUndefined();
  });

  it('keeps a missing component as null, for the "page does not exist" view', () => {
    const [leaf] = generateRoutes([menu({ name: '待建', path: '/todo', component: '' })]);
    expect(leaf.view).toEqual({ kind: 'page', component: null });
  });

  it('shows an InnerLink menu in a frame inside the console, at a path made from its address', () => {
    const [frame] = generateRoutes([
      menu({ name: '监控大屏', path: 'https://www.example.com:8080/screen?x=1', component: 'InnerLink', componentName: 'Screen' }),
    ]);
    expect(innerLinkPath('http://example.com/a/b/')).toBe('example/com/a/b');
    expect(frame).toMatchObject({
      path: '/example/com/8080/screen',
      name: 'Screen',
      view: { kind: 'frame' },
      meta: { link: 'https://www.example.com:8080/screen?x=1' },
    });
  });

  it('gives a hidden page its owner screen (pageOwners): the sidebar entry to light and the breadcrumb trail through it', () => {
    const [, dictData] = generateRoutes([
      menu({ name: '系统管理', path: '/system', icon: 'system', children: [menu({ name: '字典管理', path: 'dict', component: 'system/dict/index' })] }),
      menu({ name: '字典数据', path: '/dict/type/data/:dictId', component: 'system/dict/data', visible: false }),
    ]);
    expect(dictData!.meta.activeMenu).toBe('/system/dict');
    expect(dictData!.meta.trail).toEqual([
      { title: '系统管理', path: '/system', directory: true },
      { title: '字典管理', path: '/system/dict', directory: false },
    ]);
    // A page whose owner is not in the user's menu keeps its own place.
    const [alone] = generateRoutes([menu({ name: '字典数据', path: '/dict/type/data/:dictId', component: 'system/dict/data', visible: false })]);
    expect(alone!.meta.activeMenu).toBeUndefined();
  });
});
