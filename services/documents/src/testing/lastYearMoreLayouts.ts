// More prior-year returns, written apart from lastYearFixture.ts and from the reader (their own drawing code,
// values and places), after what real 2024 returns look like (2024 Form 1040, https://www.irs.gov/pub/irs-pdf/f1040.pdf):
// - 'irs-2024': the IRS's two-page form as a free-file program flattens it: the header boxes, the
//   Presidential Election Campaign column on the right, Filing Status below the address in two columns
//   with a ZapfDingbats check (its text layer says '4', not 'X'), the SSN typed in the form's comb (one item a
//   digit), amounts with cents; page 2 holds tax and payments, the Third Party Designee (with its own
//   'Phone no.'), then Sign Here with the taxpayer's phone and email;
// - 'tax-program': a tax program's print of the same two pages: Courier capitals, SSNs masked ('XXX-XX-6612',
//   '***-**-4410'), whole dollars with a trailing point ('84,562.'), a loss in parentheses, the campaign box
//   'You' checked beside the address, a 'Page 2' running head with name and SSN, a designee phone and a paid
//   preparer's phone around the taxpayer's own;
// - 'compact': a one-page summary copy: each caption with its value on the same line to its right, the
//   filing status written out in words (no boxes), names in capitals, amounts with '$' and no separators, the
//   SSN in groups with spaces.
// - 'overlay-2023' (written after the reader, kept as a held-out check): a program's 2023 return whose values
//   are overlaid on the preprinted form a little high, touching the captions' line, SSNs with spaces, the filing
//   status marked by a Courier 'X' off-centre in its box, single column of statuses, 'Phone no.' and 'Email
//   address' on page 2 with a preparer's block, amounts right-aligned with cents and no separators.
// Each builder returns the PDF; what a correct reading gives is written here by hand from what it prints. The
// line amounts are the return's own (11 = 9 - 10, 15 = 11 - 14, 22 = 18 - 21, 24 = 22 + 23, 33 = 25d + 26 +
// 32, 34 = 33 - 24 or 37 = 24 - 33), kept for a reader of the lines.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { scanLikeImageOf, scanOptions } from './scanLike';
import { embedFaces } from './pdfFaces';
import { STATUS_CAPTIONS } from './lastYearFixture';

export type MoreLastYearLayout = 'irs-2024' | 'tax-program' | 'compact' | 'overlay-2023';
export const MORE_LAST_YEAR_LAYOUTS: readonly MoreLastYearLayout[] = ['irs-2024', 'tax-program', 'compact', 'overlay-2023'];

export interface MoreLastYearReturn {
  /** What a correct reading of the whole return gives (spec 1 §3.3). */
  expected: LastYearExtraction;
  /** What a correct reading of page 1 alone gives (an image of the first page). */
  expectedPageOne: LastYearExtraction;
  /** Form 1040 line -> amount as the return states it (dollars, negative for a loss). */
  lines: Record<string, number>;
  /** The lines the document prints (a one-page copy prints some only). */
  printedLines: string[];
  pages: number;
}

function extraction(values: Omit<LastYearExtraction, 'homeAddress' | 'aptNo' | 'isFullYearResident'>): LastYearExtraction {
  return { ...values, homeAddress: values.street, aptNo: values.street2, isFullYearResident: true };
}

// ---------------------------------------------------------------------------------------------------------
// The returns.

/**
 * Married filing jointly, no apartment, spouse without a middle initial. 2024 standard deduction MFJ $29,200
 * (Rev. Proc. 2023-34 §3.15). Tax on 63,668.75 from the 2024 Tax Table row 63,650-63,700, MFJ column: 7,177
 * (10% of 23,200 + 12% of (63,675 - 23,200) = 2,320 + 4,857).
 */
const IRS_2024 = {
  values: extraction({
    firstName: 'Priya', middleInitial: 'K', lastName: 'Raman-Holt', ssn: '401-23-7781',
    spouseFirstName: 'Tomasz', spouseMiddleInitial: '', spouseLastName: 'Holt', spouseSSN: '512-90-3346',
    street: '3318 Juniper Hollow Dr', street2: '', city: 'Boise', state: 'ID', zip: '83709',
    filingStatus: 'married-joint', phone: '(208) 555-0187', email: 'priya.holt@example.com',
  }),
  printedPhone: '208-555-0187',
  designeePhone: '208-555-0199',
  lines: {
    '1a': 91204.55, '1z': 91204.55, '2a': 0, '2b': 214.08, '3a': 1100, '3b': 1450.12, '9': 92868.75, '10': 0, '11': 92868.75,
    '12': 29200, '13': 0, '14': 29200, '15': 63668.75, '16': 7177, '18': 7177, '19': 0, '21': 0, '22': 7177, '23': 0, '24': 7177,
    '25a': 8012.4, '25d': 8012.4, '26': 0, '32': 0, '33': 8012.4, '34': 835.4, '35a': 835.4,
  } as Record<string, number>,
};

