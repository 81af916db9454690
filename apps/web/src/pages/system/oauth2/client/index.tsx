/**
 * 应用管理 (`/system/oauth2/oauth2/application`): the OAuth2 clients (global, the system
 * tenant's), as the contract's `oauth2ClientResource` describes them. The secret is write-only:
 * stored hashed, so the list says 已设置/未设置 and 修改 leaves it empty (empty keeps it). A new
 * client's form starts with a random secret, shown this once; emptied, the client is public and
 * must use PKCE. The screen adds the cells and the list fields' controls.
 */
import { Image, Input, Select, Tag, type SelectProps } from 'antd';
import { oauth2ClientResource, Dicts, type OAuth2Client } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { useDictDatas } from '../../../../stores/dictStore';

const newSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const tags = (values: string[]) => values.map((v) => <Tag key={v}>{v}</Tag>);
// Form.Item hands value and onChange to its child: passed on to the select.
const Words = (props: SelectProps<string[]>) => <Select mode="tags" tokenSeparators={[',', ' ']} notFoundContent={null} {...props} />;
const seconds = (value: number) => `${value} 秒`;

export default function OAuth2ClientPage() {
  const grantTypes = useDictDatas(Dicts.systemOauth2GrantType).map((d) => ({ label: d.label, value: d.value }));
  const grantLabel = (value: string) => grantTypes.find((g) => g.value === value)?.label ?? value;
  return (
    <ResourcePage
      resource={oauth2ClientResource}
      render={{
        secretSet: (row: OAuth2Client) => (row.secretSet ? '已设置' : '未设置（公开客户端）'),
        logo: (row: OAuth2Client) => (row.logo ? <Image width={40} src={row.logo} alt="" /> : null),
        accessTokenValiditySeconds: (row: OAuth2Client) => seconds(row.accessTokenValiditySeconds),
        refreshTokenValiditySeconds: (row: OAuth2Client) => seconds(row.refreshTokenValiditySeconds),
        authorizedGrantTypes: (row: OAuth2Client) => row.authorizedGrantTypes.map((g) => <Tag key={g}>{grantLabel(g)}</Tag>),
        scopes: (row: OAuth2Client) => tags(row.scopes),
      }}
      inputs={{
        secret: <Input placeholder="修改时留空则保留原密钥；新增时留空则为公开客户端" autoComplete="off" />,
        authorizedGrantTypes: <Select mode="multiple" placeholder="请选择授权类型" options={grantTypes} />,
        scopes: <Words placeholder="请输入授权范围，回车确认" />,
        autoApproveScopes: <Words placeholder="请输入自动授权的范围，回车确认" />,
        redirectUris: <Words placeholder="请输入可重定向的 URI 地址，回车确认" />,
        authorities: <Words placeholder="请输入权限，回车确认" />,
        resourceIds: <Words placeholder="请输入资源，回车确认" />,
      }}
      form={{
        width: 720,
        labelWidth: 150,
        defaults: { ...oauth2ClientResource.defaults, secret: newSecret() },
        // The stored secret is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ secret, ...rest }) => (secret ? { ...rest, secret } : rest) as typeof rest & { secret?: string },
      }}
    />
  );
}
