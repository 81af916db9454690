/**
 * What the console's rich-text editor makes of uploaded images, links and tables survives the
 * server's sanitising (notices, mail templates), and what a crafted body adds to them does not.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../system/notice/index.ts';

describe('the rich text of notices and templates', () => {
  it('keeps images by our own file URLs (absolute or as a path), links and the editor’s tables', () => {
    const own = 'http://localhost:48080/tri-real-api/admin-api/infra/file/1/get/0cd2d20335654da9aa4ed09974e5deaf.png';
    const path = '/tri-real-api/admin-api/infra/file/2/get/docs%2Fa.png';
    const html =
      `<p><img src="${own}" alt="logo.png"><img src="${path}" alt="a"></p>` +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1">链接</a></p>' +
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>表头</p></th><th colspan="1" rowspan="1"><p>二</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>单元格</p></td><td colspan="2" rowspan="1"><p>合并</p></td></tr></tbody></table>';
    const kept = sanitizeRichText(html);
    expect(kept).toContain(`<img src="${own}" alt="logo.png" />`);
    expect(kept).toContain(`<img src="${path}" alt="a" />`);
    expect(kept).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com/a?b=1">链接</a>');
    expect(kept).toContain('<table><tbody><tr><th colspan="1" rowspan="1"><p>表头</p></th>');
    expect(kept).toContain('<td colspan="2" rowspan="1"><p>合并</p></td>');
    expect(kept).not.toContain('style=');
  });

  it('drops scripts, event handlers and script URLs wherever they hide', () => {
    const html =
      '<p onclick="alert(1)">x<script>alert(2)</script></p>' +
      '<img src="https://example.com/a.png" onerror="alert(3)">' +
      '<img src="javascript:alert(4)">' +
      '<a href="javascript:alert(5)" onmouseover="alert(6)">a</a>' +
      '<table onmouseover="alert(7)"><tbody><tr><td onclick="alert(8)">c</td></tr></tbody></table>' +
      '<iframe src="https://evil.example.com"></iframe><svg onload="alert(9)"></svg>';
    const kept = sanitizeRichText(html);
    expect(kept).not.toMatch(/alert|script|onerror|onclick|onmouseover|onload|iframe|svg/i);
    expect(kept).toContain('<img src="https://example.com/a.png" />');
  });
});
