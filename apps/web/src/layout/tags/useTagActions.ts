/**
 * What the tabs and their right-click menu do (docs/console.md, "Tabs"). Each close keeps the
 * affixed tabs; when the page on screen lost its tab, the console moves on as `afterClose`
 * says: the last remaining tab, else home, else it reloads home.
 */
import { useLocation, useNavigate } from 'react-router';
import * as rules from '../../stores/tagsView';
import type { AfterClose, TagView } from '../../stores/tagsView';
import { useTagsViewStore } from '../../stores/tagsViewStore';

export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setVisited = useTagsViewStore((state) => state.setVisited);
  const reload = useTagsViewStore((state) => state.reload);

  const follow = (next: AfterClose) => {
    if (next.kind === 'go') void navigate(next.to);
    else if (next.kind === 'reload') {
      reload(next.path);
      void navigate(next.path, { replace: true });
    }
  };
  const closeWith = (remaining: TagView[], closed?: TagView) => {
    setVisited(remaining);
    follow(rules.afterClose(remaining, pathname, closed));
  };
  const views = () => useTagsViewStore.getState().visitedViews;

  return {
    open: (view: TagView) => void navigate(view.fullPath, { replace: view.path === pathname }),
    /** 刷新页面: shows the tab's page again, mounted afresh. */
    refresh: (view: TagView) => {
      reload(view.path);
      if (view.path !== pathname) void navigate(view.fullPath);
    },
    close: (view: TagView) => {
      if (!rules.isAffix(view)) closeWith(rules.closeView(views(), view.path), view);
    },
    closeOthers: (view: TagView) => {
      if (view.path !== pathname) void navigate(view.fullPath);
      setVisited(rules.closeOthers(views(), view.path));
    },
    closeLeft: (view: TagView) => closeWith(rules.closeLeft(views(), view.path)),
    closeRight: (view: TagView) => closeWith(rules.closeRight(views(), view.path)),
    closeAll: (view: TagView) => closeWith(rules.closeAll(views()), view),
  };
}

export type TagActions = ReturnType<typeof useTagActions>;
