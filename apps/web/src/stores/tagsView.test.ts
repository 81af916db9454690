import { describe, expect, it } from 'vitest';
import * as tags from './tagsView';
import type { TagView } from './tagsView';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  query: {},
  name: path.replace(/\W/g, '') || 'Root',
  title: path,
  meta: {},
  ...extra,
});
const home = view('/index', { name: 'Index', title: '首页', meta: { affix: true } });
const [a, b, c, d] = ['/a', '/b', '/c', '/d'].map((path) => view(path));
const paths = (views: TagView[]) => views.map((v) => v.path);

describe('adding tabs', () => {
  it('adds one tab per path; the same path with a new query updates its tab in place', () => {
    let views = tags.addView([home, a], b);
    expect(paths(views)).toEqual(['/index', '/a', '/b']);
    expect(tags.addView(views, a)).toBe(views);
    views = tags.addView(views, view('/a', { fullPath: '/a?page=2', query: { page: '2' } }));
    expect(paths(views)).toEqual(['/index', '/a', '/b']);
    expect(views[1]).toMatchObject({ fullPath: '/a?page=2', query: { page: '2' } });
  });

  it('puts an affixed tab before the visited ones, whenever it arrives', () => {
    const pinned = view('/pinned', { meta: { affix: true } });
    expect(paths(tags.addView([a, b], home))).toEqual(['/index', '/a', '/b']);
    expect(paths(tags.addView([home, a], pinned))).toEqual(['/index', '/pinned', '/a']);
    expect(paths(tags.addView([], home))).toEqual(['/index']);
  });
});

describe('closing tabs', () => {
  const all = [home, a, b, c, d];

  it('an affixed tab cannot be closed', () => {
    expect(paths(tags.closeView(all, '/index'))).toEqual(paths(all));
    expect(paths(tags.closeView(all, '/b'))).toEqual(['/index', '/a', '/c', '/d']);
  });

  it('close others keeps the tab and the affixed ones', () => {
    expect(paths(tags.closeOthers(all, '/c'))).toEqual(['/index', '/c']);
  });

  it('close left and right keep the tab, the other side and the affixed ones', () => {
    expect(paths(tags.closeLeft(all, '/c'))).toEqual(['/index', '/c', '/d']);
    expect(paths(tags.closeRight(all, '/b'))).toEqual(['/index', '/a', '/b']);
    expect(tags.closeRight(all, '/nowhere')).toBe(all);
  });

  it('close all keeps only the affixed tabs', () => {
    expect(paths(tags.closeAll(all))).toEqual(['/index']);
  });

  it('offers close left except on the first tab after home, close right except on the last', () => {
    expect(tags.isFirstView(all, home)).toBe(true);
    expect(tags.isFirstView(all, a)).toBe(true);
    expect(tags.isFirstView(all, b)).toBe(false);
    expect(tags.isLastView(all, d)).toBe(true);
    expect(tags.isLastView(all, c)).toBe(false);
  });
});

describe('where the console goes after a close', () => {
  it('stays when the page on screen still has its tab', () => {
    expect(tags.afterClose([home, a, b], '/a', c)).toEqual({ kind: 'stay' });
  });

  it('goes to the last remaining tab, with its query', () => {
    const withQuery = view('/b', { fullPath: '/b?id=3' });
    expect(tags.afterClose([home, a, withQuery], '/c', c)).toEqual({ kind: 'go', to: '/b?id=3' });
  });

  it('goes home when no tab is left, and reloads home when home itself was closed', () => {
    expect(tags.afterClose([], '/a', a)).toEqual({ kind: 'go', to: '/' });
    expect(tags.afterClose([], '/index', home)).toEqual({ kind: 'reload', path: '/index' });
  });
});
