/** The designer's zoom steps (docs/process-designer.md, "Toolbar"): 0.1 a click, from 0.2 to 4; a step out of range is refused. */
export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;

/**
 * The zoom one step in or out, or null when it would leave the range. Computed in hundredths
 * (as the reference does) so repeated steps do not drift: 0.3 + 0.1 is 0.4, not 0.40000000000000002.
 */
export function steppedZoom(current: number, direction: 1 | -1, step: number = ZOOM_STEP): number | null {
  // The epsilon keeps 0.7 * 100 = 70.00000000000001 and 0.57 * 100 = 56.99999999999999 on their hundredth.
  const next = Math.floor(current * 100 + 1e-6 + direction * step * 100) / 100;
  return next < ZOOM_MIN || next > ZOOM_MAX ? null : next;
}

export const zoomPercent = (zoom: number) => `${Math.floor(zoom * 100 + 1e-6)}%`;
