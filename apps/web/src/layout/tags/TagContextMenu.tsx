/**
 * The tab's right-click menu (docs/console.md, "Tabs"): 刷新页面, 关闭当前, 关闭其他, 关闭左侧, 关闭右侧,
 * 全部关闭, 105 px wide. 关闭当前 is left out for affixed tabs, 关闭左侧 for the first tab
 * after home, 关闭右侧 for the last tab. Any click elsewhere, Escape or scrolling closes it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseCircleOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import * as rules from '../../stores/tagsView';
import type { TagView } from '../../stores/tagsView';
import { CONTEXT_MENU_WIDTH } from './contextMenuPosition';
import type { TagActions } from './useTagActions';

interface Props {
  view: TagView;
  views: TagView[];
  left: number;
  top: number;
  actions: TagActions;
  onClose: () => void;
}

export default function TagContextMenu({ view, views, left, top, actions, onClose }: Props) {
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = () => onClose();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.body.addEventListener('click', close);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, true);
    return () => {
      document.body.removeEventListener('click', close);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, true);
    };
  }, [onClose]);

  const items: Array<{ label: string; icon: ReactNode; run: () => void; shown: boolean }> = [
    { label: '刷新页面', icon: <ReloadOutlined />, run: () => actions.refresh(view), shown: true },
    { label: '关闭当前', icon: <CloseOutlined />, run: () => actions.close(view), shown: !rules.isAffix(view) },
    { label: '关闭其他', icon: <CloseCircleOutlined />, run: () => actions.closeOthers(view), shown: true },
    { label: '关闭左侧', icon: <ArrowLeftOutlined />, run: () => actions.closeLeft(view), shown: !rules.isFirstView(views, view) },
    { label: '关闭右侧', icon: <ArrowRightOutlined />, run: () => actions.closeRight(view), shown: !rules.isLastView(views, view) },
    { label: '全部关闭', icon: <CloseCircleOutlined />, run: () => actions.closeAll(view), shown: true },
  ];

  return (
    <ul
      ref={menu}
      role="menu"
      aria-label={`标签页「${view.title}」`}
      className="tags-context-menu"
      style={{ left, top, minWidth: CONTEXT_MENU_WIDTH }}
    >
      {items
        .filter((item) => item.shown)
        .map((item) => (
          <li
            key={item.label}
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              item.run();
              onClose();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                item.run();
                onClose();
              } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                const sibling = event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
                (sibling as HTMLElement | null)?.focus();
              }
            }}
          >
            <span aria-hidden className="tags-context-menu-icon">
              {item.icon}
            </span>
            {item.label}
          </li>
        ))}
    </ul>
  );
}
