/**
 * One block puzzle as AJ-Captcha's client shows it: the background with a darkened hole, and a
 * strip as tall as the background and as wide as the piece, transparent but for the piece at
 * the hole's height. Only the hole's x is to be found: the client slides the strip sideways
 * and reports y as 5, as the library's client does.
 */
import { IMAGE_HEIGHT, IMAGE_WIDTH, backgrounds } from './backgrounds.ts';
import { blankImage, encodePng } from './png.ts';

export const PIECE_SIZE = 47;
/** The y every answer carries (AJ-Captcha's client always sends 5). */
export const PUZZLE_Y = 5;

/** The piece: a 38 px square with a round tab above and one to the right. */
function inPiece(i: number, j: number): boolean {
  const square = i >= 1 && i < 39 && j >= 9 && j < 47;
  const top = (i - 20) ** 2 + (j - 9) ** 2 <= 49;
  const right = (i - 39) ** 2 + (j - 28) ** 2 <= 49;
  return square || top || right;
}
const onEdge = (i: number, j: number) =>
  inPiece(i, j) && (!inPiece(i - 1, j) || !inPiece(i + 1, j) || !inPiece(i, j - 1) || !inPiece(i, j + 1));

export interface Puzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  /** Where the piece belongs, in the 310 px-wide image. */
  x: number;
}

/** `random` gives numbers in [0, 1): crypto-strong in the service, so the hole cannot be predicted. */
export function makePuzzle(random: () => number): Puzzle {
  const pictures = backgrounds();
  const background = pictures[Math.floor(random() * pictures.length)]!;
  // Never under the slider's start, so that leaving the piece where it is cannot pass.
  const x = PIECE_SIZE + 20 + Math.floor(random() * (IMAGE_WIDTH - 2 * PIECE_SIZE - 25));
  const top = 5 + Math.floor(random() * (IMAGE_HEIGHT - PIECE_SIZE - 10));
  const original = { ...background, data: background.data.slice() };
  const jigsaw = blankImage(PIECE_SIZE, IMAGE_HEIGHT);
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      if (!inPiece(i, j)) continue;
      const from = ((top + j) * IMAGE_WIDTH + x + i) * 4;
      const to = ((top + j) * PIECE_SIZE + i) * 4;
      const edge = onEdge(i, j);
      for (let c = 0; c < 3; c++) {
        const value = background.data[from + c]!;
        jigsaw.data[to + c] = edge ? 255 : value;
        original.data[from + c] = edge ? 230 : Math.round(value * 0.45);
      }
      jigsaw.data[to + 3] = 255;
    }
  }
  return {
    originalImageBase64: encodePng(original).toString('base64'),
    jigsawImageBase64: encodePng(jigsaw).toString('base64'),
    x,
  };
}
