/**
 * 展开/折叠 of a tree table (menus, departments), as the reference's `isExpandAll`: one choice
 * for every row. While it says "all open", a fresh list (a search, a reload after a save) opens
 * all of its rows too; while it says "closed", rows opened by hand stay open across reloads.
 */
import { useEffect, useState, type Key } from 'react';
import type { TreeNode } from '../utils/tree';

/** Ids of the rows that have children: what 展开 opens. */
const parentIds = <T extends { id: number }>(rows: readonly TreeNode<T>[]): number[] =>
  rows.flatMap((row) => (row.children?.length ? [row.id, ...parentIds(row.children)] : []));

export function useTreeExpansion<T extends { id: number }>(tree: readonly TreeNode<T>[], expandedAtFirst: boolean) {
  const [expandAll, setExpandAll] = useState(expandedAtFirst);
  const [expandedRowKeys, setExpandedRowKeys] = useState<readonly Key[]>([]);
  useEffect(() => {
    if (expandAll) setExpandedRowKeys(parentIds(tree));
  }, [tree, expandAll]);
  const toggle = () => {
    if (expandAll) setExpandedRowKeys([]);
    setExpandAll(!expandAll);
  };
  return { expandable: { expandedRowKeys, onExpandedRowsChange: setExpandedRowKeys }, toggle };
}
