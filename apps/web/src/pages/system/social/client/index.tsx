/**
 * 三方应用 (`/system/social/client`): the tenant's clients at each social provider, one button
 * each on the login page while enabled. The secret is write-only, as the SMS channel's: the
 * list says whether one is stored, 修改 shows the field empty and an empty field keeps it.
 * DingTalk and WeCom need their agent id; an OpenID Connect provider its issuer.
 */
import { Input } from 'antd';
import { CommonStatus, Permissions, SOCIAL_USER_TYPE_ADMIN, SocialType, socialClientApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';

const needsAgentId = (type: unknown) => type === SocialType.DINGTALK || type === SocialType.WECHAT_ENTERPRISE;

export default function SocialClientPage() {
  return (
    <ListPage
      api={socialClientApi}
      permissions={Permissions.system.socialClient}
      noun="社交客户端"
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '应用名', dataIndex: 'name', width: 240, search: { placeholder: '请输入应用名' } },
        { title: '社交平台', dataIndex: 'socialType', width: 140, dict: Dicts.systemSocialType, search: { placeholder: '请选择社交平台' } },
        { title: '用户类型', dataIndex: 'userType', width: 100, dict: Dicts.userType, search: { placeholder: '请选择用户类型' } },
        { title: '客户端编号', dataIndex: 'clientId', width: 200, search: { placeholder: '请输入客户端编号' } },
        { title: '客户端密钥', dataIndex: 'clientSecretSet', width: 110, render: (row) => (row.clientSecretSet ? '已设置' : '未设置') },
        { title: '状态', dataIndex: 'status', width: 90, dict: Dicts.commonStatus, search: { placeholder: '请选择状态' } },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', width: 170 },
      ]}
      form={{
        width: 640,
        labelWidth: 120,
        defaults: { socialType: SocialType.OIDC, userType: SOCIAL_USER_TYPE_ADMIN, status: CommonStatus.ENABLE },
        fields: [
          { label: '应用名', name: 'name' },
          { label: '社交平台', name: 'socialType', kind: 'select', dict: Dicts.systemSocialType, placeholder: '请选择社交平台' },
          // The console's users are all admins: the reference's member type has no users here.
          { label: '用户类型', name: 'userType', kind: 'radio', options: [{ label: '管理员', value: SOCIAL_USER_TYPE_ADMIN }] },
          { label: '客户端编号', name: 'clientId', tooltip: '企业微信填写企业的 CorpId' },
          {
            label: '客户端密钥',
            name: 'clientSecret',
            required: false,
            input: <Input.Password placeholder="请输入客户端密钥" autoComplete="new-password" />,
            tooltip: '修改时留空，则保留原密钥；修改了 Issuer 地址或平台类型时须重新输入',
          },
          {
            label: 'agentId',
            name: 'agentId',
            placeholder: '请输入应用的 agentId',
            tooltip: '钉钉、企业微信应用的 AgentId',
            shownWhen: (values) => needsAgentId(values.socialType),
            rules: [{ required: true, whitespace: true, message: 'agentId不能为空' }],
          },
          {
            label: 'Issuer 地址',
            name: 'issuer',
            placeholder: '例如 https://sso.example.com/realms/tenon',
            tooltip: '从其 /.well-known/openid-configuration 读取授权、令牌与用户信息的地址',
            shownWhen: (values) => values.socialType === SocialType.OIDC,
            rules: [
              { required: true, whitespace: true, message: 'Issuer 地址不能为空' },
              { type: 'url', message: '请输入正确的 Issuer 地址' },
            ],
          },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
        ],
        // The stored secret is never sent to the browser; an empty field leaves it as it is.
        // A field of another provider's kind is not sent either.
        toBody: ({ clientSecret, agentId, issuer, ...rest }) =>
          ({
            ...rest,
            ...(clientSecret ? { clientSecret } : {}),
            ...(needsAgentId(rest.socialType) ? { agentId: agentId?.trim() } : {}),
            ...(rest.socialType === SocialType.OIDC ? { issuer: issuer?.trim() } : {}),
          }) as typeof rest & { clientSecret?: string },
      }}
    />
  );
}
