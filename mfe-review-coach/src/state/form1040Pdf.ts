// A filled 2024 Form 1040 as a PDF, drawn with pdf-lib from the engine's explained lines: the IRS form's own
// header, line numbers and captions in order with the amounts in the form's right-hand columns
// (form1040Layout.ts), then Schedules 1, 2 and 3 and every other schedule or form the return used, each from a
// new page. Every page is marked NOT FOR FILING: it is a copy to check against the IRS form, not the IRS form.
// pdf-lib is loaded only when a taxpayer asks for the file.
import type { ExplainedLine, FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data, FilingStatus } from '@taxapp/contracts/form';
import { amountOrZero } from '@taxapp/contracts/amounts';
import { federalSections } from './federalSections';
import { maskedSsn } from './format';
import { FORM_1040_PARTS, SCHEDULE_LAYOUTS, layoutFromLines, rowAmount, type FormLayout, type FormPart, type FormRow } from './form1040Layout';
import { formTitle } from './irsInstructions';

export const PDF_FILE_NAME = 'form-1040-2024-not-for-filing.pdf';
export const NOT_FOR_FILING = 'NOT FOR FILING';

/** Whole dollars as the IRS form shows them (Form 1040 instructions: 'Rounding Off to Whole Dollars'). */
export function pdfAmount(value: number): string {
  const rounded = Math.round(value);
  const text = Math.abs(rounded).toLocaleString('en-US');
  return rounded < 0 ? `(${text})` : text;
}

/** The standard fonts encode WinAnsi only: other characters are written as their nearest ASCII. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2265/g, '>=')
    .replace(/\u2264/g, '<=')
    .replace(/\u00d7/g, 'x')
    .replace(/\u00a7/g, 'Sec. ')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Form 1040 (2024) 'Filing Status' boxes, in the form's order. */
const FILING_STATUS_BOXES: { status: FilingStatus; label: string }[] = [
  { status: 'single', label: 'Single' },
  { status: 'married-joint', label: 'Married filing jointly' },
  { status: 'married-separate', label: 'Married filing separately (MFS)' },
  { status: 'head-of-household', label: 'Head of household (HOH)' },
  { status: 'qualifying-widow', label: 'Qualifying surviving spouse (QSS)' },
];

/** Schedules first in the IRS attachment order, then the forms by number, then worksheets kept with the records. */
const ATTACHMENT_ORDER = ['schedule1', 'schedule2', 'schedule3', 'scheduleA', 'scheduleB', 'scheduleC', 'scheduleD', 'scheduleE', 'scheduleSE', 'schedule8812'];
const WORKSHEETS = new Set(['ssWorksheet', 'qdcgtWorksheet', 'sdTaxWorksheet', 'eic']);

/** Schedule B is required when taxable interest or ordinary dividends are over $1,500 (Schedule B (2024) instructions). */
const SCHEDULE_B_THRESHOLD = 1_500;

const rowOf = (number: string, caption: string, lineId?: string, column: 'inner' | 'outer' = 'outer'): FormRow => ({ number, caption, lineId, column });

