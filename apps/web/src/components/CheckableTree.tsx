/**
 * A tree of checkboxes as a form field (value: the chosen ids), with the reference's three
 * switches above it: 展开/折叠, 全选/全不选 and 父子联动. With 父子联动 (the default) checking a
 * node checks everything below it, and the value holds the checked nodes plus their partly
 * checked ancestors, so a saved selection keeps the parents a child needs to be reachable
 * (e.g. a menu and the directory it sits in). Without it every node is chosen on its own.
 *
 *   <Form.Item name="menuIds"><CheckableTree treeData={menuTree} /></Form.Item>
 */
import { useMemo, useState, type Key } from 'react';
import { Checkbox, Space, Tree } from 'antd';
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
  /** Shown while there are no nodes. */
  emptyText?: string;
  /** Names the tree for assistive technology, e.g. 菜单权限. */
  label?: string;
}

interface Walked {
  /** Every key, parents first. */
  all: number[];
  /** Each key's descendants. */
  descendants: Map<number, number[]>;
}

function walk(nodes: readonly CheckableNode[]): Walked {
  const all: number[] = [];
  const descendants = new Map<number, number[]>();
  const visit = (node: CheckableNode): number[] => {
    all.push(node.key);
    const below = (node.children ?? []).flatMap((child) => [child.key, ...visit(child)]);
    descendants.set(node.key, below);
    return below;
  };
  nodes.forEach(visit);
  return { all, descendants };
}

export default function CheckableTree({ treeData, value = [], onChange, emptyText = '加载中，请稍候', label }: CheckableTreeProps) {
  const { all, descendants } = useMemo(() => walk(treeData), [treeData]);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const [linked, setLinked] = useState(true);

  // Linked, a stored parent shows checked only when all it holds is chosen; the tree works
  // out the partly checked ones itself.
  const checkedKeys = useMemo(() => {
    if (!linked) return { checked: value, halfChecked: [] };
    const chosen = new Set(value);
    return value.filter((key) => (descendants.get(key) ?? []).every((below) => chosen.has(below)));
  }, [linked, value, descendants]);

  const allChosen = all.length > 0 && all.every((key) => value.includes(key));
  const inTreeOrder = (keys: Iterable<Key>) => {
    const chosen = new Set(Array.from(keys, Number));
    return all.filter((key) => chosen.has(key));
  };

  return (
    <div className="tenon-check-tree">
      <Space size={16} wrap>
        <Checkbox
          checked={all.length > 0 && expandedKeys.length === all.length}
          onChange={(event) => setExpandedKeys(event.target.checked ? all : [])}
        >
          展开/折叠
        </Checkbox>
        <Checkbox checked={allChosen} onChange={(event) => onChange?.(event.target.checked ? all : [])}>
          全选/全不选
        </Checkbox>
        <Checkbox checked={linked} onChange={(event) => setLinked(event.target.checked)}>
          父子联动
        </Checkbox>
      </Space>
      <div className="tenon-check-tree-box" role="group" aria-label={label}>
        {treeData.length === 0 ? (
          <div className="tenon-check-tree-empty">{emptyText}</div>
        ) : (
          <Tree
            checkable
            selectable={false}
            virtual={false}
            checkStrictly={!linked}
            treeData={treeData}
            checkedKeys={checkedKeys}
            expandedKeys={expandedKeys}
            onExpand={setExpandedKeys}
            onCheck={(checked, info) => {
              if (Array.isArray(checked)) onChange?.(inTreeOrder([...checked, ...(info.halfCheckedKeys ?? [])]));
              else onChange?.(inTreeOrder(checked.checked));
            }}
          />
        )}
      </div>
    </div>
  );
}
