// A 1099 printed in a layout the kind's reader was not fitted to (a bank's 'Box 1 – Interest paid ..... 1,234.56'
// lines, a Box | Description | Amount table, a broker's section rows '1a  Ordinary dividends (total)  2,345.67', a
// sale table under column heads) still lists each box as a box number, a caption in the payer's own words and a
// value. Read by those shapes alone and mapped to the kind's fields by the box number of the 2024 form
// (boxNumbers1099.ts) and the caption's words; checked by what the form says of its amounts. It only fills what
// the kind's reader left empty, and only from a value the page prints.
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { BOX_NUMBERS } from './boxNumbers1099';
import { labelValues } from './labelValues';
import type { TextItem, TextLine } from './layout';

const h = (item: Pick<TextItem, 'y0' | 'y1'>) => Math.max(1, item.y1 - item.y0);

/** An amount as statements print it: cents, or separators, or a '$' (never a bare year like box 3's '2023'). */
const AMOUNT = /^\(?\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?\)?$|^\(?\$?\d+\.\d{2}\)?$|^\$\d+$/;
const DATE = /^\d{1,2}\/\d{1,2}\/(?:\d{2}|\d{4})$/;
const TERM = /^(short|long)[-\s]?term\b/i;
/** 1099-R box 7 codes (2024 Instructions for Forms 1099-R and 5498, Table 1): one or two of a digit 1-9 or a letter. */
const CODE = /^[1-9A-HJ-UW]{1,2}$/;
/** A box number as printed ('1', '2a', '1d.', '4:'), OCR's l and I read back to 1. */
const NUMBER = /^[0-9lI]{1,2}[a-h]?[.:)]?$/;
/** Dot leaders (as OCR reads them too: ',.,.', '~~'), dashes, bars and '$' printed apart: no caption words. */
const FILLER = /^(?:[.,·…_'`~-]{2,}|[.·…_:|~–—-]|\$)$/;

const numberOf = (text: string) => (NUMBER.test(text) ? text.replace(/[.:)]$/, '').replace(/[lI]/g, '1').toLowerCase() : '');
const isAmount = (item: TextItem) => AMOUNT.test(item.text);
const amountOf = (text: string) => text.replace(/[$,()]/g, '');

/** One 'number caption ... value' row; number '' when the row prints none. */
export interface StatementRow {
  number: string;
  caption: string;
  value: string;
  kind: 'amount' | 'date' | 'term' | 'code';
  item: TextItem;
}

/**
 * A line's rows: the line cut after each value (an amount or a date; two or three pairs may share a line in
 * columns), each piece's leading 'Box N' or 'N' its number, the words up to the value its caption. A term
 * ('LONG-TERM') or a code after a numbered caption past a wide gap ends the line's one row too.
 */
export function rowsOfLine(line: TextLine): StatementRow[] {
  const rows: StatementRow[] = [];
  let piece: TextItem[] = [];
  const close = (value: TextItem, kind: StatementRow['kind']) => {
    let words = piece.filter((item) => !FILLER.test(item.text));
    piece = [];
    if (/^box$/i.test(words[0]?.text ?? '')) words = words.slice(1);
    const number = words[0] ? numberOf(words[0].text) : '';
    if (number) words = words.slice(1);
    const caption = words.map((item) => item.text).join(' ');
    if (/[a-z]{2}/i.test(caption)) rows.push({ number, caption, value: value.text, kind, item: value });
  };
  for (const [index, read] of line.items.entries()) {
    // A leader run into its amount ('.....1,234.56', '.$18432.00', '$0.00. .').
    const item = { ...read, text: read.text.replace(/^[.,·…_]+(?=\$?\d)/, '').replace(/(\.\d{2})[.,]+$/, '$1') };
    if (isAmount(item)) close(item, 'amount');
    else if (DATE.test(item.text)) close(item, 'date');
    else if (index === line.items.length - 1 && piece.length > 1 && item.x0 - piece.at(-1)!.x1 > h(item) * 2 && (TERM.test(item.text) || CODE.test(item.text))) close(item, TERM.test(item.text) ? 'term' : 'code');
    else piece.push(item);
  }
  return rows;
}

const STOP = new Set(['of', 'on', 'and', 'or', 'the', 'in', 'to', 'for', 'from', 'you', 'your', 'by', 'box', 'us', 'an', 'as', 'is', 'paid']);
/** A caption's words cut to their stems (withdrawal, withdrawing: 'withd'), no small words or figures. */
const stems = (caption: string) =>
  new Set(caption.toLowerCase().replace(/[^a-z0-9]+/g, ' ').split(' ').filter((word) => word.length >= 2 && /[a-z]/.test(word) && !STOP.has(word)).map((word) => word.slice(0, 5)));

/** How much a caption says one field: its stems shared with the field's caption, each weighed by how few fields share it. */
function likeness(kind: Form1099Kind): (caption: string) => Map<string, number> {
  const fields = BOX_NUMBERS[kind].map(([, field, words]) => [field, stems(words)] as const);
  const weight = (stem: string) => 1 / Math.max(1, fields.filter(([, own]) => own.has(stem)).length);
  return (caption) => {
    const said = stems(caption);
    return new Map(fields.map(([field, own]) => [field, [...said].filter((stem) => own.has(stem)).reduce((sum, stem) => sum + weight(stem), 0)]));
  };
}

/**
 * The field a row names: its box number's on the 2024 form, unless its caption shares no word with that box's and
 * clearly names another box (then none); without a number, the box its caption names clearly (two words shared,
 * one of them the box's own) and better than any other.
 */
function fieldOfRow(kind: Form1099Kind, row: StatementRow, score: (caption: string) => Map<string, number>, patterns: readonly (readonly [string, RegExp])[]): string | undefined {
  const scores = score(row.caption);
  const named = patterns.filter(([, pattern]) => pattern.test(row.caption)).map(([field]) => field);
  const byNumber = BOX_NUMBERS[kind].find(([number]) => number === row.number)?.[1];
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  if (byNumber) {
    if (named.includes(byNumber)) return byNumber;
    // The caption clearly names another box and shares next to nothing with its number's.
    if (ranked[0]![0] !== byNumber && ranked[0]![1] >= 1.5 && (scores.get(byNumber) ?? 0) < 0.5) return undefined;
    return byNumber;
  }
  if (row.number) return undefined;
  if (named.length === 1) return named[0];
  const [best, second] = ranked;
  const shared = stems(row.caption);
  const words = BOX_NUMBERS[kind].find(([, field]) => field === best![0])?.[2] ?? '';
  const common = [...stems(words)].filter((stem) => shared.has(stem)).length;
  return best && best[1] >= 1 && common >= 2 && best[1] > (second?.[1] ?? 0) ? best[0] : undefined;
}

/** What the fallback read: box amounts as the reader keeps them ('1234.56'), and a 1099-B's dates and term, a 1099-R's code. */
export interface Fallback1099 {
  amounts: Record<string, string>;
  dateAcquired?: string;
  dateSold?: string;
  term?: 'short' | 'long';
  distributionCode?: string;
}

/** Heads of a broker's sale table, by the words brokers print over each column. */
const SALE_HEADS: [string, RegExp][] = [
  ['proceedsFromSales', /proceeds|sales?\s*price|amount\s*realized|gross\s*sales?/i],
  ['costBasis', /cost|basis/i],
  ['washSaleAdjustment', /wash/i],
  ['gain', /gain|loss/i],
  ['dateAcquired', /acquired|purchased|bought/i],
  ['dateSold', /sold|disposed|sale\s*date/i],
];

/**
 * A 1099-B sale table: a row of amounts under a line of column heads; each value under the head it overlaps most.
 * One sale row, or a row labelled 'Total'. Proceeds and cost basis are taken only when the heads name both and,
 * when a gain column is printed, proceeds - basis + wash sale = gain (Form 8949 column (h)).
 */
function saleTable(lines: readonly TextLine[]): Fallback1099 {
  const valueRows = lines.map((line, index) => ({ line, index, values: line.items.filter((item) => isAmount(item) || DATE.test(item.text)) })).filter((row) => row.values.filter(isAmount).length >= 2);
  for (const row of valueRows) {
    const headsAt = [1, 2, 3].map((up) => row.index - up).find((at) => at >= 0 && lines[at]!.items.length >= 3 && SALE_HEADS.some(([, pattern]) => pattern.test(lines[at]!.text)) && !lines[at]!.items.some(isAmount));
    if (headsAt === undefined) continue;
    const siblings = valueRows.filter((other) => other.index > headsAt && other.index - headsAt <= 12);
    if (siblings.length > 1 && !/^total/i.test(row.line.text)) continue;
    // Heads: runs of words (a gap of more than a letter's height starts the next head).
    const runs: TextItem[][] = [];
    for (const item of lines[headsAt]!.items) {
      const last = runs.at(-1)?.at(-1);
      if (last && item.x0 - last.x1 < h(item) * 0.9) runs.at(-1)!.push(item);
      else runs.push([item]);
    }
    const heads = runs.map((run) => ({ text: run.map((item) => item.text).join(' '), x0: run[0]!.x0, x1: run.at(-1)!.x1 }));
    const read: Record<string, string> = {};
    for (const value of row.values) {
      const overlap = (head: { x0: number; x1: number }) => Math.min(head.x1, value.x1) - Math.max(head.x0, value.x0);
      const head = [...heads].sort((a, b) => overlap(b) - overlap(a))[0];
      if (!head || overlap(head) <= 0) continue;
      const field = SALE_HEADS.find(([, pattern]) => pattern.test(head.text))?.[0];
      if (field && read[field] === undefined) read[field] = value.text;
    }
    const out: Fallback1099 = { amounts: {} };
    const proceeds = read.proceedsFromSales;
    const basis = read.costBasis;
    if (proceeds && basis && AMOUNT.test(proceeds) && AMOUNT.test(basis)) {
      const signed = (text: string) => Number(amountOf(text)) * (/^\(.*\)$/.test(text) ? -1 : 1);
      const wash = read.washSaleAdjustment && AMOUNT.test(read.washSaleAdjustment) ? signed(read.washSaleAdjustment) : 0;
      const agrees = !read.gain || !AMOUNT.test(read.gain) || Math.abs(signed(proceeds) - signed(basis) + wash - signed(read.gain)) < 0.015;
      if (agrees) {
        out.amounts.proceedsFromSales = amountOf(proceeds);
        out.amounts.costBasis = amountOf(basis);
        if (read.washSaleAdjustment && AMOUNT.test(read.washSaleAdjustment)) out.amounts.washSaleAdjustment = amountOf(read.washSaleAdjustment);
      }
    }
    if (read.dateAcquired && DATE.test(read.dateAcquired)) out.dateAcquired = read.dateAcquired;
    if (read.dateSold && DATE.test(read.dateSold)) out.dateSold = read.dateSold;
    return out;
  }
  return { amounts: {} };
}

/**
 * The kind's boxes read from a page's (or section's) rows, for the fields `found` (the kind's reader's reading)
 * lacks. A field two rows give different amounts is left out. SSA-1099: box 5 is box 3 minus box 4 (the form says
 * so under box 5's caption); amounts that break it are not taken.
 */
export function fallback1099(kind: Form1099Kind, lines: readonly TextLine[], patterns: readonly (readonly [string, RegExp])[], found: Partial<Record<string, string>> = {}): Fallback1099 {
  const score = likeness(kind);
  const rows = lines.flatMap(rowsOfLine);
  // Pairs whose caption wraps in a narrow column (labelValues.ts), for box numbers no line gave a row.
  const seen = new Set(rows.map((row) => row.number).filter(Boolean));
  for (const pair of labelValues(lines)) {
    const value = pair.valueItems.find(isAmount);
    if (value && !seen.has(pair.number)) rows.push({ number: pair.number, caption: pair.caption, value: value.text, kind: 'amount', item: value });
  }
  const candidates = new Map<string, Set<string>>();
  const out: Fallback1099 = { amounts: {} };
  for (const row of rows) {
    const field = fieldOfRow(kind, row, score, patterns);
    if (row.kind === 'amount' && field && !/^\(/.test(row.value)) {
      if (!candidates.has(field)) candidates.set(field, new Set());
      candidates.get(field)!.add(amountOf(row.value));
    }
    if (kind === '1099-b' && row.kind === 'date') {
      if (row.number === '1b' || (!row.number && /acquired|purchased|bought/i.test(row.caption))) out.dateAcquired ??= row.value;
      if (row.number === '1c' || (!row.number && /\bsold|disposed|sale\s*date/i.test(row.caption))) out.dateSold ??= row.value;
    }
    if (kind === '1099-b' && row.kind === 'term' && (row.number === '2' || /term|holding|gain\s*or\s*loss/i.test(row.caption))) out.term = /^short/i.test(row.value) ? 'short' : 'long';
    if (kind === '1099-r' && row.kind === 'code' && (row.number === '7' || (!row.number && /distribution\s*code/i.test(row.caption)))) out.distributionCode = row.value;
  }
  for (const [field, values] of candidates) if (values.size === 1 && found[field] === undefined) out.amounts[field] = Number([...values][0]).toFixed(2);
  if (kind === '1099-b') {
    const table = saleTable(lines);
    for (const [field, value] of Object.entries(table.amounts)) if (found[field] === undefined && out.amounts[field] === undefined) out.amounts[field] = Number(value).toFixed(2);
    out.dateAcquired ??= table.dateAcquired;
    out.dateSold ??= table.dateSold;
  }
  if (kind === 'ssa-1099') {
    // Box 5 is box 3 minus box 4, with the reader's own readings beside the fallback's: what the fallback would add
    // that breaks it is not taken (a reading of the reader's alone that breaks it is for checkNetBenefits to weigh).
    const fields = ['box3NetBenefits', 'box4', 'box5NetBenefits'];
    const [paid, repaid, net] = fields.map((field) => out.amounts[field] ?? found[field]);
    const adds = fields.some((field) => out.amounts[field] !== undefined);
    if (adds && paid !== undefined && repaid !== undefined && net !== undefined && Math.round(Number(paid) * 100) - Math.round(Number(repaid) * 100) !== Math.round(Number(net) * 100)) {
      for (const field of fields) delete out.amounts[field];
    }
  }
  return out;
}

/** How many of the kind's boxes the page's rows give: a page titled for the kind that lists two or more is the form. */
export function fallbackBoxCount(kind: Form1099Kind, lines: readonly TextLine[], patterns: readonly (readonly [string, RegExp])[]): number {
  return Object.keys(fallback1099(kind, lines, patterns).amounts).length;
}
