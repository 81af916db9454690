import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { installTransport } from '../api/transport';
import { resetStyles } from './render';

// Pages load lazily, as in the browser; the first import of a page compiles it. On CI's two
// cores, busy with two workers, an antd form's validation message has been seen to take over
// 5 s to appear: waits give up at 10 s (a passing test never waits that long).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that antd's layout and responsive components use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.scrollTo = () => {};

// Files share a worker's modules (vite.config.ts): each starts from no generated styles.
beforeAll(() => resetStyles());

// A request in a test that installed no fake server fails that test.
let refused: string[] = [];
beforeEach(() => {
  localStorage.clear();
  refused = [];
  installTransport(async (config) => {
    refused.push(`${config.method} ${config.url}`);
    throw new Error(`no fake server installed for ${config.method} ${config.url}`);
  });
});

afterEach(() => {
  // Unmount first: a screen still mounted could write into a store that was just reset
  // (vitest runs after-hooks in reverse order, so the reset lives here, not in its own hook).
  cleanup();
  // antd's static dialogs and toasts render outside the test's root; files share one document.
  document.body.replaceChildren();
  resetStores();
  expect(refused, 'requests made without a fake server').toEqual([]);
});

// Stores live as long as the module; every test starts from their initial state.
import { useDictStore } from '../stores/dictStore';
import { useLayoutStore } from '../stores/layoutStore';
import { useRouteStore } from '../stores/routeStore';
import { useSessionStore } from '../stores/sessionStore';
import { useSettingsStore } from '../stores/settingsStore';
import { useTagsViewStore } from '../stores/tagsViewStore';
import { useTenantStore } from '../stores/tenantStore';

function resetStores() {
  const stores = [useDictStore, useLayoutStore, useRouteStore, useSessionStore, useSettingsStore, useTagsViewStore, useTenantStore];
  for (const store of stores) {
    (store as { setState: (s: unknown, replace: true) => void }).setState(store.getInitialState(), true);
  }
}
