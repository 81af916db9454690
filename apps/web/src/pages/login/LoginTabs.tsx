/**
 * 账号登录 / 短信登录: antd's centred Tabs drawn in login.css (tab list, ink bar, arrow keys)
 * without antd: docs/performance.md, "First visit".
 */
import type { KeyboardEvent } from 'react';

interface LoginTabsProps {
  tabs: { key: string; label: string }[];
  active: string;
  onChange: (key: string) => void;
}

export function LoginTabs({ tabs, active, onChange }: LoginTabsProps) {
  const move = (event: KeyboardEvent, from: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(from + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    (event.currentTarget.parentElement?.querySelector(`[data-key="${next.key}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div className="login-tabs" role="tablist">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          data-key={tab.key}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className={tab.key === active ? 'login-tab login-tab-active' : 'login-tab'}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
