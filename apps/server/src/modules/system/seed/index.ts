/**
 * The seed feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { DEMO_ADMIN, DEMO_TENANT, SYSTEM_TENANT } from './demo-tenants.ts';
export { notifyTemplateSeed } from './notify-templates.ts';
