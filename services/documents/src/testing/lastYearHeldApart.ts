// Prior-year returns held apart from the reader's tuning (issue 13 item 5): written before reading
// extract/lastYear1040.ts, with their own drawing code and values, after the 2023 forms as printed
// (Form 1040 (2023), https://www.irs.gov/pub/irs-prior/f1040--2023.pdf; Form 1040-SR (2023),
// https://www.irs.gov/pub/irs-prior/f1040s--2023.pdf). On the 2023 Form 1040 the Filing Status boxes sit
// above the name rows (the 2024 form moved them below the address), page 1 ends with the Dependents table
// and lines 1a-15, page 2 holds lines 16-38, the Third Party Designee, Sign Here (the taxpayer's phone and
// email) and Paid Preparer Use Only.
// - 'cover-2023': a commercial program's filing copy: a cover page first (Filing copy, Prepared for / Prepared
//   by with the preparer's phone and email, a summary of AGI, tax and refund), then the form's two pages in
//   Courier capitals with a running head on page 2; married filing jointly, the spouse with her own last name.
// - 'senior-2023': Form 1040-SR (2023), larger print, four pages (page 3 holds Sign Here, page 4 the Standard
//   Deduction Chart); single, born before January 2, 1959, phone written with dots.
// - 'dependents-2023': head of household with five dependents, four on page 1 and the fifth on an attached
//   'Dependents Statement' page (the 'more than four dependents' box checked); names in capitals, an
//   apartment number and a long street and city; dependents' SSNs on page 1 under the taxpayer's.
// - 'scan-2023': married filing separately on the 2023 form, the spouse's SSN in the spouse's box and the
//   spouse's name on the MFS line (the spouse name row left empty, as the instructions say), printed and
//   scanned at 150 dpi with 2 degrees of skew into an image-only PDF.
// What a correct reading gives is written here by hand from what each return prints; phones in the app's
// '(ddd) ddd-dddd' form.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { scanLikeImageOf, type ScanOptions } from './scanLike';
import { embedFaces } from './pdfFaces';
import { STATUS_CAPTIONS } from './lastYearFixture';

export type HeldApartLastYearLayout = 'cover-2023' | 'senior-2023' | 'dependents-2023' | 'scan-2023';
export const HELD_APART_LAST_YEAR_LAYOUTS: readonly HeldApartLastYearLayout[] = ['cover-2023', 'senior-2023', 'dependents-2023', 'scan-2023'];

export interface HeldApartLastYearReturn {
  pdf: Uint8Array;
  /** What a correct reading of the whole return gives (spec 1 §3.3). */
  expected: LastYearExtraction;
  /** What a correct reading of the form's first page alone gives (a photo of that page). */
  expectedFormPageOne: LastYearExtraction;
  /** The PDF page (1-based) on which the form itself begins. */
  formPage: number;
  pages: number;
  /** True when `pdf` is already a scan (image-only): it has no text-layer or clean-image variant. */
  scanned: boolean;
}

type Status = Exclude<LastYearExtraction['filingStatus'], ''>;
type Values = Omit<LastYearExtraction, 'homeAddress' | 'aptNo' | 'isFullYearResident'>;

function extraction(values: Values): LastYearExtraction {
  return { ...values, homeAddress: values.street, aptNo: values.street2, isFullYearResident: true };
}

