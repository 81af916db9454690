/**
 * 布局设置 (docs/console.md, "Layout settings"): theme colour (preset swatches or any colour), dark or light sidebar,
 * and the switches for the top menu, tabs, fixed header, sidebar logo and dynamic title.
 * Every change applies at once; 保存配置 keeps them in this browser, 重置配置 clears them and
 * reloads. Clicking outside the drawer and Escape close it. Escape is heard on the whole page,
 * before anything inside: a side-theme button's tooltip would otherwise take the key for itself.
 */
import { useEffect } from 'react';
import { App, Button, Divider, Drawer, Space, Switch, Tooltip } from 'antd';
import { CheckOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useLayoutStore } from '../../stores/layoutStore';
import type { LayoutSettings, SideTheme } from '../../stores/layoutSettings';
import { useSettingsStore } from '../../stores/settingsStore';
import ThemeColorPicker from './ThemeColorPicker';
import './settings.css';

type Switchable = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';

const SWITCHES: Array<{ key: Switchable; label: string }> = [
  { key: 'topNav', label: '开启 TopNav' },
  { key: 'tagsView', label: '开启 Tags-Views' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '显示 Logo' },
  { key: 'dynamicTitle', label: '动态标题' },
];

const SIDE_THEMES: Array<{ value: SideTheme; label: string }> = [
  { value: 'theme-dark', label: '暗色侧边栏' },
  { value: 'theme-light', label: '亮色侧边栏' },
];

export const SAVED_TEXT = '布局设置已保存';
export const RESETTING_TEXT = '正在清除设置缓存并刷新，请稍候...';

export default function SettingsDrawer() {
  const { message } = App.useApp();
  const open = useLayoutStore((state) => state.settingsOpen);
  const setOpen = useLayoutStore((state) => state.setSettingsOpen);
  const settings = useSettingsStore();
  const set = (key: keyof LayoutSettings, value: unknown) => settings.setSetting(key, value);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, setOpen]);

  const save = () => {
    settings.save();
    void message.success(SAVED_TEXT);
  };
  const reset = () => {
    void message.loading({ content: RESETTING_TEXT, duration: 0 });
    settings.reset();
  };

  return (
    <Drawer title="布局设置" open={open} onClose={() => setOpen(false)} size={300} className="settings-drawer">
      <h3 className="settings-title">主题风格设置</h3>
      <div className="settings-side-themes" role="radiogroup" aria-label="侧边栏风格">
        {SIDE_THEMES.map(({ value, label }) => {
          const checked = settings.sideTheme === value;
          return (
            <Tooltip key={value} title={label}>
              <button
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={label}
                className={`settings-side-theme settings-${value}`}
                onClick={() => set('sideTheme', value)}
              >
                <span className="settings-side-theme-sider" />
                <span className="settings-side-theme-header" />
                {checked && <CheckOutlined className="settings-side-theme-check" />}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <div className="settings-theme">
        <span>主题颜色</span>
        <ThemeColorPicker value={settings.theme} onChange={(color) => set('theme', color)} />
      </div>
      <Divider />
      <h3 className="settings-title">系统布局配置</h3>
      {SWITCHES.map(({ key, label }) => (
        <div className="settings-item" key={key}>
          <span id={`settings-${key}`}>{label}</span>
          <Switch aria-labelledby={`settings-${key}`} checked={settings[key]} onChange={(checked) => set(key, checked)} />
        </div>
      ))}
      <Divider />
      <Space>
        <Button type="primary" ghost icon={<SaveOutlined />} onClick={save}>
          保存配置
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset}>
          重置配置
        </Button>
      </Space>
    </Drawer>
  );
}
