/**
 * The open tabs and the pages kept alive behind them. A page is kept alive (its state survives
 * leaving its tab) when it has a tab and is not `noCache`; closing the tab lets it go, and
 * 刷新页面 remounts it fresh (`reloads` bumps the key it is mounted under).
 */
import { create } from 'zustand';
import * as rules from './tagsView';
import type { TagView } from './tagsView';

interface TagsViewState {
  visitedViews: TagView[];
  /** Paths of the pages kept alive. */
  cachedViews: string[];
  /** Times each path was reloaded; part of the key its page is mounted under. */
  reloads: Record<string, number>;
  addView: (view: TagView) => void;
  /** Replaces the tabs, letting go of the pages whose tab is gone. */
  setVisited: (views: TagView[]) => void;
  reload: (path: string) => void;
}

const cachedOf = (views: TagView[], cached: string[]) => cached.filter((path) => views.some((v) => v.path === path));

export const useTagsViewStore = create<TagsViewState>()((set, get) => ({
  visitedViews: [],
  cachedViews: [],
  reloads: {},
  addView: (view) => {
    const { visitedViews, cachedViews } = get();
    const nextViews = rules.addView(visitedViews, view);
    const keep = !view.meta.noCache && !cachedViews.includes(view.path);
    if (nextViews === visitedViews && !keep) return;
    set({ visitedViews: nextViews, cachedViews: keep ? [...cachedViews, view.path] : cachedViews });
  },
  setVisited: (views) => set({ visitedViews: views, cachedViews: cachedOf(views, get().cachedViews) }),
  reload: (path) => set({ reloads: { ...get().reloads, [path]: (get().reloads[path] ?? 0) + 1 } }),
}));
