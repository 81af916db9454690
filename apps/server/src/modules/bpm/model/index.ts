/**
 * The model feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export type { ModelRecord as ModelRow } from './model-lookups.ts';
export { lockModel, modelUsingForm, requireModel } from './model-lookups.ts';
export { insertModel, type ModelInsert } from './model-inserts.ts';
