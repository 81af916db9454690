/**
 * How a dictionary entry is drawn (docs/console.md, "Dictionaries"): plain text when `colorType` is '' or
 * 'default'; otherwise a tag in the colour the reference's Element UI tag type stood for.
 * `cssClass` is a class name in the reference's data (`'A'`); a value that is a CSS colour
 * (`#e6a23c`, `rgb(…)`) colours the tag itself, as later versions of the reference allow.
 */
import type { DictDataSimple } from '@tenon/contracts';

/** Element UI tag types -> antd Tag preset colours. */
const TAG_COLORS: Record<string, string | undefined> = {
  primary: 'processing',
  success: 'success',
  info: undefined,
  warning: 'warning',
  danger: 'error',
};

export interface DictTagLook {
  /** false: draw the label as plain text. */
  tag: boolean;
  /** The antd Tag `color`; undefined is antd's neutral grey. */
  color?: string;
  className?: string;
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(.+\))$/i;

export function dictTagLook(entry: Pick<DictDataSimple, 'colorType' | 'cssClass'>): DictTagLook {
  const cssClass = entry.cssClass?.trim() ?? '';
  const isColor = CSS_COLOR.test(cssClass);
  const className = cssClass && !isColor ? cssClass : undefined;
  if (isColor) return { tag: true, color: cssClass, className };
  if (!entry.colorType || entry.colorType === 'default') return { tag: false, className };
  return { tag: true, color: TAG_COLORS[entry.colorType], className };
}