function scheduleB(form: Form1040Data, lines: Record<string, ExplainedLine>): FormLayout | null {
  const interest = lines['form1040.line2b']?.value ?? 0;
  const dividends = lines['form1040.line3b']?.value ?? 0;
  if (interest <= SCHEDULE_B_THRESHOLD && dividends <= SCHEDULE_B_THRESHOLD) return null;
  // Line 1 and line 5 list each payer with its amount (1099-INT box 1, 1099-DIV box 1a).
  const payers = (type: '1099-int' | '1099-div', field: 'interestIncome' | 'totalOrdinaryDividends') =>
    form.investmentData
      .filter((document) => document.documentType === type && amountOrZero(document[field]) > 0)
      .map((document) => ({ number: '', caption: document.payerInfo.name || 'Payer not named', amount: amountOrZero(document[field]) }));
  return {
    form: 'scheduleB',
    title: 'SCHEDULE B (Form 1040) 2024',
    subtitle: 'Interest and Ordinary Dividends',
    parts: [
      {
        title: 'Part I Interest',
        rows: [
          ...payers('1099-int', 'interestIncome').map((payer, index) => ({ ...rowOf(index === 0 ? '1' : '', payer.caption, undefined, 'inner'), documentAmount: payer.amount })),
          rowOf('2', 'Add the amounts on line 1', 'form1040.line2b'),
          rowOf('3', 'Excludable interest on series EE and I U.S. savings bonds issued after 1989. Attach Form 8815'),
          rowOf('4', 'Subtract line 3 from line 2. Enter the result here and on Form 1040, line 2b', 'form1040.line2b'),
        ],
      },
      {
        title: 'Part II Ordinary Dividends',
        rows: [
          ...payers('1099-div', 'totalOrdinaryDividends').map((payer, index) => ({ ...rowOf(index === 0 ? '5' : '', payer.caption, undefined, 'inner'), documentAmount: payer.amount })),
          rowOf('6', 'Add the amounts on line 5. Enter the total here and on Form 1040, line 3b', 'form1040.line3b'),
        ],
      },
    ],
  };
}

/**
 * Schedule C: the engine reports the business's net profit (Schedule 1 line 3 = Schedule C line 31). Line 1 is the
 * gross receipts typed for the business when it is the return's only one; the expense lines stay for the IRS form.
 */
function scheduleC(form: Form1040Data, lines: Record<string, ExplainedLine>): FormLayout | null {
  const net = lines['schedule1.line3'];
  if (!net || net.value === 0) return null;
  const businesses = form.otherIncomeEntries.filter((entry) => /business|nonemployee|self-employ/i.test(entry.type));
  const only = businesses.length === 1 && form.contractor1099Data.length === 0 ? businesses[0] : null;
  const name = only?.businessData?.businessName || (businesses.length + form.contractor1099Data.length > 1 ? 'Your businesses (combined)' : 'Your business');
  return {
    form: 'scheduleC',
    title: 'SCHEDULE C (Form 1040) 2024',
    subtitle: `Profit or Loss From Business - ${name}`,
    parts: [
      {
        title: 'Part I Income',
        rows: [
          only?.businessData && only.businessData.grossReceipts !== 0
            ? { ...rowOf('1', 'Gross receipts or sales'), documentAmount: only.businessData.grossReceipts }
            : rowOf('1', 'Gross receipts or sales'),
        ],
      },
      {
        title: 'Net Profit or (Loss)',
        rows: [rowOf('31', 'Net profit or (loss). Enter on Schedule 1 (Form 1040), line 3, and on Schedule SE, line 2', 'schedule1.line3')],
      },
    ],
  };
}

/** The schedules and forms to draw after Form 1040: Schedules 1-3 always, the others the return used. */
function attachedForms(form: Form1040Data, calculation: FullCalculation): FormLayout[] {
  const { federal } = calculation;
  const { used } = federalSections(federal);
  const layouts = new Map<string, FormLayout>();
  for (const name of ['schedule1', 'schedule2', 'schedule3']) layouts.set(name, SCHEDULE_LAYOUTS[name]);
  const b = scheduleB(form, federal.lines);
  if (b) layouts.set('scheduleB', b);
  const c = scheduleC(form, federal.lines);
  if (c) layouts.set('scheduleC', c);
  for (const section of used) {
    if (layouts.has(section.form)) continue;
    const own = SCHEDULE_LAYOUTS[section.form];
    if (own) {
      layouts.set(section.form, own);
      continue;
    }
    // Schedule SE is one form per person with self-employment income (Schedule SE (2024) instructions).
    const byPerson = new Map<string, ExplainedLine[]>();
    for (const line of section.lines) {
      const prefix = line.id.slice(0, line.id.lastIndexOf('.'));
      byPerson.set(prefix, [...(byPerson.get(prefix) ?? []), line]);
    }
    for (const [prefix, lines] of byPerson) {
      if (!lines.some((line) => line.value !== 0)) continue;
      const person = prefix.split('.')[1];
      const title = `${formTitle(section.form)}${person ? ` - ${person}` : ''}${WORKSHEETS.has(section.form) ? ' (worksheet: keep for your records)' : ''}`;
      layouts.set(prefix, layoutFromLines(prefix, title, lines));
    }
  }
  const rank = (form: string) => {
    const base = form.split('.')[0];
    if (WORKSHEETS.has(base)) return 1000;
    const index = ATTACHMENT_ORDER.indexOf(base);
    return index >= 0 ? index : 100 + Number(/\d+/.exec(base)?.[0] ?? 0) / 10_000;
  };
  return [...layouts.values()].sort((a, b) => rank(a.form) - rank(b.form));
}

