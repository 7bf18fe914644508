// Forms 1099-INT, -DIV, -B, -R, -G and -OID read like the W-2: each box by its printed caption (IRS wording
// and the abbreviations banks and brokers print), its value beside or under it. The payer and recipient by
// their captions and the TIN shapes. 2024 forms: https://www.irs.gov/forms-pubs (1099-INT, -DIV, -B, -R, -G, -OID).
import type { Form1099Extraction, Form1099Kind } from '@taxapp/contracts/documents';
import { DocumentRejected } from '../validate';
import { readPageWithSource } from './local';
import { groupLines, matchInLine, type PageText, type TextLine } from './layout';
import { ADDRESS_TAIL, checked, EIN, pageText, readBoxes, SSN, textBelowOrRight, words } from './w2';

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
      ['usSavingsBondsInterest', /savings\s*bonds/i],
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
      ['costBasis', /cost\s*(?:or\s*other\s*)?basis/i],
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
      ['capitalGainAmount', /capital\s*gain\s*\(?included/i],
      WITHHELD,
      ['employeeContributions', /employee\s*contributions/i],
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
      ['originalIssueDiscount', /original\s*issue\s*discount\s*for/i],
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

/** The payer's and recipient's captions: the IRS's words, a statement's 'Payer:' and 'RECIPIENT'S ID No.', the SSA's 'Box 1. Name'. */
const PARTY = {
  payerName: new RegExp(String.raw`payer'?s?\s*name${ADDRESS_TAIL}|\bpayer\s*:`, 'i'),
  payerTin: /payer'?s?\s*(?:tin|federal\s*id\w*(?:\s*(?:number|no\.?))?)/i,
  recipientName: new RegExp(String.raw`recipient'?s?\s*name${ADDRESS_TAIL}|\brecipient\s*:|box\s*1\.?\s*name\b`, 'i'),
  recipientTin: /recipient'?s?\s*(?:tin|identification\s*(?:number|no\.?)|(?:taxpayer\s*)?id\b\.?(?:\s*(?:number|no\.?))?)|beneficiary'?s?\s*social\s*security\s*(?:number|no\.?)/i,
};

const OTHER_CAPTIONS = [
  PARTY.payerName, PARTY.payerTin, PARTY.recipientTin, PARTY.recipientName,
  /account\s*number/i, /distribution\s*code/i, /date\s*acquired/i, /date\s*sold/i, /\bIRA\s*\/\s*SEP/i,
];

/** 'This file does not look like a Form 1099-INT. ...' */
export function notThe1099Message(formType: string): string {
  return `This file does not look like a Form ${formType}. Please upload your ${formType} or enter the amount manually.`;
}

const TIN = new RegExp(`${EIN.source}|${SSN.source}`, 'i');
const DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/;

/**
 * A TIN by its caption: the first TIN-shaped text beside it or in the few lines under it, near its column (an
 * OCR'd neighbour cell's words may come first under the caption; they are passed over, not taken).
 */
function tinNear(page: ReturnType<typeof readBoxes>, pattern: RegExp, width: number): string {
  const beside = TIN.exec(textBelowOrRight(page.lines, pattern, page.captions, width, 3))?.[0];
  if (beside) return beside;
  const index = page.lines.findIndex((line) => matchInLine(line, pattern));
  if (index < 0) return '';
  const box = matchInLine(page.lines[index]!, pattern)!;
  const size = Math.max(1, box.y1 - box.y0);
  for (const line of page.lines.slice(index + 1, index + 5)) {
    if (line.y0 - box.y1 > size * 6) break;
    const near = line.items.filter((item) => item.x0 >= box.x0 - size * 2 && item.x0 < box.x1 + size * 10).map((item) => item.text).join(' ');
    const found = TIN.exec(near)?.[0];
    if (found) return found;
  }
  return '';
}

function isoDate(text: string): string {
  const match = DATE.exec(text);
  if (!match) return '';
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  return `${year}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** Each kind's form number as printed in a section's title ('1099-INT', 'SSA-1099'). */
const FORM_NUMBER: Record<Form1099Kind, RegExp> = {
  '1099-int': /\b1099-?INT\b/i, '1099-div': /\b1099-?DIV\b/i, '1099-b': /\b1099-?B\b/i, '1099-r': /\b1099-?R\b/i, '1099-g': /\b1099-?G\b/i,
  '1099-oid': /\b1099-?OID\b/i, '1099-misc': /\b1099-?MISC\b/i, '1099-nec': /\b1099-?NEC\b/i, 'ssa-1099': /\bSSA-?1099\b/i,
};

/**
 * A broker's composite statement prints several forms on one page, each section under its own title
 * ('2024 1099-INT INTEREST INCOME') and each with its own box 4: the boxes of the kind asked for are read
 * from its section only (from its title to the next form's title). Any other page is read whole.
 */
export function sectionOf(page: PageText, kind: Form1099Kind): PageText {
  const lines = groupLines(words(page.items));
  const titled = (line: TextLine) => (Object.keys(FORM_NUMBER) as Form1099Kind[]).filter((other) => FORM_NUMBER[other].test(line.text));
  const starts = lines.map((line, index) => ({ index, kinds: titled(line) })).filter((entry) => entry.kinds.length === 1);
  const distinct = new Set(starts.map((entry) => entry.kinds[0]));
  const own = starts.find((entry) => entry.kinds[0] === kind);
  if (distinct.size < 2 || !own) return page;
  const next = starts.find((entry) => entry.index > own.index && entry.kinds[0] !== kind);
  const top = lines[own.index]!.y0;
  const bottom = next ? lines[next.index]!.y0 : Infinity;
  return { ...page, items: lines.flatMap((line) => (line.y0 >= top && line.y0 < bottom ? line.items : [])) };
}

/** A letter's sender: the first line of the page in its largest type (a bank's letterhead), when no caption names the payer. */
function letterhead(lines: TextLine[]): string {
  const top = lines.slice(0, 4).filter((line) => /[A-Za-z]{3}/.test(line.text) && !/\b(?:1099|form|statement|tax)\b/i.test(line.text));
  const tallest = [...top].sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))[0];
  return tallest && tallest.y1 - tallest.y0 > Math.min(...lines.map((line) => line.y1 - line.y0)) * 1.3 ? tallest.text : '';
}

/** A letter's addressee: the name over a street line and a 'City ST 12345' line, when no caption names the recipient. */
function addressedTo(lines: TextLine[]): string {
  for (let index = 2; index < lines.length; index += 1) {
    if (!/\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/.test(lines[index]!.text)) continue;
    if (!/^\d+\s+\w/.test(lines[index - 1]!.text)) continue;
    const name = lines[index - 2]!.text;
    if (/^[A-Za-z][A-Za-z.'\- ]+$/.test(name) && name.split(/\s+/).length >= 2) return name;
  }
  return '';
}

export function parse1099(page: PageText, kind: Form1099Kind): Form1099Extraction {
  const spec = FORM_1099_SPECS[kind];
  const section = sectionOf(page, kind);
  const reading = readBoxes(section, spec.boxes, OTHER_CAPTIONS);
  // The payer and recipient are named once, at the top of a composite statement: read from the whole page.
  const parties = section === page ? reading : readBoxes(page, spec.boxes, OTHER_CAPTIONS);
  const amounts: Record<string, number> = {};
  for (const [field] of spec.boxes) if (reading.found[field] !== undefined) amounts[field] = Number(reading.found[field]);
  const details: Record<string, number | string | boolean> = { ...amounts };
  if (kind === '1099-r') {
    const code = textBelowOrRight(reading.lines, /distribution\s*codes?/i, reading.captions, page.width);
    details.distributionCode = /\b([1-9A-Z]{1,2})\b/.exec(code)?.[1] ?? '';
    details.taxableAmountNotDetermined = checked(reading.lines, /taxable\s*amount\s*not\s*determined/i);
    details.taxableAmountBlank = amounts.taxableAmount === undefined;
    details.isIra = checked(reading.lines, /\bIRA\s*\/\s*SEP\s*\/\s*SIMPLE/i);
  }
  if (kind === '1099-b') {
    details.dateAcquired = isoDate(textBelowOrRight(reading.lines, /date\s*acquired/i, reading.captions, page.width));
    details.dateSold = isoDate(textBelowOrRight(reading.lines, /date\s*sold(?:\s*or\s*disposed)?/i, reading.captions, page.width));
    const text = reading.lines.map((line) => line.text).join('\n');
        const marked = (term: string) => new RegExp(String.raw`\bX\s*${term}[-\s]*term|${term}[-\s]*term(?:\s*(?:gain|loss|or))*\s*:?\s*X\b`, 'i').test(text);
    details.shortTermOrLongTerm = marked('short') ? 'short' : marked('long') ? 'long' : '';
    details.capitalGains = spec.total(amounts);
  }
  const total = Math.round(spec.total(amounts) * 100) / 100;
  // Each box at the top level too (spec 2 §7 reads them there); zod's catchall type cannot say both.
  return {
    documentType: kind,
    formType: spec.formType,
    totalAmount: total,
    payerInfo: {
      name: textBelowOrRight(parties.lines, PARTY.payerName, parties.captions, page.width) || letterhead(parties.lines),
      tin: tinNear(parties, PARTY.payerTin, page.width),
    },
    recipientInfo: {
      name: textBelowOrRight(parties.lines, PARTY.recipientName, parties.captions, page.width) || addressedTo(parties.lines),
      tin: tinNear(parties, PARTY.recipientTin, page.width),
    },
    fieldDetails: details,
    ...details,
  } as Form1099Extraction;
}

/** The page names the form asked for, or at least two of its boxes. */
export function looksLike1099(page: PageText, kind: Form1099Kind): boolean {
  const reading = readBoxes(page, FORM_1099_SPECS[kind].boxes, OTHER_CAPTIONS);
  const text = reading.lines.map((line) => line.text).join('\n');
  const named = FORM_1099_SPECS[kind].boxes.filter(([, pattern]) => pattern.test(text)).length;
  return (FORM_1099_SPECS[kind].title.test(text) && named >= 1) || named >= 3;
}

export async function read1099Locally(bytes: Uint8Array, mimeType: string, kind: Form1099Kind): Promise<Form1099Extraction> {
  return (await read1099WithText(bytes, mimeType, kind)).local;
}

/** The local reading with the page's text line by line, for a model to read the same page (AI_PROVIDER=openai). */
export async function read1099WithText(bytes: Uint8Array, mimeType: string, kind: Form1099Kind): Promise<{ local: Form1099Extraction; text: string; source: 'text' | 'ocr' }> {
  const { page, source } = await readPageWithSource(bytes, mimeType);
  if (!looksLike1099(page, kind)) throw new DocumentRejected(notThe1099Message(FORM_1099_SPECS[kind].formType), `no ${kind} captions on the page`);
  return { local: parse1099(page, kind), text: pageText(page), source };
}
