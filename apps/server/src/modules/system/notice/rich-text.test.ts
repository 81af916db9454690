/** What a published text keeps and what it loses (the attacks a rich-text field invites). */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what an editor produces', () => {
    const html = '<h2>放假通知</h2><p>国庆<strong>放假</strong>七天，<a href="https://example.com/a" title="详情">详情</a></p><ul><li>一</li></ul><img src="/files/a.png" alt="图" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers and styles', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="position:fixed">文字</p><script>alert(1)</script><style>body{}</style>')).toBe('<p>文字</p>');
    expect(sanitizeRichText('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" />');
  });

  it('drops javascript: and other unsafe URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">点我</a>')).toBe('<a>点我</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&#58;alert(1)">点我</a>')).toBe('<a>点我</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">点我</a>')).toBe('<a>点我</a>');
    expect(sanitizeRichText('<a href="//evil.example/x">点我</a>')).toBe('<a>点我</a>');
  });

  it('unwraps unknown tags but keeps their text, and drops frames and forms whole', () => {
    expect(sanitizeRichText('<custom-tag>保留</custom-tag><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>')).toBe('保留');
  });

  it('makes a link that opens a new tab unable to reach back to the console', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">外链</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>');
  });
});
