/**
 * The reference's `this.$tab.closeOpenPage(to)`: closes the tab of the page on screen and goes
 * to `to`, as a create or edit page does once it has saved (发起 OA 请假 → 请假查询, 发起流程 →
 * 我的流程, 表单设计 → 流程表单). Closing the tab lets its kept-alive page go, so the next
 * visit starts from an empty form. The page's own path is the one closed: a page kept alive
 * behind another tab still sees its own location (KeepAliveOutlet).
 *
 *   const closeTab = useCloseCurrentTab();
 *   …
 *   closeTab(leaveListPath);
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeView } from '../../stores/tagsView';
import { useTagsViewStore } from '../../stores/tagsViewStore';

export function useCloseCurrentTab(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (to: string) => {
      const { visitedViews, setVisited } = useTagsViewStore.getState();
      setVisited(closeView(visitedViews, pathname));
      void navigate(to);
    },
    [navigate, pathname],
  );
}
