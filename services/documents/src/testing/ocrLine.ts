// A printed line as OCR gives it, for tests that hand a reader positioned words: a word at a time, each run of
// words starting at its x, letters 7 units wide and 13 high.
import type { TextItem } from '../extract/layout';

export const OCR_LINE_HEIGHT = 13;

export function ocrLine(y: number, runs: [string, number][]): TextItem[] {
  return runs.flatMap(([text, x]) => {
    let at = x;
    return text.split(' ').map((word) => {
      const item = { text: word, x0: at, y0: y, x1: at + word.length * 7, y1: y + OCR_LINE_HEIGHT };
      at = item.x1 + 7;
      return item;
    });
  });
}
