/**
 * 令牌管理 (`/system/oauth2/token`): what can still act for this tenant's users: the tokens
 * clients hold, and the console's own sessions (client `default`, with the sign-in's address).
 * Tokens are stored hashed, so a row shows its handle (no part of any token); 强退 revokes the
 * client token or ends the session by that handle. The list is the contract's `oauth2TokenResource`.
 */
import { Table, Tag } from 'antd';
import { Permissions, oauth2TokenApi, oauth2TokenResource as r, type OAuth2Token } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { resourceColumns } from '../../../../crud/fromResource';
import type { ListPageProps } from '../../../../crud/ListPage';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { callApi } from '../../../../api/callApi';

/** The console's own sessions are listed as the reference's console client. */
const CONSOLE_CLIENT_ID = 'default';

// The user's number is searched as a number.
const columns = resourceColumns<OAuth2Token>(r, {
  clientId: (row) => (row.clientId === CONSOLE_CLIENT_ID ? <>{row.clientId} <Tag>控制台登录</Tag></> : row.clientId),
  scopes: (row) => (row.clientId === CONSOLE_CLIENT_ID && row.scopes.length === 0 ? '全部（按角色）' : row.scopes.map((s) => <Tag key={s}>{s}</Tag>)),
}).map((column) => (column.dataIndex === 'userId' && typeof column.search === 'object' ? { ...column, search: { ...column.search, kind: 'number' as const } } : column)) as ListPageProps<
  typeof r.api
>['columns'];

export default function OAuth2TokenPage() {
  const confirmed = useConfirmedAction();
  return (
    <ResourcePage
      resource={r}
      columns={columns}
      rowActions={[
        {
          label: '强退',
          permission: Permissions.system.oauth2Token.delete,
          onClick: (row) =>
            void confirmed({
              confirm: `是否确认强退令牌为"${row.accessToken}"的数据项?`,
              run: () => callApi(oauth2TokenApi.delete, { query: { accessToken: row.accessToken } }),
              success: '强退成功',
              reloads: oauth2TokenApi.page,
            }),
        },
      ]}
      // A client token and a session may share a number (two tables): the handle is the row's key.
      renderTable={(table) => <Table<OAuth2Token> {...table} rowKey="accessToken" />}
    />
  );
}
