/**
 * The 操作 column: the row buttons the signed-in user holds the permission for, or no column
 * at all when there are none (a read-only user sees no empty column).
 */
import type { TableColumnsType } from 'antd';
import { Button } from 'antd';
import type { Can } from '../permission/useCan';
import type { RowAction } from './listResource';

/** Room for the icon and two characters of each button. */
const widthFor = (count: number) => 40 + 70 * count;

export function actionColumn<Row>(actions: RowAction<Row>[], can: Can, width?: number): TableColumnsType<Row>[number] | null {
  const allowed = actions.filter((action) => !action.permission || can.hasPermission(action.permission));
  if (allowed.length === 0) return null;
  return {
    key: 'action',
    title: '操作',
    width: width ?? widthFor(allowed.length),
    align: 'center',
    fixed: 'right',
    render: (_, row) => (
      <span className="crud-actions">
        {allowed
          .filter((action) => action.shownFor?.(row) ?? true)
          .map((action) => (
            <Button key={action.label} type="link" size="small" icon={action.icon} onClick={() => action.onClick(row)}>
              {action.label}
            </Button>
          ))}
      </span>
    ),
  };
}
