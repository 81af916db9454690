/**
 * Addresses the console links to, set at build time through Vite's environment:
 *   VITE_SOURCE_URL   the source repository (navbar 源码地址)
 *   VITE_DOC_URL      the documentation (navbar 文档地址)
 *   VITE_DOC_ALERT    'false' hides the documentation alerts above screens (<DocAlert>)
 */
const env = import.meta.env as Record<string, string | undefined>;

export const SOURCE_URL = env.VITE_SOURCE_URL || 'https://github.com/tenon-admin/tenon';
export const DOC_URL = env.VITE_DOC_URL || 'https://github.com/tenon-admin/tenon/tree/main/docs';
export const DOC_ALERT_ENABLED = env.VITE_DOC_ALERT !== 'false';

/** A new window that cannot reach back into the console. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