interface Dependent {
  first: string;
  last: string;
  ssn: string;
  relationship: string;
  childTaxCredit: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// The returns. Line amounts are the return's own (2023 Tax Table, Rev. Proc. 2022-38 standard deductions);
// nothing here is scored on them, they make the pages look like a return.

/**
 * Married filing jointly. Wages 121,840 + interest 615 = 122,455 (line 9 = 11); standard deduction MFJ 27,700
 * (Rev. Proc. 2022-38 §3.15): taxable 94,755; tax from the row 94,750-94,800, MFJ column: 2,200 + 12% of
 * (94,775 - 22,000) = 10,933; withheld 12,100, refund 1,167.
 */
const COVER = {
  values: extraction({
    firstName: 'MICHAEL', middleInitial: 'J', lastName: 'DELACROIX-BAUER', ssn: '318-62-4471',
    spouseFirstName: 'SARAH', spouseMiddleInitial: 'K', spouseLastName: 'LINDQVIST', spouseSSN: '329-70-5582',
    street: '4410 WINDMILL CREEK PKWY', street2: '', city: 'FORT COLLINS', state: 'CO', zip: '80528-9012',
    filingStatus: 'married-joint', phone: '(970) 555-0121', email: 'MDBAUER@EXAMPLE.COM',
  }),
  printedPhone: '970-555-0121',
  lines: { '1a': '121,840.', '1z': '121,840.', '2b': '615.', '9': '122,455.', '11': '122,455.', '12': '27,700.', '14': '27,700.', '15': '94,755.', '16': '10,933.', '24': '10,933.', '25a': '12,100.', '25d': '12,100.', '33': '12,100.', '34': '1,167.', '35a': '1,167.' } as Record<string, string>,
};

/**
 * Single, 65 or older. Interest 380, pension 18,400 (5b), social security 24,600 (6a); taxable social security
 * (Social Security Benefits Worksheet, base 25,000 single): 50% of (380 + 18,400 + 12,300 - 25,000) = 3,040 (6b);
 * total 21,820; standard deduction 13,850 + 1,850 for 65 or older (Rev. Proc. 2022-38 §3.15, §3.16) = 15,700;
 * taxable 6,120; tax from the row 6,100-6,150, single: 613; withheld 1,100, refund 487.
 */
const SENIOR = {
  values: extraction({
    firstName: 'Dolores', middleInitial: 'M', lastName: 'Quintanilla', ssn: '219-44-6038',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '305 Calle Cielo Azul', street2: 'Unit 9', city: 'Las Cruces', state: 'NM', zip: '88011',
    filingStatus: 'single', phone: '(575) 555-0143', email: 'dquintanilla47@example.com',
  }),
  printedPhone: '575.555.0143',
  lines: { '2b': '380.00', '5a': '18,400.00', '5b': '18,400.00', '6a': '24,600.00', '6b': '3,040.00', '9': '21,820.00', '11': '21,820.00', '12': '15,700.00', '14': '15,700.00', '15': '6,120.00', '16': '613.00', '24': '613.00', '25b': '1,100.00', '25d': '1,100.00', '33': '1,100.00', '34': '487.00', '35a': '487.00' } as Record<string, string>,
};

/**
 * Head of household with five dependents. Wages 58,960; standard deduction HOH 20,800 (Rev. Proc. 2022-38 §3.15):
 * taxable 38,160; tax from the row 38,150-38,200, HOH: 1,570 + 12% of (38,175 - 15,700) = 4,267; child tax
 * credit 4 x 2,000 + credit for other dependents 500 = 8,500, limited to the tax: 4,267 (Schedule 8812).
 */
const DEPENDENTS = {
  values: extraction({
    firstName: 'ANH-THU', middleInitial: 'B', lastName: 'NGUYEN-ESPINOZA', ssn: '542-81-3307',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '2718 NORTH MARTIN LUTHER KING JR BOULEVARD', street2: '1407B', city: 'RANCHO PALOS VERDES', state: 'CA', zip: '90275-6003',
    filingStatus: 'head-of-household', phone: '(310) 555-0186', email: 'anhthu.ne@example.org',
  }),
  printedPhone: '(310) 555-0186',
  dependents: [
    { first: 'MINH', last: 'ESPINOZA', ssn: '655-12-4490', relationship: 'SON', childTaxCredit: true },
    { first: 'LUCIA', last: 'ESPINOZA', ssn: '655-12-4491', relationship: 'DAUGHTER', childTaxCredit: true },
    { first: 'BAO', last: 'NGUYEN', ssn: '655-30-7712', relationship: 'SON', childTaxCredit: true },
    { first: 'CAMILA', last: 'ESPINOZA', ssn: '656-08-1145', relationship: 'DAUGHTER', childTaxCredit: true },
    { first: 'HUONG', last: 'NGUYEN', ssn: '521-67-3380', relationship: 'PARENT', childTaxCredit: false },
  ] as Dependent[],
  lines: { '1a': '58,960.00', '1z': '58,960.00', '9': '58,960.00', '11': '58,960.00', '12': '20,800.00', '14': '20,800.00', '15': '38,160.00', '16': '4,267.00', '18': '4,267.00', '19': '4,267.00', '21': '4,267.00', '22': '0.00', '24': '0.00', '25a': '2,940.00', '25d': '2,940.00', '33': '2,940.00', '34': '2,940.00', '35a': '2,940.00' } as Record<string, string>,
};

/**
 * Married filing separately. Wages 67,300; standard deduction MFS 13,850 (Rev. Proc. 2022-38 §3.15): taxable
 * 53,450; tax from the row 53,450-53,500, single/MFS: 5,147 + 22% of (53,475 - 44,725) = 7,072; withheld 6,580,
 * owed 492 (line 37).
 */
const SCAN = {
  values: extraction({
    firstName: 'Katarzyna', middleInitial: '', lastName: 'Wisniewska', ssn: '604-33-9215',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '611-47-2068',
    street: '88 Riverside Dr', street2: '3C', city: 'Hoboken', state: 'NJ', zip: '07030',
    filingStatus: 'married-separate', phone: '(201) 555-0157', email: 'kwisniewska@example.com',
  }),
  printedPhone: '(201) 555-0157',
  mfsSpouseName: 'Tomasz Wisniewski',
  lines: { '1a': '67,300.00', '1z': '67,300.00', '9': '67,300.00', '11': '67,300.00', '12': '13,850.00', '14': '13,850.00', '15': '53,450.00', '16': '7,072.00', '24': '7,072.00', '25a': '6,580.00', '25d': '6,580.00', '33': '6,580.00', '37': '492.00' } as Record<string, string>,
};

// ---------------------------------------------------------------------------------------------------------
// Drawing.

interface Pen {
  page: PDFPage;
  /** `top` is the top of the text, measured down from the page's top edge. */
  text: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  right: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  box: (x: number, top: number, size: number) => void;
  line: (top: number, x0?: number, x1?: number, thickness?: number) => void;
  vline: (x: number, top0: number, top1: number) => void;
}

interface Fonts {
  sans: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  monoBold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
}

async function newDocument(title: string): Promise<{ pdf: PDFDocument; fonts: Fonts; addPage: () => Pen }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('held-apart test returns');
  const fonts: Fonts = await embedFaces(pdf, {
    sans: StandardFonts.Helvetica,
    bold: StandardFonts.HelveticaBold,
    mono: StandardFonts.Courier,
    monoBold: StandardFonts.CourierBold,
    serif: StandardFonts.TimesRoman,
    serifBold: StandardFonts.TimesRomanBold,
  });
  const ink = rgb(0, 0, 0);
  const addPage = (): Pen => {
    const page = pdf.addPage([612, 792]);
    return {
      page,
      text: (text, x, top, size, font = fonts.sans) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.78, size, font, color: ink }); },
      right: (text, xRight, top, size, font = fonts.sans) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.78, size, font, color: ink }); },
      box: (x, top, size) => page.drawRectangle({ x, y: 792 - top - size, width: size, height: size, borderWidth: 0.7, borderColor: ink }),
      line: (top, x0 = 36, x1 = 576, thickness = 0.5) => page.drawLine({ start: { x: x0, y: 792 - top }, end: { x: x1, y: 792 - top }, thickness, color: ink }),
      vline: (x, top0, top1) => page.drawLine({ start: { x, y: 792 - top0 }, end: { x, y: 792 - top1 }, thickness: 0.5, color: ink }),
    };
  };
  return { pdf, fonts, addPage };
}

