/**
 * How wide a list's columns must be for a person to read them, worked out from what each column
 * shows rather than measured in the browser (no layout pass, the same widths in tests):
 *
 * - no column is narrower than its header's title;
 * - a moment (`yyyy-MM-dd HH:mm:ss`), a dictionary tag (its longest label), an id have the width
 *   of their content; a cell the screen renders itself (a switch, a link, a tag) at least
 *   `RENDERED_MIN`; plain text at least `TEXT_MIN`, cut with … beyond (in full on hover);
 * - the 操作 column is as wide as its buttons.
 *
 * The table is then at least as wide as the sum of its columns (`scroll.x`): a narrow window
 * scrolls sideways instead of squeezing a column to nothing under the pinned 操作 column.
 *
 * Widths are for antd's default (largest) table size, 16 px of padding each side of a cell, and
 * for the widest fonts a browser falls back to (DejaVu Sans on Linux): the smaller sizes and
 * narrower fonts only leave some air.
 */

/** Left and right padding of a cell at antd's default table size, and a border. */
export const CELL_PADDING = 34;
/** A plain-text column: seven ideographs before the … */
export const TEXT_MIN = 140;
/** A cell the screen renders itself, whose content the kit cannot see. */
export const RENDERED_MIN = 100;
/** The table's body text and the tags' text. */
const FONT = 14;
const TAG_FONT = 12;
/** A tag's padding (7 px each side) and border. */
const TAG_CHROME = 16;
/** A link button in the 操作 column: its padding (4 px each side, crud.css), border, icon and the gap after it. */
const ACTION_BUTTON_CHROME = 32;

/** CJK ideographs, kana, hangul, full-width forms and CJK punctuation: one em each in every CJK font. */
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/**
 * The width of one line of `text` in px, on the wide side: ideographs are one em, Latin letters,
 * digits and signs as wide as DejaVu Sans draws them (bold text a tenth wider).
 */
export function textWidth(text: string, fontSize = FONT, bold = false): number {
  let wide = 0;
  let narrow = 0;
  for (const ch of text) {
    if (WIDE.test(ch)) wide += 1;
    else if (ch === ' ') narrow += 0.32;
    else if (/[A-Z]/.test(ch)) narrow += 0.72;
    else if (/[0-9]/.test(ch)) narrow += 0.64;
    else if (/[iljtfr.,:;'|!()[\]]/.test(ch)) narrow += 0.4;
    else narrow += 0.62;
  }
  return Math.ceil((wide + narrow * (bold ? 1.1 : 1)) * fontSize);
}

/** A header cell as wide as its title on one line. */
export const headerWidth = (title: string) => textWidth(title, FONT, true) + CELL_PADDING;

/** A moment as `parseTime` writes it, on one line. */
export const DATE_TIME_WIDTH = textWidth('2000-00-00 00:00:00') + CELL_PADDING;

/** An id of up to eight digits. */
export const ID_WIDTH = textWidth('00000000') + CELL_PADDING;

/** A dictionary column: its longest label as a tag (four ideographs while the dictionary is not loaded). */
export function dictWidth(labels: readonly string[]): number {
  const longest = Math.max(textWidth('四个字符', TAG_FONT), ...labels.map((label) => textWidth(label, TAG_FONT)));
  return longest + TAG_CHROME + CELL_PADDING;
}

/** One button of the 操作 column (a link button with its icon; 更多 is one too). */
export const actionButtonWidth = (label: string) => textWidth(label) + ACTION_BUTTON_CHROME;

/** The 操作 column: its buttons side by side on one line. */
export const actionsWidth = (labels: readonly string[]) => labels.reduce((sum, label) => sum + actionButtonWidth(label), CELL_PADDING);

/** The least a column takes: its stated width, else `fallback`, never less than its title needs. */
export const columnWidth = (title: string, fallback: number, stated?: number) => Math.max(stated ?? fallback, headerWidth(title));

interface Sized {
  width?: number | string;
  children?: Sized[];
}

/**
 * The sum of the columns' widths, a column without one counted as `TEXT_MIN` (the kit leaves
 * only plain-text columns that need no more than that without a width, so that they share what
 * a wide window has to spare): what `scroll.x` must be for none of them to be squeezed.
 */
export function columnsWidth(columns: readonly Sized[]): number {
  return columns.reduce((sum, column) => {
    if (column.children?.length) return sum + columnsWidth(column.children);
    return sum + (typeof column.width === 'number' ? column.width : TEXT_MIN);
  }, 0);
}
