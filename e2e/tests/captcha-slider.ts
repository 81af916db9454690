/**
 * Solving the block-puzzle slider in a journey as a person does, by looking: the hole is where
 * the darkened picture in the page's own canvas best matches the piece; nothing secret is read.
 */
import { expect, type Page } from '@playwright/test';
import { dialogSettled } from './helpers';

/** Where the piece fits: the x whose darkened pixels under the piece best match the piece. */
export async function holeX(page: Page): Promise<number> {
  const background = page.getByRole('img', { name: '验证码背景' });
  const piece = page.getByRole('img', { name: '验证码拼图块' });
  await expect(background).toBeVisible();
  return piece.evaluate(async (pieceImg: HTMLImageElement, bgElement: SVGElement | HTMLElement | null) => {
    const bg = bgElement as HTMLImageElement;
    const pixels = async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, canvas.width, canvas.height);
    };
    const [o, p] = [await pixels(bg), await pixels(pieceImg)];
    let best = { x: 0, cost: Infinity };
    for (let x = 0; x + p.width <= o.width; x++) {
      let cost = 0;
      for (let y = 0; y < p.height; y++) {
        for (let i = 0; i < p.width; i++) {
          const at = (y * p.width + i) * 4;
          if (p.data[at + 3] === 0) continue;
          const ot = (y * o.width + x + i) * 4;
          for (let c = 0; c < 3; c++) cost += Math.abs(o.data[ot + c] - p.data[at + c] * 0.45);
        }
      }
      if (cost < best.cost) best = { x, cost };
    }
    return best.x;
  }, await background.elementHandle());
}

/** Drags the slider's handle `dx` px to the right with the mouse, in steps as a hand does. */
export async function drag(page: Page, dx: number) {
  // Measured once the popup has stopped zooming in: a box taken mid-animation put the press
  // beside the handle, and the drag moved nothing (seen in CI under load).
  await dialogSettled(page);
  const box = (await page.getByRole('slider', { name: '拖动滑块完成拼图' }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 2, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}