/** How a program fills the preprinted form. */
interface Fill {
  font: PDFFont;
  size: number;
  /** Draws the mark in a box whose top-left corner is (x, top), `size` wide. */
  check: (pen: Pen, x: number, top: number, size: number) => void;
}

/** The 2023 header: Filing Status on top (two rows of boxes and the MFS/HOH name line), then names and address. */
function drawHeader2023(pen: Pen, fonts: Fonts, fill: Fill, v: LastYearExtraction, scale: number, formName: string, title: string, mfsName: string): number {
  const s = (size: number) => size * scale;
  const caption = (text: string, x: number, top: number) => pen.text(text, x, top, s(6.5));
  const typed = (text: string, x: number, top: number) => pen.text(text, x, top, fill.size, fill.font);
  pen.text('Form', 36, 26, s(7));
  pen.text(formName, 56, 18, s(formName.length > 4 ? 16 : 20), fonts.bold);
  const titleX = formName.length > 4 ? 150 : 118;
  pen.text('Department of the Treasury-Internal Revenue Service', titleX, 16, s(6.5));
  pen.text(title, titleX, 26, s(10.5), fonts.bold);
  pen.text('2023', 350, 18, s(18), fonts.bold);
  pen.text('OMB No. 1545-0074', 420, 24, s(6.5));
  pen.text('IRS Use Only-Do not write or staple in this space.', 470, 36, s(5.5));
  let top = 46;
  pen.line(top);
  pen.text('For the year Jan. 1-Dec. 31, 2023, or other tax year beginning            , 2023, ending            , 20', 36, top + 3, s(6.5));
  pen.text('See separate instructions.', 480, top + 3, s(6.5), fonts.bold);
  top += 4 + s(10);
  pen.line(top);
  // Filing Status: row 1 Single, MFJ, MFS; row 2 HOH, QSS.
  const statusTop = top + 4;
  pen.text('Filing Status', 36, statusTop, s(8.5), fonts.bold);
  pen.text('Check only', 36, statusTop + s(11), s(6.5));
  pen.text('one box.', 36, statusTop + s(18), s(6.5));
  const boxSize = s(8);
  const rowGap = s(13);
  const places: Record<Status, [number, number]> = {
    single: [112, statusTop], 'married-joint': [172, statusTop], 'married-separate': [scale > 1 ? 112 : 410, scale > 1 ? statusTop + rowGap : statusTop],
    'head-of-household': [scale > 1 ? 300 : 112, scale > 1 ? statusTop + rowGap : statusTop + rowGap], 'qualifying-widow': [scale > 1 ? 112 : 260, statusTop + rowGap * (scale > 1 ? 2 : 1)],
  };
  for (const [status, label] of STATUS_CAPTIONS) {
    const [x, boxTop] = places[status];
    pen.box(x, boxTop, boxSize);
    if (status === v.filingStatus) fill.check(pen, x, boxTop, boxSize);
    pen.text(label, x + boxSize + 4, boxTop + s(1), s(7.5));
  }
  const lastRow = Math.max(...Object.values(places).map(([, boxTop]) => boxTop));
  top = lastRow + rowGap;
  pen.text("If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child's name if the", 112, top, s(6));
  pen.text('qualifying person is a child but not your dependent:', 112, top + s(7.5), s(6));
  if (mfsName) typed(mfsName, 112 + fonts.sans.widthOfTextAtSize('qualifying person is a child but not your dependent:', s(6)) + 8, top + s(6));
  top += s(20);
  pen.line(top, 36, 576, 0.9);
  // The name rows: caption above, value in the box below it; columns as on the form.
  const row = (captions: [string, number][], values: [string, number][]) => {
    captions.forEach(([text, x]) => caption(text, x, top + 2));
    values.forEach(([text, x]) => typed(text, x, top + 2 + s(8.5)));
    top += 4 + s(8.5) + fill.size + 2;
    pen.line(top);
  };
  const ssnX = 462;
  pen.vline(ssnX - 4, top, top + 2 * (6 + s(8.5) + fill.size));
  row([['Your first name and middle initial', 38], ['Last name', 242], ['Your social security number', ssnX]],
    [[v.middleInitial ? `${v.firstName} ${v.middleInitial}` : v.firstName, 40], [v.lastName, 244], [v.ssn, ssnX + 4]]);
  row([["If joint return, spouse's first name and middle initial", 38], ['Last name', 242], ["Spouse's social security number", ssnX]],
    [[v.spouseMiddleInitial ? `${v.spouseFirstName} ${v.spouseMiddleInitial}` : v.spouseFirstName, 40], [v.spouseLastName, 244], [v.spouseSSN, ssnX + 4]]);
  const addressTop = top;
  // The address rows stop short of the Presidential Election Campaign column.
  const aptX = 400;
  caption('Home address (number and street). If you have a P.O. box, see instructions.', 38, top + 2);
  caption('Apt. no.', aptX, top + 2);
  typed(v.street, 40, top + 2 + s(8.5)); typed(v.street2, aptX + 2, top + 2 + s(8.5));
  top += 4 + s(8.5) + fill.size + 2;
  pen.line(top, 36, ssnX - 4);
  caption('City, town, or post office. If you have a foreign address, also complete spaces below.', 38, top + 2);
  const [stateX, zipX] = scale > 1 ? [350, 396] : [334, 380];
  caption('State', stateX, top + 2);
  caption('ZIP code', zipX, top + 2);
  typed(v.city, 40, top + 2 + s(8.5)); typed(v.state, stateX + 2, top + 2 + s(8.5)); typed(v.zip, zipX + 2, top + 2 + s(8.5));
  top += 4 + s(8.5) + fill.size + 2;
  pen.line(top, 36, ssnX - 4);
  caption('Foreign country name', 38, top + 2); caption('Foreign province/state/county', 220, top + 2); caption('Foreign postal code', 380, top + 2);
  top += 4 + s(8.5) + fill.size;
  pen.text('Presidential Election Campaign', ssnX, addressTop + 2, s(6.5), fonts.bold);
  ['Check here if you, or your spouse if', 'filing jointly, want $3 to go to this fund.', 'Checking a box below will not change', 'your tax or refund.'].forEach((text, index) => pen.text(text, ssnX, addressTop + 2 + s(8) * (index + 1), s(5.5)));
  pen.box(ssnX + 30, top - s(10), s(7)); pen.text('You', ssnX + 30 + s(10), top - s(10), s(6.5));
  pen.box(ssnX + 70, top - s(10), s(7)); pen.text('Spouse', ssnX + 70 + s(10), top - s(10), s(6.5));
  pen.line(top, 36, 576, 0.9);
  return top;
}

