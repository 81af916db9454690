/**
 * 应用管理 (`/system/oauth2/oauth2/application`): the OAuth2 clients (global, the system
 * tenant's). The secret is write-only: stored hashed, so the list says 已设置/未设置 and 修改
 * leaves it empty (empty keeps it). A new client's form starts with a random secret, shown
 * this once; emptied, the client is public and must use PKCE.
 */
import { Image, Input, Select, Tag, type SelectProps } from 'antd';
import { CommonStatus, OAuth2Scope, Permissions, oauth2ClientApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { useDictDatas } from '../../../../stores/dictStore';

const newSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const tags = (values: string[]) => values.map((v) => <Tag key={v}>{v}</Tag>);
// Form.Item hands value and onChange to its child: passed on to the select.
const Words = (props: SelectProps<string[]>) => <Select mode="tags" tokenSeparators={[',', ' ']} notFoundContent={null} {...props} />;

export default function OAuth2ClientPage() {
  const grantTypes = useDictDatas(Dicts.systemOauth2GrantType).map((d) => ({ label: d.label, value: d.value }));
  const grantLabel = (value: string) => grantTypes.find((g) => g.value === value)?.label ?? value;
  return (
    <ListPage
      api={oauth2ClientApi}
      permissions={Permissions.system.oauth2Client}
      noun="授权应用"
      columns={[
        { title: '客户端编号', dataIndex: 'clientId', width: 230 },
        { title: '客户端密钥', dataIndex: 'secretSet', width: 120, render: (row) => (row.secretSet ? '已设置' : '未设置（公开客户端）') },
        { title: '应用名', dataIndex: 'name', width: 200, search: { placeholder: '请输入应用名' } },
        { title: '应用图标', dataIndex: 'logo', width: 90, render: (row) => (row.logo ? <Image width={40} src={row.logo} alt="" /> : null) },
        { title: '状态', dataIndex: 'status', width: 90, dict: Dicts.commonStatus, search: { placeholder: '请选择状态' } },
        { title: '访问令牌的有效期', dataIndex: 'accessTokenValiditySeconds', width: 130, render: (row) => `${row.accessTokenValiditySeconds} 秒` },
        { title: '刷新令牌的有效期', dataIndex: 'refreshTokenValiditySeconds', width: 130, render: (row) => `${row.refreshTokenValiditySeconds} 秒` },
        { title: '授权类型', dataIndex: 'authorizedGrantTypes', width: 220, render: (row) => row.authorizedGrantTypes.map((g) => <Tag key={g}>{grantLabel(g)}</Tag>) },
        { title: '授权范围', dataIndex: 'scopes', width: 170, render: (row) => tags(row.scopes) },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', width: 170 },
      ]}
      form={{
        width: 720,
        labelWidth: 150,
        defaults: {
          secret: newSecret(),
          status: CommonStatus.ENABLE,
          accessTokenValiditySeconds: 1800,
          refreshTokenValiditySeconds: 43200,
          authorizedGrantTypes: ['authorization_code', 'refresh_token'],
          scopes: [OAuth2Scope.USER_READ, OAuth2Scope.USER_WRITE],
        },
        fields: [
          { label: '客户端编号', name: 'clientId' },
          {
            label: '客户端密钥',
            name: 'secret',
            required: false,
            input: <Input placeholder="修改时留空则保留原密钥；新增时留空则为公开客户端" autoComplete="off" />,
            tooltip: '密钥只保存其哈希，从不显示，所以修改时此处为空：留空则保留原密钥，要更换须输入新密钥；新增时请立即记下，留空的新应用是公开客户端（须使用 PKCE S256）',
          },
          { label: '应用名', name: 'name' },
          { label: '应用图标', name: 'logo', placeholder: '请输入图标地址' },
          { label: '应用描述', name: 'description', kind: 'textarea' },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '访问令牌的有效期', name: 'accessTokenValiditySeconds', kind: 'number', tooltip: '单位：秒' },
          { label: '刷新令牌的有效期', name: 'refreshTokenValiditySeconds', kind: 'number', tooltip: '单位：秒' },
          { label: '授权类型', name: 'authorizedGrantTypes', input: <Select mode="multiple" placeholder="请选择授权类型" options={grantTypes} /> },
          { label: '授权范围', name: 'scopes', required: false, input: <Words placeholder="请输入授权范围，回车确认" /> },
          { label: '自动授权范围', name: 'autoApproveScopes', required: false, input: <Words placeholder="请输入自动授权的范围，回车确认" /> },
          { label: '可重定向的 URI 地址', name: 'redirectUris', input: <Words placeholder="请输入可重定向的 URI 地址，回车确认" />, tooltip: '授权时须与其中之一完全一致' },
          { label: '权限', name: 'authorities', required: false, input: <Words placeholder="请输入权限，回车确认" /> },
          { label: '资源', name: 'resourceIds', required: false, input: <Words placeholder="请输入资源，回车确认" /> },
          { label: '附加信息', name: 'additionalInformation', kind: 'textarea', placeholder: '请输入附加信息，JSON 格式数据' },
        ],
        // The stored secret is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ secret, ...rest }) => (secret ? { ...rest, secret } : rest) as typeof rest & { secret?: string },
      }}
    />
  );
}
