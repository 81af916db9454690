/**
 * The 上级部门 choices: every department under a 顶级部门 node (parent id 0), the edited one and
 * everything below it left out (the kit's tree parent choices).
 */
import type { Dept } from '@tenon/contracts';
import { TREE_ROOT_ID, treeParentOptions, type TreeParentOption } from '../../../crud/TreeParentSelect';

export const TOP_DEPT_ID = TREE_ROOT_ID;

export const parentOptions = (depts: readonly Dept[], editingId?: number): TreeParentOption[] => treeParentOptions(depts, '顶级部门', (dept) => dept.name, editingId);