/** Digital Assets, Standard Deduction, Age/Blindness and the four Dependents rows of the 2023 page 1. */
function drawDependents2023(pen: Pen, fonts: Fonts, fill: Fill, top: number, scale: number, dependents: Dependent[], bornBefore1959: boolean): number {
  const s = (size: number) => size * scale;
  pen.text('Digital', 36, top + 3, s(8), fonts.bold); pen.text('Assets', 36, top + 3 + s(9), s(8), fonts.bold);
  pen.text('At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell,', 100, top + 3, s(6));
  pen.text('exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.)', 100, top + 3 + s(7.5), s(6));
  pen.box(506, top + 4, s(7)); pen.text('Yes', 506 + s(10), top + 4, s(6.5));
  pen.box(540, top + 4, s(7)); pen.text('No', 540 + s(10), top + 4, s(6.5)); fill.check(pen, 540, top + 4, s(7));
  top += 6 + s(17);
  pen.line(top);
  pen.text('Standard', 36, top + 3, s(8), fonts.bold); pen.text('Deduction', 36, top + 3 + s(9), s(8), fonts.bold);
  pen.text('Someone can claim:', 100, top + 3, s(6.5));
  pen.box(170 * (scale > 1 ? 1.05 : 1), top + 3, s(7)); pen.text('You as a dependent', 182 * (scale > 1 ? 1.08 : 1), top + 3, s(6.5));
  pen.box(300, top + 3, s(7)); pen.text('Your spouse as a dependent', 312, top + 3, s(6.5));
  pen.box(100, top + 3 + s(10), s(7)); pen.text('Spouse itemizes on a separate return or you were a dual-status alien', 112, top + 3 + s(10), s(6.5));
  top += 6 + s(20);
  pen.line(top);
  pen.text('Age/Blindness', 36, top + 3, s(8), fonts.bold);
  pen.text('You:', 110, top + 3, s(6.5), fonts.bold);
  pen.box(135, top + 3, s(7)); pen.text('Were born before January 2, 1959', 135 + s(10), top + 3, s(6.5));
  if (bornBefore1959) fill.check(pen, 135, top + 3, s(7));
  pen.box(300, top + 3, s(7)); pen.text('Are blind', 300 + s(10), top + 3, s(6.5));
  pen.text('Spouse:', 370, top + 3, s(6.5), fonts.bold);
  pen.box(405, top + 3, s(7)); pen.text('Was born before January 2, 1959', 405 + s(10), top + 3, s(6.5));
  top += 6 + s(10);
  pen.line(top);
  pen.text('Dependents', 36, top + 3, s(8), fonts.bold);
  pen.text('(see instructions):', 36, top + 3 + s(9), s(6.5));
  pen.text('If more than four', 36, top + 3 + s(24), s(6.5));
  pen.text('dependents, see instructions', 36, top + 3 + s(31), s(6));
  pen.text('and check here', 36, top + 3 + s(38), s(6));
  pen.box(36 + s(52), top + 3 + s(38), s(7));
  if (dependents.length > 4) fill.check(pen, 36 + s(52), top + 3 + s(38), s(7));
  pen.text('(1) First name', 126, top + 3, s(6.5)); pen.text('Last name', 206, top + 3, s(6.5));
  pen.text('(2) Social security', 300, top + 3, s(6.5)); pen.text('number', 300, top + 3 + s(7.5), s(6.5));
  pen.text('(3) Relationship', 380, top + 3, s(6.5)); pen.text('to you', 380, top + 3 + s(7.5), s(6.5));
  pen.text('(4) Check the box if qualifies for (see instructions):', 446, top + 3, s(5.5));
  pen.text('Child tax credit', 450, top + 3 + s(8), s(5.5)); pen.text('Credit for other dependents', 506, top + 3 + s(8), s(5.5));
  top += 6 + s(16);
  for (let index = 0; index < 4; index += 1) {
    const dependent = dependents[index];
    pen.line(top, 120, 576, 0.3);
    pen.box(466, top + 3, s(7)); pen.box(530, top + 3, s(7));
    if (dependent) {
      pen.text(dependent.first, 126, top + 2, fill.size, fill.font);
      pen.text(dependent.last, 206, top + 2, fill.size, fill.font);
      pen.text(dependent.ssn, 300, top + 2, fill.size, fill.font);
      pen.text(dependent.relationship, 380, top + 2, fill.size, fill.font);
      fill.check(pen, dependent.childTaxCredit ? 466 : 530, top + 3, s(7));
    }
    top += Math.max(s(11), fill.size + 3);
  }
  pen.line(top, 36, 576, 0.9);
  return top;
}

