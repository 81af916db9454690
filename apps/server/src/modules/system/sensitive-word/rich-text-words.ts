/**
 * The words of a rich text as a reader sees them, for the sensitive-word check: tags go, so
 * `土<b></b>豆` reads 土豆 and is caught; a block boundary becomes a line break, so the end of
 * one paragraph and the start of the next do not run together into a word neither contains.
 */
import sanitizeHtml from 'sanitize-html';

const BLOCK_TAG = /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th)\b[^>]*>/gi;
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

export function wordsOfRichText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_TAG, '\n$&'), { allowedTags: [], allowedAttributes: {} });
  // sanitize-html decodes entities and escapes only these three again in the text it keeps.
  return text.replace(/&(?:amp|lt|gt);/g, (e) => ESCAPED[e]!);
}
