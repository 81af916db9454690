/**
 * The 操作 column: the row buttons the signed-in user holds the permission for, or no column
 * at all when there are none (a read-only user sees no empty column). A menu (更多) shows the
 * held actions in a dropdown, and only when there is one.
 */
import type { TableColumnsType } from 'antd';
import { Button, Dropdown } from 'antd';
import type { Can } from '../permission/useCan';
import type { RowAction, RowMenu } from './listResource';

/** Room for the icon and two characters of each button. */
const widthFor = (count: number) => 40 + 70 * count;

const isMenu = <Row,>(action: RowAction<Row> | RowMenu<Row>): action is RowMenu<Row> => 'items' in action;

export function actionColumn<Row>(actions: (RowAction<Row> | RowMenu<Row>)[], can: Can, width?: number): TableColumnsType<Row>[number] | null {
  const held = (action: RowAction<Row>) => !action.permission || can.hasPermission(action.permission);
  const allowed = actions.flatMap((action): (RowAction<Row> | RowMenu<Row>)[] => {
    if (!isMenu(action)) return held(action) ? [action] : [];
    const items = action.items.filter(held);
    return items.length > 0 ? [{ ...action, items }] : [];
  });
  if (allowed.length === 0) return null;
  return {
    key: 'action',
    title: '操作',
    width: width ?? widthFor(allowed.length),
    align: 'center',
    fixed: 'right',
    render: (_, row) => (
      <span className="crud-actions">
        {allowed.map((action) => {
          if (isMenu(action)) {
            const items = action.items
              .filter((item) => item.shownFor?.(row) ?? true)
              .map((item) => ({ key: item.label, icon: item.icon, label: item.label, onClick: () => item.onClick(row) }));
            return (
              <Dropdown key={action.label} menu={{ items }} trigger={['click']}>
                <Button type="link" size="small" icon={action.icon}>
                  {action.label}
                </Button>
              </Dropdown>
            );
          }
          if (!(action.shownFor?.(row) ?? true)) return null;
          const disabledReason = action.disabledFor?.(row);
          return (
            <Button
              key={action.label}
              type="link"
              size="small"
              icon={action.icon}
              disabled={disabledReason !== undefined}
              title={disabledReason}
              onClick={() => action.onClick(row)}
            >
              {action.label}
            </Button>
          );
        })}
      </span>
    ),
  };
}
