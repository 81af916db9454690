/**
 * A tree's 上级 picker: every row of the tree's list under a top node (parent id 0). When
 * editing, the row itself and everything below it are left out, as the server refuses them (a
 * row cannot move under itself). The edited row is the form's `id`, so a screen needs only
 * `inputs={{ parentId: <TreeParentSelect … /> }}`.
 */
import { useMemo } from 'react';
import { Form, TreeSelect, type TreeSelectProps } from 'antd';
import type { Endpoint } from '@tenon/contracts';
import { buildTree, type TreeNode } from '../utils/tree';
import { useEntityQuery } from './usePagedList';

export const TREE_ROOT_ID = 0;

export interface TreeParentOption {
  title: string;
  key: number;
  value: number;
  children?: TreeParentOption[];
}

type TreeRow = { id: number; parentId: number };

/** The choices: a top node titled `root`, and under it the rows but the edited one and its descendants. */
export function treeParentOptions<R extends TreeRow>(rows: readonly R[], root: string, label: (row: R) => string, editingId?: number): TreeParentOption[] {
  const excluded = new Set<number>();
  if (editingId !== undefined) {
    excluded.add(editingId);
    // Rows come parents-first only by chance; repeat until no new descendant turns up.
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of rows) {
        if (!excluded.has(row.id) && excluded.has(row.parentId)) {
          excluded.add(row.id);
          grew = true;
        }
      }
    }
  }
  const toOptions = (nodes: readonly TreeNode<R>[]): TreeParentOption[] =>
    nodes.map((node) => ({ title: label(node), key: node.id, value: node.id, ...(node.children ? { children: toOptions(node.children) } : {}) }));
  const children = toOptions(buildTree(rows.filter((row) => !excluded.has(row.id))));
  return [{ title: root, key: TREE_ROOT_ID, value: TREE_ROOT_ID, ...(children.length > 0 ? { children } : {}) }];
}

export interface TreeParentSelectProps extends Omit<TreeSelectProps, 'treeData'> {
  /** The tree's list endpoint (every row, flat). */
  api: Endpoint;
  /** The field that names a row. */
  labelField: string;
  /** The top node's title (顶级部门). */
  root: string;
}

export default function TreeParentSelect({ api, labelField, root, placeholder, ...props }: TreeParentSelectProps) {
  // The loaded record's id is in the form's store though no field shows it: `preserve` reads it.
  const form = Form.useFormInstance();
  const editedId = Form.useWatch('id', { form, preserve: true }) as number | undefined;
  // Any list endpoint: its filters are optional, so an empty query asks for every row.
  const rows = useEntityQuery(api, { query: {} } as never);
  const treeData = useMemo(
    () => treeParentOptions((rows.data ?? []) as TreeRow[], root, (row) => String((row as Record<string, unknown>)[labelField] ?? row.id), editedId),
    [rows.data, root, labelField, editedId],
  );
  return <TreeSelect {...props} treeData={treeData} placeholder={placeholder ?? `选择${root.replace(/^顶级/, '上级')}`} treeDefaultExpandAll showSearch treeNodeFilterProp="title" loading={rows.isLoading} />;
}
