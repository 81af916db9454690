/**
 * The row between the search form and the table: the screen's buttons on the left (each
 * wrapped in `<Can>` by the screen), the right toolbar on the right.
 */
import type { ReactNode } from 'react';
import { Space } from 'antd';
import RightToolbar, { type ToolbarColumn } from '../components/RightToolbar';
import './crud.css';

export interface ListToolbarProps {
  children?: ReactNode;
  showSearch: boolean;
  onToggleSearch: (show: boolean) => void;
  onRefresh: () => void;
  columns?: ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
}

export default function ListToolbar({ children, ...right }: ListToolbarProps) {
  return (
    <div className="crud-toolbar">
      <Space wrap>{children}</Space>
      <RightToolbar {...right} />
    </div>
  );
}
