/**
 * The menu feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { assignableMenuIds } from './assignable-menus.ts';
export { platformMenuIdsOf } from './platform-menus.ts';
