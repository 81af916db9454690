/**
 * Every page the menu tree can name, loaded on demand. A menu's `component` is a path below
 * `src/pages` written as the reference writes it (`system/user/index`); `system/user`,
 * a leading slash or a `.vue` suffix name the same page.
 */
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

const pages = import.meta.glob<PageModule>('../pages/**/index.tsx');

export function pageModulePath(component: string): string {
  const clean = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx|jsx|js)$/, '')
    .replace(/\/?index$/, '');
  return clean ? `../pages/${clean}/index.tsx` : '../pages/index.tsx';
}

export function findPage(component: string | null): PageLoader | undefined {
  return component ? pages[pageModulePath(component)] : undefined;
}
