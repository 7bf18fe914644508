// Reads the header of a prior-year Form 1040 (name, SSN, spouse, address, filing status, phone, email)
// from positioned text, the way a person reads the paper form: find each box's caption, then read what is
// written beside it or under it, within the column that ends where the next caption on the same row starts.
// Captions are those of the 2024 Form 1040 (https://www.irs.gov/pub/irs-pdf/f1040.pdf: page 1 header and
// Filing Status; page 2 'Sign Here', where 'Phone no.' and 'Email address' are, after the Third Party
// Designee's own 'Phone no.' and before the Paid Preparer's). They are found approximately (edit distance on
// the line's text, OCR's letter/digit look-alikes folded), so 'Your fest name and middie initial' from a
// poor scan is still the first-name caption. A return is read across its pages: the header from the page
// that carries it, the phone and email from the page that carries 'Sign Here'.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { type Box, type PageText, type RereadAs, type TextItem, type TextLine, boxOfRange, groupLines, heightOf, lineOf } from './layout';
import { cleanEmail, cleanPhone, cleanSsn, cleanState, cleanZip, splitNameAndInitial, tidy } from './clean';
import { readImage } from './ocr';
import { turned, turnsToTry } from './orientation';
import { readPdfPage, renderPdfPageToPng } from './pdf';
import { drawingDarkness } from './pdfInk';
import { readLastYearSummary, withSummary } from './lastYearSummary';
import { MAX_IMAGE_PIXELS } from '../limits';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { Image } from '@napi-rs/canvas';

/** Captions of the form, in the words the 2024 Form 1040 prints, lower case. */
const CAPTIONS = {
  yourFirstName: 'your first name',
  lastName: 'last name',
  yourSsn: 'your social security number',
  spouseFirstName: "spouse's first name",
  spouseSsn: "spouse's social security number",
  homeAddress: 'home address',
  aptNo: 'apt. no',
  city: 'city, town',
  state: 'state',
  zip: 'zip code',
  foreignCountry: 'foreign country name',
  foreignProvince: 'foreign province',
  foreignPostal: 'foreign postal code',
  campaign: 'presidential election campaign',
  filingStatus: 'filing status',
  phone: 'phone no',
  email: 'email address',
  signHere: 'sign here',
  yourSignature: 'your signature',
  designee: 'third party designee',
  designeeName: "designee's name",
  preparer: 'paid preparer',
  occupation: 'your occupation',
  pin: 'identification number',
} as const;
type CaptionKey = keyof typeof CAPTIONS;

/** The five Filing Status boxes (2024 Form 1040), with the wizard's value of each. */
const STATUSES: { phrase: string; also?: string; value: Exclude<LastYearExtraction['filingStatus'], ''> }[] = [
  { phrase: 'single', value: 'single' },
  { phrase: 'married filing jointly', value: 'married-joint' },
  { phrase: 'married filing separately', value: 'married-separate' },
  { phrase: 'head of household', value: 'head-of-household' },
  { phrase: 'qualifying surviving spouse', also: 'qualifying widow', value: 'qualifying-widow' },
];

// ---------------------------------------------------------------------------------------------------------
// Approximate captions.