/** Numbered lines with their captions and amounts in the right column. */
function drawLines(pen: Pen, fonts: Fonts, fill: Fill, top: number, scale: number, rows: [string, string][], amounts: Record<string, string>, heads: Record<string, string> = {}): number {
  const s = (size: number) => size * scale;
  const step = Math.max(s(11.5), fill.size + 3);
  for (const [line, caption] of rows) {
    if (heads[line]) pen.text(heads[line], 36, top + 2, s(8), fonts.bold);
    pen.text(line, 96, top + 2, s(7), fonts.bold);
    pen.text(caption, 114, top + 2, s(6.5));
    pen.text(line, 470, top + 2, s(7), fonts.bold);
    pen.vline(466, top, top + step);
    if (amounts[line]) pen.right(amounts[line], 574, top + 1.5, fill.size, fill.font);
    top += step;
    pen.line(top, 96, 576, 0.3);
  }
  return top;
}

const PAGE_ONE_ROWS: [string, string][] = [
  ['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)'],
  ['1z', 'Add lines 1a through 1h'],
  ['2a', 'Tax-exempt interest'], ['2b', 'Taxable interest'],
  ['3a', 'Qualified dividends'], ['3b', 'Ordinary dividends'],
  ['4a', 'IRA distributions'], ['4b', 'Taxable amount'],
  ['5a', 'Pensions and annuities'], ['5b', 'Taxable amount'],
  ['6a', 'Social security benefits'], ['6b', 'Taxable amount'],
  ['7', 'Capital gain or (loss). Attach Schedule D if required. If not required, check here'],
  ['8', 'Additional income from Schedule 1, line 10'],
  ['9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income'],
  ['10', 'Adjustments to income from Schedule 1, line 26'],
  ['11', 'Subtract line 10 from line 9. This is your adjusted gross income'],
  ['12', 'Standard deduction or itemized deductions (from Schedule A)'],
  ['13', 'Qualified business income deduction from Form 8995 or Form 8995-A'],
  ['14', 'Add lines 12 and 13'],
  ['15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income'],
];

const PAGE_TWO_ROWS: [string, string][] = [
  ['16', 'Tax (see instructions). Check if any from Form(s): 1 8814  2 4972  3'],
  ['17', 'Amount from Schedule 2, line 3'],
  ['18', 'Add lines 16 and 17'],
  ['19', 'Child tax credit or credit for other dependents from Schedule 8812'],
  ['20', 'Amount from Schedule 3, line 8'],
  ['21', 'Add lines 19 and 20'],
  ['22', 'Subtract line 21 from line 18. If zero or less, enter -0-'],
  ['23', 'Other taxes, including self-employment tax, from Schedule 2, line 21'],
  ['24', 'Add lines 22 and 23. This is your total tax'],
  ['25a', 'Federal income tax withheld from: Form(s) W-2'],
  ['25b', 'Form(s) 1099'],
  ['25c', 'Other forms (see instructions)'],
  ['25d', 'Add lines 25a through 25c'],
  ['26', '2023 estimated tax payments and amount applied from 2022 return'],
  ['32', 'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits'],
  ['33', 'Add lines 25d, 26, and 32. These are your total payments'],
  ['34', 'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid'],
  ['35a', 'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here'],
  ['36', 'Amount of line 34 you want applied to your 2024 estimated tax'],
  ['37', 'Subtract line 33 from line 24. This is the amount you owe.'],
  ['38', 'Estimated tax penalty (see instructions)'],
];
const PAGE_TWO_HEADS: Record<string, string> = { '16': 'Tax and', '25a': 'Payments', '34': 'Refund', '37': 'Amount' };

interface Signing {
  occupation: string;
  spouseOccupation: string;
  phone: string;
  email: string;
  preparer?: { name: string; ptin: string; firm: string; phone: string; address: string; ein: string };
}

