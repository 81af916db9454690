/**
 * Pickers' data shared by the system screens, each one cached query keyed under its entity
 * (so saving a department refreshes every department picker):
 * - `useDeptTree`: enabled departments as a tree (user list's side tree, user/dept forms, data scope);
 * - `useMenuTree`: assignable menus with buttons (role menu permissions, tenant packages);
 * - `usePostOptions`, `useRoleOptions`, `useUserOptions`: select options.
 */
import { useMemo } from 'react';
import { deptApi, menuApi, postApi, roleApi, userApi } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';
import { buildTree, type TreeNode } from '../../../utils/tree';

export interface PickerNode {
  id: number;
  parentId: number;
  name: string;
}

/** antd Tree / TreeSelect nodes: `title`, `key` and `value` are the name and the id. */
export interface TreeOption {
  title: string;
  key: number;
  value: number;
  children?: TreeOption[];
}

export function toTreeOptions<T extends PickerNode>(nodes: readonly TreeNode<T>[]): TreeOption[] {
  return nodes.map((node) => ({
    title: node.name,
    key: node.id,
    value: node.id,
    ...(node.children ? { children: toTreeOptions(node.children) } : {}),
  }));
}

export function useDeptTree() {
  const query = useEntityQuery(deptApi.listAllSimple);
  const tree = useMemo(() => toTreeOptions(buildTree(query.data ?? [])), [query.data]);
  return { tree, depts: query.data ?? [], loading: query.isLoading };
}

export function useMenuTree() {
  const query = useEntityQuery(menuApi.listAllSimple);
  const tree = useMemo(() => toTreeOptions(buildTree(query.data ?? [])), [query.data]);
  return { tree, menus: query.data ?? [], loading: query.isLoading };
}

const toOptions = (rows: ReadonlyArray<{ id: number; name: string }> | undefined) => (rows ?? []).map((row) => ({ label: row.name, value: row.id }));

export function usePostOptions() {
  const query = useEntityQuery(postApi.listAllSimple);
  return useMemo(() => toOptions(query.data), [query.data]);
}

export function useRoleOptions() {
  const query = useEntityQuery(roleApi.listAllSimple);
  return useMemo(() => toOptions(query.data), [query.data]);
}

export function useUserOptions() {
  const query = useEntityQuery(userApi.listAllSimple);
  return useMemo(() => (query.data ?? []).map((u) => ({ label: u.nickname, value: u.id })), [query.data]);
}
