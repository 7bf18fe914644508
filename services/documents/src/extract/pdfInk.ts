// The ink a text PDF draws as vector paths (rules, squares, an X of two crossing lines in a checkbox), measured
// in a box of the page as an image's darkness is (ocr.ts): a mark drawn with lines has no glyph in the text layer.
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box } from './layout';
import { openPdf } from './pdf';

/** A stroked segment or a filled area (by its bounds), in top-down page units. */
type Mark = { kind: 'line'; x0: number; y0: number; x1: number; y1: number; width: number } | { kind: 'area'; box: Box };

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Whether a colour pdf.js gives ('#rrggbb', or its components) is light: paper, not ink. */
function light(color: unknown): boolean {
  const hex = typeof color === 'string' ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(color) : null;
  const parts = hex ? hex.slice(1).map((part) => parseInt(part, 16) / 255) : Array.isArray(color) || ArrayBuffer.isView(color) ? Array.from(color as ArrayLike<number>).map((part) => (part > 1 ? part / 255 : part)) : null;
  return parts ? parts.reduce((sum, part) => sum + part, 0) / parts.length > 0.75 : false;
}

const PAINT_STROKE = new Set<number>([OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const PAINT_FILL = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);

/** The page's drawn marks from its operator list (pdf.js 5: constructPath carries the painting operator and the path). */
async function drawnMarks(bytes: Uint8Array, pageNumber: number): Promise<Mark[]> {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(pageNumber);
    const height = page.getViewport({ scale: 1 }).height;
    const list = await page.getOperatorList();
    const marks: Mark[] = [];
    let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, lineWidth: 1, strokeLight: false, fillLight: false };
    const stack: (typeof state)[] = [];
    const point = (x: number, y: number): [number, number] => [state.ctm[0] * x + state.ctm[2] * y + state.ctm[4], height - (state.ctm[1] * x + state.ctm[3] * y + state.ctm[5])];
    for (let index = 0; index < list.fnArray.length; index += 1) {
      const fn = list.fnArray[index]!;
      const args = list.argsArray[index] as unknown[];
      if (fn === OPS.save) stack.push({ ...state });
      else if (fn === OPS.restore) state = stack.pop() ?? state;
      else if (fn === OPS.transform) state = { ...state, ctm: times(state.ctm, args as unknown as Matrix) };
      else if (fn === OPS.setLineWidth) state = { ...state, lineWidth: Number(args[0]) || 0 };
      else if (fn === OPS.setStrokeRGBColor || fn === OPS.setStrokeGray) state = { ...state, strokeLight: light(args.length === 1 ? args[0] : args) };
      else if (fn === OPS.setFillRGBColor || fn === OPS.setFillGray) state = { ...state, fillLight: light(args.length === 1 ? args[0] : args) };
      else if (fn === OPS.constructPath) {
        const paint = args[0] as number;
        const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
        if (!data) continue;
        const scale = Math.hypot(state.ctm[0], state.ctm[1]) || 1;
        const points: [number, number][] = [];
        const segments: [number, number, number, number][] = [];
        let start: [number, number] | null = null;
        let last: [number, number] | null = null;
        for (let at = 0; at < data.length; ) {
          const op = data[at++];
          if (op === 0 || op === 1) {
            const next = point(data[at++]!, data[at++]!);
            if (op === 1 && last) segments.push([...last, ...next]);
            if (op === 0) start = next;
            last = next;
            points.push(next);
          } else if (op === 2) {
            // A curve: its chord (checkbox marks and rules are straight; a curve only adds its bounds to a fill).
            at += 4;
            const next = point(data[at++]!, data[at++]!);
            if (last) segments.push([...last, ...next]);
            last = next;
            points.push(next);
          } else if (op === 3) {
            if (start && last) segments.push([...last, ...start]);
            last = start;
          } else break;
        }
        if (PAINT_STROKE.has(paint) && !state.strokeLight) {
          for (const [x0, y0, x1, y1] of segments) marks.push({ kind: 'line', x0, y0, x1, y1, width: Math.max(0.25, state.lineWidth * scale) });
        }
        if (PAINT_FILL.has(paint) && !state.fillLight && points.length) {
          const xs = points.map(([x]) => x);
          const ys = points.map(([, y]) => y);
          marks.push({ kind: 'area', box: { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) } });
        }
      }
    }
    page.cleanup();
    return marks;
  } finally {
    await pdf.destroy();
  }
}

/** The length of a segment inside a box (clipped, Liang-Barsky). */
function lengthInside(x0: number, y0: number, x1: number, y1: number, box: Box): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let low = 0;
  let high = 1;
  for (const [p, q] of [[-dx, x0 - box.x0], [dx, box.x1 - x0], [-dy, y0 - box.y0], [dy, box.y1 - y0]] as const) {
    if (p === 0) {
      if (q < 0) return 0;
      continue;
    }
    const t = q / p;
    if (p < 0) low = Math.max(low, t);
    else high = Math.min(high, t);
    if (low > high) return 0;
  }
  return (high - low) * Math.hypot(dx, dy);
}

/**
 * A darkness probe of a text PDF's page from its drawing: the share of a box that its drawn lines (length times
 * width) and dark filled areas cover, capped at 1, as an image's share of dark pixels.
 */
export async function drawingDarkness(bytes: Uint8Array, pageNumber: number): Promise<(box: Box) => number> {
  const marks = await drawnMarks(bytes, pageNumber);
  return (box) => {
    const area = Math.max(1e-6, (box.x1 - box.x0) * (box.y1 - box.y0));
    let ink = 0;
    for (const mark of marks) {
      if (mark.kind === 'line') ink += lengthInside(mark.x0, mark.y0, mark.x1, mark.y1, box) * mark.width;
      else ink += Math.max(0, Math.min(box.x1, mark.box.x1) - Math.max(box.x0, mark.box.x0)) * Math.max(0, Math.min(box.y1, mark.box.y1) - Math.max(box.y0, mark.box.y0));
    }
    return Math.min(1, ink / area);
  };
}
