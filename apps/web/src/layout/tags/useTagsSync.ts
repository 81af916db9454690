/**
 * Feeds the tabs from navigation (docs/console.md, "Tabs"): the affixed home tab first, then a tab for
 * each named route visited; a new query on a page already open updates its tab.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HOME_HANDLE, HOME_PATH } from '../../router/routeHandle';
import { useTagsViewStore } from '../../stores/tagsViewStore';
import type { TagView } from '../../stores/tagsView';
import { useLeafHandle } from '../useLeafHandle';

const HOME_VIEW: TagView = {
  path: HOME_PATH,
  fullPath: HOME_PATH,
  query: {},
  name: HOME_HANDLE.name!,
  title: HOME_HANDLE.title,
  meta: { affix: true },
};

export function useTagsSync(): void {
  const { pathname, search, hash } = useLocation();
  const handle = useLeafHandle();
  const addView = useTagsViewStore((state) => state.addView);

  useEffect(() => {
    addView(HOME_VIEW);
  }, [addView]);

  useEffect(() => {
    if (!handle?.name) return;
    addView({
      path: pathname,
      fullPath: `${pathname}${search}${hash}`,
      query: Object.fromEntries(new URLSearchParams(search)),
      name: handle.name,
      title: handle.title,
      meta: { affix: handle.affix, noCache: handle.noCache },
    });
  }, [addView, handle, pathname, search, hash]);
}
