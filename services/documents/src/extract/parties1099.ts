// The payer and the recipient of a 1099 (and the SSA-1099's beneficiary), read the way a person finds them on
// a print never seen before: by their captions ('PAYER'S name', 'Payer's Name and Address:', 'RECIPIENT'S TIN',
// 'Recipient ID No.', 'Box 1. Name'), the value beside the caption or under it in its column, and checked by
// shape (a name is words, a TIN is an EIN or SSN); without a caption, by the TIN shapes on the page, a
// letterhead, or the address block a letter is sent to.
import { matchesInLine, matchInLine, type Box, type TextItem, type TextLine } from './layout';
import { US_STATE_CODES } from './clean';
import { findShaped } from './w2Checks';

export interface Party {
  name: string;
  tin: string;
}

const POSSESSIVE = String.raw`'?s?`;
/** The rest of a name caption that goes on to the address ('..., street address, city or town, ...'). */
const NAME_TAIL = String.raw`(?:\s*(?:,|and|&|street|address|city|or|town|state|province|country|zip|foreign|postal|code|telephone|no\.?|number|\(.*?\))\b\.?)*\s*:?`;

export const PARTY_CAPTIONS = {
  payerName: new RegExp(String.raw`\bpayer${POSSESSIVE}\s*name${NAME_TAIL}|\bpayer\s*:|\bfiler${POSSESSIVE}\s*name${NAME_TAIL}`, 'i'),
  payerTin: new RegExp(String.raw`\bpayer${POSSESSIVE}\s*(?:tin\b|ein\b|(?:fed(?:eral|\.)?\s*)?(?:tax\s*)?(?:id|identification)\b\.?(?:\s*(?:number|no\.?|#))?)\s*:?`, 'i'),
  // A letter's or statement's own words for the recipient ('Annuitant: HOWARD L. PETTIGREW', 'Prepared for Samuel K. ...'),
  // not a salutation ('Dear Claimant:' heads the letter's sentences).
  recipientName: new RegExp(
    String.raw`\brecipient${POSSESSIVE}\s*name${NAME_TAIL}|\brecipient\s*:|\bbox\s*1\.?\s*name\b|(?<!\bdear\s+)\b(?:annuitant|beneficiary|payee|claimant|account\s*holder)\s*:|\bprepared\s*for\b`,
    'i',
  ),
  // A letter's 'Your identification number:' / 'Your SSN' is the addressee's, the recipient's; so is a 'Claimant's SSN'.
  recipientTin: new RegExp(
    String.raw`\brecipient${POSSESSIVE}\s*(?:tin\b|ssn\b|(?:taxpayer\s*)?(?:tax\s*)?(?:id|identification)\b\.?(?:\s*(?:number|no\.?|#))?)\s*:?|\bbeneficiary${POSSESSIVE}\s*social\s*security\s*(?:number|no\.?)|\b(?:claimant|payee|annuitant)${POSSESSIVE}\s*(?:ssn\b|tin\b|social\s*security\s*(?:number|no\.?)|(?:tax\s*)?(?:id|identification)\s*(?:number|no\.?))\s*:?|\byour\s*(?:taxpayer\s*)?(?:identification\s*(?:number|no\.?)|ssn\b|social\s*security\s*(?:number|no\.?))\s*:?`,
    'i',
  ),
} as const;