/** Third Party Designee, Sign Here (the taxpayer's phone and email) and Paid Preparer Use Only. */
function drawSignHere(pen: Pen, fonts: Fonts, fill: Fill, top: number, scale: number, signing: Signing): number {
  const s = (size: number) => size * scale;
  const typed = (text: string, x: number, at: number) => pen.text(text, x, at, fill.size, fill.font);
  pen.line(top, 36, 576, 0.9);
  pen.text('Third Party', 36, top + 3, s(8), fonts.bold); pen.text('Designee', 36, top + 3 + s(9), s(8), fonts.bold);
  pen.text('Do you want to allow another person to discuss this return with the IRS? See instructions', 110, top + 3, s(6.5));
  pen.box(scale > 1 ? 420 : 440, top + 3, s(7)); pen.text('Yes. Complete below.', (scale > 1 ? 420 : 440) + s(10), top + 3, s(6.5));
  pen.box(530, top + 3, s(7)); pen.text('No', 530 + s(10), top + 3, s(6.5)); fill.check(pen, 530, top + 3, s(7));
  pen.text("Designee's name", 110, top + 3 + s(12), s(6)); pen.text('Phone no.', 260, top + 3 + s(12), s(6));
  pen.text('Personal identification number (PIN)', 400, top + 3 + s(12), s(6));
  top += 6 + s(26);
  pen.line(top, 36, 576, 0.9);
  pen.text('Sign', 36, top + 4, s(11), fonts.bold); pen.text('Here', 36, top + 4 + s(12), s(11), fonts.bold);
  pen.text('Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements, and to the best of my', 100, top + 3, s(5.5));
  pen.text('knowledge and belief, they are true, correct, and complete. Declaration of preparer (other than taxpayer) is based on all information of which preparer has any knowledge.', 100, top + 3 + s(7), s(5.5));
  top += 4 + s(16);
  pen.text('Your signature', 100, top, s(6)); pen.text('Date', 290, top, s(6)); pen.text('Your occupation', 340, top, s(6));
  pen.text('If the IRS sent you an Identity Protection PIN, enter it here (see inst.)', 460, top, s(5));
  typed(signing.occupation, 342, top + s(8));
  top += s(8) + fill.size + 4;
  pen.line(top, 100, 576, 0.3);
  pen.text("Spouse's signature. If a joint return, both must sign.", 100, top + 2, s(6)); pen.text('Date', 290, top + 2, s(6)); pen.text("Spouse's occupation", 340, top + 2, s(6));
  typed(signing.spouseOccupation, 342, top + 2 + s(8));
  top += 2 + s(8) + fill.size + 4;
  pen.line(top, 100, 576, 0.3);
  pen.text('Phone no.', 100, top + 3, s(6));
  typed(signing.phone, 100 + s(34), top + 2);
  pen.text('Email address', 290, top + 3, s(6));
  typed(signing.email, 290 + s(46), top + 2);
  top += 4 + Math.max(s(8), fill.size) + 2;
  pen.line(top, 36, 576, 0.9);
  pen.text('Paid', 36, top + 4, s(9), fonts.bold); pen.text('Preparer', 36, top + 4 + s(10), s(9), fonts.bold); pen.text('Use Only', 36, top + 4 + s(20), s(9), fonts.bold);
  pen.text("Preparer's name", 100, top + 2, s(6)); pen.text("Preparer's signature", 220, top + 2, s(6)); pen.text('Date', 360, top + 2, s(6)); pen.text('PTIN', 410, top + 2, s(6));
  pen.text('Check if:', 480, top + 2, s(6)); pen.box(480, top + 2 + s(8), s(6)); pen.text('Self-employed', 480 + s(9), top + 2 + s(8), s(6));
  const preparer = signing.preparer;
  if (preparer) { typed(preparer.name, 102, top + 2 + s(8)); typed(preparer.ptin, 412, top + 2 + s(8)); }
  top += 4 + s(8) + fill.size + 2;
  pen.line(top, 100, 576, 0.3);
  pen.text("Firm's name", 100, top + 2, s(6)); pen.text('Phone no.', 410, top + 2, s(6));
  if (preparer) { typed(preparer.firm, 100 + s(40), top + 1); typed(preparer.phone, 410 + s(34), top + 1); }
  top += 2 + Math.max(s(8), fill.size) + 2;
  pen.line(top, 100, 576, 0.3);
  pen.text("Firm's address", 100, top + 2, s(6)); pen.text("Firm's EIN", 410, top + 2, s(6));
  if (preparer) { typed(preparer.address, 100 + s(48), top + 1); typed(preparer.ein, 410 + s(36), top + 1); }
  top += 2 + Math.max(s(8), fill.size) + 2;
  pen.line(top, 36, 576, 0.9);
  return top;
}

/** The 2023 Form 1040, two pages, filled by `fill`. */
function draw1040_2023(addPage: () => Pen, fonts: Fonts, fill: Fill, v: LastYearExtraction, amounts: Record<string, string>, options: { dependents?: Dependent[]; mfsName?: string; signing: Signing; runningHead?: string }) {
  const one = addPage();
  let top = drawHeader2023(one, fonts, fill, v, 1, '1040', 'U.S. Individual Income Tax Return', options.mfsName ?? '');
  top = drawDependents2023(one, fonts, fill, top, 1, options.dependents ?? [], false);
  one.text('Income', 36, top + 3, 8.5, fonts.bold);
  one.text('Attach Form(s)', 36, top + 16, 6); one.text('W-2 here. Also', 36, top + 23, 6); one.text('attach Forms', 36, top + 30, 6); one.text('W-2G and 1099-R', 36, top + 37, 6); one.text('if tax was withheld.', 36, top + 44, 6);
  drawLines(one, fonts, fill, top, 1, PAGE_ONE_ROWS, amounts);
  one.text('For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', 36, 770, 6, fonts.bold);
  one.text('Cat. No. 11320B', 380, 770, 6);
  one.right('Form 1040 (2023)', 576, 769, 7);

  const two = addPage();
  two.text('Form 1040 (2023)', 36, 20, 7);
  if (options.runningHead) two.text(options.runningHead, 140, 19, 8, fill.font);
  two.right('Page 2', 576, 20, 7, fonts.bold);
  two.line(31, 36, 576, 0.9);
  let bottom = drawLines(two, fonts, fill, 32, 1, PAGE_TWO_ROWS, amounts, PAGE_TWO_HEADS);
  bottom = drawSignHere(two, fonts, fill, bottom + 6, 1, options.signing);
  two.text('Go to www.irs.gov/Form1040 for instructions and the latest information.', 36, 770, 6.5);
  two.right('Form 1040 (2023)', 576, 769, 7);
  void bottom;
}

// ---------------------------------------------------------------------------------------------------------
// (a) The program's filing copy with its cover page.