export async function buildForm1040Pdf(form: Form1040Data, calculation: FullCalculation): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb, degrees } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle('Form 1040 (2024) - NOT FOR FILING');
  pdf.setSubject('A copy computed to check against the IRS form; not for filing.');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { federal } = calculation;
  const lines = federal.lines;

  // US Letter, as the IRS prints the form. Amount columns: the inner (middle) column and the outer (right) one.
  const WIDTH = 612;
  const HEIGHT = 792;
  const MARGIN = 36;
  const RIGHT = WIDTH - MARGIN;
  const BOX_WIDTH = 92;
  const OUTER_BOX = RIGHT - BOX_WIDTH; // left edge of the right column's box
  const INNER_BOX = OUTER_BOX - BOX_WIDTH - 84; // the middle column, leaving room for a 'b' line's caption
  const BOX_NUMBER_WIDTH = 22;
  const SIZE = 8;
  const ROW = 11;
  const grey = rgb(0.55, 0.55, 0.55);
  const red = rgb(0.7, 0.1, 0.1);

  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  let pageHeader = '';

  const stamp = () => {
    page.drawText(NOT_FOR_FILING, { x: 130, y: 300, size: 64, font: bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.15, rotate: degrees(35) });
    page.drawText(`${NOT_FOR_FILING} - computed by the engine to check against the IRS form line by line`, { x: MARGIN, y: 18, size: 7, font, color: red });
  };
  const newPage = (header: string) => {
    page = pdf.addPage([WIDTH, HEIGHT]);
    stamp();
    y = HEIGHT - MARGIN;
    pageHeader = header;
    if (header) {
      page.drawText(winAnsi(`${header} (continued)`), { x: MARGIN, y: y - 8, size: 8, font: bold });
      y -= 16;
    }
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 10) newPage(pageHeader);
  };
  const text = (value: string, x: number, at: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(winAnsi(value), { x, y: at, size: options.size ?? SIZE, font: options.bold ? bold : font, color: options.color });
  const rightText = (value: string, right: number, at: number, bolded = false) => {
    const face = bolded ? bold : font;
    page.drawText(winAnsi(value), { x: right - face.widthOfTextAtSize(winAnsi(value), SIZE), y: at, size: SIZE, font: face });
  };
  const rule = (at: number, from = MARGIN, to = RIGHT, thickness = 0.3) =>
    page.drawLine({ start: { x: from, y: at }, end: { x: to, y: at }, thickness, color: grey });
  /** Words wrapped to a width, as many lines as they take. */
  const wrap = (value: string, width: number, face = font, size = SIZE): string[] => {
    const out: string[] = [];
    let current = '';
    for (const word of winAnsi(value).split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && face.widthOfTextAtSize(next, size) > width) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
    return out.length ? out : [''];
  };

  /** A labelled amount box: the line number in a small cell, the amount right-aligned, as on the IRS form. */
  const amountBox = (boxLeft: number, number: string, amount: number | null, at: number, bolded: boolean) => {
    page.drawRectangle({ x: boxLeft, y: at - 3, width: BOX_WIDTH, height: ROW, borderColor: grey, borderWidth: 0.3 });
    page.drawLine({ start: { x: boxLeft + BOX_NUMBER_WIDTH, y: at - 3 }, end: { x: boxLeft + BOX_NUMBER_WIDTH, y: at - 3 + ROW }, thickness: 0.3, color: grey });
    if (number) text(number, boxLeft + 2, at, { bold: true, size: 7 });
    if (amount !== null) rightText(pdfAmount(amount), boxLeft + BOX_WIDTH - 3, at, bolded);
  };

  // Form 1040's totals print in bold, as on the IRS form; the schedules' rows print plain.
  const FORM_1040_TOTALS = new Set(['9', '11', '15', '24', '33', '34', '37']);
  let totals = FORM_1040_TOTALS;
  const drawRow = (row: FormRow) => {
    const captionLeft = MARGIN + 26;
    const pairRow = row.pair;
    const captionRight = (row.column === 'inner' || pairRow ? INNER_BOX : OUTER_BOX) - 6;
    const captionLines = wrap(row.caption, captionRight - captionLeft);
    const height = captionLines.length * ROW;
    need(height + 2);
    captionLines.forEach((caption, index) => {
      const at = y - SIZE - index * ROW;
      if (index === 0 && row.number) text(row.number, MARGIN, at, { bold: true });
      text(caption, captionLeft, at);
    });
    const at = y - SIZE - (captionLines.length - 1) * ROW;
    const amount = rowAmount(row, lines);
    const isTotal = totals.has(row.number);
    if (pairRow) {
      // Form 1040 prints 'b' lines beside their 'a' line: 'a' in the middle column, 'b' with its caption to the right.
      amountBox(INNER_BOX, row.number, amount, at, false);
      text(`${pairRow.number.replace(/^\d+/, '')} ${pairRow.caption}`, INNER_BOX + BOX_WIDTH + 4, at, { size: 7 });
      amountBox(OUTER_BOX, pairRow.number, rowAmount(pairRow, lines), at, false);
    } else {
      amountBox(row.column === 'inner' ? INNER_BOX : OUTER_BOX, row.number, amount, at, isTotal);
    }
    y -= height + 2;
    rule(y + 1, MARGIN, (row.column === 'inner' || pairRow ? INNER_BOX : OUTER_BOX) - 2, 0.2);
  };

  const drawPart = (part: FormPart) => {
    if (part.title) {
      need(ROW * 3);
      y -= 4;
      page.drawRectangle({ x: MARGIN, y: y - ROW, width: RIGHT - MARGIN, height: ROW, color: rgb(0.9, 0.9, 0.9) });
      text(part.title, MARGIN + 2, y - ROW + 3, { bold: true });
      y -= ROW + 2;
    }
    for (const row of part.rows) drawRow(row);
  };

  const name = [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' ') || 'Not entered';
  const spouseName = [form.spouseFirstName, form.spouseMiddleInitial, form.spouseLastName].filter(Boolean).join(' ');
  const ssn = maskedSsn(form.ssn).text;

  /** The title block every form starts with: form name, year, and the name and SSN shown on Form 1040. */
  const titleBlock = (title: string, subtitle: string) => {
    page.drawRectangle({ x: MARGIN, y: y - 34, width: RIGHT - MARGIN, height: 34, borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
    text(title, MARGIN + 4, y - 14, { bold: true, size: 13 });
    text(subtitle, MARGIN + 4, y - 28, { size: 9 });
    text('2024', RIGHT - 50, y - 22, { bold: true, size: 16 });
    text(`${NOT_FOR_FILING}`, RIGHT - 170, y - 14, { bold: true, size: 9, color: red });
    y -= 40;
  };
  const labelled = (label: string, value: string, x: number, at: number) => {
    text(label, x, at + 8, { size: 6, color: grey });
    text(value, x, at, { size: 9 });
  };

  // Form 1040 page 1: the header.
  stamp();
  pageHeader = 'Form 1040 (2024)';
  titleBlock('Form 1040 U.S. Individual Income Tax Return', 'Department of the Treasury - Internal Revenue Service. A copy computed from your answers: NOT FOR FILING.');
  text('Filing Status', MARGIN, y - 8, { bold: true });
  FILING_STATUS_BOXES.forEach((box, index) => {
    const x = MARGIN + 64 + (index % 3) * 160;
    const at = y - 8 - Math.floor(index / 3) * 12;
    page.drawRectangle({ x, y: at - 1, width: 7, height: 7, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
    if (federal.filingStatus === box.status) text('X', x + 1.2, at, { bold: true, size: 7 });
    text(box.label, x + 11, at);
  });
  y -= 34;
  rule(y + 6);
  labelled('Your first name and middle initial / Last name', name, MARGIN, y - 8);
  labelled('Your social security number', ssn, OUTER_BOX, y - 8);
  y -= 24;
  if (spouseName || form.filingStatus === 'married-joint' || form.filingStatus === 'married-separate') {
    labelled("If joint return, spouse's first name and middle initial / Last name", spouseName || 'Not entered', MARGIN, y - 8);
    labelled("Spouse's social security number", maskedSsn(form.spouseSSN).text, OUTER_BOX, y - 8);
    y -= 24;
  }
  const street = [form.street, form.street2].filter(Boolean).join(', ');
  labelled('Home address (number and street) / Apt. no.', street || 'Not entered', MARGIN, y - 8);
  y -= 24;
  labelled('City, town, or post office / State / ZIP code', [form.city, form.state, form.zip].filter(Boolean).join(', '), MARGIN, y - 8);
  y -= 20;
  rule(y + 4);
  // Standard Deduction and Age/Blindness boxes: 65 or over on 31 Dec 2024 is 'born before January 2, 1960'.
  const check = (on: boolean) => (on ? '[X]' : '[ ]');
  // Form 1040 (2024) 'Standard Deduction: Someone can claim': the spouse's box counts on a joint return only (i1040 line 12).
  text(
    `Standard Deduction  Someone can claim: ${check(form.canBeClaimedAsDependent === true)} You as a dependent  ${check(form.filingStatus === 'married-joint' && form.spouseCanBeClaimedAsDependent === true)} Your spouse as a dependent`,
    MARGIN,
    y - 6,
  );
  y -= 14;
  text(
    `Age/Blindness  You: ${check((form.taxpayerAgeAtYearEnd ?? 0) >= 65)} Were born before January 2, 1960  ${check(form.isBlind)} Are blind` +
      (form.filingStatus === 'married-joint' ? `   Spouse: ${check((form.spouseAgeAtYearEnd ?? 0) >= 65)} Was born before January 2, 1960  ${check(form.spouseIsBlind)} Is blind` : ''),
    MARGIN,
    y - 6,
  );
  y -= 14;
  rule(y + 2);
  text(`Dependents (${federal.dependentsCount})`, MARGIN, y - 8, { bold: true });
  text('(1) First name / Last name', MARGIN + 80, y - 8, { size: 6, color: grey });
  text('(2) Social security number', MARGIN + 280, y - 8, { size: 6, color: grey });
  text('(3) Relationship to you', MARGIN + 400, y - 8, { size: 6, color: grey });
  y -= 12;
  if (form.dependents.length === 0) {
    text('None', MARGIN + 80, y - 8);
    y -= 12;
  }
  for (const dependent of form.dependents) {
    text([dependent.firstName, dependent.lastName].filter(Boolean).join(' ') || 'Not entered', MARGIN + 80, y - 8);
    text(maskedSsn(dependent.ssn).text, MARGIN + 280, y - 8);
    text(dependent.relationship || '', MARGIN + 400, y - 8);
    y -= 12;
  }
  rule(y + 2, MARGIN, RIGHT, 0.6);

  for (const part of FORM_1040_PARTS) {
    // The IRS form's page 2 starts at 'Tax and Credits' (line 16).
    if (part.title === 'Tax and Credits') {
      newPage('');
      text('Form 1040 (2024) Page 2', MARGIN, y - 8, { bold: true });
      y -= 14;
    }
    drawPart(part);
  }
  totals = new Set();

  for (const layout of attachedForms(form, calculation)) {
    newPage('');
    pageHeader = layout.title;
    titleBlock(layout.title, layout.subtitle ?? '');
    labelled('Name(s) shown on Form 1040', name + (spouseName ? ` and ${spouseName}` : ''), MARGIN, y - 8);
    labelled('Your social security number', ssn, OUTER_BOX, y - 8);
    y -= 22;
    for (const part of layout.parts) drawPart(part);
  }
  return pdf.save();
}