/** A TIN's label that names no party ('Taxpayer ID:', 'Tax ID number:', 'SSN:'), never after a payer's or filer's word. */
const BARE_TIN_LABEL = /(?<!\b(?:payer|filer|employer|federal|fed\.?)['’]?s?\s*)\b(?:(?:taxpayer|tax)\s*(?:id|identification)(?:\s*(?:number|no\.?|#))?|ssn|tin)\s*:/i;

/** A label naming no party, with or without its colon ('Taxpayer ID XXX-XX-5120' under the addressee's name). */
const TAXPAYER_ID_LABEL = /(?<!\b(?:payer|filer|employer|federal|fed\.?)['’]?s?\s*)\b(?:taxpayer|tax)\s*(?:id|identification)\b(?:\s*(?:number|no\.?|#))?\s*:?/i;

const h = (box: Box) => Math.max(1, box.y1 - box.y0);

/** Words that make a line the rest of a caption rather than a value ('or foreign postal code, and telephone no.'). */
const CAPTION_WORDS = /\b(?:postal|telephone|province|zip|street\s*address|city\s*or\s*town|foreign|instructions|apt\.?\s*no)\b/i;

/** The last words of a party caption wrapped onto a line of their own ('no.', 'and telephone no.'). */
const CAPTION_TAIL = /^(?:(?:no\.?|and|or|number|telephone|phone|code|&|,)\s*)+$/i;

/** Text that is a name: words of letters (a name may hold '&', '.', ',', digits in a street-like firm name), not a caption, amount or box. */
export function isNameLike(text: string): boolean {
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  if (letters < 3 || letters < text.replace(/\s/g, '').length * 0.6) return false;
  if (!/[A-Za-z]{2,}/.test(text)) return false;
  // A word of a caption alone ('name,' that OCR set on a line of its own) is no name.
  if (/^(?:name|street|address|city|town|state|province|country|zip|telephone|no)[.,:]?$/i.test(text.trim())) return false;
  // A box's caption ('9 Market gain', 'Box 2. ...') or a party caption is no name.
  if (/^(?:box\s*)?\d{1,2}[a-h]?\.?\s/i.test(text)) return false;
  if (CAPTION_WORDS.test(text)) return false;
  // Words of the form's own print only ('Payments', 'Year', 'Distributions From Pensions, Annuities, Retirement'):
  // what OCR kept of a title or a revision date where it lost the name.
  // (Its check boxes read as marks around the words: '[1VOID [] CORRECTED'.)
  // A caption's possessive counts as its word ('PAYER'S' alone: what OCR kept of a garbled 'PAYER'S name, ...').
  const printed = text.split(/[\s,]+/).map((word) => word.replace(/^[^A-Za-z]+|[^A-Za-z.]+$/g, '').replace(/['’]s$/i, '')).filter(Boolean);
  if (printed.every((word) => FORM_WORDS.test(word))) return false;
  return !Object.values(PARTY_CAPTIONS).some((pattern) => pattern.test(text));
}

/** Words the 1099s and SSA-1099 print of themselves: titles, copies, the revision date, 'For calendar year'. */
const FORM_WORDS =
  /^(?:for|from|and|or|of|the|to|on|calendar|year|january|rev\.?|form|copy|[a-c]|recipient|payer|information|payments?|compensation|interest|income|dividends?|distributions?|proceeds|broker|barter|exchange|transactions?|nonemployee|miscellaneous|certain|government|pensions?|annuities|retirement|profit-sharing|plans?|iras?|insurance|contracts|original|issue|discount|benefits?|statement|social|security|corrected|void|omb|no\.?|important|tax|being|furnished|this|early|withdrawal|penalty|amounts?|box|gross|total|codes?|paid|state|federal|withheld|account|number)$/i;

/** The words of a line from `first` on, up to a gap wider than `gap` (the next cell's writing). */
function runFrom(items: readonly TextItem[], gap: number): TextItem[] {
  const run: TextItem[] = [];
  for (const item of items) {
    if (run.length && item.x0 - Math.max(...run.map((word) => word.x1)) > gap) break;
    run.push(item);
  }
  return run;
}

/**
 * A name's words without a lone small letter OCR made of a speck within or between its words ('Blue Heron Landscape p
 * Design g LLC', the 'p' inside 'Landscape''s box): one letter in lower case, a capitalised word on either side.
 */
function withoutSpecks(items: readonly TextItem[]): TextItem[] {
  const capitalised = (item: TextItem | undefined) => item !== undefined && /^[A-Z]/.test(item.text);
  return items.filter((item, at) => !(/^[a-z]$/.test(item.text) && capitalised(items[at - 1]) && capitalised(items[at + 1])));
}

const textOf = (items: readonly TextItem[]) => items.map((item) => item.text).join(' ').replace(/^[:\-–|\s]+/, '').replace(/[|\s]+$/, '').trim();

/** Where the next caption (of any of `stops`) starts to the right of `box` on its line: the value's column ends there. */
function nextCaptionX(line: TextLine, box: Box, stops: readonly RegExp[]): number {
  let end = Infinity;
  for (const stop of stops) for (const other of matchesInLine(line, stop)) if (other.x0 > box.x1 + h(box) && other.x0 < end) end = other.x0;
  return end;
}

/** Each line where the caption is printed, with the caption's box and size, where its cell ends and the words right of it. */
function* captionsIn(lines: readonly TextLine[], caption: RegExp, stops: readonly RegExp[]) {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const box = matchInLine(line, caption);
    if (!box) continue;
    const end = nextCaptionX(line, box, stops);
    yield { index, line, box, size: h(box), end, right: line.items.filter((item) => item.x0 >= box.x1 - 0.5 && item.x0 < end) };
  }
}

/**
 * A name with its address run on after it on one line ('PINEHURST NATIONAL BANK, 400 FAYETTEVILLE ST, ...'), or its
 * city and state and then a sentence, as a letter names its payer in running text ('GEORGIA DEPARTMENT OF REVENUE,
 * Atlanta, GA. This notice is ...'): the name.
 */
export const withoutAddress = (text: string) =>
  text.replace(/,\s*(?:\d+\s+[A-Za-z]|P\.?\s*O\.?\s*BOX\b).*$/i, '').replace(CITY_AND_STATE_RUN_ON, '');

/** ', Atlanta, GA.' and what follows: a state's code, not a suffix ('DOE, JOHN, JR'). */
const CITY_AND_STATE_RUN_ON = new RegExp(String.raw`,\s*[A-Z][A-Za-z.' -]*,\s*(?:${US_STATE_CODES.join('|')})\b(?:[.,;]|\s+\d{5}|$).*$`);

/**
 * The next label a name's line runs on into, with no wider space than between words ('CHIDINMA OKORO-LINDQVIST TIN
 * XXX-XX-2264', "... Recipient's TIN:", '... Federal ID 13-4402716', '... Account 7WX-20418'), or a separator dot
 * before the address ('Life Insurance Company · 1400 Farnam St').
 */
const NEXT_LABEL =
  /\s+(?:[·•]|(?:TIN|SSN|EIN)\b|(?:payer|recipient|filer|borrower)['’]?s\b|fed(?:eral|\.)?\s*(?:tax\s*)?(?:id|identification)\b|(?:tax\s*)?ID\s*(?:no\.?|number|#)?\s*:?\s*\d|acc(?:oun)?t\.?(?:\s*(?:no\.?|number|#))?\s*:?(?:\s|$)|phone\b|tel\.?\s*:?\s*\(?\d).*$/i;

/** A name without the label (and what follows it) its line runs on into. */
export const beforeNextLabel = (text: string) => text.replace(NEXT_LABEL, '').trim();

/** A name's whole reading: without a label run on after it, nor its address. */
const nameOnly = (text: string) => withoutAddress(beforeNextLabel(text)).trim();

/** A mark under this share of a caption's letter height is a speck, not a letter of a name under it. */
const TINY_MARK = 0.4;

/**
 * A name by its caption: the words right after it on its line (close to it, or after ':'), else the first
 * name-like line under it in its column, past the caption's own second line. '' when none is name-like.
 */
export function nameByCaption(lines: readonly TextLine[], caption: RegExp, stops: readonly RegExp[]): string {
  for (const { index, line, box, size, end, right } of captionsIn(lines, caption, stops)) {
    // A value beside its caption is close to it (a far word is the next cell's writing), unless the page lists its
    // entries as a label column and a value column ('Payer's name  ...  Sandpiper Investment Services Inc' over
    // 'Payer's address  ...  1 Harbor Place'): a line near it starts where the caption does and has its second
    // column where this value starts (and it is no next box: 'Box 2.' of a grid's row; nor a form's legend far right).
    const listed = (value: TextItem) =>
      lines.slice(Math.max(0, index - 3), index + 4).some((other) => other !== line && Math.abs(other.items[0]!.x0 - box.x0) < size && other.items.some((item) => item !== other.items[0] && Math.abs(item.x0 - value.x0) < size));
    const boxNumber = /^(?:box\s*)?\d{1,2}[a-h]?\b/i;
    if (right.length && (right[0]!.x0 - box.x1 < size * 4 || (line.items[0]!.x0 >= box.x0 - 0.5 && right[0]!.x0 - box.x1 < size * 15 && !boxNumber.test(textOf(right)) && listed(right[0]!)))) {
      const text = nameOnly(textOf(runFrom(right, size * 2.5)));
      if (isNameLike(text)) return text;
    }
    let lastY = line.y1;
    for (const below of lines.slice(index + 1, index + 6)) {
      // (Measured in the larger of the caption's and the line's type: small captions over a name in larger type.)
      if (below.y0 - lastY > Math.max(size, below.y1 - below.y0) * 4) break;
      // (Without marks far smaller than the caption's letters: a photo's specks OCR reads as 'y' or '"' on a line of
      // their own between the caption and the name.)
      const inColumn = below.items.filter((item) => item.x0 >= box.x0 - size * 4 && item.x0 < end && h(item) >= size * TINY_MARK);
      // The value starts near the caption's left edge (words farther right are another cell's).
      const start = inColumn.findIndex((item) => item.x0 < box.x0 + size * 8);
      if (start < 0) continue;
      const text = nameOnly(textOf(withoutSpecks(runFrom(inColumn.slice(start), size * 2.5))));
      lastY = below.y1;
      if (isNameLike(text)) return text;
      // The caption's second line (or its third: 'no.' of 'telephone no.'), or an empty cell's '$': look one line further.
      if (text && !CAPTION_WORDS.test(text) && !CAPTION_TAIL.test(text) && !/^[$|.\s]*$/.test(text)) return '';
    }
  }
  return '';
}

const EIN_SHAPE = /(?<![\w-])\d{2}-\d{7}(?![\w-])/;

/** A TIN in text as printed or as OCR slips it ('46—22l0987'): the first EIN or SSN in it (masked digits read as X). */
export function tinIn(text: string): string {
  // (A web statement masks digits with bullets, '•••-••-4471', as others do with * or X.)
  const normalized = text.replace(/[–—‐]/g, '-').replace(/[•●∙]/g, '*');
  const ein = findShaped(normalized, 'ein');
  const ssn = findShaped(normalized, 'ssn').replace(/\*/g, 'X');
  if (!ein || !ssn) return ein || ssn;
  // Both shapes: the one printed first (where its digits, as OCR may slip them, start).
  const digit = '[0-9OoIlSB]';
  const einAt = normalized.search(new RegExp(`${digit}{2}\\s?-\\s?${digit}{7}`));
  const ssnAt = normalized.search(new RegExp(`(?:${digit}{3}|[X*]{3})\\s?-\\s?(?:${digit}{2}|[X*]{2})\\s?-`, 'i'));
  return einAt <= ssnAt ? ein : ssn;
}

/**
 * A masked SSN as OCR reads its asterisks ('HEk_*%-4093', '_%+_3307', '***.*%.732()'): symbols and a letter or two, then the
 * last four digits; taken only beside or under a TIN caption, as 'XXX-XX-' and the four digits.
 */
function maskedTinIn(items: readonly TextItem[]): string {
  for (const item of items) {
    // A 0 OCR split into '()' ('***.*%.732()').
    const match = /^([^\d\s]{3,9})[-_.~](\d{4})$/.exec(item.text.replace(/\(\)/g, '0'));
    if (match && (/[*xX]/.test(match[1]!) || /^[^A-Za-z0-9]+$/.test(match[1]!))) return `XXX-XX-${match[2]}`;
    // Asterisks read as star-like letters ('rre-rr-6602', '¥Ee_sx5008'), a dash maybe as a 1 ('"*1.**.9146'): marks
    // (two or more) and a dash-like separator before the four digits.
    const marked = /^(\S{4,12}?)(\d{4})$/.exec(item.text);
    const marks = marked?.[1]!.replace(/^(\D*)[1l|](\D*)$/, '$1-$2');
    const separated = marks && /[-_.~]/.test(marks) && marks.replace(/[-_.~]/g, '').length >= 2;
    if (marked && separated && /^[*xXsSkKeEoOrnHA¥%+#_.~'"`-]+$/.test(marks)) return `XXX-XX-${marked[2]}`;
    // Asterisks read as 1s and 0s ('11.5318', '*e.0.5318' for '***-**-5318'): round marks and strokes only, a separator
    // among them, fewer digits than a TIN has.
    const digitLike = /^([*xXeEoO01lI|!]{1,4}[-_.~][*xXeEoO01lI|!.~-]{0,4})(\d{4})$/.exec(item.text);
    if (digitLike && digitLike[1]!.replace(/[-_.~]/g, '').length >= 2) return `XXX-XX-${digitLike[2]}`;
  }
  // Its asterisks read as small letters or capitals in words of their own ('sks sek 2087', 'HEE AE5008' for
  // '***-**-5008'): a word or two of star-like marks and then the four digits, the last marks maybe glued to them.
  for (let at = 0; at + 1 < items.length; at += 1) {
    for (const count of [2, 3]) {
      const run = items.slice(at, at + count);
      const last = run.length === count ? /^([^\d\s]{0,4}?)[-_.~]?(\d{4})$/.exec(run.at(-1)!.text) : null;
      if (!last) continue;
      const marks = run.slice(0, -1).map((item) => item.text).join('') + last[1]!;
      if (marks.length >= 4 && marks.length <= 9 && /^[*xXsSkKeEoOHA%+#_.~-]+$/.test(marks)) return `XXX-XX-${last[2]}`;
    }
  }
  return '';
}

/** A TIN by its caption: TIN-shaped text after it on its line (before the next caption), else under it near its column. */
export function tinByCaption(lines: readonly TextLine[], caption: RegExp, stops: readonly RegExp[]): string {
  for (const { index, line, box, size, end, right: rightItems } of captionsIn(lines, caption, stops)) {
    const right = tinIn(textOf(rightItems)) || maskedTinIn(rightItems);
    if (right) return right;
    const below = lines.slice(index + 1, index + 6);
    for (const [at, next] of below.entries()) {
      if (next.y0 - line.y1 > size * 7) break;
      // From a little left of the caption: its box number ('Box 2.') may be printed before it.
      const nearOf = (candidate: TextLine) => candidate.items.filter((item) => item.x0 >= box.x0 - size * 4 && item.x0 < Math.min(end, box.x1 + size * 12));
      const near = nearOf(next);
      const found = tinIn(textOf(near)) || maskedTinIn(near);
      if (found) return found;
      // OCR may set a masked TIN's marks and its digits on two lines of one height ('Kok ok kk' apart from '6602').
      const level = below[at + 1];
      if (level && Math.abs((level.y0 + level.y1) / 2 - (next.y0 + next.y1) / 2) < size * 0.6) {
        const masked = maskedTinIn([...near, ...nearOf(level)].sort((a, b) => a.x0 - b.x0));
        if (masked) return masked;
      }
    }
  }
  return '';
}

/** Every TIN-shaped text on the page, in reading order. */
const tinsOnPage = (lines: readonly TextLine[]) => lines.flatMap((line) => line.items.map((item) => tinIn(item.text)).filter(Boolean));

/** A letter's sender: the first line of the page in its largest type (a letterhead). */
export function letterhead(lines: readonly TextLine[]): string {
  // A line's type size: its words' middle height (a '|' or a descender makes the line's extent taller than its type).
  const size = (line: TextLine) => {
    const heights = line.items.filter((item) => /[A-Za-z0-9]{2}/.test(item.text)).map((item) => h(item)).sort((a, b) => a - b);
    return heights[Math.floor(heights.length / 2)] ?? 0;
  };
  // A form's own words ('Copy B for Recipient', 'Internal Revenue Service') are no payer's letterhead.
  // Nor are the forms' titles ('Dividends and Distributions', 'Miscellaneous Information') or 'For calendar year 2024'.
  const boilerplate =
    /\b(?:1099|form|statement|tax|reporting)\b|\bcopy\b.*\brecipient\b|internal\s*revenue\s*service|\b(?:interest\s*income|dividends\s*and\s*distributions|miscellaneous\s*information|nonemployee\s*compensation|certain\s*government\s*payments|proceeds\s*from\s*broker|annuities,?\s*retirement|original\s*issue\s*discount)\b|\byear\s*20\d\d\b|\brev\./i;
  // Nor a date alone: the form's revision '(Rev. January 2024)' that OCR split from its 'Rev.'.
  // Nor a page's number printed at its top ('PAGE 4 OF 6').
  const pageNumber = /^page\b/i;
  const dateAlone = /^\(?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b[\s\d,)]*$/i;
  // Each run of words of the top lines on its own: the name may share its line with the form's title or a page
  // number printed far right ('Bayside Securities Corp ... 1099-DIV Dividends and Distributions').
  const runs = lines.slice(0, 4).flatMap((line) => {
    const found: TextItem[][] = [];
    for (let at = 0; at < line.items.length; at += found.at(-1)!.length) found.push(runFrom(line.items.slice(at), size(line) * 2.5));
    return found.map((items) => ({ items, text: textOf(items), size: size({ ...line, items }) }));
  });
  // Nor an address line ('ONE BATTERY PARK PLAZA 14TH FL, NEW YORK NY 10004', its comma boxed a little taller by OCR).
  const candidates = runs.filter((run) => /[A-Za-z]{3}/.test(run.text) && !boilerplate.test(run.text) && !dateAlone.test(run.text) && !pageNumber.test(run.text) && !CITY_LINE.test(run.text));
  // A logo's mark OCR read as one short word in small letters ('dhe', a little taller than the name beside it) is no name.
  const tallest = [...candidates].filter((run) => !/^[a-z]{1,4}$/.test(run.text)).sort((a, b) => b.size - a.size)[0];
  const smallest = Math.min(...lines.map(size).filter((value) => value > 0));
  if (!tallest || tallest.size <= smallest * 1.3) return '';
  const items = withWordsRunOn(lines, tallest.items);
  const text = textOf(items);
  if (!isNameLike(text)) return '';
  return agencyUnder(lines, items) || continuedUnder(lines, items) || text;
}

/**
 * A letterhead's run with the words that go on from its end at a word space, level with it, that OCR set on a line
 * of its own (the first words' boxes taller than the rest: 'Prairie Wind' apart from 'Energy Holdings LLC').
 */
function withWordsRunOn(lines: readonly TextLine[], run: readonly TextItem[]): TextItem[] {
  const words = [...run];
  const top = Math.min(...run.map((item) => item.y0));
  const bottom = Math.max(...run.map((item) => item.y1));
  const others = lines.flatMap((line) => line.items).filter((item) => !run.includes(item));
  for (;;) {
    const end = words.at(-1)!;
    const next = others.find((item) => !words.includes(item) && item.x0 > end.x1 - 1 && item.x0 - end.x1 < h(item) * 1.5 && (item.y0 + item.y1) / 2 > top && (item.y0 + item.y1) / 2 < bottom);
    if (!next) return words;
    words.push(next);
  }
}

/** The words a firm's name ends with ('Life Insurance Company', 'Credit Union', 'Advisers LLC'). */
const FIRM_END = /\b(?:company|co\.?|inc\.?|incorporated|llc|l\.l\.c\.|l\.?p\.?|llp|ltd\.?|corp(?:oration)?\.?|bank|n\.a\.|union|association|trust|funds?|group|partners|plc|services)$/i;

/** The squeezed letters of a name, to compare a logo's word with the name printed under it. */
const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A letterhead's name that goes on under it, on the next line from the same left edge (the name's first words in
 * large type, the rest on the line of the address: 'Great Plains Mutual' over 'Life Insurance Company · 1400
 * Farnam St'), or a logo's word over the firm's whole name ('fernway' over 'Fernway Digital Advisers LLC · ...'):
 * the whole name. '' when the line under is no such name.
 */
function continuedUnder(lines: readonly TextLine[], heading: readonly TextItem[]): string {
  const top = Math.max(...heading.map((item) => item.y1));
  const size = Math.max(...heading.map((item) => h(item)));
  const x0 = heading[0]!.x0;
  // (OCR boxes a word by its letters: the space between two lines is wider in their heights than on a text layer.)
  const under = lines.find((line) => line.y0 >= top - size * 0.3 && line.y0 - top < size * 2.5 && line.items.some((item) => Math.abs(item.x0 - x0) < size));
  if (!under) return '';
  const start = under.items.findIndex((item) => Math.abs(item.x0 - x0) < size);
  // Up to a separator much smaller than the name's words (a bullet OCR read as 'o' or '«' before the address).
  const own = under.items.slice(start);
  const small = own.findIndex((item) => h(item) < h(own[0]!) * 0.5);
  if (small > 0) own.splice(small);
  // The name's words, up to the address (a house number) or a label run on after it.
  const firstNumber = own.findIndex((item) => /^\d/.test(item.text));
  // (Without the separator before the address as OCR may read it: '-', '+', '«'.)
  const text = nameOnly(textOf(runFrom(firstNumber > 0 ? own.slice(0, firstNumber) : own, h(own[0]!) * 2.5))).replace(/[^A-Za-z.]+$/, '');
  if (!isNameLike(text) || /^\d/.test(text)) return '';
  const name = textOf(heading);
  if (letters(text).startsWith(letters(name)) && text.length > name.length) return text;
  // A brand over the firm's legal name ('Ridgeline Investments' over 'Ridgeline Brokerage Services Inc'): the line
  // under opens with the brand's first word and ends as a firm's name does; the legal name is the payer.
  const firstWord = (value: string) => letters(value.split(/\s+/)[0] ?? '');
  if (FIRM_END.test(text) && firstWord(text) === firstWord(name) && text.split(/\s+/).length >= 2) return text;
  return !FIRM_END.test(name) && FIRM_END.test(text) ? `${name} ${text}` : '';
}

/**
 * A payer's name printed in the page's body type on its first lines, where no caption names it and no letterhead
 * stands out by its size (a statement typed in one font: 'SIERRA FOOTHILLS FEDERAL CREDIT UNION' over 'PO BOX
 * 1410 AUBURN CA 95604'; 'LARCHMONT CLEARING SERVICES LLC Federal ID 13-4402716 2 Gateway Plaza, ...'): a line
 * that starts with a name and goes on to its TIN or address, or is followed by its street's line. '' when none is.
 */
export function nameAtTop(lines: readonly TextLine[]): string {
  for (const [index, line] of lines.slice(0, 3).entries()) {
    const run = runFrom(line.items, h(line.items[0]!) * 2.5);
    const whole = textOf(run);
    const name = nameOnly(whole);
    if (!isNameLike(name) || name.split(/\s+/).length < 2 || /\b(?:1099|form)\b/i.test(name)) continue;
    const rest = whole.slice(name.length);
    const next = lines[index + 1];
    const under = next !== undefined && next.y0 - line.y1 < h(line.items[0]!) * 1.5 && Math.abs(next.items[0]!.x0 - line.items[0]!.x0) < h(line.items[0]!);
    const streetUnder = under && STREET_LINE.test(next.text);
    // Or the whole address on the line under, from the same left edge ('ONE BATTERY PARK PLAZA 14TH FL, NEW YORK NY 10004').
    const addressUnder = under && /,/.test(textOf(runFrom(next.items, h(next.items[0]!) * 2.5))) && CITY_LINE.test(textOf(runFrom(next.items, h(next.items[0]!) * 2.5)));
    if (tinIn(rest) || CITY_LINE.test(rest.trim()) || streetUnder || addressUnder) return name;
  }
  return '';
}

/** A government by its name alone ('COMMONWEALTH OF VIRGINIA', 'State of Ohio'): a heading over the agency that pays. */
const JURISDICTION = /^(?:the\s+)?(?:commonwealth|state|territory|government)\s+of\s+(?:the\s+)?[A-Za-z .]+$/i;
const AGENCY = /\b(?:department|dept\.?|division|commission|agency|office|bureau|board|administration|authority|comptroller|treasurer)\b/i;

/**
 * The agency named on the line just under a letterhead that names only its government ('COMMONWEALTH OF VIRGINIA'
 * over 'Virginia Department of Taxation – PO Box 1115, ...'): the agency is who pays and files the 1099 (its EIN
 * is the agency's). The agency's name without the address run on after it. '' when the letterhead is no such heading.
 */
function agencyUnder(lines: readonly TextLine[], heading: readonly TextItem[]): string {
  if (!JURISDICTION.test(textOf(heading))) return '';
  const top = Math.max(...heading.map((item) => item.y1));
  const size = Math.max(...heading.map((item) => h(item)));
  const under = lines.find((line) => line.y0 >= top - size * 0.2 && line.y0 - top < size * 1.5);
  if (!under) return '';
  const start = under.items.findIndex((item) => Math.abs(item.x0 - heading[0]!.x0) < size);
  if (start < 0) return '';
  const text = withoutAddress(textOf(under.items.slice(start))).split(/\s+[–—-]\s+|\s{2,}/)[0]!.trim();
  return AGENCY.test(text) && isNameLike(text) ? text : '';
}

const CITY_LINE = /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/;
// A house number may run into a direction or unit letter as OCR reads it ('72N 400 E' for '72 N 400 E').
const STREET_LINE = /^(?:\d+[A-Z]?\s+\w|P\.?\s*O\.?\s*BOX\b)/i;

/** Each address block of the page (name, street, 'City ST 12345', one column), top to bottom: its name, the line over the name, its place. */
function* addressBlocks(lines: readonly TextLine[]) {
  const runsOf = (line: TextLine) => {
    // A word space in the type of the two words it parts (the line may also hold a caption in smaller type: 'Parkersburg,
    // WV' beside 'TREASURY OBLIGATIONS'), not in a speck's OCR read as a letter ('Landscape p Design').
    const worded = (item: TextItem) => /[A-Za-z0-9]{2}/.test(item.text);
    const smallest = Math.min(...(line.items.some(worded) ? line.items.filter(worded) : line.items).map((item) => h(item)));
    const space = (left: TextItem, right: TextItem) => {
      const heights = [left, right].filter(worded).map((item) => h(item));
      return heights.length ? Math.min(...heights) : smallest;
    };
    const runs: TextItem[][] = [];
    for (const item of line.items) {
      const last = runs.at(-1);
      // From the run's right end: a speck OCR read inside a word ('p' within 'Landscape') ends before the word does.
      const end = last?.reduce((right, word) => (word.x1 > right.x1 ? word : right));
      if (last && end && item.x0 - end.x1 <= space(end, item) * 2) last.push(item);
      else runs.push([item]);
    }
    return runs;
  };
  // The run starting at `x` on the nearest line above `index` that is not a caption ('Street address (including apt. no.)').
  const above = (index: number, x: number, size: number): [TextItem[] | undefined, number] => {
    for (let up = index - 1; up >= 0 && lines[up]!.y1 > lines[index]!.y0 - size * 8; up -= 1) {
      const run = runsOf(lines[up]!).find((candidate) => Math.abs(candidate[0]!.x0 - x) < size * 2);
      // Nor a caption's last word wrapped alone ('code' of '... foreign postal code').
      if (run && !CAPTION_WORDS.test(textOf(run)) && !CAPTION_TAIL.test(textOf(run)) && !/\b(?:address|city|street)\b/i.test(textOf(run))) return [run, up];
    }
    return [undefined, -1];
  };
  for (let index = 2; index < lines.length; index += 1) {
    for (const city of runsOf(lines[index]!)) {
      if (!CITY_LINE.test(textOf(city))) continue;
      const size = h(city[0]!);
      const x = city[0]!.x0;
      const [street, streetIndex] = above(index, x, size);
      if (!street || !STREET_LINE.test(textOf(street))) continue;
      const [name, nameIndex] = above(streetIndex, x, size);
      const text = name ? textOf(withoutSpecks(name)) : '';
      const [over] = nameIndex > 0 ? above(nameIndex, x, size) : [undefined];
      if (text && isNameLike(text) && text.split(/\s+/).length >= 2) yield { name: text, over: over ? textOf(over) : '', x, top: lines[nameIndex]!.y0, bottom: lines[index]!.y1 };
    }
  }
}

/**
 * The name of an address block (name, street, 'City ST 12345'), column by column: the three runs start at
 * the same place, whatever else the lines hold to their right ('Member Number: ...'). Blocks whose name is
 * in `except` (the payer's own address) are passed over.
 */
export function addressBlockName(lines: readonly TextLine[], except: readonly string[] = []): string {
  const excepted = (value: string) => except.some((other) => other && other.toUpperCase() === value.toUpperCase());
  // The payer's own block: its name, or the name's second line ('UNEMPLOYMENT INSURANCE' under the department).
  for (const block of addressBlocks(lines)) if (!excepted(block.name) && !(block.over && excepted(block.over))) return block.name;
  return '';
}

/**
 * The payer's address block when its name was read nowhere else: the block printed over the payer's TIN (its caption
 * or, without one, the page's EIN), in its column: the last one above it, nearest its left edge. '' when none is.
 */
function payerBlockName(lines: readonly TextLine[]): string {
  const tinLine = lines.find((line) => PARTY_CAPTIONS.payerTin.test(line.text)) ?? lines.find((line) => EIN_SHAPE.test(line.text));
  if (!tinLine) return '';
  const tin = matchInLine(tinLine, PARTY_CAPTIONS.payerTin) ?? tinLine.items.find((item) => EIN_SHAPE.test(item.text))!;
  const over = [...addressBlocks(lines)].filter((block) => block.bottom <= tinLine.y0 + 0.5 && Math.abs(block.x - tin.x0) < h(tin) * 8);
  return over.sort((a, b) => b.bottom - a.bottom || Math.abs(a.x - tin.x0) - Math.abs(b.x - tin.x0))[0]?.name ?? '';
}

/** The recipient's block headed by its word alone: 'Recipient', or a state agency's 'Claimant' (1099-G), a plan's 'Payee'. */
const RECIPIENT_HEADING = /^(?:recipient|claimant|payee|prepared\s+for|issued\s+to):?$/i;
/** A statement's heading over its issuer's block ('Issued by' beside 'Prepared for'). */
const PAYER_HEADING = /^(?:payer|issuer|issued\s+by):?$/i;

/**
 * A name under a heading that is the party's word alone ('Payer' over an insurer's address block, with no "'s
 * name"), or a statement's two words ('Prepared for', 'Issued by' side by side): the heading stands apart on its line,
 * the name is the first words under it in its column.
 */
function nameUnderHeading(lines: readonly TextLine[], heading: RegExp): string {
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const items = lines[index]!.items;
    for (let at = 0; at < items.length; at += 1) {
      const item = items[at]!;
      const size = h(item);
      // The heading's words: one, or two or three set close together.
      let last = at;
      while (!heading.test(textOf(items.slice(at, last + 1))) && last + 1 < items.length && last - at < 2 && items[last + 1]!.x0 - items[last]!.x1 < size * 1.5) last += 1;
      const alone = (!items[at - 1] || item.x0 - items[at - 1]!.x1 > size * 4) && (!items[last + 1] || items[last + 1]!.x0 - items[last]!.x1 > size * 4);
      if (!heading.test(textOf(items.slice(at, last + 1))) || !alone) continue;
      const below = lines[index + 1]!;
      if (below.y0 - item.y1 > size * 3) continue;
      const start = below.items.findIndex((word) => word.x0 >= item.x0 - size * 4 && word.x0 < item.x0 + size * 8);
      if (start < 0) continue;
      const text = withoutAddress(textOf(runFrom(below.items.slice(start), size * 2.5)));
      if (isNameLike(text)) return text;
    }
  }
  return '';
}

/**
 * A name printed just above its party's TIN caption and starting where it does (a statement's recipient block: the name,
 * then 'Recipient's TIN: ***-**-7314' or 'Taxpayer ID XXX-XX-5120' under it), wherever the line above begins.
 */
function nameAboveTinCaption(lines: readonly TextLine[], caption: RegExp, stops: readonly RegExp[]): string {
  for (const { index, box, size, right } of captionsIn(lines, caption, stops)) {
    // (A label naming no party holds an individual's number: an SSN, masked or not.)
    const held = tinIn(textOf(right)) || maskedTinIn(right);
    if (caption === TAXPAYER_ID_LABEL && (!held || EIN_SHAPE.test(held))) continue;
    const above = lines[index - 1];
    if (!above || box.y0 - above.y1 > size * 1.5) continue;
    const start = above.items.findIndex((item) => Math.abs(item.x0 - box.x0) < size);
    if (start < 0) continue;
    const text = nameOnly(textOf(runFrom(above.items.slice(start), size * 2.5)));
    if (isNameLike(text)) return text;
  }
  return '';
}

/**
 * A name printed after its party's TIN on the TIN caption's row ("PAYER'S TIN 36-4471902   Millbrook Savings Bank
 * Investment Services"), when the page prints no name caption; not when the words start in the column of the other
 * party's TIN caption (that party's block, its name above its caption).
 */
function nameAfterTin(lines: readonly TextLine[], caption: RegExp, otherCaption: RegExp, stops: readonly RegExp[]): string {
  const otherColumns = [otherCaption, TAXPAYER_ID_LABEL].flatMap((other) => [...captionsIn(lines, other, stops)].map(({ box }) => box.x0));
  for (const { box, size, right } of captionsIn(lines, caption, stops)) {
    const at = right.findIndex((item) => tinIn(item.text) !== '' || maskedTinIn([item]) !== '');
    const after = at >= 0 ? right.slice(at + 1) : [];
    if (after.length === 0 || otherColumns.some((x) => Math.abs(after[0]!.x0 - x) < size)) continue;
    if (after[0]!.x0 - right[at]!.x1 > box.x1 - box.x0 + size * 15) continue;
    const text = nameOnly(textOf(runFrom(after, size * 2.5)));
    if (isNameLike(text)) return text;
  }
  return '';
}

/**
 * A name in a label/value row whose label is the bare word 'Name' (a web page's list: 'Name ........ value'): the
 * words after the label on its row, however far right. The caller says whose name the page's one 'Name' is.
 */
export function nameOfRow(lines: readonly TextLine[]): string {
  for (const line of lines) {
    const [label, ...rest] = line.items;
    if (!label || !/^name:?$/i.test(label.text) || rest.length === 0) continue;
    const text = joinHyphens(textOf(runFrom(rest, h(label) * 2.5)));
    if (isNameLike(text)) return text;
  }
  return '';
}

/**
 * A name in a statement's label/value table whose label is the party's word alone ('Recipient   Colette Vanderhoek-Amadi'
 * over "Recipient's TIN   XXX-XX-4150" and 'Address   23 Fernbrook Rd'): the label starts its line and the value
 * starts where a neighbouring row's value does (a table, not a sentence or a grid's caption). '' when none is.
 */
export function nameOfLabelRow(lines: readonly TextLine[], label: RegExp): string {
  for (const [index, line] of lines.entries()) {
    const [first, ...rest] = line.items;
    if (!first || !label.test(first.text) || rest.length === 0) continue;
    const size = h(first);
    const value = rest[0]!;
    if (value.x0 - first.x1 < size * 1.5) continue;
    const tabled = lines
      .slice(Math.max(0, index - 3), index + 4)
      .some((other) => other !== line && Math.abs(other.items[0]!.x0 - first.x0) < size && other.items.some((item, at) => at > 0 && Math.abs(item.x0 - value.x0) < size));
    if (!tabled) continue;
    const text = nameOnly(textOf(runFrom(rest, size * 2.5)));
    if (isNameLike(text)) return text;
  }
  return '';
}

/** A courtesy title before a name ('Ms. Eloise Badu-Whitfield' in a letter's address block): the name is without it. */
export const withoutCourtesyTitle = (name: string) => name.replace(/^(?:mr|mrs|ms|miss|mx|dr)\.?\s+(?=[A-Z])/i, '');

/** OCR spaces a hyphen in a name apart ('ASHBY -NAKAMURA'); names print it joined. */
/** A name as printed: hyphens without the spaces OCR put around them, no stray mark before it (a speck read as "'"). */
/** Two readings of one name: the same letters, case and punctuation aside. */
const sameName = (a: string, b: string) => letters(a) !== '' && letters(a) === letters(b);

/** Generic salutations name no one ('Dear Taxpayer:', 'Dear Claimant,'). */
const GENERIC_ADDRESSEE = /^(?:taxpayer|claimant|customer|client|member|shareholder|investor|recipient|payee|sir|madam|sir\s*or\s*madam|valued\s+\w+)$/i;

/** The name a letter's salutation addresses ('Dear Perpetua L. Garza-Whitford:', 'Dear Ms. Okafor,'), without the title. '' when none. */
export function salutationName(lines: readonly TextLine[]): string {
  for (const line of lines) {
    const match = /^dear\s+(.+?)\s*[:,]$/i.exec(line.text.trim());
    const name = match ? withoutCourtesyTitle(match[1]!.trim()) : '';
    if (name && !GENERIC_ADDRESSEE.test(name) && name.split(/\s+/).length >= 2 && isNameLike(name)) return name;
  }
  return '';
}

const joinHyphens = (name: string) => name.replace(/(?<=[A-Za-z])\s*-\s*(?=[A-Za-z])/g, '-').replace(/^[^A-Za-z0-9]+(?=[A-Za-z0-9])/, '');

/**
 * Both parties of a 1099 page. The TINs without a readable caption come from the page's TIN shapes: an EIN
 * is the payer's (an individual recipient has an SSN), an SSN the recipient's, when the page holds one of each kind.
 */
export function readParties(lines: readonly TextLine[], stops: readonly RegExp[]): { payer: Party; recipient: Party } {
  const all = [...Object.values(PARTY_CAPTIONS), ...stops];
  // A letter's salutation ('Dear Perpetua L. Garza-Whitford:') names its addressee, the recipient: the address block
  // of that name is not the payer's, and is the recipient's when no caption names one.
  const addressee = salutationName(lines);
  const notAddressee = (name: string) => (addressee && sameName(name, addressee) ? '' : name);
  const unaddressed = addressee ? lines.filter((line) => !sameName(line.text, addressee)) : lines;
  const payerName = joinHyphens(
    nameByCaption(lines, PARTY_CAPTIONS.payerName, all) || nameUnderHeading(lines, PAYER_HEADING) || nameAfterTin(lines, PARTY_CAPTIONS.payerTin, PARTY_CAPTIONS.recipientTin, all) || notAddressee(letterhead(lines)) || notAddressee(payerBlockName(lines)) || nameAtTop(unaddressed),
  );
  let payerTin = tinByCaption(lines, PARTY_CAPTIONS.payerTin, all);
  let recipientTin = tinByCaption(lines, PARTY_CAPTIONS.recipientTin, all);
  const recipientName = withoutCourtesyTitle(
    joinHyphens(nameByCaption(lines, PARTY_CAPTIONS.recipientName, all) || nameUnderHeading(lines, RECIPIENT_HEADING) || nameOfLabelRow(lines, RECIPIENT_HEADING) || addressBlockName(lines, [payerName]) || nameAfterTin(lines, PARTY_CAPTIONS.recipientTin, PARTY_CAPTIONS.payerTin, all) || nameAboveTinCaption(lines, PARTY_CAPTIONS.recipientTin, all) || nameAboveTinCaption(lines, TAXPAYER_ID_LABEL, all) || addressee),
  );
  // A statement's bare label ('Taxpayer ID:', 'SSN:'), no party named: the addressee's (the payer's number is its
  // 'Federal ID'), taken when it holds an SSN, masked or not.
  if (!recipientTin) {
    const bare = tinByCaption(lines, BARE_TIN_LABEL, all);
    if (bare && !EIN_SHAPE.test(bare)) recipientTin = bare;
  }
  const tins = tinsOnPage(lines);
  const eins = [...new Set(tins.filter((tin) => EIN_SHAPE.test(tin)))];
  const ssns = [...new Set(tins.filter((tin) => !EIN_SHAPE.test(tin)))];
  if (!payerTin && eins.length === 1 && eins[0] !== recipientTin) payerTin = eins[0]!;
  if (!recipientTin && ssns.length === 1 && ssns[0] !== payerTin) recipientTin = ssns[0]!;
  return { payer: { name: payerName, tin: payerTin }, recipient: { name: recipientName, tin: recipientTin } };
}
