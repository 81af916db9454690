/**
 * Rich text that users publish (notice content, later message templates): the HTML is kept only
 * as far as an allow-list of tags, attributes and URL schemes goes, on the server, so stored HTML
 * never carries script, event handlers, `javascript:` URLs or styles that could overlay the page.
 * The list covers what a rich-text editor (paragraphs, headings, lists, marks, links, images,
 * tables, code) produces; anything else is dropped with its content for script-like tags and
 * unwrapped otherwise.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark', 'sub', 'sup', 'span',
    'ul', 'ol', 'li', 'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  // Relative URLs and these schemes only: no javascript:, vbscript:, data: (except images below).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Classes come from the editor (alignment, code languages); anything else is dropped.
  allowedClasses: { '*': ['ql-*', 'language-*', 'text-*'] },
  transformTags: {
    // A link that opens elsewhere must not hand the opener to that page.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
