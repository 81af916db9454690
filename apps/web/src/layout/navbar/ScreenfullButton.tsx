/**
 * Full screen on and off (docs/console.md, "Navbar"): a browser without the Fullscreen API gets the warning
 * 你的浏览器不支持全屏. The icon follows the real state, also when Esc leaves full screen.
 */
import { useEffect, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

export const FULLSCREEN_UNSUPPORTED = '你的浏览器不支持全屏';

export default function ScreenfullButton() {
  const { message } = App.useApp();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      void message.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      void message.warning(FULLSCREEN_UNSUPPORTED);
    }
  };

  const label = full ? '退出全屏' : '全屏';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="navbar-icon-button"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
