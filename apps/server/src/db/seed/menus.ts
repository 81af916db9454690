/**
 * Menus of the screens that exist. The home page is a fixed route of the web app, not a menu;
 * each later screen adds its directory, menu and button rows here, with permissions taken from
 * `@tenon/contracts` so the menu table and the endpoint table cannot drift apart.
 */
import type { menu } from '../schema/index.ts';

export type MenuSeed = Omit<typeof menu.$inferInsert, 'creator' | 'createTime' | 'updater' | 'updateTime'> & { id: number };

export const menuSeed: MenuSeed[] = [];
