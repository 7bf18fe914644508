// A form printed as a list of 'caption value' pairs (an accounting program's statement, a PEO's summary): each
// pair starts with its box number ('1', '12a', 'Box 3'), its caption runs on to the right and may wrap over
// the lines under it in a narrow column ('1 Wages,' / 'tips, other' / 'comp.'), and its value stands to the right
// of the caption on one of those lines, often without thousands separators. Pairs may stand in two or more
// columns across the page. Read by those shapes alone, for any form's boxes.
import type { Box, TextItem, TextLine } from './layout';

export interface LabelValue {
  /** The box number as printed, without 'Box' and a trailing point: '1', '12a'. */
  number: string;
  /** The caption's words, the wrapped lines joined by one space. */
  caption: string;
  /** The words right of the caption on its lines, apart from it by a gap ('52780.50', '[X] Yes'); '' when none. */
  value: string;
  /** The value's words (empty when none). */
  valueItems: TextItem[];
  /** Where the pair's number and caption stand. */
  box: Box;
}

const height = (item: Pick<Box, 'y0' | 'y1'>) => Math.max(1, item.y1 - item.y0);
const NUMBER = /^(?:box\s*)?(\d{1,2}[a-h]?)\.?$/i;
/** A value's shape: an amount (with or without '$', separators, cents, parentheses), or a mark or answer. */
const VALUE = /^\(?-?\$?\d[\d,]*(?:\.\d{1,2})?\)?$|^(?:\[\s*[xX✓]?\s*\]|☒|☑|x|yes|no|none|n\/a|[—–-]{1,3})$/i;

