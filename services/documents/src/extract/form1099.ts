// Forms 1099-INT, -DIV, -B, -R, -G and -OID read like the W-2: each box by its printed caption (IRS wording
// and the abbreviations banks and brokers print), its value beside or under it. The payer and recipient by
// their captions and the TIN shapes. 2024 forms: https://www.irs.gov/forms-pubs (1099-INT, -DIV, -B, -R, -G, -OID).
import type { Form1099Extraction, Form1099Kind } from '@taxapp/contracts/documents';
import { DocumentRejected } from '../validate';
import { readFormPage } from './local';
import { groupLines, matchInLine, type Box, type PageText, type TextItem, type TextLine } from './layout';
import { drawingDarkness } from './pdfInk';
import { alignToHeads, codeUnder, dateNear, prepare1099Page, preferTotals, reachUnder, readByBoxNumber, nextColumnStart, numberedRunsAt, readByHeadNumbers, readDeeper, readNamedInText, rereadGarbledCaptions, rowByBoxNumber, valuesByCellStart, withoutBoxNumbers, withoutOthersValues } from './boxes1099';
import { amountStyleOf, withAmountsChecked, withMisreadAmountsRepaired } from './amountShape';
import { beneficiaryOfRow, withoutBoxDescriptions } from './ssa1099';
import { bracketMarkedTerm, grandTotals, listsBothTerms, termNamedForBoxTwo, termOfSummaryRows, withFollowingSections } from './broker1099b';
import { BOX_NUMBERS } from './boxNumbers1099';
import { fallback1099, fallbackBoxCount } from './fallback1099';
import { nameOfRow, PARTY_CAPTIONS, readParties, withoutCourtesyTitle } from './parties1099';
import { rereadName } from './rereadNames';
import { labelledBoxCount, readLabelledCells } from './scan1099';
import { sharedBoxesByOwnRows } from './combined1099';
import { checked, copiesOf, pageText, readBoxes, textBelowOrRight, words } from './w2';

const WITHHELD: [string, RegExp] = ['federalIncomeTaxWithheld', /fed(?:eral|\.)?\s*(?:income\s*)?tax\s*(?:withheld|w\/h)/i];
const FOREIGN: [string, RegExp] = ['foreignTaxPaid', /foreign\s*tax\s*paid/i];
const STATE_WITHHELD: [string, RegExp] = ['stateTaxWithheld', /state\s*(?:income\s*)?tax\s*withheld/i];

interface KindSpec {
  formType: string;
  /** What the form's title says, to tell the document asked for from another. */
  title: RegExp;
  boxes: readonly [string, RegExp][];
  /** The document's amount (spec 2 §3 totalAmount). */
  total: (found: Record<string, number>) => number;
}