async function buildCover(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await newDocument('2023 Federal Return - Filing Copy');
  const v = COVER.values;
  const cover = addPage();
  cover.text('SUMMIT RIDGE TAX & ACCOUNTING LLC', 60, 60, 13, fonts.serifBold);
  cover.text('1200 Main Street, Suite 300', 60, 78, 9, fonts.serif);
  cover.text('Denver, CO 80202', 60, 90, 9, fonts.serif);
  cover.text('Phone (303) 555-0133   office@summitridgetax.example', 60, 102, 9, fonts.serif);
  cover.line(118, 60, 552, 1);
  cover.text('2023 Federal Income Tax Return', 60, 134, 16, fonts.serifBold);
  cover.text('Filing copy', 60, 156, 12, fonts.serif);
  cover.text('Prepared for:', 60, 190, 9, fonts.serifBold);
  [`${v.firstName} ${v.middleInitial} & ${v.spouseFirstName} ${v.spouseMiddleInitial}`, `${v.lastName} & ${v.spouseLastName}`, v.street, `${v.city}, ${v.state} ${v.zip}`]
    .forEach((text, index) => cover.text(text, 150, 190 + index * 12, 10, fonts.mono));
  cover.text('Prepared by:', 60, 252, 9, fonts.serifBold);
  cover.text('Renata Okafor, EA   PTIN P01928374', 150, 252, 10, fonts.serif);
  cover.text('Date prepared:', 60, 266, 9, fonts.serifBold);
  cover.text('March 22, 2024', 150, 266, 10, fonts.serif);
  cover.line(286, 60, 552, 0.6);
  cover.text('Summary of your 2023 federal return', 60, 296, 11, fonts.serifBold);
  const summary: [string, string][] = [
    ['Filing status', 'Married filing jointly'], ['Adjusted gross income (Form 1040, line 11)', '$122,455'], ['Taxable income (line 15)', '$94,755'],
    ['Total tax (line 24)', '$10,933'], ['Total payments (line 33)', '$12,100'], ['Refund (line 35a)', '$1,167'], ['Amount you owe (line 37)', '$0'],
    ['Effective tax rate', '8.93%'],
  ];
  summary.forEach(([label, amount], index) => {
    const top = 318 + index * 16;
    cover.text(label, 72, top, 10, fonts.serif);
    cover.right(amount, 520, top, 10, fonts.mono);
    cover.line(top + 13, 72, 520, 0.25);
  });
  cover.text('Your refund of $1,167 will be deposited directly into your account ending in 4410 once the IRS accepts your return.', 60, 470, 9, fonts.serif);
  cover.text('Your return was filed electronically; this copy is for your records. Do not mail it.', 60, 484, 9, fonts.serif);
  cover.text('Questions? Call us at (303) 555-0133 or write to office@summitridgetax.example.', 60, 498, 9, fonts.serif);

  const fill: Fill = {
    font: fonts.mono, size: 10,
    check: (pen, x, top, size) => pen.text('X', x + size * 0.15, top - 0.5, size * 1.2, fonts.monoBold),
  };
  draw1040_2023(addPage, fonts, fill, v, COVER.lines, {
    signing: {
      occupation: 'CIVIL ENGINEER', spouseOccupation: 'PHYSICIAN ASSISTANT', phone: COVER.printedPhone, email: v.email,
      preparer: { name: 'RENATA OKAFOR, EA', ptin: 'P01928374', firm: 'SUMMIT RIDGE TAX & ACCOUNTING LLC', phone: '303-555-0133', address: '1200 MAIN ST STE 300, DENVER, CO 80202', ein: '84-3172290' },
    },
    runningHead: `${v.firstName} ${v.middleInitial} & ${v.spouseFirstName} ${v.spouseMiddleInitial} ${v.lastName}   ${v.ssn}`,
  });
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// (b) Form 1040-SR (2023), larger print, four pages.

async function buildSenior(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await newDocument('Form 1040-SR (2023)');
  const v = SENIOR.values;
  const scale = 1.25;
  const fill: Fill = {
    font: fonts.sans, size: 11.5,
    check: (pen, x, top, size) => pen.text('X', x + size * 0.12, top - 0.5, size * 1.15, fonts.bold),
  };
  const one = addPage();
  let top = drawHeader2023(one, fonts, fill, v, scale, '1040-SR', 'U.S. Tax Return for Seniors', '');
  top = drawDependents2023(one, fonts, fill, top, scale, [], true);
  one.text('For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', 36, 770, 7, fonts.bold);
  one.text('Cat. No. 71930F', 400, 770, 7);
  one.right('Form 1040-SR (2023)', 576, 769, 8);
  void top;

  const two = addPage();
  two.text('Form 1040-SR (2023)', 36, 20, 8);
  two.right('Page 2', 576, 20, 8, fonts.bold);
  two.line(33, 36, 576, 0.9);
  two.text('Income', 36, 38, 10, fonts.bold);
  const afterIncome = drawLines(two, fonts, fill, 36, scale, PAGE_ONE_ROWS, SENIOR.lines);
  drawLines(two, fonts, fill, afterIncome + 4, scale, PAGE_TWO_ROWS.slice(0, 9), SENIOR.lines, { '16': 'Tax and' });
  two.right('Form 1040-SR (2023)', 576, 769, 8);

  const three = addPage();
  three.text('Form 1040-SR (2023)', 36, 20, 8);
  three.right('Page 3', 576, 20, 8, fonts.bold);
  three.line(33, 36, 576, 0.9);
  const afterPayments = drawLines(three, fonts, fill, 36, scale, PAGE_TWO_ROWS.slice(9), SENIOR.lines, { '25a': 'Payments', '34': 'Refund', '37': 'Amount' });
  drawSignHere(three, fonts, fill, afterPayments + 6, scale, { occupation: 'Retired teacher', spouseOccupation: '', phone: SENIOR.printedPhone, email: v.email });
  three.text('Go to www.irs.gov/Form1040SR for instructions and the latest information.', 36, 770, 7);
  three.right('Form 1040-SR (2023)', 576, 769, 8);

  const four = addPage();
  four.text('Form 1040-SR (2023)', 36, 20, 8);
  four.right('Page 4', 576, 20, 8, fonts.bold);
  four.line(33, 36, 576, 0.9);
  four.text('Standard Deduction Chart*', 36, 44, 12, fonts.bold);
  four.text('Add the number of boxes checked in the Age/Blindness section of Standard Deduction on page 1', 36, 62, 9);
  const chart: [string, string, string][] = [
    ['Single', '1', '$15,700'], ['Single', '2', '17,550'], ['Married filing jointly', '1', '29,200'], ['Married filing jointly', '2', '30,700'],
    ['Married filing jointly', '3', '32,200'], ['Married filing jointly', '4', '33,700'], ['Qualifying surviving spouse', '1', '29,200'],
    ['Qualifying surviving spouse', '2', '30,700'], ['Head of household', '1', '22,650'], ['Head of household', '2', '24,500'],
    ['Married filing separately', '1', '15,350'], ['Married filing separately', '2', '16,850'],
  ];
  four.text('IF your filing status is...', 60, 84, 9, fonts.bold); four.text('AND the number of boxes checked is...', 230, 84, 9, fonts.bold); four.text('THEN your standard deduction is...', 420, 84, 9, fonts.bold);
  chart.forEach(([status, count, amount], index) => {
    four.text(status, 60, 104 + index * 16, 10); four.text(count, 290, 104 + index * 16, 10); four.right(amount, 520, 104 + index * 16, 10);
  });
  four.text('* Don\'t use this chart if someone can claim you (or your spouse if filing jointly) as a dependent, your spouse itemizes on a', 36, 310, 8);
  four.text('separate return, or you were a dual-status alien. Instead, see instructions.', 36, 321, 8);
  four.right('Form 1040-SR (2023)', 576, 769, 8);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// (c) Five dependents, the fifth on an attached statement.

async function buildDependents(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await newDocument('2023 Form 1040');
  const v = DEPENDENTS.values;
  const fill: Fill = {
    font: fonts.sans, size: 9,
    check: (pen, x, top, size) => pen.text('X', x + size * 0.18, top + 0.3, size * 1.05, fonts.bold),
  };
  draw1040_2023(addPage, fonts, fill, v, DEPENDENTS.lines, {
    dependents: DEPENDENTS.dependents,
    signing: { occupation: 'DENTAL HYGIENIST', spouseOccupation: '', phone: DEPENDENTS.printedPhone, email: v.email },
  });
  const statement = addPage();
  statement.text('Dependents Statement', 36, 36, 13, fonts.bold);
  statement.text('Attachment to Form 1040 (2023), Dependents (line 4 of the instructions: more than four dependents)', 36, 54, 8);
  statement.line(66);
  statement.text('Name(s) shown on return', 38, 70, 6.5);
  statement.text('Your social security number', 430, 70, 6.5);
  statement.text(`${v.firstName} ${v.middleInitial} ${v.lastName}`, 40, 80, 9, fill.font);
  statement.text(v.ssn, 432, 80, 9, fill.font);
  statement.line(94);
  const columns: [string, number][] = [['(1) First name', 40], ['Last name', 140], ['(2) Social security number', 260], ['(3) Relationship to you', 380], ['(4) Child tax credit', 470], ['Credit for other dependents', 520]];
  columns.forEach(([text, x]) => statement.text(text, x, 100, 6.5));
  statement.line(112, 36, 576, 0.3);
  const fifth = DEPENDENTS.dependents[4]!;
  statement.text(fifth.first, 40, 118, 9, fill.font); statement.text(fifth.last, 140, 118, 9, fill.font);
  statement.text(fifth.ssn, 260, 118, 9, fill.font); statement.text(fifth.relationship, 380, 118, 9, fill.font);
  statement.box(480, 118, 7); statement.box(540, 118, 7); fill.check(statement, fifth.childTaxCredit ? 480 : 540, 118, 7);
  statement.line(132, 36, 576, 0.3);
  statement.right('Page 1 of 1', 576, 770, 7);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// (d) Married filing separately, printed and scanned.

/** The scanner: 150 dpi, turned 2 degrees, a little soft and noisy. */
const SCANNER: Omit<ScanOptions, 'seed'> = { angle: 2, dpi: 150, blur: 0.6, noise: 14, jpegQuality: 72, paper: 222 };

async function buildScan(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await newDocument('Scan');
  const v = SCAN.values;
  const fill: Fill = {
    font: fonts.sans, size: 9.5,
    check: (pen, x, top, size) => pen.text('X', x + size * 0.15, top + 0.2, size * 1.1, fonts.bold),
  };
  draw1040_2023(addPage, fonts, fill, v, SCAN.lines, {
    mfsName: SCAN.mfsSpouseName,
    signing: { occupation: 'Architect', spouseOccupation: '', phone: SCAN.printedPhone, email: v.email },
  });
  const printed = await pdf.save();
  const source = await PDFDocument.load(printed);
  const scanned = await PDFDocument.create();
  for (let index = 0; index < source.getPageCount(); index += 1) {
    const single = await PDFDocument.create();
    const [copied] = await single.copyPages(source, [index]);
    single.addPage(copied);
    const jpeg = await scanLikeImageOf(await single.save(), { ...SCANNER, seed: 4100 + index });
    const image = await scanned.embedJpg(jpeg);
    scanned.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return scanned.save();
}

/** A return in one of the held-apart layouts, with what a correct reading gives. */
export async function buildHeldApartLastYear(layout: HeldApartLastYearLayout): Promise<HeldApartLastYearReturn> {
  const pageOne = (expected: LastYearExtraction) => ({ ...expected, phone: '', email: '' });
  if (layout === 'cover-2023') return { pdf: await buildCover(), expected: COVER.values, expectedFormPageOne: pageOne(COVER.values), formPage: 2, pages: 3, scanned: false };
  if (layout === 'senior-2023') return { pdf: await buildSenior(), expected: SENIOR.values, expectedFormPageOne: pageOne(SENIOR.values), formPage: 1, pages: 4, scanned: false };
  if (layout === 'dependents-2023') return { pdf: await buildDependents(), expected: DEPENDENTS.values, expectedFormPageOne: pageOne(DEPENDENTS.values), formPage: 1, pages: 3, scanned: false };
  return { pdf: await buildScan(), expected: SCAN.values, expectedFormPageOne: pageOne(SCAN.values), formPage: 1, pages: 2, scanned: true };
}

/** The form's first page as a clean PNG at `dpi` (a photo or 'print to image' of that page). */
export async function formPageImageOf(built: HeldApartLastYearReturn, dpi = 200): Promise<Buffer> {
  return renderPdfPageToPng(built.pdf, dpi / 72, built.formPage);
}