/**
 * Head of household, the SSN masked in the program's copy for the taxpayer's records. 2024 standard deduction
 * HOH $21,900 (Rev. Proc. 2023-34 §3.15). Line 7: a $3,000 capital loss (the Schedule D limit, line 21).
 * Taxable 84,562 - 3,000 = 81,562 - 21,900 = 59,662; tax from the Tax Table row 59,650-59,700, HOH column:
 * 6,830 (1,655 + 12% of (59,675 - 16,550) = 1,655 + 5,175); child tax credit 2,000 (Schedule 8812).
 */
const TAX_PROGRAM = {
  values: extraction({
    firstName: 'Adaeze', middleInitial: 'N', lastName: 'Okonkwo-Lee', ssn: 'XXX-XX-6612',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '9021 S LAFAYETTE AVE', street2: 'UNIT 12', city: 'CHICAGO', state: 'IL', zip: '60620-3312',
    filingStatus: 'head-of-household', phone: '(773) 555-0148', email: 'a.okonkwo-lee@example.net',
  }),
  designeePhone: '(312) 555-0999',
  preparerPhone: '(773) 555-0100',
  lines: {
    '1a': 84562, '1z': 84562, '7': -3000, '9': 81562, '10': 0, '11': 81562, '12': 21900, '13': 0, '14': 21900, '15': 59662,
    '16': 6830, '18': 6830, '19': 2000, '21': 2000, '22': 4830, '23': 0, '24': 4830, '25a': 6210, '25d': 6210, '26': 0, '32': 0,
    '33': 6210, '34': 1380, '35a': 1380,
  } as Record<string, number>,
};

/**
 * Married filing separately, the spouse named only on the MFS line (no spouse row filled). 2024 standard
 * deduction MFS $14,600 (Rev. Proc. 2023-34 §3.15). Tax on 26,604 from the Tax Table row 26,600-26,650, single/
 * MFS column: 2,963 (1,160 + 12% of (26,625 - 11,600) = 1,160 + 1,803); withholding short by 188: line 37.
 */
const COMPACT = {
  values: extraction({
    firstName: 'Luis', middleInitial: '', lastName: 'Ferreira Campos', ssn: '387-44-1029',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '77 Old Mill Rd', street2: 'Apt 5C', city: 'Stamford', state: 'CT', zip: '06902',
    filingStatus: 'married-separate', phone: '(203) 555-0132', email: 'lferreira@example.org',
  }),
  lines: {
    '1a': 41204, '1z': 41204, '9': 41204, '10': 0, '11': 41204, '12': 14600, '13': 0, '14': 14600, '15': 26604, '16': 2963,
    '18': 2963, '21': 0, '22': 2963, '23': 0, '24': 2963, '25a': 2775, '25d': 2775, '26': 0, '32': 0, '33': 2775, '37': 188,
  } as Record<string, number>,
};

/**
 * Qualifying surviving spouse (2023 return). 2023 standard deduction QSS $27,700 (Rev. Proc. 2022-38 §3.15).
 * Taxable 58,310.44 - 27,700 = 30,610.44; tax from the 2023 Tax Table row 30,600-30,650, MFJ/QSS column: 3,235
 * (2,200 + 12% of (30,625 - 22,000) = 2,200 + 1,035); withheld 3,650, overpaid 3,650 - 3,235 = 415.
 */
const OVERLAY = {
  values: extraction({
    firstName: 'Rosalind', middleInitial: 'E', lastName: 'Achterberg', ssn: '623-07-4418',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '12 Quarry Ridge Ct', street2: '', city: 'Duluth', state: 'MN', zip: '55803',
    filingStatus: 'qualifying-widow', phone: '(218) 555-0173', email: 'r.achterberg@example.com',
  }),
  lines: { '1a': 58310.44, '1z': 58310.44, '9': 58310.44, '10': 0, '11': 58310.44, '12': 27700, '14': 27700, '15': 30610.44, '16': 3235, '24': 3235, '25a': 3650, '25d': 3650, '33': 3650, '34': 415, '35a': 415 } as Record<string, number>,
};