export const FORM_1099_SPECS: Record<Form1099Kind, KindSpec> = {
  '1099-int': {
    formType: '1099-INT',
    title: /1099-?INT|interest\s*income/i,
    boxes: [
      ['interestIncome', /(?<!exempt\s)interest\s*income/i],
      ['earlyWithdrawalPenalty', /early\s*withdrawal\s*penalty/i],
      // From 'Interest on' when printed: the caption then starts at its box number ('3 INTEREST ON U.S. SAVINGS BONDS').
      ['usSavingsBondsInterest', /(?:interest\s*on\s*u\.?\s*s\.?\s*)?savings\s*bonds/i],
      WITHHELD,
      ['investmentExpenses', /investment\s*expenses/i],
      FOREIGN,
      ['taxExemptInterest', /tax[-\s]*exempt\s*interest/i],
      ['marketDiscount', /market\s*discount/i],
      ['bondPremium', /(?<!treasury\s)bond\s*premium(?!\s*on)/i],
      STATE_WITHHELD,
    ],
    total: (f) => (f.interestIncome ?? 0) + (f.usSavingsBondsInterest ?? 0),
  },
  '1099-div': {
    formType: '1099-DIV',
    title: /1099-?DIV|dividends\s*and\s*distributions/i,
    boxes: [
      ['totalOrdinaryDividends', /total\s*ordinary\s*dividends/i],
      ['qualifiedDividends', /qualified\s*dividends/i],
      ['totalCapitalGainDistributions', /total\s*capital\s*gain\s*distr/i],
      ['unrecaptured1250Gain', /unrecap\.?\w*\s*sec(?:tion|\.)?\s*1250/i],
      ['section1202Gain', /section\s*1202\s*gain/i],
      ['collectiblesGain', /collectibles/i],
      ['nondividendDistributions', /nondividend\s*distributions/i],
      WITHHELD,
      ['section199ADividends', /section\s*199A\s*div/i],
      FOREIGN,
      STATE_WITHHELD,
    ],
    total: (f) => f.totalOrdinaryDividends ?? 0,
  },
  '1099-b': {
    formType: '1099-B',
    title: /1099-?B\b|proceeds\s*from\s*broker/i,
    boxes: [
      ['proceedsFromSales', /proceeds(?!\s*from\s*broker)/i],
      ['costBasis', /cost\s*(?:o[rf]\s*other\s*)?basis/i],
      ['washSaleAdjustment', /wash\s*sale/i],
      WITHHELD,
      STATE_WITHHELD,
    ],
    total: (f) => (f.proceedsFromSales ?? 0) - (f.costBasis ?? 0) + (f.washSaleAdjustment ?? 0),
  },
  '1099-r': {
    formType: '1099-R',
    title: /1099-?R\b|distributions\s*from\s*pensions/i,
    boxes: [
      ['grossDistribution', /gross\s*distribution/i],
      ['taxableAmount', /taxable\s*amount(?!\s*not)/i],
      // 'Capital gain (included in box 2a)', or a statement's 'Capital Gain (Box 3)'.
      ['capitalGainAmount', /capital\s*gain\s*\(?(?:included|box\s*3\b)/i],
      WITHHELD,
      // Box 5, not box 9b 'Total employee contributions' (what was paid in over the years).
      ['employeeContributions', /(?<!total\s)employee\s*contributions/i],
      ['netUnrealizedAppreciation', /net\s*unrealized\s*appreciation/i],
      STATE_WITHHELD,
    ],
    total: (f) => f.grossDistribution ?? 0,
  },
  '1099-g': {
    formType: '1099-G',
    title: /1099-?G\b|certain\s*government\s*payments/i,
    boxes: [
      ['unemploymentCompensation', /unemployment\s*compensation/i],
      ['stateLocalIncomeTaxRefunds', /state\s*or\s*local\s*income\s*tax\s*ref/i],
      WITHHELD,
      ['rtccPayments', /rtaa\s*payments/i],
      STATE_WITHHELD,
    ],
    total: (f) => f.unemploymentCompensation ?? 0,
  },
  '1099-oid': {
    formType: '1099-OID',
    title: /1099-?OID|original\s*issue\s*discount/i,
    boxes: [
      // The form's title says the same words: the box is told by its number (findCaptions prefers a numbered caption).
      ['originalIssueDiscount', /original\s*issue\s*discount(?!\s*\(?OID\)?\s*on)/i],
      ['otherPeriodicInterest', /other\s*periodic\s*interest/i],
      ['earlyWithdrawalPenalty', /early\s*withdrawal\s*penalty/i],
      WITHHELD,
      ['marketDiscount', /market\s*discount/i],
      ['acquisitionPremium', /acquisition\s*premium/i],
      STATE_WITHHELD,
    ],
    total: (f) => (f.originalIssueDiscount ?? 0) + (f.otherPeriodicInterest ?? 0),
  },
  '1099-misc': {
    formType: '1099-MISC',
    title: /1099-?MISC|miscellaneous\s*information/i,
    boxes: [
      ['rentIncome', /\brents\b/i],
      ['royalties', /\broyalties\b/i],
      ['otherIncome', /\bother\s*income\b/i],
      WITHHELD,
      ['fishingBoatProceeds', /fishing\s*boat\s*proceeds/i],
      ['medicalPayments', /medical\s*and\s*health\s*care/i],
      ['substitutePayments', /substitute\s*payments/i],
      ['cropInsuranceProceeds', /crop\s*insurance/i],
      ['grossProceedsAttorney', /gross\s*proceeds\s*paid\s*to\s*an\s*attorney/i],
      ['section409ADeferrals', /409A\s*deferrals/i],
      ['excessGoldenParachute', /golden\s*parachute/i],
      STATE_WITHHELD,
    ],
    total: (f) =>
      ['rentIncome', 'royalties', 'otherIncome', 'fishingBoatProceeds', 'medicalPayments', 'substitutePayments', 'cropInsuranceProceeds', 'grossProceedsAttorney'].reduce((sum, key) => sum + (f[key] ?? 0), 0),
  },
  '1099-nec': {
    formType: '1099-NEC',
    title: /1099-?NEC|nonemployee\s*compensation/i,
    boxes: [['nonemployeeCompensation', /nonemployee\s*compensation/i], WITHHELD, STATE_WITHHELD],
    total: (f) => f.nonemployeeCompensation ?? 0,
  },
  'ssa-1099': {
    formType: 'SSA-1099',
    title: /SSA-?1099|social\s*security\s*benefit\s*statement/i,
    // SSA-1099 (2024): box 3 benefits paid, box 4 benefits repaid to SSA, box 5 net benefits, box 6 voluntary withholding.
    boxes: [
      ['box3NetBenefits', /benefits\s*(?:paid\s*)?(?:to\s*you\s*)?(?:paid\s*)?in\s*2024|benefits\s*paid/i],
      ['box4', /benefits\s*repaid/i],
      ['box5NetBenefits', /net\s*benefits/i],
      ['federalIncomeTaxWithheld', /voluntary\s*federal\s*income\s*tax|fed(?:eral|\.)?\s*income\s*tax\s*withheld/i],
    ],
    total: (f) => f.box5NetBenefits ?? Math.max(0, (f.box3NetBenefits ?? 0) - (f.box4 ?? 0)),
  },
};

const OTHER_CAPTIONS = [
  ...Object.values(PARTY_CAPTIONS),
  /account\s*number/i, /distribution\s*code/i, /date\s*acquired/i, /date\s*sold/i, /\bIRA\s*\/\s*SEP/i,
];

/**
 * The captions of each form's boxes the reader does not read (2024 forms): they bound the cells of the others,
 * so a box left empty or unreadable does not take the value of the box under it ('10 Market Discount' over
 * '12 Bond Premium on Treasury Obligations 12.37').
 */
const UNREAD_CAPTIONS: Record<Form1099Kind, readonly RegExp[]> = {
  '1099-int': [/bond\s*premium\s*on\s*(?:treasury|tax[-\s]*exempt)/i, /specified\s*private\s*activity/i, /tax[-\s]*exempt\s*and\s*tax\s*credit/i, /payer'?s?\s*RTN/i, /state\s*identification/i],
  '1099-div': [/section\s*897/i, /investment\s*expenses/i, /foreign\s*country/i, /(?:non)?cash\s*liquidation/i, /exempt[-\s]*interest\s*dividends/i, /specified\s*private\s*activity/i, /state\s*identification/i],
  '1099-b': [/accrued\s*market\s*discount/i, /description\s*of\s*property/i, /realized\s*gain|gain\s*\/?\s*\(?loss\)?|gain\s*or\s*\(loss\)/i, /profit\s*or\s*\(?loss\)?/i, /state\s*identification/i],
  '1099-r': [/state\s*\/\s*payer/i, /total\s*employee\s*contributions/i, /total\s*distribution/i, /your\s*percentage/i, /allocable\s*to\s*IRR/i, /1st\s*year\s*of\s*desig/i, /state\s*distribution/i, /local\s*distribution/i, /date\s*of\s*payment/i],
  '1099-g': [/box\s*2\s*amount\s*is\s*for/i, /taxable\s*grants/i, /agriculture\s*payments/i, /market\s*gain/i, /trade\s*or\s*business\s*income/i, /state\s*identification/i],
  '1099-oid': [/oid\s*on\s*u\.?\s*s\.?\s*treasury/i, /tax[-\s]*exempt\s*oid/i, /\bdescription\b/i, /investment\s*expenses/i, /bond\s*premium/i],
  '1099-misc': [/fish\s*purchased/i, /nonqualified\s*deferred/i, /direct\s*sales/i, /\bstate\s*income\b(?!\s*tax)/i, /state\s*\/\s*payer/i, /fatca/i],
  '1099-nec': [/direct\s*sales/i, /golden\s*parachute/i, /\bstate\s*income\b(?!\s*tax)/i, /state\s*\/\s*payer/i],
  'ssa-1099': [/description\s*of\s*amount/i, /claim\s*number/i, /box\s*7\.?\s*address/i],
};
const captionsOf = (kind: Form1099Kind) => [...OTHER_CAPTIONS, ...UNREAD_CAPTIONS[kind]];

/** 'This file does not look like a Form 1099-INT. ...' */
/** Sums and differences of printed amounts, to the cent the form prints (binary floating point adds dust: -445.30000000000007). */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

export function notThe1099Message(formType: string): string {
  return `This file does not look like a Form ${formType}. Please upload your ${formType} or enter the amount manually.`;
}

const DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/;

function isoDate(text: string): string {
  const match = DATE.exec(text);
  if (!match) return '';
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  return `${year}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** Each kind's form number as printed in a section's title ('1099-INT', 'SSA-1099'). */
const FORM_NUMBER: Record<Form1099Kind, RegExp> = {
  '1099-int': /\b1099-?INT\b/i, '1099-div': /\b1099-?DIV\b/i, '1099-b': /\b1099-?B\b/i, '1099-r': /\b1099-?R\b/i, '1099-g': /\b1099-?G\b/i,
  // OCR may read the O of OID as 0 or twice ('1099-0OID').
  '1099-oid': /\b1099-?[O0]{1,2}ID\b/i, '1099-misc': /\b1099-?MISC\b/i, '1099-nec': /\b1099-?NEC\b/i, 'ssa-1099': /\bSSA-?1099\b/i,
};

/**
 * A broker's composite statement prints several forms on one page, each section under its own title
 * ('2024 1099-INT INTEREST INCOME') and each with its own box 4: the boxes of the kind asked for are read
 * from its section only (from its title to the next form's title). Any other page is read whole.
 */
export function sectionOf(page: PageText, kind: Form1099Kind): PageText {
  const lines = groupLines(words(page.items));
  const titled = (line: TextLine) => (Object.keys(FORM_NUMBER) as Form1099Kind[]).filter((other) => FORM_NUMBER[other].test(line.text));
  const column = columnSectionOf(lines, kind);
  if (column) return { ...page, items: column };
  const starts = lines.map((line, index) => ({ index, kinds: titled(line) })).filter((entry) => entry.kinds.length === 1);
  const distinct = new Set(starts.map((entry) => entry.kinds[0]));
  const own = starts.find((entry) => entry.kinds[0] === kind);
  if (distinct.size < 2 || !own) return page;
  const next = starts.find((entry) => entry.index > own.index && entry.kinds[0] !== kind);
  const top = lines[own.index]!.y0;
  const bottom = next ? lines[next.index]!.y0 : Infinity;
  return { ...page, items: lines.flatMap((line) => (line.y0 >= top && line.y0 < bottom ? line.items : [])) };
}

/**
 * Sections side by side ('1099-DIV ...' over the left half, '1099-INT ...' over the right, their titles on one line):
 * the kind's section is the column under its title, from a little left of the title to the next title on its right,
 * down to the next line titling a form in that column, when it prints two of the kind's captions. Else null.
 */
function columnSectionOf(lines: readonly TextLine[], kind: Form1099Kind): TextItem[] | null {
  const kinds = Object.keys(FORM_NUMBER) as Form1099Kind[];
  const titleOf = (item: TextItem) => kinds.find((other) => FORM_NUMBER[other].test(item.text));
  for (const [index, line] of lines.entries()) {
    const own = line.items.find((item) => titleOf(item) === kind);
    const others = line.items.filter((item) => titleOf(item) !== undefined && titleOf(item) !== kind);
    if (!own || others.length === 0) continue;
    const size = own.y1 - own.y0;
    const left = Math.max(own.x0 - size * 3, ...others.filter((item) => item.x1 < own.x0).map((item) => item.x1 + size));
    const right = Math.min(...others.filter((item) => item.x0 > own.x1).map((item) => item.x0 - size * 3));
    const inColumn = (item: TextItem) => (item.x0 + item.x1) / 2 >= left && (item.x0 + item.x1) / 2 < right;
    const end = lines.findIndex((below, at) => at > index && below.items.some((item) => inColumn(item) && titleOf(item) !== undefined));
    const items = lines.slice(index, end < 0 ? undefined : end).flatMap((below) => below.items.filter(inColumn));
    // (A summary table's heads '1099-DIV  1099-INT' over columns of amounts only: no section; the section prints its captions.)
    const text = groupLines(items).map((below) => below.text).join('\n');
    if (FORM_1099_SPECS[kind].boxes.filter(([, pattern]) => pattern.test(text)).length >= 2) return items;
  }
  return null;
}

/** A page's (or section's, or copy's) boxes: the caption reader, then the 1099 passes of boxes1099.ts. */
/**
 * A line without its title's words: the run of words around the form's number, words closer than two of their
 * heights ('Form 1099-INT' at the right edge of a grid row also holding '3 Interest on U.S. Savings Bonds and  4 Federal
 * income tax withheld': the row's captions stay). A line that is the title alone loses all its words.
 */
function withoutTitle(line: TextLine, kind: Form1099Kind): TextItem[] {
  const items = line.items;
  const at = items.findIndex((item) => FORM_NUMBER[kind].test(item.text));
  if (at < 0) return [];
  const close = (left: TextItem, right: TextItem) => right.x0 - left.x1 < Math.max(left.y1 - left.y0, right.y1 - right.y0) * 2;
  let first = at;
  let last = at;
  while (first > 0 && close(items[first - 1]!, items[first]!)) first -= 1;
  while (last + 1 < items.length && close(items[last]!, items[last + 1]!)) last += 1;
  return [...items.slice(0, first), ...items.slice(last + 1)];
}

/** A page's words without its title's ('Form 1099-INT Interest Income' names the form, not box 1). */
function withoutTitles(items: readonly TextItem[], kind: Form1099Kind): TextItem[] {
  const titled = (line: TextLine) => FORM_NUMBER[kind].test(line.text) && !line.items.some((item) => /\d\.\d{2}$/.test(item.text));
  return groupLines(words([...items])).flatMap((line) => (titled(line) ? withoutTitle(line, kind) : line.items));
}

function readAmounts(page: PageText, kind: Form1099Kind, width: number, ocr: boolean) {
  const spec = FORM_1099_SPECS[kind];
  // A title line ('Form 1099-NEC Nonemployee Compensation 2024') names the form, not a box: when OCR garbled the
  // box's own caption, the title's words were taken for it and a ZIP code under them for its amount.
  const boxes = { ...page, items: withoutTitles(page.items, kind) };
  const reading = readBoxes(boxes, spec.boxes, captionsOf(kind));
  const fields = spec.boxes.map(([field]) => field);
  const aligned = valuesByCellStart(reading, withoutOthersValues(reading, alignToHeads(reading, fields), width));
  const deeper = preferTotals(reading, readDeeper({ ...reading, found: aligned }, fields, width, reachUnder(ocr)));
  // A statement row read by its box number (1d, 1e) gives way to its Totals row as a caption-read one does.
  const numbered = withoutBoxNumbers(reading.lines, preferTotals(reading, readByBoxNumber(reading.lines, BOX_NUMBERS[kind], spec.boxes, deeper)));
  // Then a table's columns told by the box numbers under their heads, and a box named with its amount in a sentence.
  return { reading, found: readNamedInText(reading.lines, spec.boxes, readByHeadNumbers(reading.lines, BOX_NUMBERS[kind], numbered)) };
}

/**
 * SSA-1099 box 5 is box 3 minus box 4 (the form says so under its caption): when box 5 was not read, or read
 * with another amount, the amount printed on the page that is that difference is box 5.
 */
function checkNetBenefits(found: Partial<Record<string, string>>, lines: readonly TextLine[]): void {
  if (found.box3NetBenefits === undefined || found.box4 === undefined) return choosePaidAndRepaid(found, lines);
  const net = Math.round((Number(found.box3NetBenefits) - Number(found.box4)) * 100) / 100;
  if (Number(found.box5NetBenefits ?? NaN) === net) return;
  const printed = lines.flatMap((line) => line.items).some((item) => /^\$?[\d,]+\.\d{2}$/.test(item.text) && Number(item.text.replace(/[$,]/g, '')) === net);
  if (printed) found.box5NetBenefits = net.toFixed(2);
  else choosePaidAndRepaid(found, lines);
}

/** Cents as a whole number, to compare amounts without floating point slips. */
const cents = (value: number) => Math.round(value * 100);

/**
 * SSA-1099 boxes 3 and 4 when they disagree with box 5 (box 3 minus box 4), or one was not read: of the amounts the page prints (an amount
 * whose point OCR lost, '$30800', read as the cents it was: 308.00), the one pair whose difference is box 5, box 4 a
 * repayment (more than 0), box 3 another amount than box 5's own. A phone photo's box 4 '308.00' read '30800' and
 * taken for box 3 gives way to 24,651.60 and 308.00 when box 5 prints 24,343.60. Nothing when no pair or several do.
 */
function choosePaidAndRepaid(found: Partial<Record<string, string>>, lines: readonly TextLine[]): void {
  if (found.box5NetBenefits === undefined) return;
  const net = cents(Number(found.box5NetBenefits));
  const amounts = lines.flatMap((line) => line.items).flatMap((item) => {
    if (/^\$?\d{1,3}(?:,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$/.test(item.text)) return [cents(Number(item.text.replace(/[$,]/g, '')))];
    // (Not a year: '2024' is no amount that lost its point.)
    return /^\$?[1-9]\d{2,}$/.test(item.text) && !/^(?:19|20)\d{2}$/.test(item.text) ? [Number(item.text.replace('$', ''))] : [];
  });
  // Box 5's own amount is not box 3 too (unless printed twice).
  const pool = [...amounts];
  pool.splice(pool.indexOf(net), pool.includes(net) ? 1 : 0);
  const pairs = new Set(pool.flatMap((paid) => pool.filter((repaid) => repaid > 0 && paid - repaid === net).map((repaid) => `${paid}:${repaid}`)));
  if (pairs.size !== 1) return;
  const [paid, repaid] = [...pairs][0]!.split(':').map(Number) as [number, number];
  found.box3NetBenefits = (paid / 100).toFixed(2);
  found.box4 = (repaid / 100).toFixed(2);
}

/**
 * The numbers the form prints in its captions ('Unrecaptured Section 1250 gain', 'Section 1202 gain', 'Section 199A
 * dividends', 'Section 409A deferrals'): a box read as one of them took a caption's word for its amount (OCR lost the
 * amount beside the caption above). Dropped when the page prints no amount with cents of that value, so the passes
 * after (rows by box number, cells, rereads) may read the box.
 */
export function withoutCaptionNumbers(found: Partial<Record<string, string>>, kind: Form1099Kind, items: readonly TextItem[]): void {
  const numbers = new Set(BOX_NUMBERS[kind].flatMap(([, , captionWords]) => (captionWords.match(/\d{3,4}/g) ?? []).filter((number) => !/^(?:19|20)\d{2}$/.test(number)).map(Number)));
  for (const [field, value] of Object.entries(found)) {
    if (value === undefined || !numbers.has(Number(value))) continue;
    const printed = items.some((item) => /\.\d{2}$/.test(item.text) && Number(item.text.replace(/[$,]/g, '')) === Number(value));
    if (!printed) delete found[field];
  }
}

/**
 * Federal tax withheld from unemployment compensation is 10% of it, the one rate Form W-4V offers (Form W-4V, line 4;
 * Pub. 505, chapter 1): a 1099-G's box 1 or box 4 read with its '$' as a digit ('$1,098.00' read 81,098.00, the '$'
 * read 8, 5, 3, 9 or 6) is the amount without that digit when only then box 4 is a tenth of box 1 (to the dollar:
 * withholding is rounded payment by payment).
 */
export function withVoluntaryWithholding(found: Partial<Record<string, string>>): void {
  const [paid, withheld] = [found.unemploymentCompensation, found.federalIncomeTaxWithheld];
  if (paid === undefined || withheld === undefined || Number(withheld) <= 0) return;
  const tenth = (compensation: number, tax: number) => Math.abs(compensation / 10 - tax) <= Math.max(1, tax * 0.01);
  if (tenth(Number(paid), Number(withheld))) return;
  const withoutDollar = (value: string) => (/^[58369]\d+(?:\.\d+)?$/.test(value) && /^\d{2,}/.test(value) ? value.slice(1) : undefined);
  const [paidRead, withheldRead] = [withoutDollar(paid), withoutDollar(withheld)];
  if (paidRead !== undefined && tenth(Number(paidRead), Number(withheld))) found.unemploymentCompensation = paidRead;
  else if (withheldRead !== undefined && tenth(Number(paid), Number(withheldRead))) found.federalIncomeTaxWithheld = withheldRead;
}

/** Each box as most copies read it; on a tie, as the first copy that read it (Copy B comes first). */
function agreedAcrossCopies(readings: readonly Partial<Record<string, string>>[]): Partial<Record<string, string>> {
  const agreed: Partial<Record<string, string>> = {};
  for (const field of new Set(readings.flatMap((reading) => Object.keys(reading)))) {
    const values = readings.map((reading) => reading[field]).filter((value): value is string => value !== undefined);
    const votes = (value: string) => values.filter((other) => other === value).length;
    agreed[field] = values.reduce((best, value) => (votes(value) > votes(best) ? value : best), values[0]!);
  }
  return agreed;
}

/** The page as the box reader takes it (OCR slips in caption words read back, wrapped captions joined: boxes1099.ts). */
const prepared = (page: PageText, kind: Form1099Kind, ocr: boolean) => prepare1099Page(page, FORM_1099_SPECS[kind].boxes.map(([, pattern]) => pattern), captionsOf(kind), ocr);

/**
 * 1099-B box 2's term from the ink of its squares: beside each of 'Short-term' and 'Long-term' (the label's phrase,
 * then up to the next words on its line), the one holding clearly more ink than the other holds the drawn X.
 */
export function inkMarkedTerm(lines: readonly TextLine[], darkness: (box: Box) => number): '' | 'short' | 'long' {
  const inkBeside = (term: 'short' | 'long') => {
    for (const line of lines) {
      const at = line.items.findIndex((item) => new RegExp(`^${term}[-\\s]*term\\b`, 'i').test(item.text));
      if (at < 0) continue;
      const size = line.items[at]!.y1 - line.items[at]!.y0;
      // The label's phrase ('Long-term gain or loss'), then the square in the space after it.
      let end = at;
      while (line.items[end + 1] && line.items[end + 1]!.x0 - line.items[end]!.x1 < size * 1.5) end += 1;
      const from = line.items[end]!.x1 + size * 0.3;
      const to = Math.min(line.items[end + 1]?.x0 ?? Infinity, from + size * 14) - size * 0.3;
      if (to - from < size) return null;
      return darkness({ x0: from, x1: to, y0: line.items[at]!.y0 - size * 0.2, y1: line.items[at]!.y1 + size * 0.2 });
    }
    return null;
  };
  const short = inkBeside('short');
  const long = inkBeside('long');
  if (short === null || long === null) return '';
  if (long - short > 0.01 && long > short * 1.3) return 'long';
  if (short - long > 0.01 && short > long * 1.3) return 'short';
  return '';
}

const TERM_TOKENS = /[☒☑✓✔☐□]|short[-\s]*term|long[-\s]*term|ordinary/gi;

/**
 * 1099-B box 2's term read from check boxes printed as glyphs. The IRS form prints each square after its label
 * ('Short-term gain or loss ☒ Long-term gain or loss ☐ Ordinary ☐'), a statement may print it before ('☒ Short-term');
 * which one a row does shows at its first square: after a label, or before one with none before it. A square that a
 * narrow cell wrapped to the next line's start still follows its label.
 */
function glyphMarkedTerm(lines: readonly TextLine[]): '' | 'short' | 'long' {
  for (let index = 0; index < lines.length; index += 1) {
    let text = lines[index]!.text;
    if (!/[☒☑✓✔☐□]/.test(text) || !/(?:short|long)[-\s]*term/i.test(text)) continue;
    if (/^[☒☑✓✔☐□]/.test(lines[index + 1]?.text ?? '')) text += ` ${lines[index + 1]!.text}`;
    const tokens = [...text.matchAll(TERM_TOKENS)].map((found) => found[0].toLowerCase());
    const isSquare = (token: string | undefined) => token !== undefined && /^[☒☑✓✔☐□]$/.test(token);
    const first = tokens.findIndex(isSquare);
    const before = first === 0 || (first > 0 && isSquare(tokens[first - 1]));
    for (let at = 0; at < tokens.length; at += 1) {
      if (!/^[☒☑✓✔]$/.test(tokens[at]!)) continue;
      const term = before ? tokens[at + 1] : tokens[at - 1];
      if (term && /^short/.test(term)) return 'short';
      if (term && /^long/.test(term)) return 'long';
    }
  }
  return '';
}

export function parse1099(page: PageText, kind: Form1099Kind, options: { ocr?: boolean; cover?: { page: PageText; ocr: boolean } } = {}): Form1099Extraction {
  const spec = FORM_1099_SPECS[kind];
  const whole = prepared(page, kind, options.ocr ?? false);
  // An SSA-1099's 'DESCRIPTION OF AMOUNT IN BOX 3/4' lines repeat the boxes' captions with other amounts: read without them (ssa1099.ts).
  const described = sectionOf(whole, kind);
  const section = kind === 'ssa-1099' ? withoutBoxDescriptions(described) : described;
  const { reading, found: first } = readAmounts(section, kind, page.width, options.ocr ?? false);
  // A page printing the form twice (Copy B and Copy 2 one above the other): each copy read, the boxes as most
  // copies read them (OCR garbles a line in one copy and not in the other). Not a composite statement's sections.
  const copies = section === whole ? copiesOf(whole, spec.boxes.map(([, pattern]) => pattern)).filter((copy) => FORM_NUMBER[kind].test(pageText(copy))) : [];
  const found = copies.length > 1 ? agreedAcrossCopies(copies.map((copy) => readAmounts(copy, kind, page.width, options.ocr ?? false).found)) : first;
  // A box the reading without the descriptions lost (a block that ran on over a box printed without its number) is
  // read with them, as before: leaving the descriptions out may correct a box, never empty one.
  if (section !== described) for (const [field, value] of Object.entries(readAmounts(described, kind, page.width, options.ocr ?? false).found)) found[field] ??= value;
  withoutCaptionNumbers(found, kind, section.items);
  // (Only a page printing '$' before its amounts has a '$' to misread.)
  if (kind === '1099-g' && amountStyleOf(section.items.map((item) => item.text)).dollar) withVoluntaryWithholding(found);
  // A broker's sections by term closing on a grand total checked as their sum: the boxes are the grand total's (broker1099b.ts).
  if (kind === '1099-b') Object.assign(found, grandTotals(reading.lines, spec.boxes, BOX_NUMBERS[kind]));
  // Boxes the reader left empty, from the section's 'number caption ... value' rows when it names the kind (fallback1099.ts).
  const fallback = namesKind(section, kind) ? fallback1099(kind, groupLines(words(section.items)), spec.boxes, found) : undefined;
  Object.assign(found, fallback?.amounts);
  // Boxes still empty on a scan, from grid cells labelled by their box number, the amount under it (scan1099.ts).
  if (options.ocr) Object.assign(found, readLabelledCells(groupLines(words(section.items)), BOX_NUMBERS[kind], spec.boxes, found));
  // A combined statement's shared boxes (federal and state tax withheld, foreign tax) from among the kind's own rows (combined1099.ts).
  Object.assign(found, sharedBoxesByOwnRows(groupLines(words(section.items)), spec.boxes, found));
  // The payer and recipient are named once, at the top of a composite statement: read from the whole page.
  const stops = [...captionsOf(kind), ...spec.boxes.map(([, pattern]) => pattern)];
  const parties = readParties(groupLines(words(whole.items)), stops);
  if (options.cover) {
    // A statement of several pages names its payer and recipient on its first page, later pages at most in a
    // running header (the broker's name without 'LLC', the recipient's name without TIN): the first page's win.
    const named = readParties(groupLines(words(prepared(options.cover.page, kind, options.cover.ocr).items)), stops);
    for (const party of ['payer', 'recipient'] as const) {
      parties[party] = { name: named[party].name || parties[party].name, tin: named[party].tin || parties[party].tin };
    }
  }
  if (kind === 'ssa-1099') {
    // (The amounts the page prints, its descriptions' too: box 3's total may be read there only.)
    checkNetBenefits(found, section === described ? reading.lines : groupLines(words(described.items)));
    // The SSA-1099 names one person, the beneficiary: a 'Name' row of the SSA's web page is theirs (box 1).
    if (!parties.recipient.name) parties.recipient.name = nameOfRow(groupLines(words(whole.items))) || beneficiaryOfRow(groupLines(words(whole.items)));
  }
  const amounts: Record<string, number> = {};
  for (const [field] of spec.boxes) if (found[field] !== undefined) amounts[field] = Number(found[field]);
  const details: Record<string, number | string | boolean> = { ...amounts };
  if (kind === '1099-r') {
    // Box 7's code by its caption ('Code(s)' alone names it too: OCR may lose 'Distribution'); on a statement whose
    // caption OCR garbled ('Distribution COAB(S) ... 7'), the last word of its numbered row; else under the caption.
    const caption = /distribution\s*codes?|\bcode\(s\)/i;
    const code = withoutNextCaption(textBelowOrRight(reading.lines, caption, reading.captions, page.width));
    const row = code ? [] : rowByBoxNumber(reading.lines, '7', 'distribution codes');
    const CODE = /^[1-9A-HJ-UW]{1,2}$/;
    details.distributionCode = /\b([1-9A-Z]{1,2})\b/.exec(code)?.[1] ?? (CODE.test(row.at(-1)?.text ?? '') ? row.at(-1)!.text : codeUnder(reading.lines, caption, CODE));
    details.taxableAmountNotDetermined = checked(reading.lines, /taxable\s*amount\s*not\s*determined/i);
    details.taxableAmountBlank = amounts.taxableAmount === undefined;
    details.isIra = checked(reading.lines, /\bIRA\s*\/\s*SEP\s*\/\s*SIMPLE/i);
  }
  if (kind === '1099-b') {
    // By caption, else (caption garbled: 'Date ACUITEA') by the statement row's box number.
    const numberedDate = (number: string, caption: string) => rowByBoxNumber(reading.lines, number, caption).find((item) => DATE.test(item.text))?.text ?? '';
    details.dateAcquired = isoDate(dateNear(reading.lines, /date\s*acquired/i) || numberedDate('1b', 'date acquired'));
    details.dateSold = isoDate(dateNear(reading.lines, /date\s*sold(?:\s*or\s*disposed)?/i) || numberedDate('1c', 'date sold or disposed'));
    const text = reading.lines.map((line) => line.text).join('\n');
    // 'X Short-term', 'Short-term gain or loss: X', or a statement's 'Short-term transactions for which basis is reported to the IRS: X'.
    const marked = (term: string) =>
      new RegExp(String.raw`\bX\s*${term}[-\s]*term|${term}[-\s]*term(?:\s*(?:gain|loss|or))*\s*:?\s*X\b|${term}[-\s]*term\b(?:(?!long|short)[^\n:]){0,80}:\s*X\b`, 'i').test(text);
    details.shortTermOrLongTerm = glyphMarkedTerm(reading.lines) || (marked('short') ? 'short' : marked('long') ? 'long' : '') || bracketMarkedTerm(reading.lines) || termNamedForBoxTwo(reading.lines) || termOfSummaryRows(reading.lines);
    // Sales of both terms under their headings: no one term (broker1099b.ts); else the heading over the sale.
    if (!details.shortTermOrLongTerm && !listsBothTerms(reading.lines)) details.shortTermOrLongTerm = termHeadingOver(reading.lines, found.proceedsFromSales);
    details.capitalGains = toCents(spec.total(amounts));
  }
  if (fallback?.dateAcquired && !details.dateAcquired) details.dateAcquired = isoDate(fallback.dateAcquired);
  if (fallback?.dateSold && !details.dateSold) details.dateSold = isoDate(fallback.dateSold);
  if (fallback?.term && !details.shortTermOrLongTerm) details.shortTermOrLongTerm = fallback.term;
  if (fallback?.distributionCode && !details.distributionCode) details.distributionCode = fallback.distributionCode;
  const total = toCents(spec.total(amounts));
  // Each box at the top level too (spec 2 §7 reads them there); zod's catchall type cannot say both.
  return {
    documentType: kind,
    formType: spec.formType,
    totalAmount: total,
    payerInfo: parties.payer,
    recipientInfo: parties.recipient,
    fieldDetails: details,
    ...details,
  } as Form1099Extraction;
}

/**
 * The text read right of a caption when it is the next cell's caption ('7 Distribution code(s)  8 Other', the code
 * printed under its caption): a box number and a capitalised word. ''.
 */
const withoutNextCaption = (text: string) => (/^\s*\d{1,2}[a-h]?\s+[A-Z][a-z]/.test(text) ? '' : text);

/**
 * A statement lists its sales under a heading by term ('LONG-TERM TRANSACTIONS FOR COVERED TAX LOTS'; Form 8949
 * Part I short-term, Part II long-term): the term of the nearest such heading above the sale's proceeds. A heading
 * naming both terms, or a summary row by term (it holds amounts), is no sale's heading.
 */
function termHeadingOver(lines: readonly TextLine[], proceeds: string | undefined): '' | 'short' | 'long' {
  if (proceeds === undefined) return '';
  const amount = (text: string) => text.replace(/[$,]/g, '');
  const at = lines.findIndex((line) => line.items.some((item) => /\d\.\d{2}$/.test(item.text) && amount(item.text) === proceeds));
  for (let index = at - 1; index >= 0; index -= 1) {
    const line = lines[index]!;
    const short = /\bshort[-\s]*term\b/i.test(line.text);
    const long = /\blong[-\s]*term\b/i.test(line.text);
    if (short === long || line.items.some((item) => /\d\.\d{2}$/.test(item.text))) continue;
    return short ? 'short' : 'long';
  }
  return '';
}

/**
 * The form's name broken at its hyphen by a narrow title cell ('Form 1099-' over 'NEC'): a browser wraps there. The
 * kind's letters start a line under '1099-', near its left edge, within a few lines.
 */
function wrappedFormName(lines: readonly TextLine[], kind: Form1099Kind): boolean {
  const letters = FORM_1099_SPECS[kind].formType.split('-')[1]!;
  if (!/^[A-Z]+$/.test(letters)) return false;
  return lines.some((line, index) =>
    line.items.some((item) =>
      /^1099-$/.test(item.text) &&
      lines.slice(index + 1, index + 4).some((below) => below.y0 - item.y1 < (item.y1 - item.y0) * 3 && below.items.some((word) => word.text === letters && Math.abs(word.x0 - item.x0) < (item.y1 - item.y0) * 6)),
    ),
  );
}

/** The page names the form asked for, or at least two of its boxes. */
export function looksLike1099(page: PageText, kind: Form1099Kind, options: { ocr?: boolean } = {}): boolean {
  const reading = readBoxes(prepared(page, kind, options.ocr ?? false), FORM_1099_SPECS[kind].boxes, captionsOf(kind));
  const text = reading.lines.map((line) => line.text).join('\n');
  const named = FORM_1099_SPECS[kind].boxes.filter(([, pattern]) => pattern.test(text)).length;
  const titled = FORM_1099_SPECS[kind].title.test(text) || wrappedFormName(reading.lines, kind);
  // Titled for the kind, its boxes listed in the payer's own words ('Taxable part', 'Net amount'): two rows by box number.
  // Or a scan whose title and captions OCR garbled, three of the kind's own boxes labelled by number (scan1099.ts).
  return (titled && named >= 1) || named >= 3 || (titled && fallbackBoxCount(kind, reading.lines, FORM_1099_SPECS[kind].boxes) >= 2) || (options.ocr === true && labelledBoxCount(reading.lines, BOX_NUMBERS[kind]) >= 3);
}

/** A page or section that names the kind: its form number or title. */
function namesKind(page: PageText, kind: Form1099Kind): boolean {
  const text = groupLines(words(page.items)).map((line) => line.text).join('\n');
  return FORM_NUMBER[kind].test(text) || FORM_1099_SPECS[kind].title.test(text);
}

export async function read1099Locally(bytes: Uint8Array, mimeType: string, kind: Form1099Kind): Promise<Form1099Extraction> {
  return (await read1099WithText(bytes, mimeType, kind)).local;
}

/**
 * How well a page carries the form asked for: 0 when it does not look like it or is another form's page (a
 * statement's 1099-INT page lists 'Federal income tax withheld' and 'Foreign tax paid' as the 1099-DIV does),
 * else the number of the form's box captions it prints, 2 more when it names the form and 2 more again when it
 * names no other form. A statement's cover summarizing every form scores less than the form's own page.
 */
export function fits1099(page: PageText, kind: Form1099Kind, options: { ocr?: boolean } = {}): number {
  if (!looksLike1099(page, kind, options)) return 0;
  const text = groupLines(words(page.items)).map((line) => line.text).join('\n');
  const own = FORM_NUMBER[kind].test(text) || FORM_1099_SPECS[kind].title.test(text) || wrappedFormName(groupLines(words(page.items)), kind);
  const other = (Object.keys(FORM_NUMBER) as Form1099Kind[]).some((otherKind) => otherKind !== kind && FORM_NUMBER[otherKind].test(text));
  if (other && !own) return 0;
  return FORM_1099_SPECS[kind].boxes.filter(([, pattern]) => pattern.test(text)).length + (own ? 2 : 0) + (own && !other ? 2 : 0);
}

/**
 * When a scanned page is surely the form, the pages after it are not OCR'd: a page naming this form alone with two
 * of its captions, or naming several (a cover, a one-page composite) with four.
 */
const SURELY_THE_1099 = 6;

/** The local reading with the page's text line by line, for a model to read the same page (AI_PROVIDER=openai). */
export async function read1099WithText(bytes: Uint8Array, mimeType: string, kind: Form1099Kind): Promise<{ local: Form1099Extraction; text: string; source: 'text' | 'ocr' }> {
  // The page of a PDF that carries this form (a broker's statement: a cover, then a page per form).
  const { page: chosen, source, pageNumber, first } = await readFormPage(bytes, mimeType, (candidate, from) => fits1099(candidate, kind, { ocr: from === 'ocr' }), SURELY_THE_1099);
  const ocr = source === 'ocr';
  // Readings no amount of the page can be (OCR read '$' and separators as digits) read again first (amountShape.ts).
  const read = ocr ? withMisreadAmountsRepaired(await withAmountsChecked(await withGarbledCaptionsReread(chosen, kind))) : chosen;
  // (A 1099-B's sections running on over the pages after this one, joined to it: broker1099b.ts.)
  const page = kind === '1099-b' && mimeType === 'application/pdf' ? await withFollowingSections(bytes, read, pageNumber, ocr) : read;
  if (!looksLike1099(page, kind, { ocr })) throw new DocumentRejected(notThe1099Message(FORM_1099_SPECS[kind].formType), `no ${kind} captions on the page`);
  const cover = pageNumber > 1 ? { page: first.page, ocr: first.source === 'ocr' } : undefined;
  const local = parse1099(page, kind, { ocr, cover });
  if (kind === '1099-r' && !local.distributionCode) await rereadDistributionCode(local, page);
  if (kind === '1099-b' && !local.shortTermOrLongTerm) {
    // Box 2's square marked with an X drawn as two lines: no glyph in the text layer nor in OCR's reading.
    const darkness = page.darkness ?? (source === 'text' ? await drawingDarkness(bytes, pageNumber) : undefined);
    const term = darkness ? inkMarkedTerm(groupLines(words(page.items)), darkness) : '';
    if (term) local.shortTermOrLongTerm = local.fieldDetails.shortTermOrLongTerm = term;
  }
  if (ocr) await rereadLostAmounts(local, page, kind);
  if (ocr) await rereadPartyNames(local, page, kind);
  return { local, text: pageText(page), source };
}

/**
 * The page with its garbled numbered captions read again (boxes1099.ts rereadGarbledCaptions), when one of the
 * form's box captions is nowhere on it: a page that shows them all is read as it is.
 */
async function withGarbledCaptionsReread(page: PageText, kind: Form1099Kind): Promise<PageText> {
  const text = groupLines(words(prepared(page, kind, true).items)).map((line) => line.text).join('\n');
  const boxes = FORM_1099_SPECS[kind].boxes.map(([, pattern]) => pattern);
  if (boxes.every((pattern) => pattern.test(text))) return page;
  return rereadGarbledCaptions(page, [...boxes, ...captionsOf(kind), /\bcode\(s\)/i]);
}

/** The payer's and recipient's names read again from their strip of the image, when the page's OCR garbled or split them. */
async function rereadPartyNames(local: Form1099Extraction, page: PageText, kind: Form1099Kind): Promise<void> {
  const lines = groupLines(words(prepared(page, kind, true).items));
  local.payerInfo.name = await rereadName(page, lines, local.payerInfo.name);
  // (A letter's address block read again with its 'Ms.': the name is without it.)
  local.recipientInfo.name = withoutCourtesyTitle(await rereadName(page, lines, local.recipientInfo.name));
}

/** Most boxes read again from the image in one reading (each costs a small OCR pass). */
const MAX_REREADS = 4;

/**
 * Amounts OCR lost with their whole row (Tesseract drops a line of values between two staggered caption lines): a
 * box whose caption was read but no amount is read again from the image alone, under its caption's cell, and
 * takes the amount when that reads as one amount.
 */
export async function rereadLostAmounts(local: Form1099Extraction, page: PageText, kind: Form1099Kind): Promise<void> {
  if (!page.reread) return;
  // Not the title's words: 'Form 1099-INT Interest Income' is no caption of box 1.
  const lines = groupLines(withoutTitles(prepared(page, kind, true).items, kind));
  let rereads = 0;
  for (const [field, pattern] of FORM_1099_SPECS[kind].boxes) {
    if (local[field] !== undefined || rereads >= MAX_REREADS) continue;
    const at = lines.findIndex((line) => matchInLine(line, pattern));
    if (at < 0) continue;
    const line = lines[at]!;
    const box = matchInLine(line, pattern)!;
    const size = box.y1 - box.y0;
    let start = box.x0;
    for (const item of [...line.items].reverse()) if (item.x0 < start && start - item.x1 < size * 1.5) start = item.x0;
    // On a grid the cell runs to the next column's captions: a value printed at its right edge is in it.
    const cellEnd = nextColumnStart(lines, box);
    // The last column's cell runs to the form's right edge (an amount right-aligned there): the farthest words near it.
    const formEdge = Math.max(...lines.filter((other) => Math.abs(other.y0 - line.y0) < size * 12).flatMap((other) => other.items.map((item) => item.x1)));
    const end = cellEnd < Infinity ? Math.max(box.x1 + size * 2, cellEnd - size * 0.3) : Math.max(box.x1 + size * 2, formEdge);
    const inCell = (line: TextLine) => line.items.filter((item) => item.x1 > start && item.x0 < end);
    // A caption wrapped onto lines of words under it ('5 Employee contributions/Designated Roth' / 'contributions or
    // insurance premiums'): the value is under its last line.
    let bottom = box.y1;
    const under = lines.slice(at + 1).filter((candidate) => inCell(candidate).length > 0);
    let below = 0;
    while (under[below] && under[below]!.y0 - bottom < size * 1.5 && inCell(under[below]!).every((item) => /^[A-Za-z(][A-Za-z,.()/'-]*$/.test(item.text))) bottom = under[below++]!.y1;
    // Nothing read under the caption in its column: the row was lost (a readable amount would have been taken).
    const next = under[below];
    if (next && next.y0 - bottom < size * 1.5 && inCell(next).some((item) => /\d\.\d{2}$/.test(item.text))) continue;
    // Down to the next caption in the cell when the caption wrapped (the value at the cell's foot), with the
    // reread's margin (40% of the box's height) kept above that caption.
    const nextCaption = under.slice(below).find((candidate) => candidate.y0 > bottom + size && numberedRunsAt(candidate, start, end));
    const room = bottom > box.y1 && nextCaption ? Math.min(nextCaption.y0 - bottom, size * 5) : 0;
    // A short word or two in the cell, lower than a caption's next line, that read as no amount and no caption's
    // words ('REA' where the cell prints '$3,482.17' in coloured ink): the amount's own line is read again.
    const garbled = next && next.y0 - bottom < size * 6 && !numberedRunsAt(next, start, end) ? inCell(next) : [];
    const misread = garbled.length > 0 && garbled.length <= 2 && garbled.every((item) => item.text.length <= 10 && !/[a-z]{3}/.test(item.text));
    // The misread words' lines, from the cell's start (the words may be part of the amount only: '43.64' of
    // 1,343.64) to a glyph and a half past their end: OCR may box the amount with the cell's rule and the next
    // cell's caption under it ('es' 56 px tall over '$1,250.00' and '5 Fishing boat'), and a last column's cell
    // reaches into the form's title beside it ('Miscellaneous'); not below the next caption's top.
    const captionBelow = misread ? under.find((candidate) => candidate.y0 > Math.min(...garbled.map((item) => item.y0)) + size && numberedRunsAt(candidate, start, end)) : undefined;
    const region = misread
      ? {
          x1: Math.min(end, Math.max(...garbled.map((item) => item.x1)) + size * 1.5),
          y0: Math.min(...garbled.map((item) => item.y0)),
          // (An amount is at most twice as tall as its caption.)
          y1: Math.min(Math.max(...garbled.map((item) => item.y1)), (captionBelow?.y0 ?? Infinity) - size * 0.2, Math.min(...garbled.map((item) => item.y0)) + size * 2),
        }
      : room > size * 2
        ? { y0: bottom + room * 0.22, y1: bottom + room * 0.78 }
        : { y0: bottom + size * 0.8, y1: bottom + size * 2.2 };
    rereads += 1;
    const text = (await page.reread({ x0: start, x1: end, ...region })).trim();
    // One amount, maybe after specks of the cell's rules or its '$' read as letters ('oo s 1,343.64'), or before
    // specks read as marks ('$0.00 ,,'), no other digits.
    const amount = /^(?:[^\d]*\s)?\$?\s?(\d{1,3}(?:,\d{3})*\.\d{2})(?:\s+[^\w\s$]+)*$/.exec(text)?.[1];
    if (amount === undefined) continue;
    const value = Number(amount.replace(/,/g, ''));
    (local as Record<string, unknown>)[field] = value;
    local.fieldDetails[field] = value;
  }
  if (rereads === 0) return;
  // The document's total (and a 1099-B's gain) from the boxes as now read.
  const amounts = Object.fromEntries(FORM_1099_SPECS[kind].boxes.flatMap(([field]) => (typeof local[field] === 'number' ? [[field, local[field] as number]] : [])));
  local.totalAmount = toCents(FORM_1099_SPECS[kind].total(amounts));
  if (kind === '1099-b') local.capitalGains = local.fieldDetails.capitalGains = local.totalAmount;
}

/** 1099-R box 7 codes (2024 instructions, Table 1): a digit 1-9 or a letter, one or two of them. */
const DISTRIBUTION_CODE = /^[1-9A-HJ-UW]{1,2}$/;

/**
 * A 1099-R's box 7 code OCR lost (a lone digit in a cell is easily dropped): the few lines under its caption read
 * again from the image alone, enlarged (ocr.ts reread); kept only when it reads as a code.
 */
async function rereadDistributionCode(local: Form1099Extraction, page: PageText): Promise<void> {
  if (!page.reread) return;
  const lines = groupLines(words(page.items));
  for (const line of lines) {
    const box = matchInLine(line, /distribution\s*codes?|\bcode\(s\)/i);
    if (!box) continue;
    const size = box.y1 - box.y0;
    // The cell starts where the caption's phrase does ('7 Distribution code(s)'): the code is printed under its start.
    // The reading pads the box by 40% of its height: the box starts well below the caption.
    let start = box.x0;
    for (const item of [...line.items].reverse()) if (item.x0 < start && start - item.x1 < size * 4) start = item.x0;
    const text = (await page.reread({ x0: start - size, x1: box.x1 + size, y0: box.y1 + size * 0.8, y1: box.y1 + size * 2.2 })).trim();
    // As printed: capitals and digits only ('Le' is a caption's ink, not a code).
    const code = text.replace(/\s+/g, '');
    if (DISTRIBUTION_CODE.test(code)) {
      local.distributionCode = code;
      local.fieldDetails.distributionCode = code;
    }
    return;
  }
}
