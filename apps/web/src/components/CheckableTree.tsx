/**
 * A tree of checkboxes as a form field (value: the chosen ids), with the reference's three
 * switches above it: 展开/折叠, 全选/全不选 and 父子联动. With 父子联动 (the default) checking a
 * node checks everything below it, and for menus the value holds the checked nodes plus their
 * partly checked ancestors, so a saved selection keeps the parents a child needs to be
 * reachable (e.g. a menu and the directory it sits in). Without it every node is chosen on its
 * own. Saved ids that 父子联动 cannot show as they are open with it off, so saving again drops
 * nothing.
 *
 *   <Form.Item name="menuIds"><CheckableTree label="菜单权限" treeData={menuTree} /></Form.Item>
 */
import { useEffect, useMemo, useState, type Key } from 'react';
import { Checkbox, Space, Tree } from 'antd';
import { allKeys, checksAs, checksFromSaved, parentKeys, savedIds, setLinked, type TreeChecks } from './treeChecks';
import './check-tree.css';

export interface CheckableNode {
  title: string;
  key: number;
  children?: CheckableNode[];
}

export interface CheckableTreeProps {
  treeData: CheckableNode[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names the tree for assistive technology, e.g. 菜单权限. */
  label: string;
  /** The nodes are still coming: says so instead of 暂无数据. */
  loading?: boolean;
  defaultExpandAll?: boolean;
  /**
   * The value holds the half-checked parents too (the default; menus need their directory),
   * or only the checked nodes (departments).
   */
  withHalfChecked?: boolean;
}

const NONE: number[] = [];
const asIds = (keys: readonly Key[]) => keys.map(Number);

export default function CheckableTree({
  treeData,
  value = NONE,
  onChange,
  label,
  loading = false,
  defaultExpandAll = false,
  withHalfChecked = true,
}: CheckableTreeProps) {
  const everyKey = useMemo(() => allKeys(treeData), [treeData]);
  const everyParent = useMemo(() => parentKeys(treeData), [treeData]);
  const [expanded, setExpanded] = useState<number[]>([]);
  useEffect(() => setExpanded(defaultExpandAll ? everyParent : []), [defaultExpandAll, everyParent]);

  // The user's 父子联动 holds for the value they made with it. Any other value (the saved one
  // when the dialog fills, or before the tree has loaded) is read afresh, so it opens unlinked
  // when linked could not show it.
  const [made, setMade] = useState<{ ids: number[]; linked: boolean } | null>(null);
  const checks = useMemo(
    () => (made?.ids === value ? checksAs(treeData, value, made.linked) : checksFromSaved(treeData, value, withHalfChecked)),
    [made, value, treeData, withHalfChecked],
  );
  const change = (next: TreeChecks) => {
    const ids = savedIds(treeData, next, withHalfChecked);
    setMade({ ids, linked: next.linked });
    onChange?.(ids);
  };

  const checkedSet = new Set(checks.checked);
  const expandedAll = everyParent.length > 0 && expanded.length === everyParent.length;
  const checkedAll = everyKey.length > 0 && everyKey.every((key) => checkedSet.has(key));

  return (
    <div className="tenon-check-tree">
      <Space size={16} wrap>
        <Checkbox checked={expandedAll} onChange={(e) => setExpanded(e.target.checked ? everyParent : [])}>
          展开/折叠
        </Checkbox>
        <Checkbox checked={checkedAll} onChange={(e) => change({ checked: e.target.checked ? everyKey : [], halfChecked: [], linked: checks.linked })}>
          全选/全不选
        </Checkbox>
        <Checkbox checked={checks.linked} onChange={(e) => change(setLinked(treeData, checks, e.target.checked, withHalfChecked))}>
          父子联动
        </Checkbox>
      </Space>
      <div className="tenon-check-tree-box" role="group" aria-label={label}>
        {treeData.length === 0 ? (
          <div className="tenon-check-tree-empty">{loading ? '加载中，请稍候' : '暂无数据'}</div>
        ) : (
          <Tree
            checkable
            selectable={false}
            virtual={false}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(asIds(keys))}
            checkStrictly={!checks.linked}
            checkedKeys={checks.linked ? checks.checked : { checked: checks.checked, halfChecked: [] }}
            onCheck={(keys, info) =>
              Array.isArray(keys)
                ? change({ checked: asIds(keys), halfChecked: asIds(info.halfCheckedKeys ?? []), linked: true })
                : change({ checked: asIds(keys.checked), halfChecked: [], linked: false })
            }
          />
        )}
      </div>
    </div>
  );
}
