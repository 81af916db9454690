/**
 * Keep-alive through a real router: pages keep their state while their tab is open, noCache
 * pages and closed tabs start afresh, 刷新页面 remounts, and a hidden page keeps the location
 * it was left at.
 */
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { AppRouterProvider } from '../../router/AppRouterProvider';
import type { RouteHandle } from '../../router/routeHandle';
import { useTagsViewStore } from '../../stores/tagsViewStore';
import { useSettingsStore } from '../../stores/settingsStore';
import { closeView } from '../../stores/tagsView';
import { renderWithProviders } from '../../test/render';
import { useTagsSync } from '../tags/useTagsSync';
import KeepAliveOutlet from './KeepAliveOutlet';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const { search } = useLocation();
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label}：{count}
      </button>
      <span data-testid={`${label}-search`}>{search}</span>
    </div>
  );
}

function Shell() {
  useTagsSync();
  return <KeepAliveOutlet />;
}

const handle = (title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ title, name: title, ...extra });

function renderShell(path = '/a') {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { path: 'index', handle: handle('首页', { name: 'Index', affix: true }), element: <Counter label="首页" /> },
          { path: 'a', handle: handle('甲'), element: <Counter label="甲" /> },
          { path: 'b', handle: handle('乙'), element: <Counter label="乙" /> },
          { path: 'nc', handle: handle('不缓存', { noCache: true }), element: <Counter label="不缓存" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<AppRouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { router, go };
}

const counter = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}：`) });
const click = (label: string) => userEvent.click(counter(label));

describe('keep-alive', () => {
  it('keeps a page with a tab mounted and hidden, with its state, while another page shows', async () => {
    const { go } = renderShell('/a');
    await click('甲');
    await click('甲');
    await go('/b');
    expect(screen.queryByRole('button', { name: /^甲：/ })).not.toBeInTheDocument();
    expect(screen.getByText('甲：2', { ignore: false }).closest('[hidden], [style*="display: none"]')).not.toBeNull();
    await go('/a');
    expect(counter('甲')).toHaveTextContent('甲：2');
  });

  it('starts a noCache page afresh each time', async () => {
    const { go } = renderShell('/nc');
    await click('不缓存');
    expect(counter('不缓存')).toHaveTextContent('不缓存：1');
    await go('/a');
    expect(screen.queryByText(/^不缓存：/)).not.toBeInTheDocument();
    await go('/nc');
    expect(counter('不缓存')).toHaveTextContent('不缓存：0');
  });

  it('lets a page go when its tab is closed', async () => {
    const { go } = renderShell('/a');
    await click('甲');
    await go('/b');
    act(() => {
      const { visitedViews, setVisited } = useTagsViewStore.getState();
      setVisited(closeView(visitedViews, '/a'));
    });
    await go('/a');
    expect(counter('甲')).toHaveTextContent('甲：0');
  });

  it('remounts the page on 刷新页面', async () => {
    renderShell('/a');
    await click('甲');
    act(() => useTagsViewStore.getState().reload('/a'));
    expect(counter('甲')).toHaveTextContent('甲：0');
  });

  it('keeps nothing alive with the tabs switched off', async () => {
    act(() => useSettingsStore.getState().setSetting('tagsView', false));
    const { go } = renderShell('/a');
    await click('甲');
    await go('/b');
    await go('/a');
    expect(counter('甲')).toHaveTextContent('甲：0');
  });

  it('a hidden page keeps the location it was left at', async () => {
    const { go } = renderShell('/a?page=3');
    await go('/b?page=9');
    expect(screen.getByTestId('甲-search')).toHaveTextContent('?page=3');
    expect(screen.getByTestId('乙-search')).toHaveTextContent('?page=9');
  });
});
