/**
 * The tenant-package feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { assignableMenuIds, packageAllowanceOf } from './assignable-menus.ts';
export { type PackageRow, packageNames, requireEnabledPackage } from './package-lookups.ts';
export { dropMenuFromPackages } from './package-menu-removal.ts';
export { insertPackages, type NewPackage } from './package-inserts.ts';
