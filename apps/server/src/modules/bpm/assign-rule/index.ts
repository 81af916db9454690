/**
 * The assign-rule feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { resolveCandidates } from './candidates.ts';
export { addModelRules, type AssignRuleRow, copyRulesToDefinition, deleteModelRules, rulesOfDefinition, rulesOfModel } from './rule-copies.ts';
