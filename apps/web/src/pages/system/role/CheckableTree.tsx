/**
 * A checkable tree with the reference's three switches above it: 展开/折叠, 全选/全不选 and
 * 父子联动. A form control: its value is the check state (`TreeChecks`), which the dialog turns
 * into what it saves.
 */
import { useEffect, useMemo, useState, type Key } from 'react';
import { Checkbox, Space, Tree } from 'antd';
import type { TreeOption } from '../shared/lookups';
import { allKeys, NO_CHECKS, parentKeys, setLinked, type TreeChecks } from './treeChecks';
import './role.css';

export interface CheckableTreeProps {
  treeData: TreeOption[];
  value?: TreeChecks;
  onChange?: (checks: TreeChecks) => void;
  /** Names the tree for assistive technology, e.g. 菜单权限. */
  label: string;
  loading?: boolean;
  defaultExpandAll?: boolean;
}

const asIds = (keys: readonly Key[]) => keys.map(Number);

export default function CheckableTree({ treeData, value = NO_CHECKS, onChange, label, loading = false, defaultExpandAll = false }: CheckableTreeProps) {
  const everyKey = useMemo(() => allKeys(treeData), [treeData]);
  const everyParent = useMemo(() => parentKeys(treeData), [treeData]);
  const [expanded, setExpanded] = useState<number[]>([]);
  useEffect(() => setExpanded(defaultExpandAll ? everyParent : []), [defaultExpandAll, everyParent]);

  const expandedAll = everyParent.length > 0 && expanded.length === everyParent.length;
  const checkedAll = everyKey.length > 0 && value.checked.length === everyKey.length;
  const change = (checks: TreeChecks) => onChange?.(checks);

  return (
    <div className="checkable-tree">
      <Space size={4} wrap>
        <Checkbox checked={expandedAll} onChange={(e) => setExpanded(e.target.checked ? everyParent : [])}>
          展开/折叠
        </Checkbox>
        <Checkbox
          checked={checkedAll}
          onChange={(e) => change({ checked: e.target.checked ? everyKey : [], halfChecked: [], linked: value.linked })}
        >
          全选/全不选
        </Checkbox>
        <Checkbox checked={value.linked} onChange={(e) => change(setLinked(treeData, value, e.target.checked))}>
          父子联动
        </Checkbox>
      </Space>
      <div className="checkable-tree-box" role="group" aria-label={label}>
        {treeData.length === 0 ? (
          <div className="checkable-tree-empty">{loading ? '加载中，请稍后' : '暂无数据'}</div>
        ) : (
          <Tree
            checkable
            selectable={false}
            virtual={false}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(asIds(keys))}
            checkStrictly={!value.linked}
            checkedKeys={value.linked ? value.checked : { checked: value.checked, halfChecked: [] }}
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
