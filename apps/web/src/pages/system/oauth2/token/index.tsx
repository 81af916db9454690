/**
 * 令牌管理 (`/system/oauth2/token`): what can still act for this tenant's users: the tokens
 * clients hold, and the console's own sessions (client `default`, with the sign-in's address).
 * Tokens are stored hashed, so a row shows its handle (no part of any token); 强退 revokes the
 * client token or ends the session by that handle.
 */
import { Table, Tag } from 'antd';
import { Permissions, oauth2TokenApi, type OAuth2Token, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { callApi } from '../../../../api/callApi';

const api = { page: oauth2TokenApi.page };
/** The console's own sessions are listed as the reference's console client. */
const CONSOLE_CLIENT_ID = 'default';

export default function OAuth2TokenPage() {
  const confirmed = useConfirmedAction();
  return (
    <ListPage
      api={api}
      permissions={{ query: Permissions.system.oauth2Token.page }}
      noun="令牌"
      columns={[
        { title: '令牌标识', dataIndex: 'accessToken', width: 300 },
        { title: '用户编号', dataIndex: 'userId', width: 90, search: { placeholder: '请输入用户编号', kind: 'number' } },
        { title: '用户类型', dataIndex: 'userType', width: 90, dict: Dicts.userType, search: { placeholder: '请选择用户类型' } },
        {
          title: '客户端编号',
          dataIndex: 'clientId',
          width: 230,
          search: { placeholder: '请输入客户端编号' },
          render: (row) => (row.clientId === CONSOLE_CLIENT_ID ? <>{row.clientId} <Tag>控制台登录</Tag></> : row.clientId),
        },
        {
          title: '授权范围',
          dataIndex: 'scopes',
          width: 170,
          render: (row) => (row.clientId === CONSOLE_CLIENT_ID && row.scopes.length === 0 ? '全部（按角色）' : row.scopes.map((s) => <Tag key={s}>{s}</Tag>)),
        },
        { title: '登录 IP', dataIndex: 'userIp', width: 140 },
        { title: '过期时间', dataIndex: 'expiresTime', valueType: 'dateTime', width: 170 },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', width: 170 },
      ]}
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
