/**
 * The buttons at the right of a list's toolbar (docs/console.md, "Lists"): show/hide the search form, reload
 * the list, and choose the columns in a two-list transfer dialog titled 显示/隐藏 (left:
 * shown, right: hidden; every move applies at once, as in the reference).
 * A button appears only when its callback is given.
 *
 *   <RightToolbar showSearch={show} onToggleSearch={setShow} onRefresh={reload}
 *                 columns={columns} onColumnsChange={setColumns} />
 */
import { useState, type Key } from 'react';
import { Button, Modal, Space, Tooltip, Transfer } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';

export interface ToolbarColumn {
  key: string;
  title: string;
  visible: boolean;
}

export interface RightToolbarProps {
  showSearch?: boolean;
  /** Called with the new state. */
  onToggleSearch?: (showSearch: boolean) => void;
  onRefresh?: () => void;
  columns?: ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
}

export default function RightToolbar({ showSearch = true, onToggleSearch, onRefresh, columns, onColumnsChange }: RightToolbarProps) {
  const [columnsOpen, setColumnsOpen] = useState(false);
  const searchLabel = showSearch ? '隐藏搜索' : '显示搜索';

  const hiddenKeys = (columns ?? []).filter((column) => !column.visible).map((column) => column.key);
  const onTransfer = (targetKeys: Key[]) => {
    const hidden = new Set(targetKeys.map(String));
    onColumnsChange?.((columns ?? []).map((column) => ({ ...column, visible: !hidden.has(column.key) })));
  };

  return (
    <div className="tenon-right-toolbar">
      <Space size={8}>
        {onToggleSearch && (
          <Tooltip title={searchLabel}>
            <Button shape="circle" aria-label={searchLabel} icon={<SearchOutlined />} onClick={() => onToggleSearch(!showSearch)} />
          </Tooltip>
        )}
        {onRefresh && (
          <Tooltip title="刷新">
            <Button shape="circle" aria-label="刷新" icon={<ReloadOutlined />} onClick={onRefresh} />
          </Tooltip>
        )}
        {columns && onColumnsChange && (
          <Tooltip title="显隐列">
            <Button shape="circle" aria-label="显隐列" icon={<AppstoreOutlined />} onClick={() => setColumnsOpen(true)} />
          </Tooltip>
        )}
      </Space>
      {columns && onColumnsChange && (
        <Modal title="显示/隐藏" open={columnsOpen} onCancel={() => setColumnsOpen(false)} footer={null} width={600} destroyOnHidden>
          <Transfer
            dataSource={columns}
            rowKey={(column) => column.key}
            render={(column) => column.title}
            titles={['显示', '隐藏']}
            targetKeys={hiddenKeys}
            onChange={onTransfer}
            styles={{ section: { width: 250, height: 300 } }}
          />
        </Modal>
      )}
    </div>
  );
}
