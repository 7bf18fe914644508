// 1099 statements in layouts the 1099 readers were not fitted to, written apart from them: how banks, state
// agencies, brokers and plan custodians print the boxes when they do not draw the IRS form.
// - a bank's plain 'Tax information statement': 'Box 1 – Interest paid ........ 1,234.56' lines, its own words;
// - tables with columns Box | Description | Amount (a state's 1099-G, a plan's 1099-R, the SSA's benefit summary);
// - a broker's consolidated statement: each form a section under its own title ('Form 1099-DIV  Dividends and
//   Distributions'), rows '1a  Ordinary dividends (total)   2,345.67' in the broker's words;
// - a broker's sale table (1099-B) under a term heading, dates acquired / sold, proceeds, cost basis;
// - an IRA custodian's letter (1099-R) and a revenue department's refund notice (1099-G box 2, box 3 a tax year).
// Names in capitals, amounts with and without separators and '$'. Each says what a correct reading gives, by hand
// from what it prints. Test data only: nothing here knows how the readers work.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { embedFaces } from './pdfFaces';

interface Pen {
  page: PDFPage;
  /** `top` is the top of the text, measured down from the page's top edge. */
  write: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  writeRight: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  hline: (x0: number, x1: number, top: number, thickness?: number) => void;
  fill: (x: number, top: number, width: number, height: number, grey: number) => void;
  fonts: { sans: PDFFont; sansBold: PDFFont; serif: PDFFont; serifBold: PDFFont; mono: PDFFont; monoBold: PDFFont };
}

async function blankPage(): Promise<{ pdf: PDFDocument; pen: Pen }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const fonts = await embedFaces(pdf, {
    sans: StandardFonts.Helvetica,
    sansBold: StandardFonts.HelveticaBold,
    serif: StandardFonts.TimesRoman,
    serifBold: StandardFonts.TimesRomanBold,
    mono: StandardFonts.Courier,
    monoBold: StandardFonts.CourierBold,
  });
  const pen: Pen = {
    page,
    fonts,
    write: (text, x, top, size, font = fonts.sans) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.78, size, font }); },
    writeRight: (text, xRight, top, size, font = fonts.sans) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.78, size, font }); },
    hline: (x0, x1, top, thickness = 0.6) => page.drawLine({ start: { x: x0, y: 792 - top }, end: { x: x1, y: 792 - top }, thickness, color: rgb(0, 0, 0) }),
    fill: (x, top, width, height, grey) => page.drawRectangle({ x, y: 792 - top - height, width, height, color: rgb(grey, grey, grey) }),
  };
  return { pdf, pen };
}

/** A caption, a leader of dots (joined or spaced) up to the amount, the amount right-aligned. */
function leader(pen: Pen, caption: string, amount: string, x: number, xRight: number, top: number, size: number, font: PDFFont, spaced: boolean) {
  pen.write(caption, x, top, size, font);
  pen.writeRight(amount, xRight, top, size, font);
  const start = x + font.widthOfTextAtSize(caption, size) + 4;
  const end = xRight - font.widthOfTextAtSize(amount, size) - 4;
  const dot = font.widthOfTextAtSize(spaced ? '. ' : '.', size);
  const count = Math.floor((end - start) / dot);
  if (count > 2) pen.write((spaced ? '. ' : '.').repeat(count).trimEnd(), start, top, size, font);
}

/** One statement read as one kind: how to draw it and what a correct reading gives. */
export interface Statement1099 {
  layout: string;
  kind: Form1099Kind;
  build: () => Promise<Uint8Array>;
  /** Fields as the reader names them ('payerInfo.name' for nested ones). */
  expected: Record<string, number | string>;
}

const save = async (pdf: PDFDocument) => new Uint8Array(await pdf.save());

// ---------------------------------------------------------------------------------------------------------
// A bank's plain tax information statement (1099-INT), Times, the boxes in the bank's own words.

