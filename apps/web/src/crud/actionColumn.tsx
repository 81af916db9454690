/**
 * The 操作 column: the row buttons the signed-in user holds the permission for, or no column
 * at all when there are none (a read-only user sees no empty column). A menu (更多) shows the
 * held actions in a dropdown, and only when there is one. The column is as wide as its buttons
 * on one line (`columnWidths.ts`); a row of more than four buttons puts the ones the screen
 * marks rarely used (`more`) under 更多, as the reference's `el-dropdown` does.
 *
 * It is pinned to the right, so that a table wider than the window keeps its buttons in view,
 * only while it is narrow: a wide pinned column hides that much of the table at rest (the data
 * columns scroll under it), so a wide one stays at the end of the row and scrolls with it.
 */
import type { TableColumnsType } from 'antd';
import { Button, Dropdown } from 'antd';
import { DoubleRightOutlined } from '@ant-design/icons';
import type { Can } from '../permission/useCan';
import { actionsWidth } from './columnWidths';
import type { RowAction, RowMenu } from './listResource';

/** Buttons side by side before the rarely used ones go under 更多. */
export const MAX_ROW_BUTTONS = 4;

/** The widest 操作 column pinned to the right: three ideographs' buttons, under a third of a list at 1440 px. */
export const PINNED_ACTIONS_MAX = 360;

type Entry<Row> = RowAction<Row> | RowMenu<Row>;

const isMenu = <Row,>(action: Entry<Row>): action is RowMenu<Row> => 'items' in action;

/**
 * The entries as shown: more than `MAX_ROW_BUTTONS` of them, the rarely used ones (`more`) go
 * into the row's 更多 menu (the screen's own 更多 when it has one), in their order, at the end.
 */
export function foldActions<Row>(entries: Entry<Row>[]): Entry<Row>[] {
  const rare = entries.filter((entry) => !isMenu(entry) && entry.more);
  if (entries.length <= MAX_ROW_BUTTONS || rare.length === 0) return entries;
  const menu = entries.find(isMenu);
  const items = entries.filter((entry) => rare.includes(entry) || entry === menu).flatMap((entry) => (isMenu(entry) ? entry.items : [entry]));
  const shown = entries.filter((entry) => !rare.includes(entry) && entry !== menu);
  return [...shown, { label: menu?.label ?? '更多', icon: menu?.icon ?? <DoubleRightOutlined aria-hidden />, items }];
}

export function actionColumn<Row>(actions: Entry<Row>[], can: Can, width?: number): TableColumnsType<Row>[number] | null {
  const held = (action: RowAction<Row>) => !action.permission || can.hasPermission(action.permission);
  const allowed = foldActions(
    actions.flatMap((action): Entry<Row>[] => {
      if (!isMenu(action)) return held(action) ? [action] : [];
      const items = action.items.filter(held);
      return items.length > 0 ? [{ ...action, items }] : [];
    }),
  );
  if (allowed.length === 0) return null;
  const columnWidth = width ?? actionsWidth(allowed.map((action) => action.label));
  return {
    key: 'action',
    title: '操作',
    width: columnWidth,
    align: 'center',
    fixed: columnWidth <= PINNED_ACTIONS_MAX ? 'right' : undefined,
    render: (_, row) => (
      <span className="crud-actions">
        {allowed.map((action) => {
          if (isMenu(action)) {
            const items = action.items
              .filter((item) => item.shownFor?.(row) ?? true)
              .map((item) => {
                const disabledReason = item.disabledFor?.(row);
                return {
                  key: item.label,
                  icon: item.icon,
                  label: <span title={disabledReason}>{item.label}</span>,
                  disabled: disabledReason !== undefined,
                  onClick: () => item.onClick(row),
                };
              });
            if (items.length === 0) return null;
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