async function buildOverlay(): Promise<Uint8Array> {
  const { pdf, fonts, newPage } = await document();
  const v = OVERLAY.values;
  const lines = OVERLAY.lines;
  const one = newPage();
  const small = (text: string, x: number, top: number) => one.at(text, x, top, 6);
  // Values overlaid 3 units higher than the form's writing line: they touch the caption row above.
  const over = (pen: Pen, text: string, x: number, top: number) => pen.at(text, x, top - 3, 10, fonts.mono);
  one.at('Form 1040 U.S. Individual Income Tax Return 2023', 36, 30, 12, fonts.bold);
  small('Department of the Treasury - Internal Revenue Service   OMB No. 1545-0074', 36, 46);
  one.rule(56, 36, 576);
  small('Your first name and middle initial', 36, 60); small('Last name', 240, 60); small('Your social security number', 460, 60);
  over(one, `${v.firstName.toUpperCase()} ${v.middleInitial}`, 40, 72); over(one, v.lastName.toUpperCase(), 244, 72); over(one, v.ssn.replace(/-/g, ' '), 464, 72);
  one.rule(84, 36, 576);
  small("If joint return, spouse's first name and middle initial", 36, 88); small('Last name', 240, 88); small("Spouse's social security number", 460, 88);
  one.rule(112, 36, 576);
  small('Home address (number and street). If you have a P.O. box, see instructions.', 36, 116); small('Apt. no.', 400, 116);
  over(one, v.street.toUpperCase(), 40, 128);
  one.rule(140, 36, 576);
  small('City, town, or post office. If you have a foreign address, also complete spaces below.', 36, 144); small('State', 330, 144); small('ZIP code', 400, 144);
  over(one, v.city.toUpperCase(), 40, 156); over(one, v.state, 334, 156); over(one, v.zip, 404, 156);
  one.rule(168, 36, 576);
  one.at('Filing Status', 36, 178, 9, fonts.bold);
  small('Check only one box.', 36, 190);
  STATUS_CAPTIONS.forEach(([status, label], index) => {
    const top = 178 + index * 13;
    one.box(130, top, 8);
    if (status === v.filingStatus) one.at('X', 131.5, top - 1, 10, fonts.mono);
    one.at(label, 144, top + 0.5, 7.5);
  });
  one.rule(248, 36, 576);
  one.at('Income', 36, 256, 9, fonts.bold);
  const incomeRows: [string, string][] = [['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)'], ['1z', 'Add lines 1a through 1h'], ['9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income'], ['10', 'Adjustments to income from Schedule 1, line 26'], ['11', 'Subtract line 10 from line 9. This is your adjusted gross income'], ['12', 'Standard deduction or itemized deductions (from Schedule A)'], ['14', 'Add lines 12 and 13'], ['15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income']];
  incomeRows.forEach(([line, text], index) => {
    const top = 272 + index * 15;
    one.at(line, 100, top, 7, fonts.bold); one.at(text, 116, top, 6.5); one.at(line, 490, top, 7, fonts.bold);
    one.right(lines[line]!.toFixed(2), 574, top - 2, 10, fonts.mono);
  });
  const two = newPage();
  two.at('Form 1040 (2023)', 36, 24, 7); two.at('Page 2', 550, 24, 7, fonts.bold);
  const taxRows: [string, string][] = [['16', 'Tax (see instructions)'], ['24', 'Add lines 22 and 23. This is your total tax'], ['25a', 'Federal income tax withheld from: Form(s) W-2'], ['25d', 'Add lines 25a through 25c'], ['33', 'Add lines 25d, 26, and 32. These are your total payments'], ['34', 'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid'], ['35a', 'Amount of line 34 you want refunded to you']];
  taxRows.forEach(([line, text], index) => {
    const top = 44 + index * 15;
    two.at(line, 100, top, 7, fonts.bold); two.at(text, 116, top, 6.5); two.at(line, 490, top, 7, fonts.bold);
    two.right(lines[line]!.toFixed(2), 574, top - 2, 10, fonts.mono);
  });
  two.rule(160, 36, 576);
  two.at('Sign', 36, 168, 11, fonts.bold); two.at('Here', 36, 180, 11, fonts.bold);
  two.at('Your signature', 100, 168, 6); two.at('Date', 290, 168, 6); two.at('Your occupation', 340, 168, 6);
  over(two, 'RETIRED', 344, 180);
  two.at('Phone no.', 100, 200, 6); over(two, '(218)555-0173', 100, 212);
  two.at('Email address', 260, 200, 6); over(two, v.email, 260, 212);
  two.rule(224, 36, 576);
  two.at('Paid Preparer Use Only', 36, 230, 8, fonts.bold);
  two.at("Preparer's name", 140, 230, 6); two.at('Self-prepared', 140, 240, 8);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// Drawing.

interface Pen {
  page: PDFPage;
  /** `top` is the top of the text, measured down from the page's top edge. */
  at: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  right: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  box: (x: number, top: number, size: number) => void;
  rule: (top: number, x0?: number, x1?: number, thickness?: number) => void;
}

interface Fonts {
  sans: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  dingbats: PDFFont;
  times: PDFFont;
}

async function document(): Promise<{ pdf: PDFDocument; fonts: Fonts; newPage: () => Pen }> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = await embedFaces(pdf, {
    sans: StandardFonts.Helvetica,
    bold: StandardFonts.HelveticaBold,
    mono: StandardFonts.Courier,
    dingbats: StandardFonts.ZapfDingbats,
    times: StandardFonts.TimesRoman,
  });
  const newPage = (): Pen => {
    const page = pdf.addPage([612, 792]);
    return {
      page,
      at: (text, x, top, size, font = fonts.sans) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.8, size, font }); },
      right: (text, xRight, top, size, font = fonts.sans) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.8, size, font }); },
      box: (x, top, size) => page.drawRectangle({ x, y: 792 - top - size, width: size, height: size, borderWidth: 0.6, borderColor: rgb(0, 0, 0) }),
      rule: (top, x0 = 30, x1 = 582, thickness = 0.5) => page.drawLine({ start: { x: x0, y: 792 - top }, end: { x: x1, y: 792 - top }, thickness, color: rgb(0, 0, 0) }),
    };
  };
  return { pdf, fonts, newPage };
}

