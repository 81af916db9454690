/**
 * Flat rows with `id`/`parentId` → a tree, as the server answers menus and departments flat
 * (reference: `handleTree`). A row whose parent is not in the list becomes a root, so a
 * filtered list (by name or status) still shows every match.
 */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

export function buildTree<T extends { id: number; parentId: number }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((row) => [row.id, { ...row }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every id in the tree, parents before children. */
export function treeIds<T extends { id: number }>(nodes: readonly TreeNode<T>[]): number[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children ?? [])]);
}