async function buildBankStatement(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { serif, serifBold } = pen.fonts;
  pen.write('FIRST PRAIRIE SAVINGS BANK', 54, 48, 14, serifBold);
  pen.write('410 Commerce Street  ·  Wichita, Kansas 67202  ·  (316) 555-0188', 54, 66, 9, serif);
  pen.writeRight('Statement date: January 24, 2025', 558, 48, 9, serif);
  pen.write('2024 Tax Information Statement', 54, 104, 16, serifBold);
  pen.write('This statement is your Form 1099-INT (Copy B for Recipient). Keep it with your tax records.', 54, 126, 9.5, serif);
  ['ELENA V MARCHETTI', '2231 LARKSPUR LANE', 'WICHITA KS 67212'].forEach((line, i) => pen.write(line, 54, 156 + i * 13, 10.5, serif));
  pen.write("Payer's federal identification number:  48-0921173", 330, 156, 9, serif);
  pen.write("Recipient's identification number:  XXX-XX-4471", 330, 169, 9, serif);
  pen.write('Account:  Premier Savings  ****8823', 330, 182, 9, serif);
  pen.hline(54, 558, 222, 0.8);
  pen.write('Interest reported to the IRS for 2024', 54, 232, 11, serifBold);
  const rows: [string, string][] = [
    ['Box 1 – Interest paid to you', '1,234.56'],
    ['Box 2 – Penalty for withdrawing a CD early', '18.40'],
    ['Box 3 – Interest on U.S. Savings Bonds and Treasury obligations', '0.00'],
    ['Box 4 – Federal tax withheld (backup withholding)', '123.00'],
    ['Box 8 – Tax-exempt interest', '0.00'],
  ];
  rows.forEach(([caption, amount], i) => leader(pen, caption, amount, 54, 558, 256 + i * 20, 10.5, serif, false));
  pen.hline(54, 558, 362, 0.5);
  pen.write('Boxes not listed are zero. Interest of $10 or more is reported to the Internal Revenue Service.', 54, 372, 8.5, serif);
  pen.write('Questions? Call Member Services at (316) 555-0188, Monday through Friday, 8 a.m. to 6 p.m.', 54, 384, 8.5, serif);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A state labor department's 1099-G as a Box | Description | Amount table, '$' and no separators.

async function buildUnemploymentTable(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { sans, sansBold } = pen.fonts;
  pen.write('STATE OF OREGON', 40, 40, 12, sansBold);
  pen.write('EMPLOYMENT DEPARTMENT  ·  UNEMPLOYMENT INSURANCE DIVISION', 40, 56, 8.5, sans);
  pen.write('875 UNION ST NE, SALEM OR 97311     Federal ID 93-6001954', 40, 68, 8.5, sans);
  pen.write('2024 Form 1099-G  Certain Government Payments', 40, 100, 13, sansBold);
  pen.write('Statement of benefits paid to you in calendar year 2024', 40, 118, 9, sans);
  pen.write('Claimant', 40, 146, 8, sansBold);
  ['MARCUS T OYELARAN', '1187 SE HAWTHORNE BLVD APT 4', 'PORTLAND OR 97214'].forEach((line, i) => pen.write(line, 40, 158 + i * 12, 9.5, sans));
  pen.write('Claimant SSN:  XXX-XX-2290', 360, 158, 9, sans);
  pen.write('Claim ID:  UI-24-0771935', 360, 170, 9, sans);
  const top = 226;
  pen.fill(40, top, 532, 18, 0.85);
  pen.write('Box', 48, top + 5, 9, sansBold);
  pen.write('Description', 96, top + 5, 9, sansBold);
  pen.writeRight('Amount', 562, top + 5, 9, sansBold);
  const rows: [string, string, string][] = [
    ['1', 'Unemployment compensation paid', '$8640.00'],
    ['4', 'Federal income tax withheld', '$864.00'],
    ['10a', 'State', 'OR'],
    ['11', 'State income tax withheld', '$345.60'],
  ];
  rows.forEach(([box, caption, amount], i) => {
    const y = top + 26 + i * 22;
    pen.write(box, 48, y, 9.5, sans);
    pen.write(caption, 96, y, 9.5, sans);
    pen.writeRight(amount, 562, y, 9.5, sans);
    pen.hline(40, 572, y + 15, 0.3);
  });
  pen.write('Amounts in box 1 are taxable income. Report them on Schedule 1 (Form 1040), line 7.', 40, 346, 8, sans);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A revenue department's refund notice (1099-G box 2), Courier, the tax year of the refund in box 3.

async function buildRefundNotice(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { mono, monoBold } = pen.fonts;
  pen.write('COMMONWEALTH OF VIRGINIA  DEPARTMENT OF TAXATION', 48, 44, 11, monoBold);
  pen.write('PO BOX 1115  RICHMOND VA 23218-1115', 48, 60, 9, mono);
  pen.write('PAYER FEDERAL ID: 54-6001744', 48, 72, 9, mono);
  pen.write('FORM 1099-G  2024  STATEMENT FOR RECIPIENTS OF STATE INCOME TAX REFUNDS', 48, 104, 10, monoBold);
  ['DOROTHEA J KWASNIEWSKI', '5520 CHAMBERLAYNE AVE', 'RICHMOND VA 23227'].forEach((line, i) => pen.write(line, 48, 136 + i * 12, 10, mono));
  pen.write('RECIPIENT SSN: XXX-XX-6035', 330, 136, 9, mono);
  const rows: [string, string][] = [
    ['BOX 2  STATE TAX REFUNDS, CREDITS OR OFFSETS', '$1,186.00'],
    ['BOX 3  TAX YEAR OF REFUND', '2023'],
    ['BOX 4  FEDERAL INCOME TAX WITHHELD', '$0.00'],
  ];
  rows.forEach(([caption, amount], i) => leader(pen, caption, amount, 48, 560, 200 + i * 18, 9.5, mono, true));
  pen.write('THE AMOUNT IN BOX 2 MAY BE TAXABLE IF YOU ITEMIZED DEDUCTIONS ON YOUR 2023 FEDERAL RETURN.', 48, 262, 7.5, mono);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A broker's consolidated statement: DIV, INT and B sections, box numbers and the broker's words.

const MERIDIAN = { name: 'MERIDIAN HARBOR SECURITIES LLC', tin: '13-4418890' };
const ABERNATHY = 'CALLUM R ABERNATHY';

async function buildConsolidated(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { sans, sansBold, mono } = pen.fonts;
  pen.write('MERIDIAN HARBOR', 36, 34, 15, sansBold);
  pen.write('2024 CONSOLIDATED TAX STATEMENT', 330, 34, 12, sansBold);
  pen.write(`Payer: ${MERIDIAN.name}  ·  200 Liberty Street, New York NY 10281  ·  Federal ID ${MERIDIAN.tin}`, 36, 56, 7.5, sans);
  pen.write(`Recipient: ${ABERNATHY}  ·  TIN ***-**-5517  ·  Account 7QX-204418`, 36, 67, 7.5, sans);
  pen.write('88 ORCHARD HILL ROAD, NORTHAMPTON MA 01060', 36, 78, 7.5, sans);
  let top = 100;
  const section = (title: string, rows: [string, string, string][]) => {
    pen.fill(36, top, 540, 15, 0.88);
    pen.write(title, 40, top + 3.5, 9, sansBold);
    top += 22;
    for (const [box, caption, value] of rows) {
      pen.write(box, 44, top, 8.5, mono);
      pen.write(caption, 74, top, 8.5, sans);
      pen.writeRight(value, 560, top, 8.5, mono);
      top += 13;
    }
    top += 10;
  };
  section('Form 1099-DIV   Dividends and Distributions', [
    ['1a', 'Ordinary dividends (total)', '2,345.67'],
    ['1b', 'Qualified dividend income', '1,980.10'],
    ['2a', 'Capital gain distributions (total)', '412.88'],
    ['3', 'Return of capital', '0.00'],
    ['4', 'Tax withheld – federal', '0.00'],
    ['5', 'Qualified REIT dividends (Sec. 199A)', '96.12'],
    ['7', 'Foreign taxes paid', '31.45'],
  ]);
  section('Form 1099-INT   Interest Income', [
    ['1', 'Taxable interest', '187.23'],
    ['3', 'U.S. Treasury interest', '54.00'],
    ['4', 'Tax withheld – federal', '0.00'],
    ['8', 'Municipal bond interest (tax-exempt)', '220.00'],
  ]);
  section('Form 1099-B   Proceeds From Broker and Barter Exchange Transactions', [
    ['1a', 'Security sold', '150 SH WESTLAKE ENERGY CORP'],
    ['1b', 'Acquired on', '03/14/2022'],
    ['1c', 'Sold on', '09/30/2024'],
    ['1d', 'Sale proceeds (gross)', '12,450.00'],
    ['1e', 'Adjusted basis', '9,875.25'],
    ['1g', 'Disallowed wash sale loss', '0.00'],
    ['2', 'Holding period', 'LONG-TERM'],
    ['4', 'Tax withheld – federal', '0.00'],
  ]);
  pen.write('This is important tax information and is being furnished to the Internal Revenue Service.', 36, top + 6, 7, sans);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A broker's 1099-B sale table under a term heading (Helvetica, small type).

async function buildSaleTable(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { sans, sansBold } = pen.fonts;
  pen.write('CASCADE RIVER INVESTMENTS INC', 36, 36, 12, sansBold);
  pen.write('1420 5th Ave, Seattle WA 98101   Payer TIN 91-1876520', 36, 52, 8, sans);
  pen.write('2024 Form 1099-B  Proceeds from Broker and Barter Exchange Transactions', 36, 80, 11, sansBold);
  ['PRIYANKA S DESHMUKH', '77 WALLINGFORD AVE N', 'SEATTLE WA 98103'].forEach((line, i) => pen.write(line, 36, 104 + i * 11, 9, sans));
  pen.write('Recipient TIN: ***-**-3096     Account 55102-884', 340, 104, 8, sans);
  pen.write('SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS  (basis is reported to the IRS)', 36, 162, 9, sansBold);
  const heads: [string, number, boolean][] = [['Description', 36, false], ['Acquired', 210, false], ['Sold', 268, false], ['Sales price', 380, true], ['Cost', 448, true], ['Wash sale', 510, true], ['Gain/(Loss)', 576, true]];
  for (const [head, x, right] of heads) (right ? pen.writeRight : pen.write)(head, x, 180, 8, sansBold);
  pen.hline(36, 576, 191, 0.5);
  const row = ['80 SH NORTHWIND LOGISTICS', '02/05/2024', '08/19/2024', '4210.00', '4655.30', '0.00', '(445.30)'];
  pen.write(row[0]!, 36, 197, 8, sans);
  pen.write(row[1]!, 210, 197, 8, sans);
  pen.write(row[2]!, 268, 197, 8, sans);
  [[row[3], 380], [row[4], 448], [row[5], 510], [row[6], 576]].forEach(([text, x]) => pen.writeRight(text as string, x as number, 197, 8, sans));
  pen.write('Federal income tax withheld: 0.00', 36, 230, 8, sans);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// The SSA's benefit summary as a Box | Description | Amount table, its own words.

async function buildBenefitTable(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { serif, serifBold, sans } = pen.fonts;
  pen.write('SOCIAL SECURITY ADMINISTRATION', 50, 44, 13, serifBold);
  pen.write('Form SSA-1099  Social Security Benefit Statement  2024', 50, 64, 11, serifBold);
  pen.write('Beneficiary:  HAROLD W PETTIGREW', 50, 96, 10, serif);
  pen.write('Beneficiary SSN:  XXX-XX-8124', 50, 110, 10, serif);
  pen.write('Claim number:  XXX-XX-8124A', 330, 110, 10, serif);
  const top = 146;
  pen.hline(50, 560, top, 0.8);
  pen.write('BOX', 56, top + 4, 9, serifBold);
  pen.write('DESCRIPTION', 110, top + 4, 9, serifBold);
  pen.writeRight('AMOUNT', 552, top + 4, 9, serifBold);
  pen.hline(50, 560, top + 17, 0.8);
  const rows: [string, string, string][] = [
    ['3', 'Total benefits for 2024', '$21,486.00'],
    ['4', 'Amount you paid back to SSA in 2024', '$612.00'],
    ['5', 'Net amount (Box 3 minus Box 4)', '$20,874.00'],
    ['6', 'Voluntary tax withheld', '$2,148.60'],
  ];
  rows.forEach(([box, caption, amount], i) => {
    const y = top + 25 + i * 20;
    pen.write(box, 60, y, 10, serif);
    pen.write(caption, 110, y, 10, serif);
    pen.writeRight(amount, 552, y, 10, serif);
  });
  pen.write('Box 5 is the amount to report on your tax return (Form 1040, line 6a).', 50, 262, 8.5, sans);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// The SSA-1099 as a plain list 'Box 3: ... $18432' (no separators), Helvetica.

async function buildBenefitList(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { sans, sansBold } = pen.fonts;
  pen.write('SSA-1099 — 2024 SOCIAL SECURITY BENEFIT STATEMENT', 60, 50, 12, sansBold);
  pen.write('Name of beneficiary:  MARGARET A OKONKWO-LINDQVIST', 60, 80, 9.5, sans);
  pen.write('Beneficiary Social Security number:  ***-**-0917', 60, 94, 9.5, sans);
  const rows: [string, string][] = [
    ['Box 3: Benefits paid to you', '$18432.00'],
    ['Box 4: Benefits repaid', '$0.00'],
    ['Box 5: Net benefits', '$18432.00'],
    ['Box 6: Federal tax withheld (voluntary)', '$0.00'],
  ];
  rows.forEach(([caption, amount], i) => leader(pen, caption, amount, 60, 540, 130 + i * 18, 9.5, sans, true));
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A retirement plan's 1099-R as a Box | Description | Amount table.

async function buildPlanTable(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { sans, sansBold } = pen.fonts;
  pen.write('GREAT LAKES TEACHERS RETIREMENT SYSTEM', 44, 40, 12, sansBold);
  pen.write('PO Box 30171, Lansing MI 48909   Payer federal ID 38-6000134', 44, 56, 8.5, sans);
  pen.write('Form 1099-R  2024  Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans', 44, 86, 9.5, sansBold);
  ['BEATRIZ L HOLLOWAY', '309 W SAGINAW ST', 'EAST LANSING MI 48823'].forEach((line, i) => pen.write(line, 44, 112 + i * 12, 9.5, sans));
  pen.write('Recipient SSN: XXX-XX-7740', 350, 112, 9, sans);
  const top = 172;
  pen.fill(44, top, 524, 17, 0.82);
  pen.write('Box', 52, top + 4.5, 9, sansBold);
  pen.write('Description', 100, top + 4.5, 9, sansBold);
  pen.writeRight('Amount', 560, top + 4.5, 9, sansBold);
  const rows: [string, string, string][] = [
    ['1', 'Total amount distributed', '24,000.00'],
    ['2a', 'Taxable portion', '24,000.00'],
    ['4', 'Federal income tax withheld', '4,800.00'],
    ['7', 'Distribution code', '7'],
    ['14', 'State tax withheld', '960.00'],
  ];
  rows.forEach(([box, caption, amount], i) => {
    const y = top + 24 + i * 19;
    pen.write(box, 52, y, 9.5, sans);
    pen.write(caption, 100, y, 9.5, sans);
    pen.writeRight(amount, 560, y, 9.5, sans);
  });
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// An IRA custodian's letter (1099-R), Times, 'Box 1. ...' lines with spaced dots.

async function buildIraLetter(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const { serif, serifBold } = pen.fonts;
  pen.write('BLUE HERON TRUST COMPANY, N.A.', 60, 50, 13, serifBold);
  pen.write('Custodian for Individual Retirement Accounts  ·  Federal ID 74-2931058', 60, 68, 9, serif);
  pen.write('2024 IRA Distribution Summary — Form 1099-R information', 60, 100, 12, serifBold);
  ['THEODORE K VANTERPOOL', '14 MAGNOLIA COURT', 'SAVANNAH GA 31405'].forEach((line, i) => pen.write(line, 60, 128 + i * 13, 10.5, serif));
  pen.write('Account holder SSN: ***-**-2251', 340, 128, 9.5, serif);
  const rows: [string, string][] = [
    ['Box 1. Total withdrawn from your IRA', '$15,250.00'],
    ['Box 2a. Taxable part', '$15,250.00'],
    ['Box 4. Federal withholding', '$1,525.00'],
    ['Box 7. Distribution code', '7'],
  ];
  rows.forEach(([caption, amount], i) => leader(pen, caption, amount, 60, 540, 196 + i * 19, 10.5, serif, true));
  return save(pdf);
}

export const STATEMENTS_1099: Statement1099[] = [
  {
    layout: 'bank plain statement',
    kind: '1099-int',
    build: buildBankStatement,
    // Box 1, box 2, box 3 printed 0.00, box 4, box 8 printed 0.00.
    expected: { interestIncome: 1234.56, earlyWithdrawalPenalty: 18.4, usSavingsBondsInterest: 0, federalIncomeTaxWithheld: 123, taxExemptInterest: 0, 'payerInfo.name': 'FIRST PRAIRIE SAVINGS BANK', 'recipientInfo.name': 'ELENA V MARCHETTI' },
  },
  {
    layout: 'unemployment Box|Description|Amount table',
    kind: '1099-g',
    build: buildUnemploymentTable,
    // Box 2 is not printed: nothing for it.
    expected: { unemploymentCompensation: 8640, federalIncomeTaxWithheld: 864, stateTaxWithheld: 345.6, 'recipientInfo.name': 'MARCUS T OYELARAN' },
  },
  {
    layout: 'refund notice',
    kind: '1099-g',
    build: buildRefundNotice,
    // Box 3 '2023' is the refund's tax year, no amount.
    expected: { stateLocalIncomeTaxRefunds: 1186, federalIncomeTaxWithheld: 0, 'recipientInfo.name': 'DOROTHEA J KWASNIEWSKI' },
  },
  {
    layout: 'consolidated DIV section',
    kind: '1099-div',
    build: buildConsolidated,
    expected: { totalOrdinaryDividends: 2345.67, qualifiedDividends: 1980.1, totalCapitalGainDistributions: 412.88, nondividendDistributions: 0, federalIncomeTaxWithheld: 0, section199ADividends: 96.12, foreignTaxPaid: 31.45, 'payerInfo.name': MERIDIAN.name, 'recipientInfo.name': ABERNATHY },
  },
  {
    layout: 'consolidated INT section',
    kind: '1099-int',
    build: buildConsolidated,
    expected: { interestIncome: 187.23, usSavingsBondsInterest: 54, federalIncomeTaxWithheld: 0, taxExemptInterest: 220, 'payerInfo.name': MERIDIAN.name, 'recipientInfo.name': ABERNATHY },
  },
  {
    layout: 'consolidated B section',
    kind: '1099-b',
    build: buildConsolidated,
    // Gain 12,450.00 - 9,875.25 = 2,574.75, long-term (held 03/14/2022 to 09/30/2024).
    expected: { proceedsFromSales: 12450, costBasis: 9875.25, washSaleAdjustment: 0, federalIncomeTaxWithheld: 0, dateAcquired: '2022-03-14', dateSold: '2024-09-30', shortTermOrLongTerm: 'long', capitalGains: 2574.75, 'payerInfo.name': MERIDIAN.name, 'recipientInfo.name': ABERNATHY },
  },
  {
    layout: 'sale table under a term heading',
    kind: '1099-b',
    build: buildSaleTable,
    // Loss 4,210.00 - 4,655.30 = -445.30, short-term.
    expected: { proceedsFromSales: 4210, costBasis: 4655.3, washSaleAdjustment: 0, federalIncomeTaxWithheld: 0, dateAcquired: '2024-02-05', dateSold: '2024-08-19', shortTermOrLongTerm: 'short', capitalGains: -445.3, 'payerInfo.name': 'CASCADE RIVER INVESTMENTS INC', 'recipientInfo.name': 'PRIYANKA S DESHMUKH' },
  },
  {
    layout: 'SSA Box|Description|Amount table',
    kind: 'ssa-1099',
    build: buildBenefitTable,
    // 21,486.00 - 612.00 = 20,874.00.
    expected: { box3NetBenefits: 21486, box4: 612, box5NetBenefits: 20874, federalIncomeTaxWithheld: 2148.6, 'recipientInfo.name': 'HAROLD W PETTIGREW' },
  },
  {
    layout: 'SSA plain list',
    kind: 'ssa-1099',
    build: buildBenefitList,
    expected: { box3NetBenefits: 18432, box4: 0, box5NetBenefits: 18432, federalIncomeTaxWithheld: 0, 'recipientInfo.name': 'MARGARET A OKONKWO-LINDQVIST' },
  },
  {
    layout: 'plan Box|Description|Amount table',
    kind: '1099-r',
    build: buildPlanTable,
    expected: { grossDistribution: 24000, taxableAmount: 24000, federalIncomeTaxWithheld: 4800, distributionCode: '7', stateTaxWithheld: 960, 'payerInfo.name': 'GREAT LAKES TEACHERS RETIREMENT SYSTEM', 'recipientInfo.name': 'BEATRIZ L HOLLOWAY' },
  },
  {
    layout: 'IRA letter',
    kind: '1099-r',
    build: buildIraLetter,
    expected: { grossDistribution: 15250, taxableAmount: 15250, federalIncomeTaxWithheld: 1525, distributionCode: '7', 'payerInfo.name': 'BLUE HERON TRUST COMPANY, N.A.', 'recipientInfo.name': 'THEODORE K VANTERPOOL' },
  },
];
