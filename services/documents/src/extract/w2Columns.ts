// Where box 14 'Other' ends when box 12 stands beside it (the IRS grid: box 12's column right of boxes 13 and 14).
// OCR garbles the small '12c'/'12d' captions level with box 14, so box 12's column is taken from its captions above.
import type { Box, TextItem, TextLine } from './layout';

/**
 * The left edge of box 12's column right of a box 14 caption: the nearest caption of box 12 ('12 See instructions
 * for box 12', '12a'-'12d') that starts right of box 14's caption, above it or level with it. Infinity when none.
 */
export function box12ColumnStart(box14: Box, captions: readonly { field: string; box: Box; line: TextLine }[]): number {
  const height = Math.max(1, box14.y1 - box14.y0);
  let start = Infinity;
  for (const caption of captions) {
    // Box 12's captions are the only ones whose pattern names 12 (w2.ts OTHER_CAPTIONS).
    if (!/12/.test(caption.field)) continue;
    if (caption.box.x0 > box14.x1 + height && caption.box.y0 < box14.y1 + height && caption.box.x0 < start) start = caption.box.x0;
  }
  return start;
}

/** Whether the only words between a box 12 caption and a code on its line are a 'Code' label ('12a Code DD'). */
export function labelledCode(lines: readonly TextLine[], anchor: Box, code: TextItem): boolean {
  const line = lines.find((each) => each.items.includes(code));
  if (!line) return false;
  const between = line.items.filter((item) => item.x0 >= anchor.x1 - 0.5 && item.x1 <= code.x0 + 0.5);
  return between.length > 0 && between.every((item) => /^code:?$/i.test(item.text));
}
