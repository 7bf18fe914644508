// Reads the header of a prior-year Form 1040 (name, SSN, spouse, address, filing status, phone, email)
// from positioned text, box by box, the way a person reads the paper form: find each box's caption, then
// read what is written under it (or beside it, for 'Phone no.' and 'Email address' in the Sign Here area),
// within the column that ends where the next caption on the same row starts.
// Captions are those of the 2023/2024 Form 1040 (https://www.irs.gov/pub/irs-pdf/f1040.pdf, page 1 header
// and 'Sign Here'); the patterns tolerate the usual OCR slips (apostrophes, dots, letter case).
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { type Box, type PageText, type TextLine, findLabel, groupLines, heightOf, matchInLine, textBetween } from './layout';
import { cleanEmail, cleanPhone, cleanSsn, cleanState, cleanZip, splitNameAndInitial, tidy } from './clean';

const CAPTION = {
  yourFirstName: /your first name/i,
  lastName: /last\s*name/i,
  yourSsn: /your social\s*security/i,
  spouseFirstName: /(?:if joint return,?\s*)?spouse.?s first name/i,
  spouseSsn: /spouse.?s social\s*security/i,
  homeAddress: /home address/i,
  aptNo: /apt\.?\s*no/i,
  city: /city,? town/i,
  state: /\bstate\b(?!\s*(?:ment|s))/i,
  zip: /zip\s*code/i,
  phone: /phone\s*no/i,
  email: /e-?mail\s*address/i,
};

/** The five boxes of the 'Filing Status' section, in the form's order, with the wizard's value of each. */
const FILING_STATUS_BOXES: { pattern: RegExp; value: LastYearExtraction['filingStatus'] }[] = [
  { pattern: /\bsingle\b/i, value: 'single' },
  { pattern: /married filing jointly/i, value: 'married-joint' },
  { pattern: /married filing separately/i, value: 'married-separate' },
  { pattern: /head of household/i, value: 'head-of-household' },
  { pattern: /qualifying (?:surviving spouse|widow)/i, value: 'qualifying-widow' },
];

const ANY_CAPTION = [...Object.values(CAPTION), ...FILING_STATUS_BOXES.map((box) => box.pattern), /filing status/i];
const CHECK_MARKS = /^[[(]?\s*[xX✓✔☒■×]\s*[\])]?$/;

interface Row {
  line: TextLine;
  lineIndex: number;
  captions: { key: keyof typeof CAPTION; box: Box }[];
}

/** A row of captions: the anchor caption and those of `others` found on the same line, sorted left to right. */
function captionRow(lines: TextLine[], anchor: keyof typeof CAPTION, others: (keyof typeof CAPTION)[], fromLine = 0): Row | null {
  const found = findLabel(lines, CAPTION[anchor], fromLine);
  if (!found) return null;
  const captions: Row['captions'] = [{ key: anchor, box: found.box }];
  for (const key of others) {
    // Search only to the right of the anchor: 'Last name' must not match inside the anchor caption.
    const rest = { ...found.line, items: found.line.items.filter((item) => item.x0 >= found.box.x1 - 1) };
    const restLine = reline(rest.items);
    const box = restLine ? matchInLine(restLine, CAPTION[key]) : null;
    if (box) captions.push({ key, box });
  }
  captions.sort((a, b) => a.box.x0 - b.box.x0);
  return { line: found.line, lineIndex: found.lineIndex, captions };
}

function reline(items: TextLine['items']): TextLine | null {
  if (items.length === 0) return null;
  const offsets: number[] = [];
  let text = '';
  for (const item of items) {
    if (text) text += ' ';
    offsets.push(text.length);
    text += item.text.trim();
  }
  return { items, text, offsets, y0: Math.min(...items.map((i) => i.y0)), y1: Math.max(...items.map((i) => i.y1)) };
}

function isCaptionLine(line: TextLine): boolean {
  return ANY_CAPTION.some((pattern) => pattern.test(line.text));
}

/** What is written in a box: under its caption, in its column, on the nearest line that is not captions. */
function readBelow(lines: TextLine[], row: Row, key: keyof typeof CAPTION, pageWidth: number): string {
  const index = row.captions.findIndex((caption) => caption.key === key);
  if (index < 0) return '';
  const caption = row.captions[index].box;
  const captionHeight = Math.max(1, heightOf(caption));
  const left = caption.x0 - captionHeight;
  const right = index + 1 < row.captions.length ? row.captions[index + 1].box.x0 - captionHeight * 0.5 : pageWidth;
  const limit = row.line.y1 + captionHeight * 4;
  for (let lineIndex = row.lineIndex + 1; lineIndex < lines.length; lineIndex += 1) {
    const line = lines[lineIndex];
    if (line.y0 > limit) break;
    if (isCaptionLine(line)) break;
    const text = textBetween(line, left, right);
    if (text) return text;
  }
  return '';
}

