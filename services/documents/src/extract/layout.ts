// Positioned text, the common ground of a PDF's text layer and an OCR result: every reader turns its
// input into words with boxes (top-down coordinates, any unit), and the form parsers work on that alone.

export interface TextItem {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TextLine {
  items: TextItem[];
  text: string;
  /** Character offset of each item in `text` (items joined by one space). */
  offsets: number[];
  y0: number;
  y1: number;
}

export interface PageText {
  width: number;
  height: number;
  items: TextItem[];
  /** Fraction of dark pixels in a box of the page, when the page is an image (checkbox detection). */
  darkness?: (box: Box) => number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const centerY = (item: Box) => (item.y0 + item.y1) / 2;
const heightOf = (item: Box) => item.y1 - item.y0;

/** Groups items into lines: items whose vertical centres are within half the smaller height share a line. */
export function groupLines(items: TextItem[]): TextLine[] {
  const sorted = items.filter((item) => item.text.trim() !== '').sort((a, b) => centerY(a) - centerY(b));
  const groups: TextItem[][] = [];
  for (const item of sorted) {
    const last = groups.at(-1);
    if (last) {
      const lineCenter = last.reduce((sum, member) => sum + centerY(member), 0) / last.length;
      const lineHeight = Math.min(...last.map(heightOf));
      if (Math.abs(centerY(item) - lineCenter) <= Math.max(1, Math.min(lineHeight, heightOf(item)) * 0.5)) {
        last.push(item);
        continue;
      }
    }
    groups.push([item]);
  }
  return groups.map((group) => {
    const lineItems = group.sort((a, b) => a.x0 - b.x0);
    const offsets: number[] = [];
    let text = '';
    for (const item of lineItems) {
      if (text) text += ' ';
      offsets.push(text.length);
      text += item.text.trim();
    }
    return {
      items: lineItems,
      text,
      offsets,
      y0: Math.min(...lineItems.map((item) => item.y0)),
      y1: Math.max(...lineItems.map((item) => item.y1)),
    };
  });
}

export interface LabelMatch {
  line: TextLine;
  lineIndex: number;
  box: Box;
}

/** Finds a label in a line: the box of the items its match covers. */
export function matchInLine(line: TextLine, pattern: RegExp): Box | null {
  const found = pattern.exec(line.text);
  if (!found) return null;
  return boxOfRange(line, found.index, found.index + found[0].length);
}

/** Every place a label appears in a line, left to right (a page may print two copies side by side). */
export function matchesInLine(line: TextLine, pattern: RegExp): Box[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const boxes: Box[] = [];
  for (const found of line.text.matchAll(global)) {
    if (found[0].length === 0) continue;
    const box = boxOfRange(line, found.index ?? 0, (found.index ?? 0) + found[0].length);
    if (box) boxes.push(box);
  }
  return boxes;
}

/** The box of the characters [start, end) of a line's text. */
export function boxOfRange(line: TextLine, start: number, end: number): Box | null {
  const covered = line.items.filter((item, index) => {
    const itemStart = line.offsets[index];
    const itemEnd = itemStart + item.text.trim().length;
    return itemStart < end && itemEnd > start;
  });
  if (covered.length === 0) return null;
  // A PDF text item may hold a whole row; narrow the box to the matched characters by their share of it.
  if (covered.length === 1) {
    const item = covered[0];
    const index = line.items.indexOf(item);
    const length = Math.max(1, item.text.trim().length);
    const perChar = (item.x1 - item.x0) / length;
    const from = Math.max(0, start - line.offsets[index]);
    const to = Math.min(length, end - line.offsets[index]);
    return { x0: item.x0 + from * perChar, x1: item.x0 + to * perChar, y0: item.y0, y1: item.y1 };
  }
  return {
    x0: Math.min(...covered.map((item) => item.x0)),
    x1: Math.max(...covered.map((item) => item.x1)),
    y0: Math.min(...covered.map((item) => item.y0)),
    y1: Math.max(...covered.map((item) => item.y1)),
  };
}

export function findLabel(lines: TextLine[], pattern: RegExp, fromLine = 0): LabelMatch | null {
  for (let index = fromLine; index < lines.length; index += 1) {
    const box = matchInLine(lines[index], pattern);
    if (box) return { line: lines[index], lineIndex: index, box };
  }
  return null;
}

/** Text of the items of a line whose horizontal centre lies in [x0, x1). */
export function textBetween(line: TextLine, x0: number, x1: number): string {
  return line.items
    .filter((item) => {
      const center = (item.x0 + item.x1) / 2;
      return center >= x0 && center < x1;
    })
    .map((item) => item.text.trim())
    .join(' ')
    .trim();
}

export { centerY, heightOf };