/** What OCR makes of a rule or a speck beside the writing ('~~', '|'): neither caption nor value. */
const OCR_MARK = /^[~_=|!:;'"`^°¦]+$/;

interface Anchor {
  number: string;
  line: number;
  /** Index of the number's item on its line. */
  at: number;
  x0: number;
  /** Where the caption's first word starts (the number's own line, or the next line when the number stands alone). */
  textX0: number;
}

/** The box numbers that start a pair: a number, then words with letters after it on its line or, alone, on the next line in its column. */
function anchorsOf(lines: readonly TextLine[]): Anchor[] {
  const anchors: Anchor[] = [];
  for (const [index, line] of lines.entries()) {
    for (let at = 0; at < line.items.length; at += 1) {
      let item = line.items[at]!;
      const start = at;
      // 'Box' and its number as two words.
      if (/^box$/i.test(item.text) && line.items[at + 1] && /^\d{1,2}[a-h]?\.?$/.test(line.items[at + 1]!.text)) {
        item = { ...line.items[at + 1]!, x0: item.x0 };
        at += 1;
      }
      const number = NUMBER.exec(item.text);
      if (!number || Number.parseInt(number[1]!, 10) < 1) continue;
      const lineHeight = height(item);
      // Nothing just before it on its line: a number within a caption ('Code W', 'Box 12 code') starts no pair.
      const before = line.items[start - 1];
      if (before && item.x0 - before.x1 < lineHeight * 0.8) continue;
      const next = line.items[at + 1];
      // The caption after it, near or across a 'Box' column ('Box 1      Wages, tips, other compensation').
      if (next && /[a-z]/i.test(next.text)) {
        anchors.push({ number: number[1]!.toLowerCase(), line: index, at, x0: item.x0, textX0: next.x0 });
        continue;
      }
      if (next && next.x0 - item.x1 < lineHeight * 2) {
        if (/[a-z]{2}/i.test(next.text)) anchors.push({ number: number[1]!.toLowerCase(), line: index, at, x0: item.x0, textX0: next.x0 });
        continue;
      }
      // Alone: its caption starts on the next line, level with it ('10' over 'Dependent' / 'care' / 'benefits').
      const below = lines[index + 1];
      const first = below?.items.find((word) => Math.abs(word.x0 - item.x0) < lineHeight);
      if (below && first && below.y0 - line.y1 < lineHeight * 1.2 && /^[a-z]{2}/i.test(first.text)) anchors.push({ number: number[1]!.toLowerCase(), line: index, at, x0: item.x0, textX0: first.x0 });
    }
  }
  return anchors;
}

/**
 * Every 'number caption ... value' pair on the page. A pair's lines are its number's and those under it whose words
 * start in its column, up to the next pair's number in that column, a gap of more than a line, or a line with
 * nothing there. On each line the caption is the run of words from the column's start; the value is what stands
 * right of it past a gap of two letters or more, up to the next pair's number on that line.
 */
export function labelValues(lines: readonly TextLine[]): LabelValue[] {
  const anchors = anchorsOf(lines);
  const out: LabelValue[] = [];
  for (const anchor of anchors) {
    const numberItem = lines[anchor.line]!.items[anchor.at]!;
    const lineHeight = height(numberItem);
    const left = anchor.x0 - lineHeight * 0.5;
    const captionWords: string[] = [];
    const valueItems: TextItem[] = [];
    let box: Box = { x0: anchor.x0, x1: numberItem.x1, y0: numberItem.y0, y1: numberItem.y1 };
    let lastY1 = lines[anchor.line]!.y1;
    for (let index = anchor.line; index < lines.length; index += 1) {
      const line = lines[index]!;
      if (index > anchor.line) {
        if (line.y0 - lastY1 > lineHeight * 1.2) break;
        // The next pair in this column.
        if (anchors.some((other) => other.line === index && Math.abs(other.x0 - anchor.x0) < lineHeight * 2)) break;
      }
      // Up to the next pair's number to the right on this line or the pair's first (a second column of pairs).
      const right = Math.min(Infinity, ...anchors.filter((other) => (other.line === index || other.line === anchor.line) && other.x0 > anchor.x0 + lineHeight).map((other) => other.x0));
      const inColumn = line.items.filter((item) => item !== numberItem && !OCR_MARK.test(item.text) && item.x0 >= left && item.x1 <= right + 0.5 && !(index === anchor.line && item.x0 < anchor.textX0 - 0.5));
      // A line with nothing in the column (another column's writing set a little higher or lower) is passed over.
      if (index > anchor.line && !inColumn.length) continue;
      // A value under the caption's start: a row of column heads over their values (a grid), no pair.
      if (index > anchor.line && VALUE.test(inColumn[0]!.text) && /\d/.test(inColumn[0]!.text) && inColumn[0]!.x0 < anchor.textX0 + lineHeight * 1.5) break;
      // The caption's words start at its column (the number's line after the number; wrapped lines at the caption's start).
      // A line under it belongs to the pair when its words start at the caption's start, or are all a value (a value
      // set level with the middle of a caption wrapped over three lines may stand on a line of its own).
      if (index > anchor.line && (!inColumn.length || (Math.abs(inColumn[0]!.x0 - anchor.textX0) > lineHeight * 1.5 && !(inColumn[0]!.x0 > anchor.textX0 && inColumn.every((item) => VALUE.test(item.text)))))) break;
      let at = 0;
      const run: TextItem[] = [];
      const valueOnly = inColumn.length > 0 && inColumn[0]!.x0 > anchor.textX0 + lineHeight * 1.5;
      for (; !valueOnly && at < inColumn.length; at += 1) {
        const item = inColumn[at]!;
        if (run.length && item.x0 - run.at(-1)!.x1 > lineHeight * 1.2) break;
        // A value right after the caption with a narrow gap ('tips, other  52780.50'): an amount ends the caption.
        if (run.length && VALUE.test(item.text) && /\d/.test(item.text) && item.x0 - run.at(-1)!.x1 > lineHeight * 0.6) break;
        run.push(item);
      }
      const rest = inColumn.slice(at);
      captionWords.push(...run.map((item) => item.text));
      if (!valueItems.length && rest.length && rest.some((item) => VALUE.test(item.text))) valueItems.push(...rest);
      for (const item of run) box = { x0: Math.min(box.x0, item.x0), x1: Math.max(box.x1, item.x1), y0: Math.min(box.y0, item.y0), y1: Math.max(box.y1, item.y1) };
      lastY1 = line.y1;
    }
    out.push({ number: anchor.number, caption: captionWords.join(' '), value: valueItems.map((item) => item.text).join(' '), valueItems, box });
  }
  return out;
}

/**
 * What a label without a box number names ('Employee   Priya Raghunathan', 'Employer of record' over the employer's
 * name): the words after the label on its line, past a gap of two letters or more, else the first line under it
 * starting where the label starts. The label is a whole run of words (words closer than a letter apart) that
 * `label` matches: 'Employee SSN' is not 'Employee'. A run far to the right (another column's label) is no value.
 * A label may also open its run, its value set close after it (`openingLabel`): 'e Employee: Rosalind Achterberg'.
 */
export function labelled(lines: readonly TextLine[], label: RegExp): string {
  for (const [index, line] of lines.entries()) {
    const runs = runsOf(line.items, 1.2);
    for (const [at, run] of runs.entries()) {
      const text = run.map((item) => item.text).join(' ');
      if (!label.test(text)) {
        const value = openingLabel(run, label);
        if (value) return value;
        continue;
      }
      const lineHeight = height(run[0]!);
      const end = run.at(-1)!.x1;
      const next = runs[at + 1];
      if (next && next[0]!.x0 - end < lineHeight * 15) {
        if (label.test(next.map((item) => item.text).join(' '))) continue;
        return runsOf(next, 2.5)[0]!.map((item) => item.text).join(' ');
      }
      const below = lines[index + 1];
      if (!below || below.y0 - line.y1 > lineHeight * 1.5) continue;
      const first = runsOf(below.items, 2.5).find((each) => Math.abs(each[0]!.x0 - run[0]!.x0) < lineHeight);
      if (first) return first.map((item) => item.text).join(' ');
    }
  }
  return '';
}

/** A caption's own words, which no name is made of ('Employee address:', 'Employer identification number'). */
const CAPTION_WORD = /^(?:names?|address(?:es)?|ssn|ein|tin|id|no\.?|number|identification|social|security|state|city|zip|code|copy|information|details|record|portal|self-service)[:.,]?$/i;
/** A word of a name in capitals or title case ('Castellanos-Reyes', "O'Neil", 'LLC', 'Co.'). */
const NAME_WORD = /^[A-Z][A-Za-z'’.&,-]*$/;

/**
 * The value of a label that opens a run of words, the value close after it on its line: after a box letter
 * ('e Employee: Rosalind Achterberg' beside 'c Employer: ...' on a statement's header), or without a colon in a
 * summary panel ('Employee Imani Castellanos-Reyes   SSN ...'). Without the colon the rest must be a name of two
 * words or more, none a caption's ('Employee address: ...', 'Employee SSN' are no names); '' when none.
 */
function openingLabel(run: readonly TextItem[], label: RegExp): string {
  const start = run.length > 1 && /^[a-f]$/.test(run[0]!.text) ? 1 : 0;
  for (let end = start + 1; end < run.length; end += 1) {
    const words = run.slice(start, end).map((item) => item.text);
    if (!label.test(words.join(' '))) continue;
    const rest = run.slice(end).map((item) => item.text);
    if (words.at(-1)!.endsWith(':')) return rest.join(' ');
    if (rest.length >= 2 && rest.every((word) => NAME_WORD.test(word) && !CAPTION_WORD.test(word))) return rest.join(' ');
  }
  return '';
}

/** A line's words in runs: a run ends at a gap wider than `gap` line heights. */
function runsOf(items: readonly TextItem[], gap: number): TextItem[][] {
  const runs: TextItem[][] = [];
  for (const item of [...items].sort((a, b) => a.x0 - b.x0)) {
    const last = runs.at(-1)?.at(-1);
    if (last && item.x0 - last.x1 <= height(last) * gap) runs.at(-1)!.push(item);
    else runs.push([item]);
  }
  return runs;
}
