import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isRedirectPath } from './breadcrumbTrail';

const match = (pathname: string, handle?: object) => ({ pathname, handle });

describe('breadcrumb trail', () => {
  it('prepends 首页 and links every entry but directories and the last', () => {
    const trail = breadcrumbTrail([
      match('/'),
      match('/'),
      match('/system', { title: '系统管理', noRedirect: true }),
      match('/system/dict', { title: '字典管理' }),
      match('/system/dict/data/1', { title: '字典数据' }),
    ]);
    expect(trail.map(({ title, to }) => ({ title, to }))).toEqual([
      { title: '首页', to: '/index' },
      { title: '系统管理', to: undefined },
      { title: '字典管理', to: '/system/dict' },
      { title: '字典数据', to: undefined },
    ]);
  });

  it('does not prepend 首页 on the home page itself', () => {
    const trail = breadcrumbTrail([match('/'), match('/index', { title: '首页', name: 'Index' })]);
    expect(trail).toEqual([{ key: '/index#0', title: '首页' }]);
  });

  it('leaves out entries with breadcrumb: false, and routes without a title', () => {
    const trail = breadcrumbTrail([
      match('/'),
      match('/bpm', { title: '流程', breadcrumb: false }),
      match('/bpm/task', { title: '我的任务' }),
    ]);
    expect(trail.map((crumb) => crumb.title)).toEqual(['首页', '我的任务']);
  });

  it('knows the reload helper paths it must not recompute on', () => {
    expect(isRedirectPath('/redirect/system/user')).toBe(true);
    expect(isRedirectPath('/system/redirect')).toBe(false);
  });

  it('runs a hidden page through its owner screen’s place in the menu (its trail)', () => {
    const trail = breadcrumbTrail([
      match('/'),
      match('/dict/type/data/1', {
        title: '字典数据',
        trail: [
          { title: '系统管理', path: '/system', directory: true },
          { title: '字典管理', path: '/system/dict', directory: false },
        ],
      }),
    ]);
    expect(trail.map(({ title, to }) => ({ title, to }))).toEqual([
      { title: '首页', to: '/index' },
      { title: '系统管理', to: undefined },
      { title: '字典管理', to: '/system/dict' },
      { title: '字典数据', to: undefined },
    ]);
  });
});
