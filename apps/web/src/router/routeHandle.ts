/**
 * What a route tells the shell about itself (the reference's route `meta`), kept on `handle`.
 * The shell reads it for tabs, breadcrumb, sidebar highlight, keep-alive and the title.
 */
import type { UIMatch } from 'react-router';

export interface RouteHandle {
  title: string;
  /** The route name: a tab is opened for named routes only. */
  name?: string;
  icon?: string;
  /** Not kept alive when the user leaves its tab. */
  noCache?: boolean;
  hidden?: boolean;
  /** Affixed tabs cannot be closed. */
  affix?: boolean;
  /** A directory: its breadcrumb entry leads nowhere. */
  noRedirect?: boolean;
  /** false: left out of the breadcrumb. */
  breadcrumb?: boolean;
  /** The sidebar entry to highlight instead of the route's own (detail pages of a list). */
  activeMenu?: string;
  /**
   * A hidden page's place in the menu (its owner screen and that screen's directories), which
   * its own route does not show: the breadcrumb runs through it.
   */
  trail?: Array<{ title: string; path: string; directory: boolean }>;
  /** A web address shown inside the console in a frame. */
  link?: string;
}

/** The home page's route name: the breadcrumb does not prepend 首页 to it, tabs reload it. */
export const HOME_NAME = 'Index';
export const HOME_PATH = '/index';
/** The home page's handle, here rather than beside the route table: the tabs read it, and the table loads the shell that holds them. */
export const HOME_HANDLE: RouteHandle = { title: '首页', name: HOME_NAME, icon: 'dashboard', affix: true };

export function handleOf(match: Pick<UIMatch, 'handle'> | undefined): RouteHandle | undefined {
  const handle = match?.handle as RouteHandle | undefined;
  return handle && typeof handle.title === 'string' ? handle : undefined;
}
