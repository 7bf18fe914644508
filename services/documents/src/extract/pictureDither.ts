// A 1-bit page made by error diffusion (a fax sent in its 'photo' or 'fine' mode, a scanner's black-and-white mode with
// dithering, a copier's): every grey of the original, the paper's own tint and every glyph's soft edge, became a
// scatter of black dots whose density is that grey. Thresholded as it is, the paper's scatter is read as specks and the
// glyphs' edges as ragged bites; removing the dots as a fax line's noise takes the paper's scatter away but leaves
// the glyphs ragged. Averaged over a few dots, the scatter is the grey again, and the page is cleaned as a grey scan.
import { gaussianBlur } from './blur';
import type { Grey } from './cleanImage';

/**
 * Whether a bilevel page's ink is dithered: a large share of its black pixels are dots on their own (no more than
 * one black neighbour of eight: a dot of one pixel, or of two where a 98-line fax's rows were doubled). Printed
 * strokes thresholded to black touch two or more black neighbours almost everywhere, even 6 pt captions at 200 dpi;
 * a fax line's impulse noise is a few dots in a page of strokes.
 */
export function isDithered(grey: Grey): boolean {
  const { width, height, data } = grey;
  let black = 0;
  let alone = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      if (data[at]! >= 128) continue;
      black += 1;
      let neighbours = 0;
      for (let dy = -width; dy <= width && neighbours < 2; dy += width) {
        for (let dx = -1; dx <= 1; dx += 1) if ((dy || dx) && data[at + dy + dx]! < 128) neighbours += 1;
      }
      if (neighbours < 2) alone += 1;
    }
  }
  return black > 0 && alone >= black * DITHERED_SHARE;
}

/** Share of a page's black pixels that stand alone from which its ink is taken as dithered. */
const DITHERED_SHARE = 0.12;

/**
 * The blur, in pixels at 200 dpi, that averages a dithered page back into grey. Measured on 19 pages of corpora 1-4
 * dithered as a fax would (tests/bench, fields read right): sigma 0.8 17.7%, 1.0 52.0%, 1.2 62.1%, 1.5 58.9%, 2.0 35.9%
 * (undithered as a fax's line noise, 38.7%). Less leaves the paper's scatter as marks; more merges the letters.
 * Whitening the paper's mottle afterwards lost (1.5: 58.9% -> 41.1%): it thinned the glyphs' grey edges away.
 */
export const UNDITHER_SIGMA = 1.2;

/**
 * A dithered page's dots averaged back into grey: a Gaussian blur of `sigma` pixels (separable, kernel to 3 sigma).
 * A sigma of about a pixel at 200 dpi averages the scatter of a light grey (a dot every three or four pixels) and keeps
 * the gaps between the letters of 8 pt print.
 */
export function undither(grey: Grey, sigma: number): void {
  gaussianBlur(grey, sigma);
}

