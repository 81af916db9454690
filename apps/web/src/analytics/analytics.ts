/**
 * Third-party web analytics (docs/console.md, "Documentation hints and analytics"). Off
 * unless the server hands over a script address and a site id (ANALYTICS_SCRIPT_URL and
 * ANALYTICS_SITE_ID) in `<meta>` tags of index.html; the server's Content-Security-Policy then
 * allows that script's origin. The shape is Umami's: the tag carries `data-website-id` and
 * `data-auto-track="false"`, and the console reports each page view itself with
 * `umami.track()`, once the script has loaded and then on every change of path or query.
 */
import { loadScript } from '../utils/loadScript';

type Location = { pathname: string; search: string };

/** The part of a react-router data router this needs. */
export interface RouterLike {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

declare global {
  interface Window {
    umami?: { track: (...args: unknown[]) => unknown };
  }
}

export function analyticsSettings(doc: Document = document): { scriptUrl: string; siteId: string } | undefined {
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
  const scriptUrl = read('tenon:analytics-script');
  const siteId = read('tenon:analytics-site-id');
  return scriptUrl && siteId ? { scriptUrl, siteId } : undefined;
}

/** Starts reporting page views of `router`; answers the function that stops it. */
export function startAnalytics(router: RouterLike, doc: Document = document): () => void {
  const settings = analyticsSettings(doc);
  if (!settings) return () => {};
  let loaded = false;
  let reported: string | undefined;
  const report = ({ pathname, search }: Location) => {
    const page = `${pathname}${search}`;
    if (!loaded || page === reported) return;
    reported = page;
    window.umami?.track();
  };
  const stop = router.subscribe((state) => report(state.location));
  loadScript(settings.scriptUrl, { 'data-website-id': settings.siteId, 'data-auto-track': 'false' })
    .then(() => {
      loaded = true;
      report(router.state.location);
    })
    // Analytics must never disturb the console: the failure (`Failed to load {url}`) goes to the console only.
    .catch((error: Error) => console.warn(error.message));
  return stop;
}
