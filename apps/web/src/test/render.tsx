/** The one way tests render: with the app's providers, and for whole-app tests its router. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '../AppProviders';
import { AppRouterProvider } from '../router/AppRouterProvider';
import { createAppRouter } from '../router/createAppRouter';

/**
 * Two departures from the browser, both for jsdom's sake:
 * - antd's generated styles go to a detached node: jsdom cascades every rule for each
 *   accessibility query, which made role queries take a second each;
 * - no motion: jsdom never ends CSS animations, so closed toasts and dialogs would stay.
 */
const styleSink = document.createElement('div');
// antd looks up its style tags by copying the sink's `children` on every style it writes or
// drops; jsdom's live HTMLCollection answers each index through a proxy, which was a tenth of a
// page test's time. The sink is ours and holds only style tags: a plain walk gives the same list.
Object.defineProperty(styleSink, 'children', {
  get(this: Element) {
    const elements: Element[] = [];
    for (let node = this.firstElementChild; node; node = node.nextElementSibling) elements.push(node);
    return elements;
  },
});
let styleCache = createCache();

/**
 * Forgets antd's generated styles: test files share a worker's modules, and a sink and cache that
 * grew over a hundred files made every style lookup slower (test/setup.ts, before each file).
 */
export function resetStyles() {
  styleSink.replaceChildren();
  styleCache = createCache();
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={styleSink} cache={styleCache}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AppProviders>{children}</AppProviders>
      </ConfigProvider>
    </StyleProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(<Providers>{ui}</Providers>);
}

/** The whole console, opened at `path`, with the real route table, guard and session start. */
export function renderApp(path: string) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <Providers>
      <AppRouterProvider router={router} />
    </Providers>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, ...view };
}