/** What is written beside a caption on its own line (up to the next caption), else under it. */
function readBeside(lines: TextLine[], pattern: RegExp, pageWidth: number): string {
  const found = findLabel(lines, pattern);
  if (!found) return '';
  const captionHeight = Math.max(1, heightOf(found.box));
  const nextCaption = ANY_CAPTION.map((other) => {
    const rest = reline(found.line.items.filter((item) => item.x0 > found.box.x1 + 1));
    return rest ? matchInLine(rest, other) : null;
  })
    .filter((box): box is Box => box !== null)
    .sort((a, b) => a.x0 - b.x0)[0];
  const right = nextCaption ? nextCaption.x0 - captionHeight * 0.5 : pageWidth;
  const beside = textBetween(found.line, found.box.x1 + 0.5, right);
  if (beside) return beside;
  const below = lines[found.lineIndex + 1];
  if (below && below.y0 < found.line.y1 + captionHeight * 4 && !isCaptionLine(below)) {
    return textBetween(below, found.box.x0 - captionHeight, right);
  }
  return '';
}

/**
 * The checked filing-status box: a check mark (text 'X') just left of a status caption, or, on an
 * image, the box left of the caption that is clearly darker than the others.
 */
function readFilingStatus(lines: TextLine[], page: PageText): LastYearExtraction['filingStatus'] {
  const section = findLabel(lines, /filing status/i);
  const from = section ? section.lineIndex : 0;
  const candidates: { value: LastYearExtraction['filingStatus']; box: Box; line: TextLine }[] = [];
  for (const status of FILING_STATUS_BOXES) {
    const found = findLabel(lines, status.pattern, from) ?? findLabel(lines, status.pattern);
    if (found) candidates.push({ value: status.value, box: found.box, line: found.line });
  }
  for (const candidate of candidates) {
    const size = heightOf(candidate.box);
    const marked = candidate.line.items.some(
      (item) => CHECK_MARKS.test(item.text.trim()) && item.x1 <= candidate.box.x0 + size * 0.3 && item.x0 >= candidate.box.x0 - size * 3.5,
    );
    if (marked) return candidate.value;
  }
  if (page.darkness && candidates.length > 0) {
    // One probe size for every box (the median caption height), so that an outline weighs the same in each.
    const heights = candidates.map((candidate) => heightOf(candidate.box)).sort((a, b) => a - b);
    const size = heights[Math.floor(heights.length / 2)];
    const scored = candidates.map((candidate) => {
      const middle = (candidate.box.y0 + candidate.box.y1) / 2;
      const box = { x0: candidate.box.x0 - size * 2.6, x1: candidate.box.x0 - size * 0.15, y0: middle - size * 0.9, y1: middle + size * 0.9 };
      return { value: candidate.value, dark: page.darkness!(box) };
    });
    const sorted = [...scored].sort((a, b) => b.dark - a.dark);
    const others = sorted.slice(1).map((entry) => entry.dark);
    const typical = others.length ? others.reduce((sum, value) => sum + value, 0) / others.length : 0;
    if (sorted[0].dark > 0.02 && sorted[0].dark > typical * 1.6 + 0.01) return sorted[0].value;
  }
  return '';
}

export function parseLastYear1040(page: PageText): LastYearExtraction {
  const lines = groupLines(page.items);
  const width = page.width;

  const taxpayer = captionRow(lines, 'yourFirstName', ['lastName', 'yourSsn']);
  const spouse = captionRow(lines, 'spouseFirstName', ['lastName', 'spouseSsn'], taxpayer ? taxpayer.lineIndex + 1 : 0);
  const address = captionRow(lines, 'homeAddress', ['aptNo']);
  const cityRow = captionRow(lines, 'city', ['state', 'zip']);

  const taxpayerName = taxpayer ? splitNameAndInitial(readBelow(lines, taxpayer, 'yourFirstName', width)) : { name: '', initial: '' };
  const spouseName = spouse ? splitNameAndInitial(readBelow(lines, spouse, 'spouseFirstName', width)) : { name: '', initial: '' };
  const street = address ? tidy(readBelow(lines, address, 'homeAddress', width)) : '';
  const street2 = address ? tidy(readBelow(lines, address, 'aptNo', width)) : '';

  return {
    firstName: taxpayerName.name,
    middleInitial: taxpayerName.initial,
    lastName: taxpayer ? splitNameAndInitial(readBelow(lines, taxpayer, 'lastName', width)).full : '',
    ssn: taxpayer ? cleanSsn(readBelow(lines, taxpayer, 'yourSsn', width)) : '',
    spouseFirstName: spouseName.name,
    spouseMiddleInitial: spouseName.initial,
    spouseLastName: spouse ? splitNameAndInitial(readBelow(lines, spouse, 'lastName', width)).full : '',
    spouseSSN: spouse ? cleanSsn(readBelow(lines, spouse, 'spouseSsn', width)) : '',
    street,
    street2,
    homeAddress: street,
    aptNo: street2,
    city: cityRow ? tidy(readBelow(lines, cityRow, 'city', width)) : '',
    state: cityRow ? cleanState(readBelow(lines, cityRow, 'state', width)) : '',
    zip: cityRow ? cleanZip(readBelow(lines, cityRow, 'zip', width)) : '',
    filingStatus: readFilingStatus(lines, page),
    phone: cleanPhone(readBeside(lines, CAPTION.phone, width)),
    email: cleanEmail(readBeside(lines, CAPTION.email, width)),
    // A Form 1040 says nothing about state residency: the spec's default (§3.3) stands.
    isFullYearResident: true,
  };
}
