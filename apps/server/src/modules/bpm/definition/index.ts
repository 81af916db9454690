/**
 * The definition feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { type DefinitionRow, DefinitionService, latestOfModels } from './definition.service.ts';
export { DeployService } from './deploy.service.ts';
export { suspensionStates } from './suspension-states.ts';
