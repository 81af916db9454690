/**
 * The puzzle backgrounds, drawn when the server starts instead of shipped as files: a few
 * landscapes of gradients, hills and discs, each different enough that a cut-out piece has
 * texture to match. Drawn from a fixed seed, so every instance has the same set.
 */
import { blankImage, type Rgba } from './png.ts';

export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;

/** A small seeded generator (mulberry32): the pictures only need variety, not secrecy. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Colour = [number, number, number];
const mix = (a: Colour, b: Colour, k: number): Colour => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
const hsl = (h: number, s: number, l: number): Colour => {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
};

function drawBackground(seed: number): Rgba {
  const rnd = seeded(seed);
  const hue = rnd() * 360;
  const skyTop = hsl(hue, 0.55, 0.35);
  const skyBottom = hsl((hue + 40) % 360, 0.6, 0.75);
  const hills = Array.from({ length: 3 }, (_, i) => ({
    base: IMAGE_HEIGHT * (0.5 + i * 0.15),
    amp: 10 + rnd() * 18,
    freq: 0.01 + rnd() * 0.03,
    phase: rnd() * 6.28,
    colour: hsl((hue + 120 + i * 25) % 360, 0.45, 0.45 - i * 0.1),
  }));
  const discs = Array.from({ length: 9 }, () => ({
    x: rnd() * IMAGE_WIDTH,
    y: rnd() * IMAGE_HEIGHT,
    r: 6 + rnd() * 22,
    colour: hsl(rnd() * 360, 0.7, 0.55),
  }));
  const image = blankImage(IMAGE_WIDTH, IMAGE_HEIGHT);
  for (let y = 0; y < IMAGE_HEIGHT; y++) {
    for (let x = 0; x < IMAGE_WIDTH; x++) {
      let c = mix(skyTop, skyBottom, y / IMAGE_HEIGHT);
      for (const d of discs) if ((x - d.x) ** 2 + (y - d.y) ** 2 < d.r ** 2) c = mix(c, d.colour, 0.7);
      for (const h of hills) if (y > h.base + h.amp * Math.sin(x * h.freq + h.phase)) c = mix(h.colour, c, ((x * 7 + y * 13) % 17) / 60);
      // A fine grain, so that no stretch of the picture is flat enough to hide where a piece fits.
      const grain = (rnd() - 0.5) * 18;
      const o = (y * IMAGE_WIDTH + x) * 4;
      image.data[o] = Math.max(0, Math.min(255, c[0] + grain));
      image.data[o + 1] = Math.max(0, Math.min(255, c[1] + grain));
      image.data[o + 2] = Math.max(0, Math.min(255, c[2] + grain));
      image.data[o + 3] = 255;
    }
  }
  return image;
}

let drawn: Rgba[] | undefined;
/** The backgrounds, drawn on first use (about 50 ms) and kept. */
export function backgrounds(): Rgba[] {
  drawn ??= [11, 23, 37, 41, 59, 73].map(drawBackground);
  return drawn;
}
