/**
 * A browser's user agent as a person reads it: `Chrome 120 / Windows 10`. bowser (MIT) knows
 * the browsers and systems; an agent it cannot name (a script, a test client) stays as sent.
 */
import Bowser from 'bowser';

const major = (version: string | undefined) => version?.split('.')[0] ?? '';
const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

export function userAgentText(userAgent: string | null | undefined): string {
  const raw = userAgent?.trim() ?? '';
  if (!raw) return '';
  const { browser, os } = Bowser.parse(raw);
  if (!browser.name) return raw;
  // Windows reports its NT version ("NT 10.0"); its marketing name ("10") is what people know.
  const system = joined(os.name, os.versionName ?? major(os.version));
  return [joined(browser.name, major(browser.version)), system].filter(Boolean).join(' / ');
}
