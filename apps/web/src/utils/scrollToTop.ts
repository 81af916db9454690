/**
 * Animated scroll back to the top of the page (800 ms), eased in and out. A new call
 * replaces a running one; users who ask for reduced motion get an instant jump.
 */
export const SCROLL_TO_TOP_MS = 800;

let running = 0;

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  const element = document.scrollingElement ?? document.documentElement;
  const start = element.scrollTop;
  cancelAnimationFrame(running);
  if (start === 0) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0) {
    element.scrollTop = 0;
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    element.scrollTop = start * (1 - easeInOutQuad(progress));
    if (progress < 1) running = requestAnimationFrame(step);
  };
  running = requestAnimationFrame(step);
}