/** Dollars as a program prints them. */
function money(value: number, style: 'cents' | 'whole-point' | 'plain-dollar'): string {
  const negative = value < 0;
  const absolute = Math.abs(value);
  let text: string;
  if (style === 'cents') text = absolute.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  else if (style === 'whole-point') text = `${absolute.toLocaleString('en-US', { maximumFractionDigits: 0 })}.`;
  else text = `$${absolute.toFixed(0)}`;
  return negative ? `(${text})` : text;
}

/** The 2024 Form 1040 lines and their captions (shortened as printed), page by page. */
const PAGE_ONE_LINES: [string, string][] = [
  ['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)'],
  ['1z', 'Add lines 1a through 1h'],
  ['2a', 'Tax-exempt interest'], ['2b', 'Taxable interest'],
  ['3a', 'Qualified dividends'], ['3b', 'Ordinary dividends'],
  ['7', 'Capital gain or (loss). Attach Schedule D if required'],
  ['9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income'],
  ['10', 'Adjustments to income from Schedule 1, line 26'],
  ['11', 'Subtract line 10 from line 9. This is your adjusted gross income'],
  ['12', 'Standard deduction or itemized deductions (from Schedule A)'],
  ['13', 'Qualified business income deduction from Form 8995 or Form 8995-A'],
  ['14', 'Add lines 12 and 13'],
  ['15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income'],
];
const PAGE_TWO_LINES: [string, string][] = [
  ['16', 'Tax (see instructions). Check if any from Form(s): 1  8814  2  4972  3'],
  ['18', 'Add lines 16 and 17'],
  ['19', 'Child tax credit or credit for other dependents from Schedule 8812'],
  ['21', 'Add lines 19 and 20'],
  ['22', 'Subtract line 21 from line 18. If zero or less, enter -0-'],
  ['23', 'Other taxes, including self-employment tax, from Schedule 2, line 21'],
  ['24', 'Add lines 22 and 23. This is your total tax'],
  ['25a', 'Federal income tax withheld from: Form(s) W-2'],
  ['25d', 'Add lines 25a through 25c'],
  ['26', '2024 estimated tax payments and amount applied from 2023 return'],
  ['32', 'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits'],
  ['33', 'Add lines 25d, 26, and 32. These are your total payments'],
  ['34', 'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid'],
  ['35a', 'Amount of line 34 you want refunded to you'],
  ['37', 'Subtract line 33 from line 24. This is the amount you owe'],
];

interface FormStyle {
  valueFont: PDFFont;
  valueSize: number;
  captionSize: number;
  /** Draws the check in a filing-status box at (x, top). */
  check: (pen: Pen, x: number, top: number) => void;
  amount: (value: number) => string;
}

