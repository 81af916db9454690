/**
 * The theme colour as the console draws it: the chosen colour, darkened just enough that text in
 * it on white, and white text on it (primary buttons, the current tab), reach WCAG AA's 4.5:1,
 * also on the colour's own pale tint (`tintOf`: tags, the selected menu item).
 * The reference's #409EFF is 2.8:1, as is most of the picker's palette: drawn as chosen, links,
 * table actions and primary buttons were hard to read for anyone with low vision. The settings
 * keep the colour the user chose; only the drawing is darkened, keeping its hue.
 */

/** WCAG AA's 4.5:1 on white, with room for the pale tints the colour also sits on (`tintOf`, alerts). */
const TARGET = 5.3;

function channels(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of sRGB channels 0..255. */
function luminance([r, g, b]: [number, number, number]) {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a colour against white. */
export function contrastOnWhite(color: string): number | null {
  const rgb = channels(color);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : null;
}

const hex = (rgb: number[]) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` darkened towards black in small steps until it reads at 5.3:1 on white; a colour
 * already dark enough, or one that is not a hex colour, comes back unchanged.
 */
export function readableOnWhite(color: string): string {
  const rgb = channels(color);
  if (!rgb || 1.05 / (luminance(rgb) + 0.05) >= TARGET) return color;
  for (let scale = 0.98; scale > 0; scale -= 0.02) {
    const darker = rgb.map((value) => Math.round(value * scale)) as [number, number, number];
    if (1.05 / (luminance(darker) + 0.05) >= TARGET) return hex(darker);
  }
  return '#000000';
}

/**
 * The pale background drawn under text in `color` (a status tag, the selected menu item): 8% of
 * the colour on white. antd derives it from the colour's palette, which for a dark or darkened
 * colour is a grey tint (#e4edf2 for the reference blue drawn readable) that text in the colour
 * no longer reads on.
 */
export function tintOf(color: string): string {
  const rgb = channels(color);
  return rgb ? hex(rgb.map((value) => Math.round(255 - (255 - value) * 0.08))) : color;
}
