/**
 * What 限时折扣, 满减送 and 秒杀活动 do alike with a row (the server's `activity-lifecycle.ts`): a
 * closed activity is not changed, one not yet closed or ended is not deleted, and 关闭 offers itself
 * while it has not started or runs.
 */
import { StopOutlined } from '@ant-design/icons';
import { ActivityStatus, type activityClose, type Endpoint } from '@tenon/contracts';
import type { RowAction } from '../../../crud/listResource';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { callApi } from '../../../api/callApi';

interface ActivityRow {
  id: number;
  status: number;
}

const open = (row: ActivityRow) => row.status === ActivityStatus.WAIT || row.status === ActivityStatus.RUN;

/** The props of the activity's `ResourcePage`: its `noun` words the question, `close` and `page` are its endpoints. */
export function useActivityRows<Row extends ActivityRow>(noun: string, api: { close: ReturnType<typeof activityClose>; page: Endpoint }) {
  const act = useConfirmedAction();
  const close: RowAction<Row> = {
    label: '关闭',
    icon: <StopOutlined aria-hidden />,
    permission: api.close.access.permission,
    beforeDelete: true,
    shownFor: open,
    onClick: (row) =>
      void act({
        confirm: `是否确认关闭${noun}编号为"${row.id}"的数据项?`,
        run: () => callApi(api.close, { query: { id: row.id } }),
        success: '关闭成功',
        reloads: api.page,
      }),
  };
  return {
    uneditableRow: (row: Row) => (row.status === ActivityStatus.CLOSE ? '已关闭的活动不能修改' : undefined),
    undeletableRow: (row: Row) => (open(row) ? '先关闭活动，或待活动结束后才能删除' : undefined),
    rowActions: [close],
  };
}
