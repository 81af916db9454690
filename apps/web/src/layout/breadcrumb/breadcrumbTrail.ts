/**
 * The breadcrumb's entries (docs/console.md, "Breadcrumb"), from the matched routes:
 * - routes without a title are skipped; `breadcrumb: false` ones are left out;
 * - 首页 comes first unless the first titled route is the home page itself;
 * - a hidden page with a `trail` (its owner screen's place in the menu) shows that place before it;
 * - directories (`noRedirect`) and the last entry are text, the rest are links.
 * The component does not recompute it on /redirect/ paths (the trail stays put during a reload).
 */
import { HOME_NAME, HOME_PATH, handleOf, type RouteHandle } from '../../router/routeHandle';

export interface MatchLike {
  pathname: string;
  handle: unknown;
}

export interface Crumb {
  key: string;
  title: string;
  /** Where the entry leads; absent when it is not clickable. */
  to?: string;
}

const HOME_CRUMB = { pathname: HOME_PATH, handle: { title: '首页', name: HOME_NAME } as RouteHandle };

export function breadcrumbTrail(matches: MatchLike[]): Crumb[] {
  let titled = matches
    .map((match) => ({ pathname: match.pathname, handle: handleOf(match) }))
    .filter((match): match is { pathname: string; handle: RouteHandle } => Boolean(match.handle?.title))
    .flatMap((match) => [
      ...(match.handle.trail ?? []).map((step) => ({ pathname: step.path, handle: { title: step.title, ...(step.directory ? { noRedirect: true } : {}) } as RouteHandle })),
      match,
    ]);
  if (titled[0]?.handle.name !== HOME_NAME) titled = [HOME_CRUMB, ...titled];
  const shown = titled.filter((match) => match.handle.breadcrumb !== false);
  return shown.map(({ pathname, handle }, index) => {
    const clickable = !handle.noRedirect && index < shown.length - 1;
    return { key: `${pathname}#${index}`, title: handle.title, ...(clickable ? { to: pathname } : {}) };
  });
}

export const isRedirectPath = (pathname: string) => pathname.startsWith('/redirect/');