/** Page 1 of the 2024 form: header, campaign column, filing status below the address, income lines. */
function drawFormPageOne(pen: Pen, fonts: Fonts, style: FormStyle, v: LastYearExtraction, lines: Record<string, number>, ssnAsComb: boolean, campaignYou: boolean) {
  const caption = (text: string, x: number, top: number) => pen.at(text, x, top, style.captionSize);
  const typed = (text: string, x: number, top: number) => pen.at(text, x, top, style.valueSize, style.valueFont);
  const ssn = (text: string, x: number, top: number) => {
    if (!ssnAsComb) return typed(text, x, top);
    // The form's comb: nine cells, one digit each, a gap where the dashes go.
    const digits = text.replace(/\D/g, '');
    [...digits].forEach((digit, index) => typed(digit, x + index * 11 + (index >= 3 ? 6 : 0) + (index >= 5 ? 6 : 0), top));
  };
  pen.at('Form', 30, 30, 7);
  pen.at('1040', 48, 24, 20, fonts.bold);
  pen.at('Department of the Treasury-Internal Revenue Service', 110, 22, 7);
  pen.at('U.S. Individual Income Tax Return', 110, 32, 11, fonts.bold);
  pen.at('2024', 330, 26, 18, fonts.bold);
  pen.at('OMB No. 1545-0074', 400, 30, 7);
  pen.at('IRS Use Only-Do not write or staple in this space.', 460, 30, 6);
  pen.at('For the year Jan. 1-Dec. 31, 2024, or other tax year beginning , 2024, ending , 20 See separate instructions.', 30, 48, 6.5);
  pen.rule(58);
  caption('Your first name and middle initial', 30, 61);
  caption('Last name', 250, 61);
  caption('Your social security number', 470, 61);
  typed(v.middleInitial ? `${v.firstName} ${v.middleInitial}` : v.firstName, 33, 72);
  typed(v.lastName, 253, 72);
  ssn(v.ssn, 473, 72);
  pen.rule(85);
  caption("If joint return, spouse's first name and middle initial", 30, 88);
  caption('Last name', 250, 88);
  caption("Spouse's social security number", 470, 88);
  typed(v.spouseMiddleInitial ? `${v.spouseFirstName} ${v.spouseMiddleInitial}` : v.spouseFirstName, 33, 99);
  typed(v.spouseLastName, 253, 99);
  if (v.spouseSSN) ssn(v.spouseSSN, 473, 99);
  pen.rule(112);
  caption('Home address (number and street). If you have a P.O. box, see instructions.', 30, 115);
  caption('Apt. no.', 400, 115);
  typed(v.street, 33, 126);
  typed(v.street2, 403, 126);
  pen.rule(139, 30, 460);
  caption('City, town, or post office. If you have a foreign address, also complete spaces below.', 30, 142);
  caption('State', 330, 142);
  caption('ZIP code', 390, 142);
  typed(v.city, 33, 153);
  typed(v.state, 333, 153);
  typed(v.zip, 393, 153);
  pen.rule(166, 30, 460);
  caption('Foreign country name', 30, 169);
  caption('Foreign province/state/county', 230, 169);
  caption('Foreign postal code', 390, 169);
  // The Presidential Election Campaign column beside the address rows.
  pen.at('Presidential Election Campaign', 466, 115, 6.5, fonts.bold);
  ['Check here if you, or your', 'spouse if filing jointly, want $3', 'to go to this fund. Checking a', 'box below will not change', 'your tax or refund.'].forEach((text, index) => pen.at(text, 466, 124 + index * 8, 6));
  pen.box(480, 168, 7);
  pen.at('You', 490, 168, 6.5);
  pen.box(520, 168, 7);
  pen.at('Spouse', 530, 168, 6.5);
  if (campaignYou) pen.at('X', 481, 168, 7, fonts.bold);
  pen.rule(186);
  // Filing status in two columns, as on the 2024 form.
  pen.at('Filing Status', 30, 192, 9, fonts.bold);
  pen.at('Check only', 30, 204, 6.5);
  pen.at('one box.', 30, 211, 6.5);
  const places: Record<string, [number, number]> = {
    single: [110, 192], 'married-joint': [110, 204], 'married-separate': [110, 216], 'head-of-household': [350, 192], 'qualifying-widow': [350, 204],
  };
  for (const [status, label] of STATUS_CAPTIONS) {
    const [x, top] = places[status]!;
    pen.box(x, top, 8);
    if (status === v.filingStatus) style.check(pen, x, top);
    pen.at(label, x + 13, top + 1, 7.5);
  }
  pen.at("If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child's name if the", 110, 229, 6);
  pen.at('qualifying person is a child but not your dependent:', 110, 236, 6);
  pen.rule(246);
  pen.at('Digital Assets', 30, 250, 8, fonts.bold);
  pen.at('At any time during 2024, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell,', 110, 250, 6);
  pen.at('exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.)', 110, 258, 6);
  pen.box(520, 252, 7); pen.at('Yes', 530, 252, 6.5); pen.box(552, 252, 7); pen.at('No', 562, 252, 6.5); pen.at('X', 553, 252, 7, fonts.bold);
  pen.rule(270);
  pen.at('Standard Deduction', 30, 274, 8, fonts.bold);
  pen.at('Someone can claim:   You as a dependent   Your spouse as a dependent   Spouse itemizes on a separate return', 110, 274, 6.5);
  pen.rule(286);
  pen.at('Income', 30, 292, 9, fonts.bold);
  PAGE_ONE_LINES.forEach(([line, text], index) => {
    const top = 292 + index * 16;
    pen.at(line, 96, top, 7.5, fonts.bold);
    pen.at(text, 112, top, 7);
    pen.at(line, 478, top, 7.5, fonts.bold);
    if (line in lines) pen.right(style.amount(lines[line]!), 580, top - 1, style.valueSize, style.valueFont);
    pen.rule(top + 12, 96, 582, 0.3);
  });
  pen.at('For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', 30, 760, 6);
  pen.at('Cat. No. 11320B', 330, 760, 6);
  pen.at('Form 1040 (2024)', 520, 760, 6.5);
}

