/**
 * The table from a menu's `component` to the page that shows it, composed from the areas' parts
 * (`pages/<area>/pages.ts`, hidden pages included). Menus name screens by the
 * reference console's view paths (docs/menus.md: `system/operatelog/index`), so clients of
 * the reference find their pages; our page folders are named as the server's features
 * (`pages/system/operate-log` ↔ `modules/system/operate-log`). A leading slash, a
 * `.vue` suffix or a missing `/index` name the same page, as the reference's loader allows.
 */
import type { ComponentType } from 'react';
import { bpmPages } from '../pages/bpm/pages';
import { infraPages } from '../pages/infra/pages';
import { mallPages } from '../pages/mall/pages';
import { payPages } from '../pages/pay/pages';
import { systemPages } from '../pages/system/pages';

export type PageModule = { default: ComponentType };
/** A literal `import()` of the page, so the build gives each page its own chunk. */
export type PageLoader = () => Promise<PageModule>;
export type PageTable = Record<string, PageLoader>;

/** One line per area: each area's `pages/<area>/pages.ts` holds its screens' lines. */
export const pageTable: PageTable = {
  ...systemPages,
  ...infraPages,
  ...bpmPages,
  ...mallPages,
  ...payPages,
};

/** The table's key for a component as a menu may write it, e.g. `/system/operatelog.vue` → `system/operatelog/index`. */
export function pageKey(component: string): string {
  const clean = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx|jsx|js)$/, '');
  return clean in pageTable || !(`${clean}/index` in pageTable) ? clean : `${clean}/index`;
}

export function findPage(component: string | null): PageLoader | undefined {
  return component ? pageTable[pageKey(component)] : undefined;
}

/**
 * Starts loading a menu's page before it is opened (its menu item hovered, an idle moment
 * after the login: layout/usePagePrefetch.ts), so that opening it waits for no download: the
 * route's own `import()` then finds the module loaded. A component with no page loads nothing;
 * a failed load is left to the page's opening, which shows it.
 */
export function prefetchPage(component: string | null | undefined): Promise<void> {
  const load = findPage(component ?? null);
  return load ? load().then(() => undefined, () => undefined) : Promise.resolve();
}
