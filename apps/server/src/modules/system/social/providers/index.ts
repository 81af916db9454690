/** The adapter of each social type (the dictionary system_social_type). */
import { SocialType } from '@tenon/contracts';
import type { SocialProvider } from './social-provider.ts';
import { giteeProvider } from './gitee.ts';
import { dingTalkProvider } from './dingtalk.ts';
import { weComProvider } from './wecom.ts';
import { oidcProvider } from './oidc.ts';
import type { OutboundPolicy } from '../../../../platform/outbound-policy.ts';

/** Where the named providers are reached instead of their public hosts: tests only (config.socialProviderBaseUrls). */
export type ProviderBaseUrls = Partial<Record<SocialType, string>>;

/**
 * `outbound`: the policy the OpenID Connect adapter connects through (its issuer is an
 * administrator's). Gitee, DingTalk and WeCom are reached at their fixed public hosts only.
 */
export function socialProviders(outbound: OutboundPolicy, baseUrls: ProviderBaseUrls = {}): Record<SocialType, SocialProvider> {
  return {
    [SocialType.GITEE]: giteeProvider(baseUrls[SocialType.GITEE]),
    [SocialType.DINGTALK]: dingTalkProvider(baseUrls[SocialType.DINGTALK]),
    [SocialType.WECHAT_ENTERPRISE]: weComProvider(baseUrls[SocialType.WECHAT_ENTERPRISE]),
    [SocialType.OIDC]: oidcProvider(outbound),
  };
}
