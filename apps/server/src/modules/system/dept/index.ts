/**
 * The dept feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { deptLeaderAndParent, leadersOfDepts } from './dept-leaders.ts';
export { deptNames } from './dept-names.ts';
export { existingDeptIds } from './existing-depts.ts';
export { descendantsOf } from './dept-tree.ts';
export { insertDepts, type NewDept } from './dept-inserts.ts';
export { deptsAmong } from './depts-among.ts';
