/** 其他登录方式: one button per social client the tenant enabled. */
import { Button, Divider, Space, Tooltip } from 'antd';
import type { SocialType } from '@tenon/contracts';
import SocialIcon from './SocialIcon';
import type { LoginOptions } from './useLoginOptions';

export interface SocialLoginButtonsProps {
  socials: LoginOptions['socials'];
  /** The provider being left for (its button spins). */
  busy: number | null;
  onChoose: (type: SocialType) => void;
}

export default function SocialLoginButtons({ socials, busy, onChoose }: SocialLoginButtonsProps) {
  if (socials.length === 0) return null;
  return (
    <div className="login-social">
      <Divider plain className="login-social-divider">
        其他登录方式
      </Divider>
      <Space wrap size={[8, 8]} className="login-social-buttons">
        {socials.map((social) => (
          <Tooltip key={social.type} title={`使用${social.name}登录`}>
            <Button
              icon={<SocialIcon type={social.type} size={18} />}
              loading={busy === social.type}
              disabled={busy !== null && busy !== social.type}
              onClick={() => onChoose(social.type as SocialType)}
            >
              {social.name}
            </Button>
          </Tooltip>
        ))}
      </Space>
    </div>
  );
}
