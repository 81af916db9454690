import { describe, expect, it } from 'vitest';
import { contrastOnWhite, readableOnWhite, tintOf } from './readableColor';

describe('readableOnWhite', () => {
  it('darkens the reference blue and the picker colours until they read at 4.5:1, also on their pale tint', () => {
    for (const color of ['#409EFF', '#f5222d', '#fa541c', '#faad14', '#13c2c2', '#52c41a', '#1890ff', '#722ed1', '#ffffff']) {
      const drawn = readableOnWhite(color);
      expect(contrastOnWhite(drawn), `${color} drawn as ${drawn}`).toBeGreaterThanOrEqual(5.3);
    }
  });

  it('keeps a colour already dark enough, and one it cannot read', () => {
    expect(readableOnWhite('#304156')).toBe('#304156');
    expect(readableOnWhite('rebeccapurple')).toBe('rebeccapurple');
  });

  it('keeps the hue: the blue stays blue', () => {
    expect(readableOnWhite('#409EFF')).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(readableOnWhite('#409EFF').slice(at, at + 2), 16));
    expect(b).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(r!);
  });
});

/** The contrast ratio between two hex colours. */
function contrast(a: string, b: string) {
  const [light, dark] = [contrastOnWhite(a)!, contrastOnWhite(b)!].sort((x, y) => x - y).map((ratio) => 1.05 / ratio);
  return light! / dark!;
}

describe('tintOf', () => {
  it('is pale enough that the readable colour reads on it at 4.5:1', () => {
    for (const color of ['#409EFF', '#f5222d', '#faad14', '#13c2c2', '#52c41a', '#304156', '#000000']) {
      const drawn = readableOnWhite(color);
      expect(contrast(drawn, tintOf(drawn)), `${drawn} on ${tintOf(drawn)}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
