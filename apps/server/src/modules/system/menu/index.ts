/**
 * The menu feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { platformMenuIdsOf } from './platform-menus.ts';
export { allMenuIds, enabledMenus, type MenuRow, menuNames, menuOutline } from './menu-lookups.ts';
export { syncMenuRows } from './menu-catalogue.ts';