interface SignArea {
  designeePhone: string;
  phone: string;
  email: string;
  preparerPhone?: string;
  occupation: string;
}

/** Page 2: tax and payments, Third Party Designee, Sign Here, Paid Preparer Use Only. */
function drawFormPageTwo(pen: Pen, fonts: Fonts, style: FormStyle, lines: Record<string, number>, sign: SignArea, runningHead: string) {
  const typed = (text: string, x: number, top: number) => pen.at(text, x, top, style.valueSize, style.valueFont);
  pen.at('Form 1040 (2024)', 30, 22, 7);
  if (runningHead) typed(runningHead, 150, 20);
  pen.at('Page 2', 555, 22, 7, fonts.bold);
  pen.rule(32);
  pen.at('Tax and Credits', 30, 38, 8, fonts.bold);
  PAGE_TWO_LINES.forEach(([line, text], index) => {
    const top = 38 + index * 16 + (index >= 7 ? 10 : 0) + (index >= 12 ? 10 : 0);
    if (index === 7) pen.at('Payments', 30, top, 8, fonts.bold);
    if (index === 12) pen.at('Refund', 30, top, 8, fonts.bold);
    if (index === 14) pen.at('Amount You Owe', 30, top, 8, fonts.bold);
    pen.at(line, 96, top, 7.5, fonts.bold);
    pen.at(text, 112, top, 6.5);
    pen.at(line, 478, top, 7.5, fonts.bold);
    if (line in lines) pen.right(style.amount(lines[line]!), 580, top - 1, style.valueSize, style.valueFont);
    pen.rule(top + 12, 96, 582, 0.3);
  });
  const designeeTop = 318;
  pen.rule(designeeTop - 6);
  pen.at('Third Party Designee', 30, designeeTop, 8, fonts.bold);
  pen.at('Do you want to allow another person to discuss this return with the IRS? See instructions', 110, designeeTop, 6.5);
  pen.box(420, designeeTop, 7); pen.at('Yes. Complete below.', 430, designeeTop, 6.5); pen.box(510, designeeTop, 7); pen.at('No', 520, designeeTop, 6.5);
  pen.at('X', 421, designeeTop, 7, fonts.bold);
  pen.at("Designee's name", 110, designeeTop + 12, 6);
  pen.at('Phone no.', 290, designeeTop + 12, 6);
  pen.at('Personal identification number (PIN)', 420, designeeTop + 12, 6);
  typed('R. ALVAREZ', 112, designeeTop + 21);
  typed(sign.designeePhone, 292, designeeTop + 21);
  typed('40417', 422, designeeTop + 21);
  const signTop = 356;
  pen.rule(signTop - 4);
  pen.at('Sign Here', 30, signTop + 4, 10, fonts.bold);
  pen.at('Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements, and to the best of', 110, signTop, 6);
  pen.at('my knowledge and belief, they are true, correct, and complete. Declaration of preparer (other than taxpayer) is based on all information.', 110, signTop + 7, 6);
  pen.at('Your signature', 110, signTop + 18, 6); pen.at('Date', 300, signTop + 18, 6); pen.at('Your occupation', 360, signTop + 18, 6);
  pen.at('If the IRS sent you an Identity Protection PIN, enter it here (see inst.)', 470, signTop + 18, 5.5);
  typed(sign.occupation, 362, signTop + 27);
  pen.at("Spouse's signature. If a joint return, both must sign.", 110, signTop + 42, 6); pen.at('Date', 300, signTop + 42, 6); pen.at("Spouse's occupation", 360, signTop + 42, 6);
  pen.at('Phone no.', 110, signTop + 62, 6);
  typed(sign.phone, 150, signTop + 60);
  pen.at('Email address', 300, signTop + 62, 6);
  typed(sign.email, 350, signTop + 60);
  const preparerTop = 440;
  pen.rule(preparerTop - 4);
  pen.at('Paid Preparer Use Only', 30, preparerTop, 8, fonts.bold);
  pen.at("Preparer's name", 110, preparerTop, 6); pen.at("Preparer's signature", 230, preparerTop, 6); pen.at('Date', 370, preparerTop, 6); pen.at('PTIN', 420, preparerTop, 6);
  pen.at("Firm's name", 110, preparerTop + 22, 6); pen.at('Phone no.', 420, preparerTop + 22, 6);
  pen.at("Firm's address", 110, preparerTop + 36, 6); pen.at("Firm's EIN", 420, preparerTop + 36, 6);
  if (sign.preparerPhone) {
    typed('M. HALVORSEN', 112, preparerTop + 9);
    typed('P01234567', 422, preparerTop + 9);
    typed('LAKESIDE TAX SERVICE LLC', 160, preparerTop + 21);
    typed(sign.preparerPhone, 460, preparerTop + 21);
    typed('410 E 47TH ST, CHICAGO IL 60653', 170, preparerTop + 35);
    typed('36-4418820', 470, preparerTop + 35);
  }
  pen.at('Go to www.irs.gov/Form1040 for instructions and the latest information.', 30, 760, 6);
  pen.at('Form 1040 (2024)', 520, 760, 6.5);
}

