import { describe, expect, it } from 'vitest';
import { userAgentText } from './userAgentText';

describe('userAgentText', () => {
  it('names the browser with its major version and the system', () => {
    expect(userAgentText('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36')).toBe(
      'Chrome 120 / Windows 10',
    );
    expect(userAgentText('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15')).toMatch(
      /^Safari 17 \/ macOS/,
    );
    expect(userAgentText('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox 121 / Linux');
  });

  it('keeps an agent it cannot name as sent, and nothing as nothing', () => {
    expect(userAgentText('login-log-test')).toBe('login-log-test');
    expect(userAgentText('')).toBe('');
    expect(userAgentText(null)).toBe('');
  });
});
