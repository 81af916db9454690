/**
 * 三方应用 (`/system/social/client`): the tenant's clients at each social provider, one button
 * each on the login page while enabled, as the contract's `socialClientResource` describes them.
 * The secret is write-only, as the SMS channel's: the list says whether one is stored, 修改 shows
 * the field empty and an empty field keeps it. DingTalk and WeCom need their agent id; an OpenID
 * Connect provider its issuer: the screen asks for each only for its providers.
 */
import { Input } from 'antd';
import { SOCIAL_USER_TYPE_ADMIN, SocialType, socialClientResource, type SocialClient } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';

const needsAgentId = (type: unknown) => type === SocialType.DINGTALK || type === SocialType.WECHAT_ENTERPRISE;

export default function SocialClientPage() {
  return (
    <ResourcePage
      resource={socialClientResource}
      render={{ clientSecretSet: (row: SocialClient) => (row.clientSecretSet ? '已设置' : '未设置') }}
      inputs={{ clientSecret: <Input.Password placeholder="请输入客户端密钥" autoComplete="new-password" /> }}
      form={{
        width: 640,
        labelWidth: 120,
        fieldExtras: {
          // The console's users are all admins: the reference's member type has no users here.
          userType: { kind: 'radio', dict: undefined, options: [{ label: '管理员', value: SOCIAL_USER_TYPE_ADMIN }] },
          agentId: { shownWhen: (values) => needsAgentId(values.socialType), rules: [{ required: true, whitespace: true, message: 'agentId不能为空' }] },
          issuer: {
            shownWhen: (values) => values.socialType === SocialType.OIDC,
            rules: [
              { required: true, whitespace: true, message: 'Issuer 地址不能为空' },
              { type: 'url', message: '请输入正确的 Issuer 地址' },
            ],
          },
        },
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
