/**
 * For tests: solves a puzzle as a person would, by looking at the two pictures. The piece
 * belongs where the darkened hole matches it best; nothing of the server's answer is read.
 * Reads only what png.ts writes (RGBA, unfiltered rows).
 */
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { API_BASE, CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, type CaptchaResp } from '@tenon/contracts';
import { aesEncrypt } from '../aes.ts';
import type { Rgba } from '../png.ts';

export function decodePng(base64: string): Rgba {
  const png = Buffer.from(base64, 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) data.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  return { width, height, data };
}

/** The x (in the 310 px image) where the piece fits. */
export function solvePuzzle(originalBase64: string, jigsawBase64: string): number {
  const original = decodePng(originalBase64);
  const piece = decodePng(jigsawBase64);
  let best = { x: 0, cost: Infinity };
  for (let x = 0; x + piece.width <= CAPTCHA_IMAGE_WIDTH; x++) {
    let cost = 0;
    for (let y = 0; y < CAPTCHA_IMAGE_HEIGHT; y++) {
      for (let i = 0; i < piece.width; i++) {
        const p = (y * piece.width + i) * 4;
        if (piece.data[p + 3] === 0) continue;
        const o = (y * original.width + x + i) * 4;
        for (let c = 0; c < 3; c++) cost += Math.abs(original.data[o + c]! - piece.data[p + c]! * 0.45);
      }
    }
    if (cost < best.cost) best = { x, cost };
  }
  return best.x;
}

/** A puzzle asked for and solved from `remoteAddress`: the login's `captchaVerification`. */
export async function solvedVerification(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (
      await app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), remoteAddress })
    ).json<CaptchaResp>();
  const got = await post('/system/captcha/get', { captchaType: 'blockPuzzle' });
  const { originalImageBase64, jigsawImageBase64, token, secretKey } = got.repData as Record<string, string>;
  const pointJson = JSON.stringify({ x: solvePuzzle(originalImageBase64!, jigsawImageBase64!), y: 5 });
  const checked = await post('/system/captcha/check', { captchaType: 'blockPuzzle', token, pointJson: aesEncrypt(pointJson, secretKey!) });
  if (!checked.success) throw new Error(`puzzle not solved: ${checked.repMsg}`);
  return aesEncrypt(`${token}---${pointJson}`, secretKey!);
}
