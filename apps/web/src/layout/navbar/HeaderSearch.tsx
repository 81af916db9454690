/**
 * The navbar's page search (docs/console.md, "Navbar"): a search icon that opens a box; typing lists the user's
 * pages found by `createRouteSearch` as 目录 › 页面; choosing one opens it (a link opens a new
 * window). The box closes after a choice, on Escape and when it loses focus. A result shows its
 * whole trail, wrapping rather than cut: the page name, last, is what tells 流程表单 from 流程模型.
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Select, Tooltip, type RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useRouteStore } from '../../stores/routeStore';
import { createRouteSearch, isLinkResult, type SearchItem } from './routeSearch';

export default function HeaderSearch() {
  const routes = useRouteStore((state) => state.routes);
  const search = useMemo(() => createRouteSearch(routes), [routes]);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchItem[]>([]);
  const select = useRef<RefSelectProps>(null);

  const close = () => {
    setOpen(false);
    setQuery('');
    setResults([]);
  };
  const choose = (path: string) => {
    const item = results.find((result) => result.path === path);
    if (item && isLinkResult(item)) window.open(item.path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
    close();
  };

  return (
    <div className={`header-search${open ? ' is-open' : ''}`}>
      <Tooltip title="搜索菜单">
        <Button
          type="text"
          className="navbar-icon-button"
          aria-label="搜索菜单"
          aria-expanded={open}
          icon={<SearchOutlined />}
          onClick={() => {
            if (open) return close();
            setOpen(true);
            setTimeout(() => select.current?.focus());
          }}
        />
      </Tooltip>
      {open && (
        <Select
          ref={select}
          className="header-search-select"
          aria-label="搜索菜单"
          placeholder="搜索菜单"
          value={null}
          showSearch={{
            filterOption: false,
            searchValue: query,
            onSearch: (value) => {
              setQuery(value);
              setResults(search(value));
            },
          }}
          options={results.map((item) => ({ value: item.path, label: item.title.join(' › ') }))}
          popupMatchSelectWidth={false}
          // Wrapped results are taller than one line; a user has few pages, so no virtual list.
          virtual={false}
          classNames={{ popup: { root: 'header-search-popup' } }}
          notFoundContent={query ? '没有找到匹配的菜单' : null}
          suffixIcon={null}
          onSelect={(path) => path && choose(path)}
          onBlur={close}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          defaultOpen
        />
      )}
    </div>
  );
}
