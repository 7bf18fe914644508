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
  /** When the page is an image: the text in a box of it read again alone, enlarged, as one line (a doubtful word). */
  reread?: (box: Box, as?: RereadAs) => Promise<string>;
  /** An image whose copies of a form were read one by one (copiesOnImage.ts), not the whole page at once. */
  readByCopies?: boolean;
}

/** How a box is read again: as one line (the default), one word or one character, of only `characters` when given. */
export interface RereadAs {
  mode?: 'line' | 'word' | 'character';
  characters?: string;
  /** Only the last glyphs of the box (ocr.ts lastGlyphs): a code in its cell after the cell's small print. */
  lastGlyphs?: boolean;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const centerY = (item: Box) => (item.y0 + item.y1) / 2;
const heightOf = (item: Box) => item.y1 - item.y0;

/** What OCR reads a check box or its mark as: never a speck, whatever its size. */
const MARK_OR_SQUARE = /[xX✓✔✗✘×☒■●◆□☐[\]()|{}]/;

/**
 * Groups items into lines: items whose vertical centres are within half the smaller height share a line.
 * Specks (a mark with no letter or digit, or a word under half the page's usual height: OCR's reading of dust, a
 * dot, a rule's end) are set apart first, since a line takes in words within half its smallest word's height and
 * a speck grouped first would shrink that to nothing and split a row (words with descenders from those without).
 * Each speck then joins the line it lies within, away from its top and bottom edges (where a rule's remains lie, read
 * as 'A' or '.', and would split a caption's words); the rest make lines of their own.
 */
export function groupLines(items: TextItem[]): TextLine[] {
  const words = items.filter((item) => item.text.trim() !== '');
  const heights = words.filter(hasLetterOrDigit).map(heightOf).sort((a, b) => a - b);
  const usual = heights.length ? heights[Math.floor(heights.length / 2)]! : 0;
  const isSpeck = (item: TextItem) => (!hasLetterOrDigit(item) && !MARK_OR_SQUARE.test(item.text)) || heightOf(item) < usual * 0.45;
  const lines = groupByCentre(words.filter((item) => !isSpeck(item)));
  const alone: TextItem[] = [];
  for (const speck of words.filter(isSpeck)) {
    const middle = centerY(speck);
    let home: TextItem[] | undefined;
    for (const line of lines) {
      const [top, bottom] = [Math.min(...line.map((item) => item.y0)), Math.max(...line.map((item) => item.y1))];
      if (Math.abs(middle - (top + bottom) / 2) > (bottom - top) * 0.35) continue;
      if (!home || Math.abs(centreOf(line) - middle) < Math.abs(centreOf(home) - middle)) home = line;
    }
    if (home) home.push(speck);
    else alone.push(speck);
  }
  return [...lines, ...groupByCentre(alone)].map(lineOf).sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
}

const hasLetterOrDigit = (item: TextItem) => /[A-Za-z0-9@]/.test(item.text);
const centreOf = (line: readonly TextItem[]) => line.reduce((sum, item) => sum + centerY(item), 0) / line.length;

/** Items in reading order down the page, a new line wherever one's centre leaves the line's by half a height. */
function groupByCentre(items: TextItem[]): TextItem[][] {
  const groups: TextItem[][] = [];
  for (const item of [...items].sort((a, b) => centerY(a) - centerY(b))) {
    const last = groups.at(-1);
    if (last) {
      const lineHeight = Math.min(...last.map(heightOf));
      if (Math.abs(centerY(item) - centreOf(last)) <= Math.max(1, Math.min(lineHeight, heightOf(item)) * 0.5)) {
        last.push(item);
        continue;
      }
    }
    groups.push([item]);
  }
  return groups;
}

/** Words joined by one space, with each word's offset in the text (to map a match back onto its words). */
export function joinedWords(words: readonly string[]): { text: string; offsets: number[] } {
  const offsets: number[] = [];
  let text = '';
  for (const word of words) {
    if (text) text += ' ';
    offsets.push(text.length);
    text += word;
  }
  return { text, offsets };
}

/** Words of one line, left to right: its text and each word's offset in it. */
export function lineOf(items: readonly TextItem[]): TextLine {
  const lineItems = [...items].sort((a, b) => a.x0 - b.x0);
  const { text, offsets } = joinedWords(lineItems.map((item) => item.text.trim()));
  return {
    items: lineItems,
    text,
    offsets,
    y0: Math.min(...lineItems.map((item) => item.y0)),
    y1: Math.max(...lineItems.map((item) => item.y1)),
  };
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

// ---------------------------------------------------------------------------------------------------------
// Captions as OCR reads small print: a letter dropped, doubled or changed ('Socal securty wages', 'Federal
// mcome tax', 'Madicare'). Each word a letter or two off one word of the captions sought is read as that
// word, so the parsers' caption patterns find it; values are never changed (only the copy matched against).

/** Levenshtein distance between two short words, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The words (4 letters or more) that caption patterns spell out, lower case: the vocabulary to correct towards. */
export function vocabularyOf(patterns: readonly RegExp[], extra: readonly string[] = []): Set<string> {
  const vocabulary = new Set(extra.map((word) => word.toLowerCase()));
  for (const pattern of patterns) {
    // '\s', '\b', '\d' are no letters of a word.
    for (const run of pattern.source.replace(/\\[a-zA-Z]/g, ' ').matchAll(/[a-zA-Z]{4,}/g)) vocabulary.add(run[0].toLowerCase());
  }
  return vocabulary;
}

/** Digits and marks OCR prints for letters inside a word ('Soc1al', 'Medi|care', '5tate'). */
const AS_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '|': 'l', '5': 's', '8': 'b', '$': 's' };

/** How many edits a word of this length may be off (about one in four letters). */
const allowedEdits = (length: number) => (length <= 5 ? 1 : length <= 8 ? 2 : 3);

/** The vocabulary word an OCR'd word stands for, or null when none is near enough (or two are equally near). */
export function correctWord(text: string, vocabulary: ReadonlySet<string>): string | null {
  const found = /^([^A-Za-z0-9|$]*)(.*?)([^A-Za-z0-9|$]*)$/.exec(text);
  if (!found) return null;
  const [, before, core, after] = found as unknown as [string, string, string, string];
  const plain = core.toLowerCase().replace(/[01|58$]/g, (mark) => AS_LETTER[mark]!);
  if (plain.length < 4 || !/^[a-z']+$/.test(plain) || !/[a-z]{2}/.test(core.toLowerCase())) return null;
  if (vocabulary.has(plain)) return plain === core.toLowerCase() ? null : `${before}${plain}${after}`;
  // The nearest word; between equally near ones, the one that keeps the first letter, then the longer (OCR
  // loses letters of small print more often than it adds them: 'Socal' is 'social' rather than 'local').
  const rank = (word: string, distance: number) => distance * 4 + (word[0] === plain[0] ? 0 : 2) + (word.length >= plain.length ? 0 : 1);
  let best: string | null = null;
  let bestRank = Infinity;
  let tie = false;
  for (const word of vocabulary) {
    const allowed = allowedEdits(Math.min(plain.length, word.length));
    const distance = editDistance(plain, word, allowed);
    if (distance > allowed) continue;
    const wordRank = rank(word, distance);
    if (wordRank < bestRank) {
      best = word;
      bestRank = wordRank;
      tie = false;
    } else if (wordRank === bestRank) tie = true;
  }
  return best && !tie ? `${before}${best}${after}` : null;
}

/** A word's letters as compared with a caption's: lower case, digits that stand for letters read as them, no marks. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[01|58$]/g, (mark) => AS_LETTER[mark]!).replace(/[^a-z]/g, '');

/** How many of `target`'s letters `text` lacks, counted as a multiset (a lower bound of their edit distance). */
function lettersLacked(target: string, text: string): number {
  const counts = new Map<string, number>();
  for (const letter of text) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  let lacked = 0;
  for (const letter of target) {
    const left = counts.get(letter) ?? 0;
    if (left > 0) counts.set(letter, left - 1);
    else lacked += 1;
  }
  return lacked;
}

/**
 * A caption phrase ('wages tips other comp') in a line whose words OCR garbled beyond one word at a time
 * ('Wages. tgs, other comp', 'Wages, tps, ofr comg.'): the run of words whose letters are nearest the phrase's,
 * at most a fifth of its letters off. Runs start at a word with letters (a box number is not part of it).
 */
export function findPhrase(line: TextLine, phrase: string): { box: Box; distance: number } | null {
  const target = lettersOf(phrase);
  const tolerance = Math.max(1, Math.floor(target.length / 5));
  const letters = line.items.map((item) => lettersOf(item.text));
  // Edits needed are at least the phrase's letters a run lacks (as a multiset): a line, or a start's window, lacking
  // more than the tolerance holds no run near enough, and its edit distances are not worked out.
  if (lettersLacked(target, letters.join('')) > tolerance) return null;
  let best: { box: Box; distance: number } | null = null;
  for (let start = 0; start < line.items.length; start += 1) {
    if (!/[a-z]/i.test(line.items[start]!.text) || letters[start]![0] === undefined) continue;
    let window = '';
    for (let end = start; end < line.items.length && window.length < target.length + tolerance; end += 1) window += letters[end]!;
    if (lettersLacked(target, window) > tolerance) continue;
    let run = '';
    for (let end = start; end < line.items.length && run.length < target.length + tolerance; end += 1) {
      run += letters[end]!;
      if (run.length < target.length - tolerance) continue;
      // The run may end inside its last word ('... other compensation' for '... other comp'): its nearest prefix counts.
      const from = Math.max(run.length - letters[end]!.length + 1, target.length - tolerance);
      let distance = tolerance + 1;
      for (let length = from; length <= Math.min(run.length, target.length + tolerance); length += 1) distance = Math.min(distance, editDistance(run.slice(0, length), target, tolerance));
      if (distance > tolerance || (best && distance >= best.distance)) continue;
      const covered = line.items.slice(start, end + 1);
      best = {
        distance,
        box: { x0: covered[0]!.x0, x1: Math.max(...covered.map((item) => item.x1)), y0: Math.min(...covered.map((item) => item.y0)), y1: Math.max(...covered.map((item) => item.y1)) },
      };
    }
  }
  return best;
}

/** Each word's correction per vocabulary, worked out once (a reader looks a page's captions up many times). */
const corrections = new WeakMap<ReadonlySet<string>, Map<string, string | null>>();


const vocabularies = new Map<string, Set<string>>();

/** vocabularyOf, the same Set for the same patterns and words (so that correctedLines remembers its corrections). */
export function vocabularyOnce(patterns: readonly RegExp[], extra: readonly string[] = []): ReadonlySet<string> {
  const key = `${patterns.map((pattern) => `${pattern.source}/${pattern.flags}`).join('\u0000')}\u0001${extra.join(' ')}`;
  let vocabulary = vocabularies.get(key);
  if (!vocabulary) vocabularies.set(key, (vocabulary = vocabularyOf(patterns, extra)));
  return vocabulary;
}

/**
 * Each line with its near-miss caption words corrected (same items' boxes, corrected text), for finding
 * captions only: a line with nothing to correct is returned as it is. Each distinct word's correction is
 * remembered for the vocabulary, so a reader looking captions up many times in the same Set (vocabularyOnce)
 * works each out once.
 */
export function correctedLines(lines: readonly TextLine[], vocabulary: ReadonlySet<string>): TextLine[] {
  let known = corrections.get(vocabulary);
  if (!known) corrections.set(vocabulary, (known = new Map()));
  // A long-running service reads many pages: the words of the last few are enough to keep.
  if (known.size > 20_000) known.clear();
  const corrected = (text: string) => {
    if (!known.has(text)) known.set(text, correctWord(text, vocabulary));
    return known.get(text) ?? text;
  };
  return lines.map((line) => {
    const texts = line.items.map((item) => corrected(item.text.trim()));
    return texts.some((text, index) => text !== line.items[index]!.text.trim()) ? lineOf(line.items.map((item, index) => ({ ...item, text: texts[index]! }))) : line;
  });
}
