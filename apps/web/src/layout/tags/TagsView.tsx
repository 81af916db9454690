/**
 * The visited-page tabs under the navbar (docs/console.md, "Tabs"). A click opens the tab's page
 * (with its last query), the × or a middle click closes it (affixed tabs have neither), a right
 * click opens `TagContextMenu`. The bar scrolls sideways with the mouse wheel and keeps the
 * current tab in view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { isAffix, type TagView } from '../../stores/tagsView';
import { useTagsViewStore } from '../../stores/tagsViewStore';
import { contextMenuLeft, scrollLeftToShow } from './contextMenuPosition';
import TagContextMenu from './TagContextMenu';
import { useTagActions } from './useTagActions';
import { useTagsSync } from './useTagsSync';
import './tags.css';

interface MenuState {
  view: TagView;
  left: number;
  top: number;
}

export default function TagsView() {
  useTagsSync();
  const views = useTagsViewStore((state) => state.visitedViews);
  const { pathname } = useLocation();
  const actions = useTagActions();
  const bar = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  useEffect(() => {
    const box = scroller.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab) return;
    box.scrollLeft = scrollLeftToShow({ scrollLeft: box.scrollLeft, width: box.clientWidth }, { offsetLeft: tab.offsetLeft, width: tab.offsetWidth });
  }, [pathname, views.length]);

  const openMenu = (view: TagView, event: React.MouseEvent) => {
    event.preventDefault();
    const rect = bar.current!.getBoundingClientRect();
    setMenu({ view, left: rect.left + contextMenuLeft(event.clientX, { left: rect.left, width: rect.width }), top: event.clientY });
  };

  return (
    <div className="tags-view" ref={bar}>
      <div
        className="tags-view-scroller"
        ref={scroller}
        role="tablist"
        aria-label="已打开的页面"
        onWheel={(event) => {
          if (scroller.current) scroller.current.scrollLeft += event.deltaY || event.deltaX;
        }}
      >
        {views.map((view) => {
          const active = view.path === pathname;
          return (
            <span
              key={view.path}
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              // The close cross cannot be a button inside the tab (a control in a control): the
              // keyboard closes a tab with Delete, which this announces.
              aria-keyshortcuts={isAffix(view) ? undefined : 'Delete'}
              className={`tags-view-item${active ? ' is-active' : ''}`}
              onClick={() => actions.open(view)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') actions.open(view);
                if (event.key === 'Delete') actions.close(view);
              }}
              // Middle click: stop the browser's autoscroll, close on release.
              onMouseDown={(event) => event.button === 1 && event.preventDefault()}
              onAuxClick={(event) => event.button === 1 && actions.close(view)}
              onContextMenu={(event) => openMenu(view, event)}
            >
              {view.title}
              {!isAffix(view) && (
                <CloseOutlined
                  className="tags-view-close"
                  aria-hidden
                  title={`关闭 ${view.title}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.close(view);
                  }}
                />
              )}
            </span>
          );
        })}
      </div>
      {menu && <TagContextMenu {...menu} views={views} actions={actions} onClose={closeMenu} />}
    </div>
  );
}