async function buildIrs2024(): Promise<Uint8Array> {
  const { pdf, fonts, newPage } = await document();
  const v = IRS_2024.values;
  const style: FormStyle = {
    valueFont: fonts.sans, valueSize: 9, captionSize: 6.5,
    check: (pen, x, top) => pen.at('✔', x + 0.8, top + 0.5, 8, fonts.dingbats),
    amount: (value) => money(value, 'cents'),
  };
  drawFormPageOne(newPage(), fonts, style, v, IRS_2024.lines, true, false);
  drawFormPageTwo(newPage(), fonts, style, IRS_2024.lines, { designeePhone: IRS_2024.designeePhone, phone: IRS_2024.printedPhone, email: v.email, occupation: 'Pharmacist' }, '');
  return pdf.save();
}

async function buildTaxProgram(): Promise<Uint8Array> {
  const { pdf, fonts, newPage } = await document();
  const v = TAX_PROGRAM.values;
  const upper: LastYearExtraction = { ...v, firstName: v.firstName.toUpperCase(), lastName: v.lastName.toUpperCase() };
  const style: FormStyle = {
    valueFont: fonts.mono, valueSize: 10, captionSize: 6,
    check: (pen, x, top) => pen.at('X', x + 1, top, 9, fonts.bold),
    amount: (value) => money(value, 'whole-point'),
  };
  drawFormPageOne(newPage(), fonts, style, { ...upper, ssn: '***-**-6612' }, TAX_PROGRAM.lines, false, true);
  drawFormPageTwo(newPage(), fonts, style, TAX_PROGRAM.lines, {
    designeePhone: TAX_PROGRAM.designeePhone, phone: '773 555 0148', email: v.email.toUpperCase(), preparerPhone: TAX_PROGRAM.preparerPhone, occupation: 'NURSE',
  }, 'ADAEZE N OKONKWO-LEE   XXX-XX-6612');
  return pdf.save();
}

/** The lines the one-page copy prints. */
const COMPACT_ROWS: [string, string][] = [
  ['1a', 'Wages, salaries, tips (Form(s) W-2, box 1)'], ['9', 'Total income'], ['11', 'Adjusted gross income'], ['12', 'Standard deduction'],
  ['15', 'Taxable income'], ['16', 'Tax'], ['24', 'Total tax'], ['25a', 'Federal income tax withheld from Form(s) W-2'], ['33', 'Total payments'],
  ['37', 'Amount you owe'],
];

