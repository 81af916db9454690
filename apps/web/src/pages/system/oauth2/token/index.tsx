/**
 * 令牌管理 (`/system/oauth2/token`): the tokens clients hold for this tenant's users. Tokens are
 * stored hashed, so a row shows the token's first characters; 强退 revokes it by id.
 */
import { Tag } from 'antd';
import { Permissions, oauth2TokenApi } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { callApi } from '../../../../api/callApi';

const api = { page: oauth2TokenApi.page };

export default function OAuth2TokenPage() {
  const confirmed = useConfirmedAction();
  return (
    <ListPage
      api={api}
      permissions={{ query: Permissions.system.oauth2Token.page }}
      noun="令牌"
      scrollX={1350}
      columns={[
        { title: '访问令牌', dataIndex: 'accessToken', width: 130 },
        { title: '刷新令牌', dataIndex: 'refreshToken', width: 130 },
        { title: '用户编号', dataIndex: 'userId', width: 90, search: { placeholder: '请输入用户编号', kind: 'number' } },
        { title: '用户类型', dataIndex: 'userType', width: 90, dict: 'user_type', search: { placeholder: '请选择用户类型' } },
        { title: '客户端编号', dataIndex: 'clientId', width: 230, search: { placeholder: '请输入客户端编号' } },
        { title: '授权范围', dataIndex: 'scopes', width: 170, render: (row) => row.scopes.map((s) => <Tag key={s}>{s}</Tag>) },
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
              run: () => callApi(oauth2TokenApi.delete, { query: { id: row.id } }),
              success: '强退成功',
              reloads: oauth2TokenApi.page,
            }),
        },
      ]}
    />
  );
}
