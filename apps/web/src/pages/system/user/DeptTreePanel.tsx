/**
 * The department tree left of the user list: typing narrows it to the departments whose name
 * contains the text (with their ancestors, so each match keeps its place); clicking one
 * selects it, clicking it again clears the selection.
 */
import { useMemo, useState } from 'react';
import { Empty, Input, Spin, Tree } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDeptTree, type TreeOption } from '../shared/lookups';

export interface DeptTreePanelProps {
  selected: number | undefined;
  onSelect: (deptId: number | undefined) => void;
}

function filterTree(nodes: TreeOption[], text: string): TreeOption[] {
  return nodes.flatMap((node) => {
    if (node.title.includes(text)) return [node];
    const children = filterTree(node.children ?? [], text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

export default function DeptTreePanel({ selected, onSelect }: DeptTreePanelProps) {
  const { tree, loading } = useDeptTree();
  const [text, setText] = useState('');
  const shown = useMemo(() => (text.trim() ? filterTree(tree, text.trim()) : tree), [tree, text]);

  return (
    <div className="user-dept-tree">
      <Input
        placeholder="请输入部门名称"
        aria-label="部门名称"
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Spin spinning={loading}>
        {shown.length > 0 ? (
          <Tree<TreeOption>
            // Remounted when the nodes change so that every department starts expanded.
            key={`${tree.length}:${text}`}
            aria-label="部门"
            treeData={shown}
            defaultExpandAll
            blockNode
            selectedKeys={selected === undefined ? [] : [selected]}
            onSelect={(_, { node, selected: nowSelected }) => onSelect(nowSelected ? node.key : undefined)}
          />
        ) : (
          !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )}
      </Spin>
    </div>
  );
}
