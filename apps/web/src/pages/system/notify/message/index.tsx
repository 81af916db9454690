/**
 * 消息记录 (`/system/notify/notify-message`): every in-site message of the tenant, filtered by
 * recipient, user type, template code and type and creation time, each with its 详细. What it
 * shows is the contract's `notifyMessageResource`.
 */
import { notifyMessageResource as r, Dicts, type notifyMessageApi } from '@tenon/contracts';
import ListPage, { type ListPageProps } from '../../../../crud/ListPage';
import { resourceColumns, resourceDetail } from '../../../../crud/fromResource';
import type { RowOf } from '../../../../crud/listResource';
import DictTag from '../../../../dict/DictTag';

type Message = RowOf<typeof notifyMessageApi.page>;

const render = {
  templateParams: (row: Message) => JSON.stringify(row.templateParams),
  // A boolean shown by the yes/no dictionary, whose values are its texts.
  readStatus: (row: Message) => <DictTag type={Dicts.infraBooleanString} value={String(row.readStatus)} />,
};

// The recipient's number is searched first, as a number.
const columns = resourceColumns<Message>(r, render).map((column) =>
  column.dataIndex === 'userId' && typeof column.search === 'object' ? { ...column, search: { ...column.search, kind: 'number' as const, order: 1 } } : column,
) as ListPageProps<typeof r.api>['columns'];

export default function NotifyMessagePage() {
  return (
    <ListPage
      api={r.api}
      permissions={r.permissions}
      noun={r.noun}
      columns={columns}
      // 详细 is wider than the kit's: the content and parameters are long.
      detail={{ ...resourceDetail<Message>(r, '站内信详细', render), width: 700 }}
    />
  );
}
