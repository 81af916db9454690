/**
 * Each provider's mark and built-in name. Names come from the system_social_type dictionary
 * when it is loaded; public pages (/bind) have no dictionaries yet, so the same names live here.
 */
import { DingtalkOutlined, SafetyCertificateOutlined, WechatWorkOutlined } from '@ant-design/icons';
import { SocialType, Dicts } from '@tenon/contracts';
import { getDictLabel } from '../../../stores/dictStore';

const BUILT_IN_NAMES: Record<number, string> = {
  [SocialType.GITEE]: '码云',
  [SocialType.DINGTALK]: '钉钉',
  [SocialType.WECHAT_ENTERPRISE]: '企业微信',
  [SocialType.OIDC]: 'OpenID Connect',
};

export function socialTypeName(type: number): string {
  return getDictLabel(Dicts.systemSocialType, type) || (BUILT_IN_NAMES[type] ?? `社交平台 ${type}`);
}

/** Gitee has no antd icon: its "G" on its red. */
function GiteeMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#c71d23" />
      <path d="M17.6 10.9h-5.9a.5.5 0 0 0-.5.5v1.4c0 .3.2.5.5.5h3.6c.3 0 .5.2.5.5v.2a2 2 0 0 1-2 2H9.2a.5.5 0 0 1-.5-.5V9.8a2 2 0 0 1 2-2h6.9c.3 0 .5-.2.5-.5V5.9a.5.5 0 0 0-.5-.5h-6.9a4.4 4.4 0 0 0-4.4 4.4v6.9c0 .3.2.5.5.5h7.3a4 4 0 0 0 4-4v-1.9a.5.5 0 0 0-.5-.4z" fill="#fff" />
    </svg>
  );
}

const COLORS: Record<number, string> = {
  [SocialType.DINGTALK]: '#0089ff',
  [SocialType.WECHAT_ENTERPRISE]: '#2b7de9',
  [SocialType.OIDC]: '#f78c40',
};

export default function SocialIcon({ type, size = 20 }: { type: number; size?: number }) {
  const style = { fontSize: size, color: COLORS[type] };
  switch (type) {
    case SocialType.GITEE:
      return <GiteeMark size={size} />;
    case SocialType.DINGTALK:
      return <DingtalkOutlined style={style} />;
    case SocialType.WECHAT_ENTERPRISE:
      return <WechatWorkOutlined style={style} />;
    default:
      return <SafetyCertificateOutlined style={style} />;
  }
}
