import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { startAnalytics } from './analytics';

const SCRIPT = 'https://stats.example.com/script.js';

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
}

const routerAt = (path: string) =>
  createMemoryRouter(
    [
      { path: '/a', element: null },
      { path: '/b', element: null },
    ],
    { initialEntries: [path] },
  );

const scriptTag = () => document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);

let stop = () => {};
afterEach(() => {
  stop();
  document.head.querySelectorAll('meta[name^="tenon:"], script').forEach((el) => el.remove());
  delete window.umami;
});

describe('web analytics', () => {
  it('is off by default: no script is loaded', () => {
    stop = startAnalytics(routerAt('/a'));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the configured script with its site id and reports a page view per route change', async () => {
    setMeta('tenon:analytics-script', SCRIPT);
    setMeta('tenon:analytics-site-id', 'site-1');
    const track = vi.fn();
    const router = routerAt('/a');
    stop = startAnalytics(router);

    const tag = scriptTag();
    expect(tag).not.toBeNull();
    expect(tag!.dataset.websiteId).toBe('site-1');
    expect(tag!.dataset.autoTrack).toBe('false');

    window.umami = { track };
    tag!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(track).toHaveBeenCalledTimes(1));

    await router.navigate('/b');
    expect(track).toHaveBeenCalledTimes(2);
    await router.navigate('/b?tab=2');
    expect(track).toHaveBeenCalledTimes(3);
    await router.navigate('/b?tab=2');
    expect(track).toHaveBeenCalledTimes(3);
  });

  it("warns with 'Failed to load {url}' and leaves the console alone when the script fails", async () => {
    const missing = 'https://stats.example.com/missing.js';
    setMeta('tenon:analytics-script', missing);
    setMeta('tenon:analytics-site-id', 'site-1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startAnalytics(routerAt('/a'));
    document.head.querySelector(`script[src="${missing}"]`)!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(`Failed to load ${missing}`));
  });
});
