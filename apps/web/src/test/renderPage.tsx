/**
 * One screen on its own, as a page test needs it: signed in with the given permissions, the
 * dictionaries set, a fresh QueryClient (no retries), the app's providers and a memory router
 * (at `path`, beside `routes` the screen may navigate to). The fake server is the test's own.
 *
 *   const { user, server } = renderPage(<PostPage />, { server: createFakeServer().on(…), permissions: [P.query] });
 */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DictDataSimple, Permission } from '@tenon/contracts';
import { useDictStore } from '../stores/dictStore';
import { useSessionStore, type SessionUser } from '../stores/sessionStore';
import type { FakeServer } from './fakeServer';
import { renderWithProviders } from './render';

/** A dictionary entry as the session start loads it. */
export const dictEntry = (dictType: string, value: string, label: string, colorType = 'primary'): DictDataSimple => ({
  dictType,
  value,
  label,
  colorType,
  cssClass: '',
});

export const COMMON_STATUS: DictDataSimple[] = [dictEntry('common_status', '0', '开启'), dictEntry('common_status', '1', '关闭', 'info')];

export interface RenderPageOptions<S extends FakeServer> {
  server: S;
  permissions: readonly Permission[];
  roles?: string[];
  user?: Partial<SessionUser>;
  /** Default: common_status (开启 0, 关闭 1). */
  dicts?: DictDataSimple[];
  /** Where the screen is mounted. */
  path?: string;
  /** The address it is opened at, when it carries more than `path` (a query string). */
  entry?: string;
  /** Other routes the screen may navigate to, by path. */
  routes?: Record<string, ReactElement>;
}

export function renderPage<S extends FakeServer>(page: ReactElement, options: RenderPageOptions<S>) {
  const { server, permissions, roles = ['common'], dicts = COMMON_STATUS, path = '/', routes = {} } = options;
  useSessionStore.getState().setSession({
    user: { id: 1, userName: 'admin', nickname: '芋道源码', avatar: '', tenantId: 1, ...options.user },
    roles,
    permissions: [...permissions],
  });
  useDictStore.getState().setDictDatas(dicts);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element: page }, ...Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element }))],
    { initialEntries: [options.entry ?? path] },
  );
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { server, queryClient, location, user: userEvent.setup({ delay: null }) };
}
