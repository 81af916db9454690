/**
 * The 上级部门 choices: every department under a 顶级部门 node (parent id 0). When editing, the
 * department itself and everything below it are left out, as the server refuses them
 * (a department cannot move under itself).
 */
import type { Dept } from '@tenon/contracts';
import { buildTree } from '../../../utils/tree';
import { toTreeOptions, type TreeOption } from '../shared/lookups';

export const TOP_DEPT_ID = 0;

export function parentOptions(depts: readonly Dept[], editingId?: number): TreeOption[] {
  const excluded = new Set<number>();
  if (editingId !== undefined) {
    excluded.add(editingId);
    // Rows come parents-first only by chance; repeat until no new descendant turns up.
    let grew = true;
    while (grew) {
      grew = false;
      for (const dept of depts) {
        if (!excluded.has(dept.id) && excluded.has(dept.parentId)) {
          excluded.add(dept.id);
          grew = true;
        }
      }
    }
  }
  const children = toTreeOptions(buildTree(depts.filter((dept) => !excluded.has(dept.id))));
  return [{ title: '顶级部门', key: TOP_DEPT_ID, value: TOP_DEPT_ID, ...(children.length > 0 ? { children } : {}) }];
}