async function buildCompact(): Promise<Uint8Array> {
  const { pdf, fonts, newPage } = await document();
  const pen = newPage();
  const v = COMPACT.values;
  const label = (text: string, top: number, x = 40) => pen.at(text, x, top, 8, fonts.times);
  const value = (text: string, top: number, x = 230) => pen.at(text, x, top, 9.5, fonts.bold);
  pen.at('2024 Form 1040 - Copy for your records', 40, 36, 14, fonts.bold);
  pen.at('U.S. Individual Income Tax Return (filed electronically 03/14/2025)', 40, 54, 8, fonts.times);
  pen.rule(68, 40, 572, 0.8);
  label('Your first name and middle initial', 78); value(v.firstName.toUpperCase(), 78);
  label('Last name', 92); value(v.lastName.toUpperCase(), 92);
  label('Your social security number', 106); value(v.ssn.replace(/-/g, ' '), 106);
  label('Home address (number and street)', 120); value(v.street.toUpperCase(), 120);
  label('Apt. no.', 134); value(v.street2.toUpperCase(), 134);
  label('City, town, or post office', 148); value(v.city.toUpperCase(), 148);
  label('State', 162); value(v.state, 162);
  label('ZIP code', 176); value(v.zip, 176);
  label('Filing status', 190); value('Married filing separately', 190);
  label("Spouse's name (MFS)", 204); value('ANA CAMPOS', 204);
  pen.rule(218, 40, 572, 0.8);
  pen.at('Income, tax and payments', 40, 226, 10, fonts.bold);
  COMPACT_ROWS.forEach(([line, text], index) => {
    const top = 244 + index * 14;
    pen.at(`Line ${line}`, 40, top, 8, fonts.times);
    pen.at(text, 90, top, 8, fonts.times);
    pen.right(money(COMPACT.lines[line]!, 'plain-dollar'), 560, top, 9, fonts.mono);
  });
  pen.rule(398, 40, 572, 0.8);
  label('Your occupation', 408); value('MACHINIST', 408);
  label('Phone no.', 422); value('203.555.0132', 422);
  label('Email address', 436); value(v.email.toUpperCase(), 436);
  pen.at('Keep this copy for your records. Do not mail.', 40, 470, 7, fonts.times);
  return pdf.save();
}

/** A return in one of the layouts, with what a correct reading gives. */
export async function buildMoreLastYear(layout: MoreLastYearLayout): Promise<{ pdf: Uint8Array } & MoreLastYearReturn> {
  if (layout === 'irs-2024') {
    const expected = IRS_2024.values;
    return { pdf: await buildIrs2024(), expected, expectedPageOne: { ...expected, phone: '', email: '' }, lines: IRS_2024.lines, printedLines: Object.keys(IRS_2024.lines), pages: 2 };
  }
  if (layout === 'tax-program') {
    const expected = TAX_PROGRAM.values;
    return { pdf: await buildTaxProgram(), expected, expectedPageOne: { ...expected, phone: '', email: '' }, lines: TAX_PROGRAM.lines, printedLines: Object.keys(TAX_PROGRAM.lines), pages: 2 };
  }
  if (layout === 'overlay-2023') {
    const expected = OVERLAY.values;
    return { pdf: await buildOverlay(), expected, expectedPageOne: { ...expected, phone: '', email: '' }, lines: OVERLAY.lines, printedLines: Object.keys(OVERLAY.lines), pages: 2 };
  }
  return { pdf: await buildCompact(), expected: COMPACT.values, expectedPageOne: COMPACT.values, lines: COMPACT.lines, printedLines: COMPACT_ROWS.map(([line]) => line), pages: 1 };
}

/**
 * Every page of a PDF as a scan-like JPEG, bound again into a PDF without a text layer: what a scanner's
 * 'scan to PDF' gives for a paper return.
 */
export async function scannedPdfOf(pdf: Uint8Array, seed: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const scanned = await PDFDocument.create();
  for (let index = 0; index < source.getPageCount(); index += 1) {
    const single = await PDFDocument.create();
    const [copied] = await single.copyPages(source, [index]);
    single.addPage(copied);
    const jpeg = await scanLikeImageOf(await single.save(), scanOptions(seed + index));
    const image = await scanned.embedJpg(jpeg);
    const page = scanned.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return scanned.save();
}
