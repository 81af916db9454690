/**
 * The content area's outlet, with keep-alive (docs/console.md, "Tabs": pages marked noCache are not
 * cached, the others are). React has no keep-alive of its own: every page that still has a
 * tab stays mounted under <Activity mode="hidden"> when the user leaves it, which keeps its
 * state and DOM (form input, scroll, an iframe's document) and stops its effects until it is
 * shown again. Pages are keyed by path, as tabs are; 刷新页面 changes the key, which mounts
 * the page afresh.
 *
 * A hidden page keeps seeing the location it was left at: it must not react to (and fetch
 * for) a location that belongs to another page.
 */
import { Activity, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router';
import { useSettingsStore } from '../../stores/settingsStore';
import { useTagsViewStore } from '../../stores/tagsViewStore';

interface AlivePage {
  element: ReactNode;
  /** One object per visit, so a hidden page's location consumers do not re-render. */
  where: { location: Location; navigationType: NavigationType };
}

const NONE: string[] = [];

export default function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const tagsView = useSettingsStore((state) => state.tagsView);
  const kept = useTagsViewStore((state) => (tagsView ? state.cachedViews : NONE));
  const reloads = useTagsViewStore((state) => state.reloads);
  const pages = useRef(new Map<string, AlivePage>()).current;

  // Writing during render is safe here: the same inputs always leave the same map.
  const current = location.pathname;
  for (const path of [...pages.keys()]) if (path !== current && !kept.includes(path)) pages.delete(path);
  const previous = pages.get(current)?.where;
  const where = previous?.location === location ? previous : { location, navigationType };
  pages.set(current, { element: outlet, where });

  return [...pages].map(([path, page]) => (
    <Activity key={`${path}#${reloads[path] ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
      <UNSAFE_LocationContext.Provider value={page.where}>
        {page.element}
      </UNSAFE_LocationContext.Provider>
    </Activity>
  ));
}