/** OCR's look-alikes folded to one letter, one for one, so that offsets in the line's text still hold. */
const FOLD: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', '|': 'l', '!': 'l', '5': 's', '8': 'b', '2': 'z', '’': "'", '‘': "'", '`': "'", '´': "'", '{': '(', '[': '(' };
const fold = (text: string) => [...text.toLowerCase()].map((char) => FOLD[char] ?? char).join('');

/** Edits a caption may take: none for short words, about one in four letters for phrases. */
function allowedEdits(phrase: string): number {
  if (phrase.length < 5) return 0;
  if (phrase.length < 8) return 1;
  return Math.floor(phrase.length * 0.25);
}

/**
 * Where `phrase` occurs in `text` with the fewest edits (Sellers' approximate substring search), if within
 * the allowance; the match must start and end at word edges (a caption is not inside a longer word).
 */
function approximateFind(text: string, phrase: string): { start: number; end: number; edits: number } | null {
  const matches = approximateMatches(text, phrase);
  return matches.length ? matches.reduce((best, match) => (match.edits < best.edits ? match : best)) : null;
}

/**
 * Every place `phrase` occurs in `text` within the allowance, the best of each run of overlapping places, left to
 * right: a caption's closest match may lie on another caption's words ('last name' two letters from the 'first
 * name' of 'Your first name ... Just name' on a fax), its own place further on.
 */
export function approximateMatches(text: string, phrase: string): { start: number; end: number; edits: number }[] {
  const limit = allowedEdits(phrase);
  const m = phrase.length;
  const n = text.length;
  if (n === 0) return [];
  // previous[j] = edits of phrase[0..i) against a substring of text ending at j; start[j] = where it starts.
  let previous = new Array<number>(n + 1).fill(0);
  let previousStart = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i += 1) {
    const current = new Array<number>(n + 1);
    const currentStart = new Array<number>(n + 1);
    current[0] = i;
    currentStart[0] = 0;
    for (let j = 1; j <= n; j += 1) {
      const substitute = previous[j - 1] + (phrase[i - 1] === text[j - 1] ? 0 : 1);
      const skipPhrase = previous[j] + 1;
      const skipText = current[j - 1] + 1;
      if (substitute <= skipPhrase && substitute <= skipText) {
        current[j] = substitute;
        currentStart[j] = previousStart[j - 1];
      } else if (skipPhrase <= skipText) {
        current[j] = skipPhrase;
        currentStart[j] = previousStart[j];
      } else {
        current[j] = skipText;
        currentStart[j] = currentStart[j - 1];
      }
    }
    previous = current;
    previousStart = currentStart;
  }
  const found: { start: number; end: number; edits: number }[] = [];
  const isLetter = (char: string | undefined) => char !== undefined && /[a-z]/.test(char);
  for (let end = 1; end <= n; end += 1) {
    if (previous[end] > limit) continue;
    // Widened to whole words ('feome adress' for 'home address': the closest match starts inside 'feome'),
    // and counted again.
    let start = previousStart[end];
    let stop = end;
    while (start > 0 && isLetter(text[start - 1]) && isLetter(text[start])) start -= 1;
    while (stop < n && isLetter(text[stop]) && isLetter(text[stop - 1])) stop += 1;
    const edits = start === previousStart[end] && stop === end ? previous[end] : editDistance(text.slice(start, stop), phrase);
    if (edits > limit) continue;
    const last = found[found.length - 1];
    if (last && start < last.end) {
      if (edits < last.edits) found[found.length - 1] = { start, end: stop, edits };
    } else found.push({ start, end: stop, edits });
  }
  return found;
}

export interface Hit {
  key: CaptionKey | `status:${number}`;
  box: Box;
  lineIndex: number;
  /** Edits per letter of the caption: the lower, the surer. */
  score: number;
}

export interface Reading {
  lines: TextLine[];
  /** Captions found on each line, left to right, overlapping matches resolved to the surer one. */
  hits: Hit[][];
  page: PageText;
  /** A text layer (exact characters) rather than OCR. */
  textLayer: boolean;
}

function captionsOf(line: TextLine, lineIndex: number): Hit[] {
  const text = fold(line.text);
  const found: Hit[] = [];
  const consider = (key: Hit['key'], phrase: string) => {
    for (const match of approximateMatches(text, phrase)) {
      const box = boxOfRange(line, match.start, match.end);
      if (box) found.push({ key, box, lineIndex, score: match.edits / phrase.length });
    }
  };
  for (const [key, phrase] of Object.entries(CAPTIONS) as [CaptionKey, string][]) consider(key, fold(phrase));
  STATUSES.forEach((status, index) => {
    consider(`status:${index}`, fold(status.phrase));
    if (status.also) consider(`status:${index}`, fold(status.also));
  });
  // The last box's label wrapped after its first word, which ends the row ('☐ Qualifying' over 'surviving spouse
  // (QSS)' where the five print in one row): that word is the label's start.
  // ('Qualifying surviving' over 'spouse (QSS)' likewise.)
  const label = fold(STATUSES[STATUSES.length - 1].phrase).split(' ');
  for (const count of [2, 1]) {
    const words = line.items.slice(-count);
    if (line.items.length < 4 || words.length !== count || found.some((hit) => hit.key === `status:${STATUSES.length - 1}`)) continue;
    if (words.every((word, index) => fold(word.text.trim()).replace(/^[^a-z]+|[^a-z]+$/g, '') === label[index])) {
      found.push({ key: `status:${STATUSES.length - 1}`, box: { x0: words[0].x0, x1: words[0].x1, y0: words[0].y0, y1: words[0].y1 }, lineIndex, score: 0.2 });
    }
  }
  // Two captions on the same words ('your social security number' inside "spouse's social security number"):
  // the closer match wins, the longer caption on a tie.
  found.sort((a, b) => a.score - b.score || b.box.x1 - b.box.x0 - (a.box.x1 - a.box.x0));
  const kept: Hit[] = [];
  for (const hit of found) {
    const overlaps = kept.some((other) => Math.min(other.box.x1, hit.box.x1) - Math.max(other.box.x0, hit.box.x0) > 0.3 * Math.min(other.box.x1 - other.box.x0, hit.box.x1 - hit.box.x0));
    if (!overlaps && !kept.some((other) => other.key === hit.key)) kept.push(hit);
  }
  return kept.sort((a, b) => a.box.x0 - b.box.x0);
}


/**
 * How far an OCR page's rows still run down (or up) per unit across, row by row: each long row's slope, fitted
 * through its words' middles, at its height on the page. A photographed page keeps a degree or two that cleaning
 * did not take out, enough over a page's width to set a two-column copy's values (right) a row below their
 * captions (left); photographed from below, its top rows slant more than its bottom ones.
 */
function rowSlopes(lines: TextLine[]): { y: number; slope: number }[] {
  const slopes: { y: number; slope: number }[] = [];
  for (const line of lines) {
    const words = line.items.filter((item) => meaningful(item) && item.text.trim().length >= 2);
    const heights = words.map(heightOf).sort((a, b) => a - b);
    const typical = heights[Math.floor(heights.length / 2)] ?? 0;
    const even = words.filter((item) => heightOf(item) > typical * 0.7 && heightOf(item) < typical * 1.4);
    if (even.length < 4 || even.at(-1)!.x1 - even[0].x0 < typical * 12) continue;
    const xs = even.map((item) => (item.x0 + item.x1) / 2);
    const ys = even.map((item) => (item.y0 + item.y1) / 2);
    const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
    const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
    const spread = xs.reduce((sum, x) => sum + (x - meanX) ** 2, 0);
    slopes.push({ y: meanY, slope: xs.reduce((sum, x, index) => sum + (x - meanX) * (ys[index] - meanY), 0) / spread });
  }
  return slopes;
}

/** Rows that run at a slant of under half a degree are level enough for the line grouping. */
const LEVEL_ENOUGH = 0.008;
/** The rows a word's slope is taken from: the nearest few above and below it (one row's fit can be off). */
const NEAREST_ROWS = 5;

/**
 * An OCR page with its rows levelled: each word moved up or down by the slope of the rows about it at its
 * middle, so that a row's words, and a caption and the value written beside it, share a line. The ink probes and
 * rereads take boxes on the levelled page and look where they are on the image.
 */
function levelled(page: PageText): PageText {
  const rows = rowSlopes(groupLines(page.items));
  if (rows.length < 3) return page;
  const slopeAt = (y: number) => {
    const near = [...rows].sort((a, b) => Math.abs(a.y - y) - Math.abs(b.y - y)).slice(0, NEAREST_ROWS).map((row) => row.slope).sort((a, b) => a - b);
    return near[Math.floor(near.length / 2)];
  };
  if (rows.every((row) => Math.abs(slopeAt(row.y)) < LEVEL_ENOUGH)) return page;
  const shift = (x: number, y: number) => slopeAt(y) * x;
  const back = (box: Box): Box => {
    const middle = (box.y0 + box.y1) / 2;
    const [left, right] = [shift(box.x0, middle), shift(box.x1, middle)];
    return { x0: box.x0, x1: box.x1, y0: box.y0 + Math.min(left, right), y1: box.y1 + Math.max(left, right) };
  };
  return {
    ...page,
    items: page.items.map((item) => {
      const by = shift((item.x0 + item.x1) / 2, (item.y0 + item.y1) / 2);
      return { ...item, y0: item.y0 - by, y1: item.y1 - by };
    }),
    darkness: page.darkness && ((box) => {
      const by = shift((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2);
      return page.darkness!({ ...box, y0: box.y0 + by, y1: box.y1 + by });
    }),
    reread: page.reread && ((box, as) => page.reread!(back(box), as)),
  };
}

/**
 * A Filing Status row OCR split in two lines (the box's mark and the label's first word taller than the rest:
 * '[X] Married' over 'filing jointly (even if only one had income)', their heights overlapping): one line again
 * where together they name a status neither names alone, so the mark and its label share a row.
 */
function withStatusRowsJoined(lines: TextLine[]): TextLine[] {
  const statusKeys = (line: TextLine, index: number) => new Set(captionsOf(line, index).map((hit) => hit.key).filter((key) => key.startsWith('status:')));
  const joined: TextLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const [upper, lower] = [lines[index], lines[index + 1]];
    if (lower) {
      const overlap = Math.min(upper.y1, lower.y1) - Math.max(upper.y0, lower.y0);
      const apart = upper.items.every((a) => lower.items.every((b) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) <= 0));
      if (apart && overlap >= 0.6 * Math.min(upper.y1 - upper.y0, lower.y1 - lower.y0)) {
        const line = lineOf([...upper.items, ...lower.items]);
        const alone = new Set([...statusKeys(upper, index), ...statusKeys(lower, index)]);
        if ([...statusKeys(line, index)].some((key) => !alone.has(key))) {
          joined.push(line);
          index += 1;
          continue;
        }
      }
    }
    joined.push(upper);
  }
  return joined;
}

function readingOf(original: PageText, textLayer = !original.darkness): Reading {
  const page = textLayer ? original : levelled(original);
  const grouped = groupLines(page.items);
  const lines = textLayer ? grouped : withStatusRowsJoined(grouped);
  return withAptCaption(withCaptionsByTail({ lines, hits: lines.map(captionsOf), page, textLayer }));
}

/**
 * Where OCR garbled a caption's first words beyond finding ('Mame 3d®933 (Rui wna SIORY.' for 'Home address
 * (number and street).' on a fax) but read the rest of its printed text, the caption is found by that rest: the
 * box is where its line's words start. Only when the caption's own words are nowhere on the page, so that a caption
 * wrapped in a narrow cell (its rest on the next line) is not found twice.
 */
const FOUND_BY_TAIL: Partial<Record<CaptionKey, string>> = {
  homeAddress: 'if you have a p.o. box, see instructions',
  city: 'if you have a foreign address, also complete',
};

/**
 * The apartment box's short caption ('Apt. no.') misread past the one slip a short caption may take ('ApLno.',
 * 'Act. na.', 'Agno.' on a fax), found only on the home address caption's row, right of it: a word or two whose
 * letters are two slips from 'aptno' at most and end as 'no' does (or as OCR reads it: 'na', 'ne', '00').
 */
function withAptCaption(reading: Reading): Reading {
  for (const [lineIndex, hits] of reading.hits.entries()) {
    const address = hits.find((hit) => hit.key === 'homeAddress');
    if (!address || hits.some((hit) => hit.key === 'aptNo')) continue;
    const items = reading.lines[lineIndex].items.filter((item) => item.x0 >= address.box.x1 && !hits.some((hit) => hit !== address && item.x1 > hit.box.x0 && item.x0 < hit.box.x1));
    for (let at = 0; at < items.length; at += 1) {
      const found = [1, 2].map((count) => items.slice(at, at + count)).find((words) => {
        const letters = words.map((item) => item.text).join('').toLowerCase().replace(/[^a-z]/g, '');
        // 'no.' read as two round figures ('Ast. 00' on a 150 dpi scan): the first word's letters and 'oo'.
        const head = words[0].text.toLowerCase().replace(/[^a-z]/g, '');
        if (words.length === 2 && /^[0oO]{2}\.?$/.test(words[1].text.trim())) return /^a[a-z]{1,2}$/.test(head) && editDistance(`${head}oo`, 'aptno') <= 2;
        return letters.length >= 4 && letters.length <= 6 && /n[oae]$/.test(letters) && editDistance(letters, 'aptno') <= 2;
      });
      if (!found) continue;
      hits.push({ key: 'aptNo', box: unionOf(found), lineIndex, score: 0.3 });
      hits.sort((a, b) => a.box.x0 - b.box.x0);
      break;
    }
  }
  return reading;
}

function withCaptionsByTail(reading: Reading): Reading {
  for (const [key, tail] of Object.entries(FOUND_BY_TAIL) as [CaptionKey, string][]) {
    if (firstHit(reading, key)) continue;
    for (const [lineIndex, line] of reading.lines.entries()) {
      const match = approximateFind(fold(line.text), fold(tail));
      const box = match && boxOfRange(line, match.start, match.end);
      if (!match || !box) continue;
      const hits = reading.hits[lineIndex];
      // The caption's words start where its run of words does, after the caption before it on the line.
      const before = hits.filter((other) => other.box.x1 <= box.x0 + 1).map((other) => other.box.x1);
      const start = line.items.find((item) => item.x0 >= (before.length ? Math.max(...before) : -Infinity) && item.x1 > (before.length ? Math.max(...before) : -Infinity))?.x0 ?? box.x0;
      if (hits.some((other) => other.box.x1 > start && other.box.x0 < box.x1)) continue;
      hits.push({ key, box: { ...box, x0: Math.min(start, box.x0) }, lineIndex, score: match.edits / tail.length });
      hits.sort((a, b) => a.box.x0 - b.box.x0);
      break;
    }
  }
  return reading;
}

function firstHit(reading: Reading, key: Hit['key'], fromLine = 0, toLine = Infinity): Hit | null {
  for (let index = fromLine; index < Math.min(toLine, reading.lines.length); index += 1) {
    const hit = reading.hits[index].find((candidate) => candidate.key === key);
    if (hit) return hit;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Values beside and under a caption.

const meaningful = (item: TextItem) => /[A-Za-z0-9@]/.test(item.text);

/** A run's words without marks at its ends (a stray '|' or ','); a '.' between words stays ('EXAMPLE . NET'). */
function trimmed(run: TextItem[]): TextItem[] {
  const first = run.findIndex(meaningful);
  if (first < 0) return [];
  let last = run.length - 1;
  while (!meaningful(run[last])) last -= 1;
  return run.slice(first, last + 1);
}

/** The next caption to the right of `hit` on its line (a column ends there). */
function nextCaptionX(reading: Reading, hit: Hit): number {
  const right = reading.hits[hit.lineIndex].filter((other) => other !== hit && other.box.x0 >= hit.box.x1 - 1).map((other) => other.box.x0);
  return right.length ? Math.min(...right) : Infinity;
}

/**
 * Items from `start` rightwards that run on without a gap wider than a word space, before `limit` (`wide`: the
 * whole column, for an SSN typed in the form's comb, one digit a cell, which OCR reads as groups far apart).
 */
function runFrom(items: TextItem[], start: number, limit: number, wide = false): TextItem[] {
  const run = [items[start]];
  // Up to a few letters' room: a comb's cells space digits apart, and OCR may drop a one-letter word between
  // two others ('9021 S LAFAYETTE AVE'); the column's end and the value's shape keep the rest out.
  const gap = wide ? Infinity : Math.max(1, heightOf(items[start])) * 2.5;
  for (let index = start + 1; index < items.length; index += 1) {
    const item = items[index];
    if (item.x0 >= limit || item.x0 - run[run.length - 1].x1 > gap) break;
    run.push(item);
  }
  return run;
}

/**
 * Where a caption's column starts: its first word, or the first of the words that run into it on its line
 * ('If joint return, spouse's first name': the box starts at 'If').
 */
function columnStart(reading: Reading, hit: Hit): number {
  const line = reading.lines[hit.lineIndex];
  const size = Math.max(1, heightOf(hit.box));
  const before = reading.hits[hit.lineIndex].filter((other) => other.box.x1 <= hit.box.x0 + 1).map((other) => other.box.x1);
  const stop = before.length ? Math.max(...before) : -Infinity;
  let start = Math.min(hit.box.x0, ...line.items.filter((item) => item.x0 < hit.box.x1 && item.x1 > hit.box.x0).map((item) => item.x0));
  for (const item of [...line.items].reverse()) {
    if (item.x1 > start || item.x0 < stop) continue;
    if (start - item.x1 > size * 1.2) break;
    start = item.x0;
  }
  return start;
}

/** The rest of a caption after the words it is found by, as the 2024 Form 1040 prints it. */
const CAPTION_TAILS: Partial<Record<CaptionKey, string>> = {
  yourFirstName: 'and middle initial',
  spouseFirstName: 'and middle initial',
  homeAddress: '(number and street). If you have a P.O. box, see instructions.',
  city: 'or post office. If you have a foreign address, also complete spaces below.',
  foreignProvince: '/state/county',
};

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/**
 * What is written beside a caption on its own line: after the caption's words (and the rest of its printed
 * caption, word by word as OCR splits it), before the next caption.
 */
function readBeside(reading: Reading, hit: Hit): string {
  const line = reading.lines[hit.lineIndex];
  const size = Math.max(1, heightOf(hit.box));
  const limit = nextCaptionX(reading, hit) - size * 0.3;
  const items = line.items.filter((item) => item.x1 > hit.box.x0);
  let edge = Math.max(hit.box.x1, ...items.filter((item) => item.x0 < hit.box.x1 - 0.5).map((item) => item.x1));
  const tail = typeof hit.key === 'string' && hit.key in CAPTION_TAILS ? fold(CAPTION_TAILS[hit.key as CaptionKey]!).split(/\s+/) : [];
  let tailAt = 0;
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (item.x0 < edge - 0.5) continue;
    if (item.x0 >= limit) break;
    // A speck OCR read as a letter (a pixel or two tall) is not a value.
    if (heightOf(item) < size * 0.4) continue;
    // A word of the caption's rest (OCR may drop one): still the caption.
    const word = fold(item.text.trim());
    const inTail = [tailAt, tailAt + 1].find((at) => at < tail.length && editDistance(word, tail[at]) <= Math.max(1, Math.floor(tail[at].length / 3)));
    if (inTail !== undefined && item.x0 - edge < size * 2) {
      tailAt = inTail + 1;
      edge = item.x1;
      continue;
    }
    const run = trimmed(runFrom(items, index, limit));
    return run.map((entry) => entry.text.trim()).join(' ');
  }
  return '';
}

/** A word as a caption compares it: folded, without its marks ('below.' is 'below'). */
const captionWord = (text: string) => fold(text).replace(/[^a-z0-9']/g, '');
const sameWord = (a: string, b: string) => a === b || (b.length >= 4 && editDistance(a, b) <= Math.floor(b.length / 4));

/**
 * Words that are the caption's own, wrapped under it in a narrow cell ('spaces below.' under 'City, town, or post
 * office. If you have a foreign address, also complete'): the end of its printed text, or a stretch of it of two
 * words or more. Never the value: a box's entry is not its caption's words.
 */
function isCaptionWrap(hit: Hit, run: TextItem[]): boolean {
  if (typeof hit.key !== 'string') return false;
  const key = hit.key as CaptionKey;
  const caption = `${CAPTIONS[key]} ${CAPTION_TAILS[key] ?? ''}`.split(/[\s/]+/).map(captionWord).filter(Boolean);
  const words = run.flatMap((item) => item.text.split(/[\s/]+/)).map(captionWord).filter(Boolean);
  if (words.length === 0 || words.length > caption.length) return false;
  const matchesAt = (at: number) => words.every((word, index) => sameWord(word, caption[at + index]));
  if (matchesAt(caption.length - words.length)) return true;
  if (words.length < 2) return false;
  for (let at = 0; at + words.length <= caption.length; at += 1) if (matchesAt(at)) return true;
  return false;
}

/**
 * OCR now and then reads one word twice, the readings overlapping ('Col' over 'olumbus', 'Springfie' over
 * 'field'), or takes a speck inside a word for another ('bi' within 'olumbus'): words that share letters where
 * their boxes overlap are joined, and a short word lying within another's span is dropped. Words a space apart
 * never overlap.
 */
function oneReadingEach(run: TextItem[]): TextItem[] {
  const kept: TextItem[] = [];
  for (const item of run) {
    const previous = kept[kept.length - 1];
    const text = item.text.trim();
    if (!previous) {
      kept.push(item);
      continue;
    }
    const before = previous.text.trim();
    const size = Math.max(1, Math.min(heightOf(previous), heightOf(item)));
    if (item.x1 <= previous.x1 + size * 0.2 && text.length <= 2 && text.length < before.length) continue;
    if (item.x0 < previous.x1 - size * 0.5) {
      const shared = [...Array(Math.min(before.length, text.length)).keys()].map((index) => index + 1).reverse()
        .find((length) => length >= 2 && before.slice(-length).toLowerCase() === text.slice(0, length).toLowerCase());
      if (shared) {
        kept[kept.length - 1] = { ...previous, text: before + text.slice(shared), x1: Math.max(previous.x1, item.x1), y0: Math.min(previous.y0, item.y0), y1: Math.max(previous.y1, item.y1) };
        continue;
      }
    }
    kept.push(item);
  }
  return kept;
}

/** What is written under a caption: the nearest line below with words that start under it, before the next caption. */
function readBelow(reading: Reading, hit: Hit, wide = false): string {
  return runBelow(reading, hit, wide).map((item) => item.text.trim()).join(' ');
}

/**
 * A word under half a caption's height whose line is followed closely (within a few of its heights) by a word at
 * least twice as tall across it, on a line that holds no caption (a row of captions is the next box, and OCR boxes
 * its words tall on a fax).
 */
export function isSliver(reading: Reading, lineIndex: number, word: TextItem, size: number): boolean {
  if (heightOf(word) >= size * 0.5) return false;
  for (let index = lineIndex + 1; index < Math.min(reading.lines.length, lineIndex + 3); index += 1) {
    if (reading.hits[index].length) continue;
    if (reading.lines[index].items.some((item) => meaningful(item) && item.x1 > word.x0 && item.x0 < word.x1 && heightOf(item) >= heightOf(word) * 2
      && heightOf(item) >= size * 0.6 && item.y0 - word.y1 < heightOf(word) * 3)) return true;
  }
  return false;
}

/** The words of `readBelow`. */
function runBelow(reading: Reading, hit: Hit, wide = false): TextItem[] {
  const size = Math.max(1, heightOf(hit.box));
  const captionLine = reading.lines[hit.lineIndex];
  const start = columnStart(reading, hit);
  const left = start - size * 1.2;
  const limit = nextCaptionX(reading, hit) - size * 0.5;
  // A value starts near its caption's left edge; text far to its right belongs to something else.
  const startBy = start + Math.max(hit.box.x1 - start, size * 6);
  let bottom = captionLine.y1 + size * 4.5;
  // The caption's last line: its wrapped words follow on, a line apart at most.
  let captionEnd = captionLine.y1;
  // Words found to be the caption's wrapped end, kept out of the value read under them.
  const wrapped = new Set<TextItem>();
  for (let index = hit.lineIndex + 1; index < reading.lines.length; index += 1) {
    const line = reading.lines[index];
    if (line.y0 > bottom) break;
    // A row of captions over this column: the box has ended. The Presidential Election Campaign box's caption
    // starting right of this caption's end is the box beside it (on the 2023 form right of 'Apt. no.', its lines
    // between the address rows), not a row over this one.
    const beside = (other: Hit) => other.key === 'campaign' && other.box.x0 >= hit.box.x1 + size * 2;
    if (reading.hits[index].some((other) => other.box.x1 > left && other.box.x0 < limit && !beside(other))) break;
    const items = line.items;
    // Specks OCR read as a word (a few pixels tall) are not a value.
    const first = items.find((item) => item.x0 >= left && item.x0 < startBy && item.x0 < limit && meaningful(item) && heightOf(item) >= size * 0.4);
    if (!first) continue;
    // A sliver of the value's top OCR read as a line of its own ('21174 OWER' over '8124 SUNFLOWER PKWY' on a
    // photo): a flat word with a word twice its height under it is not the value.
    if (isSliver(reading, index, first, size)) continue;
    // On a picture, the caption's wrapped end misread beyond a word's slip ('potas bio' for 'spaces below.') on a
    // line of its own just under the caption, with the value's line under it: passed over, and kept out of it.
    const own = items.filter((item) => item.x0 >= left && item.x0 < limit && meaningful(item));
    if (!reading.textLayer && first.y0 - captionEnd < size * 1.5 && endsCaption(hit, own) && valueLineUnder(reading, index, left, startBy, size)) {
      for (const item of own) wrapped.add(item);
      captionEnd = Math.max(captionEnd, ...own.map((item) => item.y1));
      bottom = captionEnd + size * 4.5;
      continue;
    }
    // The words level with the first, wherever line grouping put them (on a skewed scan a neighbouring column's
    // line can take half a row's words with it).
    const middle = (first.y0 + first.y1) / 2;
    // Words of a caption row are never a value's (a skewed row can level a caption's words with a value).
    const level = reading.lines
      .slice(Math.max(0, index - 2), index + 3)
      .filter((other, at) => other === line || reading.hits[Math.max(0, index - 2) + at].length === 0)
      .flatMap((other) => other.items)
      .filter((item) => item.x0 >= first.x0 && Math.abs((item.y0 + item.y1) / 2 - middle) < Math.max(heightOf(first), size) * 0.6)
      // Letters OCR made of a flat speck (a box's rule under the value read as 'ER.') are not the value's words.
      .filter((item) => item === first || !meaningful(item) || heightOf(item) >= size * 0.4)
      .filter((item) => !wrapped.has(item))
      .sort((a, b) => a.x0 - b.x0);
    // A flat word lying across a word twice its height is a second reading of part of it ('CUNEI' over 'SUNFLOWER').
    const doubleReadings = level.filter((item) => item !== first && level.some((other) => other !== item && heightOf(other) >= heightOf(item) * 2
      && Math.min(other.x1, item.x1) - Math.max(other.x0, item.x0) > 0.5 * (item.x1 - item.x0)));
    if (doubleReadings.length) level.splice(0, level.length, ...level.filter((item) => !doubleReadings.includes(item)));
    const found = runFrom(level, level.indexOf(first), limit, wide);
    const run = trimmed(reading.textLayer ? found : oneReadingEach(found));
    if (run.length && first.y0 - captionEnd < size * 1.5 && isCaptionWrap(hit, run)) {
      captionEnd = Math.max(...run.map((item) => item.y1));
      bottom = captionEnd + size * 4.5;
      continue;
    }
    if (run.length) return withoutCaptionEnd(hit, run);
  }
  return [];
}

/**
 * Words that read as the last words of the caption's printed text to within half its letters (OCR of a wrapped
 * caption's small print on a fax: 'potas bio', '$pRg0S beiow,' for 'spaces below.'): at most three words.
 */
export function endsCaption(hit: Hit, words: TextItem[]): boolean {
  if (typeof hit.key !== 'string' || words.length === 0 || words.length > 3) return false;
  const key = hit.key as CaptionKey;
  if (!CAPTION_TAILS[key]) return false;
  const caption = `${CAPTIONS[key]} ${CAPTION_TAILS[key]}`.split(/[\s/]+/).map(captionWord).filter(Boolean);
  const read = words.map((item) => captionWord(item.text)).join(' ');
  if (read.replace(/\s/g, '').length < 4) return false;
  return [words.length, words.length + 1].some((count) => {
    const end = caption.slice(-count).join(' ');
    return editDistance(read, end) <= Math.floor(end.length * 0.5);
  });
}

/** A line soon under `lineIndex` (not a caption row) with a word where the box's value starts. */
function valueLineUnder(reading: Reading, lineIndex: number, left: number, startBy: number, size: number): boolean {
  const top = reading.lines[lineIndex].y0;
  for (let index = lineIndex + 1; index < Math.min(reading.lines.length, lineIndex + 4); index += 1) {
    const line = reading.lines[index];
    if (line.y0 - top > size * 2.5) break;
    if (reading.hits[index].length) return false;
    if (line.items.some((item) => item.x0 >= left && item.x0 < startBy && meaningful(item) && heightOf(item) >= size * 0.4)) return true;
  }
  return false;
}

/**
 * A value with the end of its caption's wrapped words taken out, where OCR put them on the value's line ('spaces
 * KNOXVILLE below.' on a photo, the caption's last words 'spaces below.' on either side of the city): the caption's
 * last two words or more found in order among the run's words, and some other word left.
 */
function withoutCaptionEnd(hit: Hit, run: TextItem[]): TextItem[] {
  if (typeof hit.key !== 'string') return run;
  const key = hit.key as CaptionKey;
  const caption = `${CAPTIONS[key]} ${CAPTION_TAILS[key] ?? ''}`.split(/[\s/]+/).map(captionWord).filter(Boolean);
  const words = run.map((item) => (/\s/.test(item.text.trim()) ? '' : captionWord(item.text)));
  // Two or more words in order, on either side of the value, may each be a letter or two further off than one
  // word alone ('Spoes KNOXVILLE belo.' on a fax for 'spaces' and 'below.').
  const near = (word: string, printed: string) => word === printed || (printed.length >= 4 && editDistance(word, printed) <= Math.floor(printed.length / 3));
  for (let count = Math.min(caption.length, run.length - 1); count >= 2; count -= 1) {
    const end = caption.slice(-count);
    const matched: number[] = [];
    for (let at = 0; at < words.length && matched.length < end.length; at += 1) if (words[at] && near(words[at]!, end[matched.length]!)) matched.push(at);
    if (matched.length === end.length) return run.filter((_, at) => !matched.includes(at));
  }
  return run;
}

/**
 * A box's value, cleaned: under the caption (the form's way), else beside it (a copy that prints captions and
 * values in two columns); what does not clean to the field's shape is not taken.
 */
/** Words without the marks OCR sets between them ('3318 JUNIPER . HOLLOW DR'). */
const plainText = (text: string) => tidy(text.split(/\s+/).filter((word) => /[A-Za-z0-9@]/.test(word)).join(' '));
/** An apartment number as the box asks for it: a number sign before it is not part of it ('#7' is apartment 7). */
const aptText = (text: string) => plainText(text).replace(/^#\s*(?=[A-Za-z0-9])/, '');

/** A box whose words OCR read in a shape its value never has, to be read again alone (`mendDoubts`). */
interface Doubt {
  field: 'ssn' | 'spouseSSN' | 'street' | 'street2' | 'zip';
  box: Box;
  clean: (text: string) => string;
  /** How the box is read again (an SSN's digits and dashes only). */
  as?: RereadAs;
}

const unionOf = (items: Box[]): Box => ({ x0: Math.min(...items.map((item) => item.x0)), y0: Math.min(...items.map((item) => item.y0)), x1: Math.max(...items.map((item) => item.x1)), y1: Math.max(...items.map((item) => item.y1)) });

/**
 * An SSN box whose words hold about nine digits that do not make an SSN ('318-622-4471': OCR doubled a digit),
 * read again alone.
 */
function ssnDoubt(reading: Reading, hit: Hit | null, field: Doubt['field']): Doubt | null {
  if (!hit || !reading.page.reread) return null;
  const run = runBelow(reading, hit, true);
  const first = run.map((item) => item.text).join(' ');
  const digits = first.replace(/\D/g, '').length;
  return run.length && digits >= 8 && digits <= 11 ? { field, box: unionOf(run), clean: (text) => rereadSsn(text, first), as: { characters: '0123456789-' } } : null;
}

/**
 * An SSN whose dashes OCR kept but one of whose groups holds a digit read twice ('530-444-1987': a wide glyph of a
 * poor picture read as two): the group one digit too long, with one pair of equal digits side by side, loses one
 * of them; any other reading is left alone.
 */
function undoubledSsn(text: string): string {
  const groups = /^\s*(\d{3,4})-(\d{2,3})-(\d{4,5})\s*$/.exec(text)?.slice(1);
  if (!groups) return '';
  const lengths = [3, 2, 4];
  const long = groups.map((group, index) => group.length - lengths[index]);
  if (long.reduce((sum, extra) => sum + extra, 0) !== 1) return '';
  const at = long.indexOf(1);
  const readings = new Set([...groups[at]].flatMap((digit, index) => (index > 0 && digit === groups[at][index - 1] ? [groups[at].slice(0, index) + groups[at].slice(index + 1)] : [])));
  if (readings.size !== 1) return '';
  groups[at] = [...readings][0];
  return groups.join('-');
}

/** The groups of digits an SSN reading shows between its dashes or spaces ('4118-80-2275%' -> 4118, 80, 2275). */
const digitGroups = (text: string) => text.split(/[-\s]+/).map((group) => group.replace(/\D/g, '')).filter(Boolean);

/**
 * An SSN box read again is taken only in the SSN's shape (3, 2 and 4 digits, as the form prints it) and when it
 * agrees with the first reading where that one read a group of the right length, to one digit: an enlarged fax's
 * second reading can be further off than its first ('3208-00-es73' for a first '4118-80-2275').
 */
export function rereadSsn(again: string, first: string): string {
  // Nine digits in a row are the form's comb read without its cells' gaps.
  const read = digitGroups(again);
  const groups = read.length === 1 && read[0].length === 9 ? [read[0].slice(0, 3), read[0].slice(3, 5), read[0].slice(5)] : read;
  if (groups.length !== 3 || groups.map((group) => group.length).join() !== '3,2,4') return '';
  const before = digitGroups(first);
  if (before.length !== 3) return groups.join('-');
  let differing = 0;
  before.forEach((group, index) => {
    if (group.length !== groups[index].length) return;
    differing += [...group].filter((digit, at) => digit !== groups[index][at]).length;
  });
  return differing <= 1 ? groups.join('-') : '';
}

/**
 * A ZIP box whose words hold four digits or more that do not make a ZIP code ('£6223': OCR took the first 6 for a
 * mark), read again as digits; the second reading is taken when it keeps the first's digits in order and adds one
 * at most (a ZIP code is 5 digits, or 9 with its +4).
 */
function zipDoubt(reading: Reading, hit: Hit | null, value: string): Doubt | null {
  if (!hit || !reading.page.reread || value) return null;
  const run = runBelow(reading, hit);
  const first = run.map((item) => item.text).join('').replace(/\D/g, '');
  if (!run.length || first.length < 4 || first.length > 9) return null;
  return { field: 'zip', box: unionOf(run), as: { characters: '0123456789-' }, clean: (text) => rereadZip(text, first) };
}

export function rereadZip(again: string, firstDigits: string): string {
  const zip = cleanZip(again);
  const digits = zip.replace(/\D/g, '');
  if (!zip || digits.length - firstDigits.length > 1 || digits.length < firstDigits.length) return '';
  let at = 0;
  for (const digit of digits) if (digit === firstDigits[at]) at += 1;
  return at === firstDigits.length ? zip : '';
}

/** Words that name a unit ('Apt', 'Unit', 'Ste', '#'): an apartment box holding one alone lost its number to OCR. */
const UNIT_WORD = /^(?:apt|apartment|unit|ste|suite|#|no|bldg|fl|floor|rm|room|spc|lot)\.?$/i;

function aptDoubt(reading: Reading, hit: Hit | null, value: string): Doubt | null {
  if (!hit || !reading.page.reread || !UNIT_WORD.test(value)) return null;
  const run = runBelow(reading, hit);
  if (!run.length) return null;
  const size = Math.max(1, heightOf(hit.box));
  const box = unionOf(run);
  return { field: 'street2', box: { ...box, x1: Math.min(nextCaptionX(reading, hit) - size * 0.5, box.x1 + size * 8) }, clean: (text) => (UNIT_WORD.test(plainText(text).split(/\s+/)[0] ?? '') && /\s\S/.test(plainText(text)) ? plainText(text) : '') };
}

/** A home address starts with its house number, or is a post office box or rural route (Form 1040 instructions, 'P.O. box'). */
const STREET_START = /^(?:\d|p\.?\s?o\.?\s|post office|box\s|r\.?r\.?\s|rural route|hc\s|psc\s|unit\s\d)/i;

/** A street box whose words do not start as an address does (OCR lost the house number: 'Riverside o'). */
function streetDoubt(reading: Reading, hit: Hit | null, value: string): Doubt | null {
  if (!hit || !reading.page.reread || !value || STREET_START.test(value)) return null;
  const run = runBelow(reading, hit);
  if (!run.length) return null;
  const size = Math.max(1, heightOf(hit.box));
  const box = unionOf(run);
  return { field: 'street', box: { ...box, x0: Math.min(box.x0, columnStart(reading, hit)), x1: Math.min(nextCaptionX(reading, hit) - size * 0.5, box.x1 + size * 1.5) }, clean: (text) => (STREET_START.test(streetText(text)) ? streetText(text) : '') };
}

/** Boxes in doubt read again, alone and enlarged; a reading in the value's shape replaces the first. */
async function mendDoubts(reading: Reading, header: Header, doubts: Doubt[]): Promise<Header> {
  const mended = { ...header };
  for (const doubt of doubts) {
    const again = doubt.clean(tidy(await reading.page.reread!(doubt.box, doubt.as)));
    if (again) mended[doubt.field] = again;
  }
  // A ZIP code read again may now say the state OCR could not read.
  return doubts.some((doubt) => doubt.field === 'zip' && mended.zip) ? stateByZip(mended) : mended;
}

function valueOf(reading: Reading, hit: Hit | null, clean: (text: string) => string = plainText, wide = false): string {
  if (!hit) return '';
  // The whole text, else its first word (a ZIP code followed by words that belong to something else).
  const cleaned = (text: string) => clean(tidy(text)) || clean(tidy(text.split(/\s+/)[0] ?? ''));
  return cleaned(readBelow(reading, hit, wide)) || cleaned(readBeside(reading, hit));
}

// ---------------------------------------------------------------------------------------------------------
// Values cleaned.

/**
 * An SSN, or one printed masked ('XXX-XX-6612', '***-**-6612') as the masked form with its last four digits:
 * in an SSN box, marks (OCR reads asterisks as 'K', 'H', '_', ...) then four digits and no other digit.
 */
export function readSsn(text: string): string {
  const full = cleanSsn(text);
  if (full) return full;
  // The box's left rule read as a '1' before the number ('1527-33-9014'): the groups' shape says which digit is not the SSN's.
  const ruled = /^\s*[1lI|!]\s*(\d{3})\s*-\s*(\d{2})\s*-\s*(\d{4})\W*$/.exec(text);
  if (ruled) return `${ruled[1]}-${ruled[2]}-${ruled[3]}`;
  const doubled = undoubledSsn(text);
  if (doubled) return doubled;
  const masked = /^([^\d]{3,})\s*(\d{4})$/.exec(text.trim());
  if (!masked || masked[1].replace(/[\s-]/g, '').length < 3) return '';
  return `XXX-XX-${masked[2]}`;
}

const STATE_LOOKALIKES: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '|': 'I' };
/**
 * A dash between two words is a hyphenated name's, however OCR spaced it ('WOJCIECHOWSKI - NAKAMURA',
 * 'ZWIERZYNIECKA - ACHTERBERG BOULEVARD'): a person's or a street's name holds no dash set apart.
 */
const joinHyphens = (text: string) => text.replace(/(\p{L})\s*[-‐–—]\s*(?=\p{L})/gu, '$1-');

/** A street box's words, a hyphenated street name kept whole. */
const streetText = (text: string) => plainText(joinHyphens(text));

/** The words of the name boxes' captions ('Your first name and middle initial', 'Last name', 'If joint return, ...'). */
const NAME_CAPTION_WORDS = new Set(`${CAPTIONS.yourFirstName} ${CAPTION_TAILS.yourFirstName} ${CAPTIONS.lastName} if joint return ${CAPTIONS.spouseFirstName}`.split(/\s+/).map(fold));

/**
 * A name box holds a few words; a whole sentence under it is a caption OCR did not recognise, and words all of
 * the name captions' ('Name', 'Last name') are the next box's caption read on a slant, not a name.
 */
const nameText = (text: string) => {
  // A quote mark OCR took from the box's edge ("'Okonjo"): names hold apostrophes only inside ("O'Brien").
  const words = plainText(joinHyphens(text)).split(/\s+/).map((word) => word.replace(/^['"‘’`]+|['"‘’`]+$/g, '')).join(' ');
  const captionOnly = words.split(/\s+/).every((word) => NAME_CAPTION_WORDS.has(fold(word).replace(/[^a-z']/g, '')));
  return words.split(/\s+/).length <= 4 && !captionOnly ? words : '';
};

/** A city's name without a lone letter or digit OCR left after it ('Boise i', a box's border read as '1'). */
const cityText = (text: string) => plainText(text).replace(/(?:\s+[A-Za-z0-9])+$/, '');

/** OCR reads an email's dots as commas now and then, and makes letters of specks ('achterbergé'): an address has neither. */
const readEmail = (text: string) => cleanEmail(text.replace(/,/g, '.').replace(/[^\x20-\x7e]/g, ''));

function readState(text: string): string {
  const direct = cleanState(text);
  if (direct) return direct;
  const word = tidy(text).split(/\s+/)[0] ?? '';
  return cleanState([...word].map((char) => STATE_LOOKALIKES[char] ?? char).join(''));
}

/**
 * The state of each ZIP code's first three digits (USPS ZIP Code prefixes: National Five-Digit ZIP Code and Post
 * Office Directory; territories and military codes left out), as [first, last, state].
 */
const ZIP_PREFIXES: [number, number, string][] = [
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'],
  [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [202, 205, 'DC'], [206, 219, 'MD'], [201, 201, 'VA'], [220, 246, 'VA'], [247, 268, 'WV'],
  [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [398, 399, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'],
  [386, 397, 'MS'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'],
  [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'],
  [716, 729, 'AR'], [730, 732, 'OK'], [734, 749, 'OK'], [733, 733, 'TX'], [750, 799, 'TX'], [885, 885, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'],
  [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'],
  [980, 994, 'WA'], [995, 999, 'AK'],
];

function stateOfZip(zip: string): string {
  const prefix = Number(zip.slice(0, 3));
  return /^\d{5}/.test(zip) ? ZIP_PREFIXES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? '' : '';
}

/**
 * OCR's state checked against the ZIP code's: a state one letter from the ZIP's ('IN' for 'IL') is that letter
 * misread, and a state box OCR could not read is the ZIP's. A state farther from the ZIP's is left as read.
 * Text layers are exact: only OCR's readings are checked.
 */
function stateByZip(header: Header): Header {
  const byZip = stateOfZip(header.zip);
  if (!byZip || header.state === byZip) return header;
  const oneLetterOff = header.state.length === 2 && [...header.state].filter((letter, index) => letter !== byZip[index]).length === 1;
  return !header.state || oneLetterOff ? { ...header, state: byZip } : header;
}

// ---------------------------------------------------------------------------------------------------------
// Filing status.

/** A mark in a box as a text layer writes it: X, a check, or a ZapfDingbats check's code ('4' is ✔, '3' ✓, 'n' ■). */
const TEXT_MARK = /^[[(]?\s*(?:[xX✓✔✗✘×☒■●◆]|[345678nlu])\s*[\])]?$/;
const OCR_MARK = /^[[(|]?\s*[xX✓✔✗✘×☒]\s*[\])|]?$/;

/**
 * Where a caption's first letter is. OCR sometimes takes a checked box into the first word ('☒Married' read as
 * 'Married' with a box that starts at the square): the word's right edge less its letters' width says where
 * its letters begin.
 */
function captionTextStart(line: TextLine, hit: Hit): number {
  const widths = line.items.filter((item) => item.text.trim().length >= 3).map((item) => (item.x1 - item.x0) / item.text.trim().length).sort((a, b) => a - b);
  const word = line.items.find((item) => item.x1 > hit.box.x0 && item.x0 <= hit.box.x0 + 1);
  // A text layer's run of words ('Head of household (HOH)') is not one word's letters: its caption box holds.
  if (!word || widths.length < 3 || /\s/.test(word.text.trim())) return hit.box.x0;
  const letters = word.text.trim().replace(/^[^A-Za-z]+/, '').length;
  const estimate = word.x1 - letters * widths[Math.floor(widths.length / 2)];
  return estimate > hit.box.x0 + heightOf(hit.box) * 0.8 ? estimate : hit.box.x0;
}

/** An empty check box OCR read as the start of its label's first word ('[single', '[]Head', '[JMarried'). */
const GLUED_EMPTY_SQUARE = /^(?:[[(|{][\])}|JjIl1]{0,2}|LJ|[□☐])(?=[A-Za-z]{3})/;

/** How OCR reads an empty check box: a bracket and its other half ('[J', '[]', '(]'), or a round letter ('O', 'OJ', 'D'). */
const EMPTY_SQUARE = /^(?:[[(|{][\])}|JjIl1_[]{0,2}|[O0D□☐]J?|LJ|CJ)$/;
/** A square's reading without the specks OCR put before it ('~[]', '_[J'). */
const squareText = (text: string) => text.trim().replace(/^[~_\-—.,'"`]+(?=\S)/, '');

/**
 * A check box found in `probe` by its outline: its left and right sides are the outermost columns dark over much
 * of the box's height, its top and bottom the outermost rows dark across it. Null when no square of about a
 * caption's height is there.
 */
function squareOf(darkness: (box: Box) => number, probe: Box, size: number): Box | null {
  const step = Math.max(0.5, size / 24);
  const columns: number[] = [];
  for (let x = probe.x0; x < probe.x1; x += step) if (darkness({ x0: x, x1: x + step, y0: probe.y0, y1: probe.y1 }) >= 0.3) columns.push(x);
  if (columns.length < 2) return null;
  const left = columns[0];
  const right = columns[columns.length - 1] + step;
  const width = right - left;
  if (width < size * 0.5 || width > size * 1.8) return null;
  const rows: number[] = [];
  for (let y = probe.y0; y < probe.y1; y += step) if (darkness({ x0: left, x1: right, y0: y, y1: y + step }) >= 0.5) rows.push(y);
  if (rows.length < 2) return null;
  const top = rows[0];
  const bottom = rows[rows.length - 1] + step;
  const height = bottom - top;
  if (height < width * 0.6 || height > width * 1.6) return null;
  return { x0: left, x1: right, y0: top, y1: bottom };
}

/**
 * The ink inside a square, measured a fifth of the way in from each side, so that neither its outline nor a
 * place a pixel or two off counts.
 */
function insideOf(darkness: (box: Box) => number, square: Box): number {
  const [width, height] = [square.x1 - square.x0, square.y1 - square.y0];
  return darkness({ x0: square.x0 + width * 0.2, x1: square.x1 - width * 0.2, y0: square.y0 + height * 0.2, y1: square.y1 - height * 0.2 });
}

/**
 * Each box's square placed as the squares found (by their outlines, or as OCR's words) sit by their labels: the
 * same size, the same gap before the label's first letter, the same height against its middle. A scan can leave a
 * square's rule too faint to find (a checked one's most of all), while it still lies where its neighbours' do.
 * Null without two squares found to place it by.
 */
function placedSquares(found: (Box | null)[], labels: { start: number; middle: number }[]): Box[] | null {
  const known = found.flatMap((square, index) => (square ? [{ square, label: labels[index] }] : []));
  if (known.length < 2) return null;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const gap = median(known.map(({ square, label }) => label.start - square.x1));
  const width = median(known.map(({ square }) => square.x1 - square.x0));
  const height = median(known.map(({ square }) => square.y1 - square.y0));
  const above = median(known.map(({ square, label }) => label.middle - square.y0));
  return labels.map((label, index) => found[index] ?? { x0: label.start - gap - width, x1: label.start - gap, y0: label.middle - above, y1: label.middle - above + height });
}

/** Of squares' insides, the one whose ink stands clear of the empty ones, which lie close together; else ''. */
function inkedSquare(insides: { value: LastYearExtraction['filingStatus']; dark: number }[]): LastYearExtraction['filingStatus'] {
  const sorted = [...insides].sort((a, b) => b.dark - a.dark);
  const rest = sorted.slice(1).map((entry) => entry.dark);
  const typical = rest[Math.floor(rest.length / 2)];
  const lift = sorted[0].dark - typical;
  return lift > 0.06 && lift > 3 * Math.max(rest[0] - typical, 0.01) ? sorted[0].value : '';
}

function readFilingStatus(reading: Reading): LastYearExtraction['filingStatus'] {
  const section = firstHit(reading, 'filingStatus');
  // The section's lines: from its caption to the next section (about ten lines); else the whole page.
  const from = section ? Math.max(0, section.lineIndex - 1) : 0;
  const to = section ? section.lineIndex + 10 : reading.lines.length;
  const candidates: { value: LastYearExtraction['filingStatus']; hit: Hit }[] = [];
  STATUSES.forEach((status, index) => {
    const hit = firstHit(reading, `status:${index}`, from, to);
    if (hit) candidates.push({ value: status.value, hit });
  });
  if (candidates.length === 0) return '';
  // Printed as words, not boxes: only the status that applies is named.
  if (candidates.length <= 2) {
    const onStatusLine = section ? candidates.filter((candidate) => Math.abs(candidate.hit.lineIndex - section.lineIndex) <= 1) : candidates;
    if (onStatusLine.length === 1) return onStatusLine[0].value;
    if (candidates.length === 1) return candidates[0].value;
  }
  const markPattern = reading.textLayer ? TEXT_MARK : OCR_MARK;
  const marked = candidates.filter(({ hit }) => {
    const size = heightOf(hit.box);
    return reading.lines[hit.lineIndex].items.some(
      (item) => markPattern.test(item.text.trim()) && item.x1 <= hit.box.x0 + size * 0.3 && item.x0 >= hit.box.x0 - size * 3.5,
    );
  });
  if (marked.length === 1) return marked[0].value;
  const darkness = reading.page.darkness;
  if (darkness && candidates.length >= 3) {
    // One probe size for every box (the median caption height), so that an outline weighs the same in each.
    const heights = candidates.map(({ hit }) => heightOf(hit.box)).sort((a, b) => a - b);
    const size = heights[Math.floor(heights.length / 2)];
    const probes = candidates.map(({ value, hit }) => {
      const line = reading.lines[hit.lineIndex];
      const middle = (hit.box.y0 + hit.box.y1) / 2;
      const start = captionTextStart(line, hit);
      // Where OCR read the box itself as a word ('[J', '[E', 'O'), its inside: empty or marked, not blurred
      // outline and neighbours.
      // A short word in small letters is the words before the label ('one' of 'Check only one box.'), not its
      // square (which OCR reads as marks or capitals: '[J', 'O', 'BX').
      const boxLike = (item: TextItem) => {
        const text = squareText(item.text);
        return text.length <= 3 && (!/^[a-z]{2,3}$/.test(text) || EMPTY_SQUARE.test(text)) && item.x1 <= start + size * 0.3 && item.x0 >= start - size * 3.5;
      };
      // The nearest before the label.
      const box = line.items.filter(boxLike).at(-1);
      // The square's own place: the gap before the label, after the previous label's last word when the five
      // print in one row ('☐ Single ☒ Married filing jointly ☐ …'), so that no probe takes a neighbour's letters.
      // A square OCR read as a bracketed word ('[bs]') is not a label's.
      const squareWord = (item: TextItem) => boxLike(item) || /^[[({|]\S{0,3}$/.test(item.text.trim());
      const before = line.items.filter((item) => !squareWord(item) && item.x1 <= start - size * 0.15).map((item) => item.x1);
      const probe = { x0: Math.max(start - size * 2.6, before.length ? Math.max(...before) + size * 0.25 : -Infinity), x1: start - size * 0.15, y0: middle - size * 0.9, y1: middle + size * 0.9 };
      const insideWidth = box ? (box.x1 - box.x0) * 0.22 : 0;
      const insideHeight = box ? (box.y1 - box.y0) * 0.22 : 0;
      // A box read with a letter beside it ('Od': the square and the caption's 'Q') is wider than a square: its
      // middle holds the letter's ink, not a mark's.
      const square = box && box.x1 - box.x0 <= (box.y1 - box.y0) * 1.5 ? box : undefined;
      const inside = square ? darkness({ x0: square.x0 + insideWidth, x1: square.x1 - insideWidth, y0: square.y0 + insideHeight, y1: square.y1 - insideHeight }) : null;
      // Ink over the full probe's width: a gap narrower than that holds the same one square, not a denser one.
      const width = Math.max(0, probe.x1 - probe.x0);
      // An empty square OCR read into the label's first word ('[single', '[]Head').
      const first = line.items.find((item) => item.x0 <= hit.box.x0 + 1 && item.x1 > hit.box.x0);
      const gluedEmpty = Boolean(first && GLUED_EMPTY_SQUARE.test(first.text.trim()));
      const outline = width > 0 ? squareOf(darkness, probe, size) : null;
      // The square's place: its outline, else the word OCR made of it when that is square and of a label's size.
      const read = square && square.y1 - square.y0 >= size * 0.8 && square.y1 - square.y0 <= size * 1.6 && square.x1 - square.x0 >= (square.y1 - square.y0) * 0.7 ? square : null;
      const place: Box | null = outline ?? read ?? null;
      return { value, gluedEmpty, boxText: box ? box.text.trim() : null, probe: width > 0 ? (darkness(probe) * width) / (size * 2.45) : 0, inside, place, square: outline && insideOf(darkness, outline), label: { start, middle } };
    });
    // The marked box stands clear above the rest, which lie close together (a 10-px '☒' glyph's cross adds about
    // two thirds of an empty square's ink: less than a drawn check does, and far more than squares differ by).
    const standsOut = (scores: { value: LastYearExtraction['filingStatus']; dark: number }[], outlines = false) => {
      const sorted = [...scores].sort((a, b) => b.dark - a.dark);
      const others = sorted.slice(1).map((entry) => entry.dark);
      const typical = others[Math.floor(others.length / 2)];
      const lift = sorted[0].dark - typical;
      const nextLift = others[0] - typical;
            // Probes that hold an outline each are measured against it: a mark adds half an outline's ink or more.
      const least = outlines ? Math.max(0.005, Math.min(0.015, typical * 0.5)) : 0.015;
      const spread = outlines ? Math.max(0.0025, Math.min(0.005, typical * 0.15)) : 0.005;
      return lift > least && lift > 3 * Math.max(nextLift, spread) ? sorted[0].value : '';
    };
    // The squares found by their own outlines: the one with ink inside, when it stands clear of the empty ones.
    const squares = probes.filter((entry) => entry.square !== null);
    const byOutline = squares.length >= 3 ? inkedSquare(squares.map((entry) => ({ value: entry.value, dark: entry.square! }))) : '';
    if (byOutline) return byOutline;
    // Every box's square where its neighbours' place it (a faint rule is no square found): the one with ink
    // inside, an X, a tick or a filled square, standing clear of the empty ones.
    const placed = probes.length >= 3 ? placedSquares(probes.map((entry) => entry.place), probes.map((entry) => entry.label)) : null;
    const byPlace = placed ? inkedSquare(placed.map((square, index) => ({ value: probes[index].value, dark: insideOf(darkness, square) }))) : '';
    if (byPlace) return byPlace;
    // OCR reads an empty square as brackets ('[J', '[]', 'O'); a checked one otherwise or not at all. All five
    // boxes on the page, four of them read empty: the fifth is the checked one.
    const readEmpty = probes.filter((entry) => entry.gluedEmpty || (entry.boxText !== null && EMPTY_SQUARE.test(squareText(entry.boxText))));
    if (!reading.textLayer && probes.length === STATUSES.length && readEmpty.length === STATUSES.length - 1) return probes.find((entry) => !readEmpty.includes(entry))!.value;
    const insides = probes.filter((entry) => entry.inside !== null);
    const byInside = insides.length >= 3 ? standsOut(insides.map((entry) => ({ value: entry.value, dark: entry.inside! }))) : '';
    return byInside || standsOut(probes.map((entry) => ({ value: entry.value, dark: entry.probe })), true);
  }
  return '';
}

// ---------------------------------------------------------------------------------------------------------
// One page.

type Header = Omit<LastYearExtraction, 'homeAddress' | 'aptNo' | 'isFullYearResident'>;
const EMPTY: Header = {
  firstName: '', middleInitial: '', lastName: '', ssn: '', spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
  street: '', street2: '', city: '', state: '', zip: '', filingStatus: '', phone: '', email: '',
};

/** The caption `key` on the row of `row` (to its right), else the first after it, before `toLine`. */
function onRowOrAfter(reading: Reading, key: CaptionKey, row: Hit | null, toLine = Infinity): Hit | null {
  if (!row) return firstHit(reading, key, 0, toLine);
  const same = reading.hits[row.lineIndex].find((hit) => hit.key === key && hit.box.x0 >= row.box.x1 - 1);
  return same ?? firstHit(reading, key, row.lineIndex + 1, toLine);
}

/** The phone and email of 'Sign Here': after its caption (not the designee's), before the paid preparer's. */
function signArea(reading: Reading): { phone: Hit | null; email: Hit | null } {
  const sign = firstHit(reading, 'signHere') ?? firstHit(reading, 'yourSignature');
  const designee = firstHit(reading, 'designee') ?? firstHit(reading, 'designeeName');
  const preparer = firstHit(reading, 'preparer', sign ? sign.lineIndex : 0);
  const from = sign ? sign.lineIndex : designee ? designee.lineIndex + 2 : 0;
  const to = preparer ? preparer.lineIndex : Infinity;
  return { phone: firstHit(reading, 'phone', from, to), email: firstHit(reading, 'email', from, to) };
}

function parsePage(reading: Reading, doubts: Doubt[] = []): Header {
  const first = firstHit(reading, 'yourFirstName');
  const spouse = firstHit(reading, 'spouseFirstName', first ? first.lineIndex : 0);
  const address = firstHit(reading, 'homeAddress', spouse ? spouse.lineIndex : first ? first.lineIndex : 0);
  const city = firstHit(reading, 'city', address ? address.lineIndex : 0);
  const taxpayerEnd = spouse ? spouse.lineIndex : address ? address.lineIndex : Infinity;
  const spouseEnd = address ? address.lineIndex : Infinity;

  const lastName = onRowOrAfter(reading, 'lastName', first, taxpayerEnd);
  // The Dependents table below Filing Status has its own 'Social security number' column: not the filer's.
  // The 2023 form prints Filing Status above the names: the header ends at the one after its first row read (the
  // spouse's or the address's when OCR lost the filer's captions).
  const headerRow = first ?? spouse ?? address;
  const headerEnd = firstHit(reading, 'filingStatus', headerRow ? headerRow.lineIndex + 1 : 0)?.lineIndex ?? Infinity;
  const ssn = onRowOrAfter(reading, 'yourSsn', first, taxpayerEnd) ?? firstHit(reading, 'yourSsn', 0, headerEnd);
  const spouseLast = spouse ? onRowOrAfter(reading, 'lastName', spouse, spouseEnd) : null;
  const spouseSsn = firstHit(reading, 'spouseSsn', 0, headerEnd);
  const apt = onRowOrAfter(reading, 'aptNo', address, city ? city.lineIndex : Infinity);
  const cityEnd = firstHit(reading, 'foreignCountry', city ? city.lineIndex : 0)?.lineIndex ?? firstHit(reading, 'filingStatus')?.lineIndex ?? Infinity;
  const state = city ? onRowOrAfter(reading, 'state', city, cityEnd) : null;
  const zip = city ? onRowOrAfter(reading, 'zip', city, cityEnd) : null;
  const sign = signArea(reading);

  const name = splitNameAndInitial(valueOf(reading, first, nameText));
  const spouseName = splitNameAndInitial(valueOf(reading, spouse, nameText));
  const spouseLastName = splitNameAndInitial(valueOf(reading, spouseLast, nameText)).full;
  const spouseSSN = valueOf(reading, spouseSsn, readSsn, true);
  // A spouse's first name with neither a last name nor an SSN is something else read in an empty row.
  const spouseNamed = Boolean(spouseLastName || spouseSSN);
  const ssnValue = valueOf(reading, ssn, readSsn, true);
  const aptValue = valueOf(reading, apt, aptText);
  const streetValue = valueOf(reading, address, streetText);
  const zipValue = valueOf(reading, zip, cleanZip);
  for (const doubt of [ssnValue ? null : ssnDoubt(reading, ssn, 'ssn'), spouseSSN ? null : ssnDoubt(reading, spouseSsn, 'spouseSSN'), aptDoubt(reading, apt, aptValue), streetDoubt(reading, address, streetValue), zipDoubt(reading, zip, zipValue)]) if (doubt) doubts.push(doubt);
  const read = byShape(reading, {
    firstName: name.name,
    middleInitial: name.initial,
    lastName: splitNameAndInitial(valueOf(reading, lastName, nameText)).full,
    ssn: ssnValue,
    spouseFirstName: spouseNamed ? spouseName.name : '',
    spouseMiddleInitial: spouseNamed ? spouseName.initial : '',
    spouseLastName,
    spouseSSN,
    street: streetValue,
    street2: aptValue,
    city: valueOf(reading, city, cityText),
    state: valueOf(reading, state, readState),
    zip: zipValue,
    filingStatus: readFilingStatus(reading),
    phone: valueOf(reading, sign.phone, cleanPhone),
    email: valueOf(reading, sign.email, readEmail),
  }, { from: first ? first.lineIndex : 0, to: headerEnd, spouseLine: spouse ? spouse.lineIndex : Infinity });
  if (!read.zip && city) read.zip = zipOnCityRow(reading, city, state ?? zip, cityEnd);
  if (!first && spouse) Object.assign(read, filerAboveSpouse(reading, spouse, spouseLast, spouseSsn, read));
  return reading.textLayer ? read : stateByZip(read);
}

/**
 * The filer's name and SSN when OCR lost the row of their captions (small print under a heavy rule on a faded scan)
 * but read the spouse's: the form prints the filer's boxes right over the spouse's, in the same columns, so the
 * line of values just above the spouse's captions (no caption on it) is the filer's, cut where the spouse's
 * 'Last name' and SSN captions start. Fills only boxes left empty.
 */
function filerAboveSpouse(reading: Reading, spouse: Hit, spouseLast: Hit | null, spouseSsn: Hit | null, read: Header): Partial<Header> {
  const size = Math.max(1, heightOf(spouse.box));
  const left = columnStart(reading, spouse) - size * 1.2;
  const lastAt = spouseLast && spouseLast.lineIndex === spouse.lineIndex ? spouseLast.box.x0 - size : Infinity;
  const ssnAt = spouseSsn && spouseSsn.lineIndex === spouse.lineIndex ? spouseSsn.box.x0 - size : Infinity;
  for (let index = spouse.lineIndex - 1; index >= Math.max(0, spouse.lineIndex - 2); index -= 1) {
    if (reading.hits[index].length) return {};
    const words = reading.lines[index].items.filter((item) => meaningful(item) && item.x0 >= left && heightOf(item) >= size * 0.8);
    if (!words.length || spouse.box.y0 - reading.lines[index].y1 > size * 4) continue;
    // A column's words: those that run on from its first (a word space apart), before the next column.
    const text = (from: number, to: number) => {
      const own = words.filter((item) => item.x0 >= from && item.x0 < to);
      return own.length ? runFrom(own, 0, to).map((item) => item.text.trim()).join(' ') : '';
    };
    const name = splitNameAndInitial(nameText(tidy(text(left, lastAt))));
    const filled: Partial<Header> = {};
    if (!read.firstName && name.name) [filled.firstName, filled.middleInitial] = [name.name, name.initial];
    if (!read.lastName && lastAt < Infinity) filled.lastName = splitNameAndInitial(nameText(tidy(text(lastAt, ssnAt)))).full;
    if (!read.ssn && ssnAt < Infinity) filled.ssn = readSsn(tidy(text(ssnAt, Infinity)));
    return filled;
  }
  return {};
}

/**
 * The ZIP code of the city's row when its box was not read by its caption (OCR's 'DP code', or the number set a
 * little left of the caption): the one word in a ZIP code's shape on the rows under the city's caption, right of
 * the state's column (or of the page's first third), before the next section.
 */
export function zipOnCityRow(reading: Reading, city: Hit, right: Hit | null, end: number): string {
  const from = right ? right.box.x0 - heightOf(right.box) * 2 : reading.page.width / 3;
  const found: string[] = [];
  for (let index = city.lineIndex + 1; index < Math.min(end, city.lineIndex + 4, reading.lines.length); index += 1) {
    for (const item of reading.lines[index].items) if (item.x0 >= from && /^\d{5}(?:-\d{4})?$/.test(item.text.trim())) found.push(item.text.trim());
  }
  return found.length === 1 ? found[0] : '';
}

/**
 * Boxes whose caption OCR could not make out, taken by the shape of what they hold, in the header's lines (from
 * the first-name row to Filing Status): the first SSN above the spouse's row is the filer's; a line ending in a
 * state code and a ZIP code is the city row.
 */
function byShape(reading: Reading, header: Header, region: { from: number; to: number; spouseLine: number }): Header {
  const filled = { ...header };
  const to = Math.min(region.to, reading.lines.length, region.from + 14);
  for (let index = region.from; index < to; index += 1) {
    const line = reading.lines[index];
    // An SSN's groups are 3, 2 and 4 digits with the same mark (or none) between them: '80528-9012' is a ZIP+4.
    const ssn = /(?:^|\s)(\d{3})([\s-]?)(\d{2})\2(\d{4})(?:\s|$)/.exec(line.text);
    if (!filled.ssn && ssn && index < Math.min(region.spouseLine, region.from + 4)) filled.ssn = `${ssn[1]}-${ssn[3]}-${ssn[4]}`;
    if (filled.city && filled.state && filled.zip) continue;
    const items = line.items;
    const zipAt = items.findIndex((item, at) => at >= 2 && cleanZip(item.text) !== '' && /^\d{5}(?:-\d{4})?$/.test(item.text.trim()) && readState(items[at - 1].text) !== '' && items[at - 1].text.trim().length === 2);
    if (zipAt < 0) continue;
    const city = tidy(items.slice(0, zipAt - 1).filter(meaningful).map((item) => item.text.trim()).join(' '));
    filled.city ||= city;
    filled.state ||= readState(items[zipAt - 1].text);
    filled.zip ||= cleanZip(items[zipAt].text);
  }
  return filled;
}

/** Field by field, the first page's reading unless it is empty. */
function merge(readings: Header[]): Header {
  const merged = { ...EMPTY };
  for (const reading of readings) {
    for (const key of Object.keys(merged) as (keyof Header)[]) {
      if (!merged[key] && reading[key]) (merged as Record<keyof Header, string>)[key] = reading[key];
    }
  }
  return merged;
}

function complete(header: Header): LastYearExtraction {
  // A Form 1040 says nothing about state residency: the spec's default (§3.3) stands.
  return { ...header, homeAddress: header.street, aptNo: header.street2, isFullYearResident: true };
}

/** The §3.3 fields from one page of positioned text. */
export function parseLastYear1040(page: PageText): LastYearExtraction {
  return parseLastYear1040Pages([page]);
}

/** The §3.3 fields from a return's pages, in order (the header on one, 'Sign Here' on the next). */
export function parseLastYear1040Pages(pages: PageText[]): LastYearExtraction {
  return complete(merge(pages.map((page) => parsePage(readingOf(page)))));
}

// ---------------------------------------------------------------------------------------------------------
// A file.

/** Pages of a PDF looked at for the form's first page (a program's print may open with a cover page). */
const PAGES_LOOKED_AT = { text: 6, scanned: 4 };
/** Pages after the header's looked at for Sign Here (Form 1040-SR (2023) signs on its page 3). */
const SIGN_PAGES_AFTER = 3;
const HEADER_KEYS: CaptionKey[] = ['yourFirstName', 'yourSsn', 'homeAddress', 'city', 'filingStatus'];
/**
 * The left column of a 1040 page, in shares of its width: the section names ('Third Party Designee', 'Sign
 * Here', 'Paid Preparer Use Only') and the start of Sign Here's captions ('Your signature', 'Phone no.').
 */
const LEFT_COLUMN = 0.3;
/** Sign Here's captions and values take about a sixth of a page below its name. */
const SIGN_AREA = 0.2;
/** A scanned PDF page is read at about the resolution a 3x rendering gave (216 dpi). */
const SCAN_DPI = 216;

const needsSignPage = (header: Header) => !header.phone && !header.email;
/** Boxes every return fills (a single filer leaves the spouse's and an apartment empty). */
const REQUIRED: (keyof Header)[] = ['firstName', 'lastName', 'ssn', 'street', 'city', 'state', 'zip', 'filingStatus'];
const missesHeader = (header: Header) => REQUIRED.some((key) => !header[key]);
const headerCaptionsOf = (reading: Reading) => HEADER_KEYS.filter((key) => firstHit(reading, key)).length;

/**
 * An image to read part by part, decoded once; regions are given in its own pixels. `scale` is how much it is
 * enlarged for OCR (a 150 dpi scan to about 216 or 300 dpi, as a whole page would be).
 */
interface PageImage {
  picture: Image;
  width: number;
  height: number;
  scale: number;
}

/** An image's resolution guessed from its width, for a Letter page (8.5 in across). */
const dpiOf = (width: number, height: number) => Math.min(width, height) / 8.5;

/** Decodes an image to read in parts: enlarged to `targetDpi` when it is under 195 dpi (the OCR's own rule for a page). */
async function pageImageOf(bytes: Uint8Array, targetDpi: number): Promise<PageImage> {
  const { loadImage } = await import('@napi-rs/canvas');
  const picture = await loadImage(Buffer.from(bytes));
  const dpi = dpiOf(picture.width, picture.height);
  return { picture, width: picture.width, height: picture.height, scale: dpi < 195 ? Math.min(2.5, targetDpi / dpi) : 1 };
}

/**
 * Part of an image read alone: drawn where it is on white paper at least as tall as the page is wide (so that
 * the page's resolution is judged from its width, as for the whole page), the rest left white, and read by
 * OCR; the words and probes come back in the image's own pixels.
 */
async function readRegion(image: PageImage, box: Box): Promise<PageText> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  const width = Math.round(image.width * image.scale);
  const canvas = createCanvas(width, Math.max(width, Math.round(y1 * image.scale)));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (x1 > x0 && y1 > y0) {
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.picture, x0, y0, x1 - x0, y1 - y0, x0 * image.scale, y0 * image.scale, (x1 - x0) * image.scale, (y1 - y0) * image.scale);
  }
  const read = await readImage(canvas.toBuffer('image/png'));
  // The reading's pixels per pixel of the image.
  const ratio = (read.width / width) * image.scale;
  const toRead = (area: Box): Box => ({ x0: area.x0 * ratio, y0: area.y0 * ratio, x1: area.x1 * ratio, y1: area.y1 * ratio });
  return {
    width: image.width,
    height: image.height,
    items: read.items.map((item) => ({ text: item.text, x0: item.x0 / ratio, y0: item.y0 / ratio, x1: item.x1 / ratio, y1: item.y1 / ratio })),
    darkness: read.darkness && ((area) => read.darkness!(toRead(area))),
    reread: read.reread && ((area) => read.reread!(toRead(area))),
  };
}

/**
 * The name and address block once more without the page's right quarter, where the 2024 form prints the
 * Presidential Election Campaign box beside the address rows (its short lines between the rows are what makes
 * OCR run a row's caption and values together); it fills only the boxes every return fills that were missed
 * (its cut edge leaves pieces of words in the optional ones).
 */
async function lookAgain(header: Header, read: (box: Box) => Promise<PageText>, size: { width: number; height: number }): Promise<Header> {
  const reading = readingOf(await read({ x0: 0, x1: size.width * 0.76, y0: 0, y1: size.height * 0.34 }));
  const doubts: Doubt[] = [];
  const again = await mendDoubts(reading, parsePage(reading, doubts), doubts.filter((doubt) => doubt.field !== 'street2'));
  const filled = { ...header };
  for (const key of REQUIRED) if (!filled[key] && again[key]) (filled as Record<keyof Header, string>)[key] = again[key];
  return filled;
}

/**
 * The phone and email of Sign Here on a page image below `from` (a share of its height): the page's left
 * column read first for where Sign Here is, then only its rows across the page. Null when the column shows
 * no Sign Here.
 */
async function signOfImage(image: PageImage, from: number): Promise<Pick<Header, 'phone' | 'email'> | null> {
  const column = readingOf(await readRegion(image, { x0: 0, x1: image.width * LEFT_COLUMN, y0: from * image.height, y1: image.height }));
  // 'Sign Here' on one line, or 'Sign' over 'Here' as the 2023 forms print it, or its first caption.
  const stacked = column.lines.findIndex((line, index) => /^s[il1]gn$/.test(fold(line.text).trim()) && /^here/.test(fold(column.lines[index + 1]?.text ?? '').trim()));
  const sign = firstHit(column, 'signHere') ?? (stacked >= 0 ? { lineIndex: stacked, box: { y0: column.lines[stacked].y0, y1: column.lines[stacked].y1, x0: column.lines[stacked].items[0].x0, x1: column.lines[stacked].items.at(-1)!.x1 } } : null) ?? firstHit(column, 'yourSignature') ?? firstHit(column, 'phone');
  if (!sign) return null;
  const size = Math.max(1, heightOf(sign.box));
  const top = sign.box.y0 - size;
  const preparer = firstHit(column, 'preparer');
  const bottom = preparer && preparer.box.y0 > top ? preparer.box.y0 : top + SIGN_AREA * image.height;
  const area = readingOf(await readRegion(image, { x0: 0, x1: image.width, y0: top, y1: bottom }));
  const { phone, email } = signArea(area);
  const found = { phone: valueOf(area, phone, cleanPhone), email: valueOf(area, email, readEmail) };
  // The row the column shows 'Phone no.' on holds the phone and the email address (Sign Here's last row) when
  // OCR misread their captions across the page ('Pronena.', 'Emaladdess'): taken by their shapes.
  const phoneRow = firstHit(column, 'phone', sign.lineIndex);
  if (phoneRow && (!found.phone || !found.email)) {
    const middle = (phoneRow.box.y0 + phoneRow.box.y1) / 2;
    const row = area.lines.find((line) => Math.abs((line.y0 + line.y1) / 2 - middle) < heightOf(phoneRow.box));
    const words = row ? row.items.filter((item) => item.x0 >= phoneRow.box.x1 - 1).map((item) => item.text.trim()) : [];
    found.phone ||= words.map((_, index) => cleanPhone(words.slice(index, index + 3).join(' '))).find(Boolean) ?? '';
    found.email ||= words.map((word) => (word.includes('@') ? readEmail(word) : '')).find(Boolean) ?? '';
  }
  return found;
}

/**
 * An image file is one page: read whole at once (parts of it read apart would cost more passes than the one),
 * its header looked at again when a box was missed.
 */
async function readImageFile(bytes: Uint8Array): Promise<Header> {
  const { page, upright } = await readUpright(bytes);
  return headerOfOcrPage(page, readingOf(page), (box) => readImage(upright, { region: { box, width: page.width } }), page);
}

/** Whether a page read by OCR is a return's: the form's header captions, or a summary's labels giving a name or an SSN. */
function readsAsReturn(page: PageText): boolean {
  if (headerCaptionsOf(readingOf(page)) >= 2) return true;
  const summary = readLastYearSummary(page);
  return Boolean(summary.lastName || summary.ssn);
}

/**
 * An image file read upright, as the W-2 and 1099 readers read theirs (local.ts readUpright): the direction of its
 * print is measured on the cleaned page first (orientation.ts turnsOfPrint). A page plainly turned (fed into the
 * scanner on its side or upside down) is read turned first, the likeliest turn first; a page read as it came that
 * is no return is read turned the ways its print suggests, and kept turned when that reads as a return. A page
 * plainly upright costs nothing more. `upright`: the image the page was read from (for a second look at a box).
 */
async function readUpright(bytes: Uint8Array): Promise<{ page: PageText; upright: Uint8Array }> {
  const first = await readImage(bytes, { orient: true });
  const print = first.turnsOfPrint;
  const readTurned = async (among: number[]) => {
    for (const degrees of among) {
      const upright = await turned(bytes, degrees);
      const page = await readImage(upright);
      if (readsAsReturn(page)) return { page, upright };
    }
    return null;
  };
  const turnedFirst = Boolean(print?.sure && print.turns.length);
  if (turnedFirst) {
    const found = await readTurned(print!.turns);
    if (found) return found;
    return { page: await readImage(bytes), upright: bytes };
  }
  if (first.items.length === 0 || readsAsReturn(first)) return { page: first, upright: bytes };
  return (await readTurned(print ? print.turns : await turnsToTry(bytes))) ?? { page: first, upright: bytes };
}

/**
 * The header of a page read by OCR, its boxes looked at again (`reread`, in the page's pixels) when one was missed.
 * With fewer than the form's captions the page may be a summary of the return, whose labels fill what the form's
 * reading missed, before and again after that second look (a masked SSN leaves the spouse's to be taken).
 */
async function headerOfOcrPage(page: PageText, reading: Reading, reread: (box: Box) => Promise<PageText>, size: { width: number; height: number }): Promise<Header> {
  const doubts: Doubt[] = [];
  let header = await mendDoubts(reading, parsePage(reading, doubts), doubts);
  const summary = headerCaptionsOf(reading) < 3 ? readLastYearSummary(page) : null;
  if (summary) header = withSummary(header, summary);
  if (!missesHeader(header)) return header;
  const again = await lookAgain(header, reread, size);
  return summary ? withSummary(again, summary) : again;
}

/** A whole page read at once, its header looked at again when a box was missed. */
async function readWholeImage(image: PageImage): Promise<Header> {
  return (await wholeImageHeader(image, true))!;
}

/** `readWholeImage`, or null when the page shows no header captions (a cover page, the form's page 2) unless `anyway`. */
async function wholeImageHeader(image: PageImage, anyway = false): Promise<Header | null> {
  const page = await readRegion(image, { x0: 0, y0: 0, x1: image.width, y1: image.height });
  const reading = readingOf(page);
  if (!anyway && headerCaptionsOf(reading) < 2) return null;
  return headerOfOcrPage(page, reading, (box) => readRegion(image, box), image);
}

const pick = (sign: Pick<Header, 'phone' | 'email'>) => Object.fromEntries(Object.entries(sign).filter(([, value]) => value));

/**
 * The image of a scanned PDF page: the JPEG a scanner embeds, when the page is that one image (no rendering and
 * encoding again), else the page rendered at 3x.
 */
async function scannedPageImage(bytes: Uint8Array, pageNumber: number, document: () => Promise<PDFDocument | null>): Promise<PageImage> {
  const embedded = embeddedJpeg(await document(), pageNumber);
  return pageImageOf(embedded ?? (await renderPdfPageToPng(bytes, SCAN_DPI / 72, pageNumber)), SCAN_DPI);
}

function embeddedJpeg(document: PDFDocument | null, pageNumber: number): Uint8Array | null {
  if (!document || pageNumber > document.getPageCount()) return null;
  const page = document.getPage(pageNumber - 1);
  if (page.getRotation().angle % 360 !== 0) return null;
  const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!objects) return null;
  const images = objects.values().map((ref) => document.context.lookup(ref)).filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  if (images.length !== 1) return null;
  const { dict, contents } = images[0];
  const width = dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0;
  const height = dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0;
  if (dict.get(PDFName.of('Filter')) !== PDFName.of('DCTDecode') || dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceCMYK')) return null;
  if (!width || !height || width * height > MAX_IMAGE_PIXELS) return null;
  // One image covering the page: its shape is the page's.
  const { width: pageWidth, height: pageHeight } = page.getSize();
  return Math.abs(width / height - pageWidth / pageHeight) <= 0.03 * (pageWidth / pageHeight) ? contents : null;
}

/** A PDF page as text when it has a text layer, else as an image. */
type PdfPage = { pageNumber: number; text: PageText } | { pageNumber: number; image: PageImage };

/**
 * Reads a prior-year return from a file. An image is one page. A PDF is read from the page that carries the
 * form's header (a cover page before it is passed over), then, while the phone and email are missing, from
 * the page that carries Sign Here (the next pages, then those before). Of a page without text only the parts
 * needed are read by OCR: the header's bands, the left column and Sign Here's rows.
 */
export async function readLastYear1040(bytes: Uint8Array, mimeType: string): Promise<LastYearExtraction> {
  if (mimeType !== 'application/pdf') return complete(await readImageFile(bytes));
  let loaded: Promise<PDFDocument | null> | null = null;
  const document = () => (loaded ??= PDFDocument.load(bytes, { updateMetadata: false }).catch(() => null));
  const pages = new Map<number, Promise<PdfPage>>();
  const pageOf = (pageNumber: number) => {
    let found = pages.get(pageNumber);
    if (!found) {
      found = (async (): Promise<PdfPage> => {
        const text = await readPdfPage(bytes, pageNumber);
        pageCount = text.pageCount;
        // Fewer than a handful of words means a scanned page.
        return text.items.length >= 5 ? { pageNumber, text } : { pageNumber, image: await scannedPageImage(bytes, pageNumber, document) };
      })();
      pages.set(pageNumber, found);
    }
    return found;
  };
  let pageCount = 1;
  const first = await pageOf(1);
  const looked = Math.min(pageCount, 'text' in first ? PAGES_LOOKED_AT.text : PAGES_LOOKED_AT.scanned);

  let header: Header | null = null;
  let headerPage = 1;
  for (let pageNumber = 1; pageNumber <= looked && !header; pageNumber += 1) {
    const page = await pageOf(pageNumber);
    if ('text' in page) {
      const reading = readingOf(page.text);
      if (headerCaptionsOf(reading) < 2) continue;
      header = parsePage(reading);
      // Two captions only: perhaps a summary of the return wording two labels as the form does ('Filing status').
      if (headerCaptionsOf(reading) < 3) header = withSummary(header, readLastYearSummary(page.text));
      if (!header.filingStatus) header.filingStatus = await drawnFilingStatus(bytes, pageNumber, page.text);
    } else {
      // The page is read whole: its header's boxes read in bands apart came out worse (OCR finds a page's lines
      // and their sizes from all of it), and the rest of a one-page copy holds Sign Here.
      const found = await wholeImageHeader(page.image);
      if (!found) continue;
      header = found;
    }
    headerPage = pageNumber;
  }
  // No page shows the header's captions: page 1 read whole, as the form's page.
  if (!header) {
    headerPage = 1;
    header = 'text' in first ? parsePage(readingOf(first.text)) : await readWholeImage(first.image);
    // A program's or preparer's summary of the return, not the form: its labels fill what the form's reading missed.
    if ('text' in first) header = withSummary(header, readLastYearSummary(first.text));
  }
  if (!needsSignPage(header)) return complete(header);

  // Sign Here: on the header's page when it is a one-page copy, else on a later page (the form's page 2, the
  // 1040-SR's page 3), or an earlier one when the pages came out of order.
  const after = Array.from({ length: Math.max(0, Math.min(pageCount, headerPage + SIGN_PAGES_AFTER) - headerPage) }, (_, index) => headerPage + 1 + index);
  const before = Array.from({ length: headerPage - 1 }, (_, index) => index + 1);
  const headerOnly = await pageOf(headerPage);
  const candidates: { page: PdfPage; from: number }[] = [];
  if ('text' in headerOnly) candidates.push({ page: headerOnly, from: 0 });
  for (const pageNumber of [...after, ...before]) candidates.push({ page: await pageOf(pageNumber), from: 0 });
  for (const { page, from } of candidates) {
    const sign = 'text' in page ? signOfText(page.text) : await signOfImage(page.image, from);
    if (sign && (sign.phone || sign.email)) return complete({ ...header, ...pick(sign) });
  }
  return complete(header);
}

/** The phone and email of Sign Here on a text page. */
function signOfText(page: PageText): Pick<Header, 'phone' | 'email'> {
  const reading = readingOf(page);
  const { phone, email } = signArea(reading);
  return { phone: valueOf(reading, phone, cleanPhone), email: valueOf(reading, email, readEmail) };
}

/** Rendering scale for a text page's drawn marks (144 dpi: a 9-point box is 18 pixels). */
const MARK_SCALE = 2;

/**
 * A text page whose filing-status check is drawn, not written (a vector tick or a filled square, which has no
 * text): the page rendered, and its boxes judged by their ink as on an image.
 */
async function drawnFilingStatus(bytes: Uint8Array, pageNumber: number, page: PageText): Promise<LastYearExtraction['filingStatus']> {
  // The page's drawing measured from its paths first (tens of milliseconds; rendering the page takes hundreds).
  const byPaths = readFilingStatus(readingOf({ ...page, darkness: await drawingDarkness(bytes, pageNumber) }, true));
  if (byPaths) return byPaths;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const picture = await loadImage(await renderPdfPageToPng(bytes, MARK_SCALE, pageNumber));
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const pixels = context.getImageData(0, 0, picture.width, picture.height).data;
  const scale = picture.width / page.width;
  const darkness = (box: Box): number => {
    const x0 = Math.max(0, Math.floor(box.x0 * scale));
    const x1 = Math.min(picture.width, Math.ceil(box.x1 * scale));
    const y0 = Math.max(0, Math.floor(box.y0 * scale));
    const y1 = Math.min(picture.height, Math.ceil(box.y1 * scale));
    let dark = 0;
    let total = 0;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const at = (y * picture.width + x) * 4;
        total += 1;
        if ((pixels[at] + pixels[at + 1] + pixels[at + 2]) / 3 < 110) dark += 1;
      }
    }
    return total ? dark / total : 0;
  };
  return readFilingStatus(readingOf({ ...page, darkness }, true));
}

// ---------------------------------------------------------------------------------------------------------
// The return's lines (amounts): not §3.3 fields, read for what a prior-year return is also asked for (its
// adjusted gross income, line 11, signs an e-filed return; its tax and payments). Each line is found by its
// number and its caption's words, its amount the rightmost money on it; the form's own arithmetic then checks
// the readings, fills a line that was missed, and mends a reading one OCR slip away from agreeing.

/** Words of each 2024 Form 1040 line's caption (one of them suffices), as the form and program copies print them. */
const LINE_CAPTIONS: Record<string, string[]> = {
  '1a': ['total amount from form', 'wages, salaries, tips'],
  '1z': ['add lines 1a through 1h'],
  '2a': ['tax-exempt interest'],
  '2b': ['taxable interest'],
  '3a': ['qualified dividends'],
  '3b': ['ordinary dividends'],
  '4a': ['ira distributions'],
  '4b': ['taxable amount'],
  '5a': ['pensions and annuities'],
  '5b': ['taxable amount'],
  '6a': ['social security benefits'],
  '6b': ['taxable amount'],
  '7': ['capital gain or (loss)'],
  '8': ['additional income from schedule 1'],
  '9': ['total income'],
  '10': ['adjustments to income'],
  '11': ['adjusted gross income'],
  '12': ['standard deduction'],
  '13': ['qualified business income deduction'],
  '14': ['add lines 12 and 13'],
  '15': ['taxable income'],
  '16': ['tax'],
  '17': ['amount from schedule 2, line 3'],
  '18': ['add lines 16 and 17'],
  '19': ['child tax credit'],
  '20': ['amount from schedule 3, line 8'],
  '21': ['add lines 19 and 20'],
  '22': ['subtract line 21 from line 18'],
  '23': ['other taxes'],
  '24': ['total tax'],
  '25a': ['form(s) w-2'],
  '25b': ['form(s) 1099'],
  '25c': ['other forms'],
  '25d': ['add lines 25a through 25c'],
  '26': ['estimated tax payments'],
  '27': ['earned income credit'],
  '32': ['total other payments and refundable credits'],
  '33': ['total payments'],
  '34': ['amount you overpaid'],
  '35a': ['refunded to you'],
  '37': ['amount you owe'],
};

/** OCR's slips in a line number ('la' for '1a', 'Sb' for '5b', '25d' as '25¢'). */
function lineNumberOf(word: string): string | null {
  const cleaned = word.replace(/[.:]$/, '').replace(/^[lI|]/, '1').replace(/^S(?=[ab]$)/, '5').replace(/[¢©]$/, 'c').toLowerCase();
  return cleaned in LINE_CAPTIONS ? cleaned : null;
}

const MONEY = /^\(?-?\$?\d{1,3}(?:[,.]?\d{3})*(?:\.\d{2})?\.?\)?$|^-0-$/;

/** '84,562.' -> 84562, '(3,000.)' -> -3000, '$41204' -> 41204, '1,100.00' -> 1100, '-0-' -> 0. */
function moneyOf(text: string): number | null {
  const word = text.trim();
  if (!MONEY.test(word) || !/\d/.test(word.replace('-0-', '0'))) return word === '-0-' ? 0 : null;
  const negative = word.startsWith('(') || word.startsWith('-');
  let digits = word.replace(/[()$\s-]/g, '').replace(/\.$/, '');
  const cents = /\.(\d{2})$/.exec(digits);
  digits = (cents ? digits.slice(0, -3) : digits).replace(/[,.]/g, '');
  const value = Number(digits) + (cents ? Number(cents[1]) / 100 : 0);
  return Number.isFinite(value) ? (negative ? -value : value) : null;
}

/** Form 1040 (2024) arithmetic, as each line's instruction states it: the line and what it equals. */
const LINE_RULES: { line: string; of: (get: (line: string) => number) => number; terms: string[] }[] = [
  { line: '11', terms: ['9', '10'], of: (get) => get('9') - get('10') },
  { line: '14', terms: ['12', '13'], of: (get) => get('12') + get('13') },
  { line: '15', terms: ['11', '14'], of: (get) => Math.max(0, get('11') - get('14')) },
  { line: '18', terms: ['16', '17'], of: (get) => get('16') + get('17') },
  { line: '21', terms: ['19', '20'], of: (get) => get('19') + get('20') },
  { line: '22', terms: ['18', '21'], of: (get) => Math.max(0, get('18') - get('21')) },
  { line: '24', terms: ['22', '23'], of: (get) => get('22') + get('23') },
  { line: '25d', terms: ['25a', '25b', '25c'], of: (get) => get('25a') + get('25b') + get('25c') },
  { line: '33', terms: ['25d', '26', '32'], of: (get) => get('25d') + get('26') + get('32') },
  // Line 34: the overpayment when line 33 is more than line 24; line 37: what is owed when it is less.
  { line: '34', terms: ['33', '24'], of: (get) => Math.max(0, get('33') - get('24')) },
  { line: '37', terms: ['24', '33'], of: (get) => Math.max(0, get('24') - get('33')) },
];
/** Terms a rule needs read (the others are lines a return often leaves blank, taken as 0). */
const NEEDED: Record<string, string[]> = { '11': ['9'], '14': ['12'], '15': ['11', '14'], '18': ['16'], '21': [], '22': ['18'], '24': ['22'], '25d': ['25a'], '33': ['25d'], '34': ['33', '24'], '37': ['24', '33'] };

const cents = (value: number) => Math.round(value * 100);

/** Readings one OCR digit slip away (3/8, 5/6, 1/7, 0/8, 6/8, 4/9, ...). */
function nearReadings(value: number): number[] {
  const SLIPS: Record<string, string[]> = { '0': ['8', '6', '9'], '1': ['7', '4'], '3': ['8', '5'], '4': ['1', '9'], '5': ['6', '3', '8'], '6': ['5', '8', '0'], '7': ['1'], '8': ['3', '0', '6', '9', '5'], '9': ['8', '4', '0'], '2': ['7'] };
  const text = String(cents(Math.abs(value)));
  const near: number[] = [];
  [...text].forEach((digit, index) => {
    for (const other of SLIPS[digit] ?? []) near.push((Math.sign(value) || 1) * Number(text.slice(0, index) + other + text.slice(index + 1)) / 100);
  });
  return near;
}

/**
 * Checks the readings against the form's arithmetic: fills a line that was missed; where a rule disagrees,
 * takes the one-slip reading of the line or of a term that makes the most rules agree (a tie mends nothing).
 */
function checkLines(read: Record<string, number>): Record<string, number> {
  const lines = { ...read };
  const get = (line: string) => lines[line] ?? 0;
  const ready = (rule: (typeof LINE_RULES)[number]) => NEEDED[rule.line].every((term) => term in lines);
  const agrees = (rule: (typeof LINE_RULES)[number]) => rule.line in lines && cents(lines[rule.line]) === cents(rule.of(get));
  const agreeing = () => LINE_RULES.filter((rule) => ready(rule) && agrees(rule)).length;
  const fill = () => {
    // Sums kept in whole cents (binary fractions would leave 835.3999...).
    for (let pass = 0; pass < 3; pass += 1) for (const rule of LINE_RULES) if (ready(rule) && !(rule.line in lines)) lines[rule.line] = cents(rule.of(get)) / 100;
  };
  fill();
  for (const rule of LINE_RULES) {
    if (!ready(rule) || agrees(rule)) continue;
    const before = agreeing();
    const mends: { line: string; value: number; score: number }[] = [];
    for (const line of [rule.line, ...rule.terms.filter((term) => term in lines)]) {
      const original = lines[line];
      for (const value of nearReadings(original)) {
        lines[line] = value;
        if (agrees(rule)) mends.push({ line, value, score: agreeing() });
      }
      lines[line] = original;
    }
    const best = Math.max(...mends.map((mend) => mend.score));
    const winners = mends.filter((mend) => mend.score === best);
    if (winners.length === 1 && best > before) lines[winners[0].line] = winners[0].value;
  }
  fill();
  return lines;
}

/** The amounts of a return's lines from its pages, checked against each other. */
export function readReturnLines(pages: PageText[]): Record<string, number> {
  const read: Record<string, number> = {};
  for (const page of pages) {
    for (const line of groupLines(page.items)) {
      const words = line.items.map((item) => item.text.trim());
      // The line's number: the first word that is one (a text item may run on into the caption: '1a  Total
      // amount ...'; a copy may write 'Line 1a'), with its caption on the line.
      const leading = (word: string) => lineNumberOf(word.replace(/^line\s+/i, '').split(/\s+/)[0] ?? '');
      const numberAt = words.findIndex((word, index) => index < 4 && leading(word) !== null);
      if (numberAt < 0) continue;
      const number = leading(words[numberAt])!;
      if (number in read) continue;
      const text = fold(line.text);
      const captioned = LINE_CAPTIONS[number].some((phrase) => approximateFind(text, fold(phrase)) !== null);
      const repeated = words.slice(numberAt + 1).some((word) => lineNumberOf(word) === number);
      if (!captioned && !repeated) continue;
      // The amount: the rightmost money on the line, right of the caption (not a line number named in it).
      const amounts = line.items
        .map((item, index) => ({ index, value: moneyOf(item.text) }))
        .filter((entry) => entry.index > numberAt && entry.value !== null && lineNumberOf(words[entry.index]) === null);
      const last = amounts.at(-1);
      if (!last || line.items[last.index].x0 < page.width * 0.55) continue;
      read[number] = last.value!;
    }
  }
  return checkLines(read);
}
