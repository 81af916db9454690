/**
 * 登录日志 (`/system/log/login-log`): every sign-in and sign-out of the tenant, newest first,
 * filtered by address, user, outcome and day; 导出 (with the same filters) and 详细 for those
 * holding the permission. Read-only: the server writes the log. Everything it shows is the
 * contract's `loginLogResource`.
 */
import { loginLogResource, type loginLogApi } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceColumns } from '../../../crud/fromResource';
import type { ListPageProps } from '../../../crud/ListPage';
import type { ListColumn, RowOf, SearchSpec } from '../../../crud/listResource';
import { outcomeOptions } from '../shared/log/outcomeOptions';
import TooltipText from '../shared/log/TooltipText';
import { userAgentText } from '../shared/log/userAgentText';

export type LoginLog = RowOf<typeof loginLogApi.page>;

/** Browser and system by name; the agent as sent on hover. */
const browserOf = (log: LoginLog) => <TooltipText text={userAgentText(log.userAgent)} title={log.userAgent} />;

const render = { userAgent: browserOf };

/**
 * What the resource cannot say of the columns: the address is searched first, the browser takes
 * what the other columns leave (cut with …), and the outcome filter offers 成功/失败, not the
 * result codes of the column's dictionary.
 */
const own: Record<string, { column?: Partial<ListColumn<LoginLog, object>>; search?: Partial<SearchSpec<object>> }> = {
  userIp: { search: { order: 1 } },
  userAgent: { column: { ellipsis: true } },
  result: { search: { options: outcomeOptions } },
};

const columns = resourceColumns<LoginLog>(loginLogResource, render).map((column) => {
  const { column: extra, search } = own[column.dataIndex] ?? {};
  return { ...column, ...extra, search: column.search && typeof column.search === 'object' ? { ...column.search, ...search } : column.search };
}) as ListPageProps<typeof loginLogResource.api>['columns'];

export default function LoginLogPage() {
  return <ResourcePage resource={loginLogResource} columns={columns} render={render} detailTitle="登录日志详细" />;
}
