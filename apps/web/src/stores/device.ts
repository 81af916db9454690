/**
 * Phone or computer (docs/console.md, "Phone or computer"): a body narrower than 992 px is a phone. The shell
 * switches the sidebar to an overlay there and hides the navbar's extras; lists show fewer
 * page numbers.
 */
export const MOBILE_MAX_WIDTH = 992;

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/**
 * The body's width. A body without layout (jsdom, a document still loading) measures 0,
 * which says nothing about the screen: the window's width stands in for it then.
 */
export function bodyWidth(): number {
  return document.body?.getBoundingClientRect().width || window.innerWidth;
}
