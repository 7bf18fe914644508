// A 1040-like prior-year return, written with pdf-lib for tests and benchmarks: the captions of the
// real Form 1040's header (https://www.irs.gov/pub/irs-pdf/f1040.pdf) in their boxes, the values typed
// under them, the Filing Status boxes with one marked, some income lines, and the Sign Here area.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';

export interface LastYearFixtureValues {
  firstName: string;
  middleInitial: string;
  lastName: string;
  ssn: string;
  spouseFirstName: string;
  spouseMiddleInitial: string;
  spouseLastName: string;
  spouseSSN: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  filingStatus: Exclude<LastYearExtraction['filingStatus'], ''>;
  phone: string;
  email: string;
}

export const SAMPLE_LAST_YEAR: LastYearFixtureValues = {
  firstName: 'Jordan',
  middleInitial: 'A',
  lastName: 'Whitaker',
  ssn: '412-56-7890',
  spouseFirstName: 'Casey',
  spouseMiddleInitial: 'L',
  spouseLastName: 'Whitaker',
  spouseSSN: '523-45-6781',
  street: '742 Maple Avenue',
  street2: '4B',
  city: 'Princeton',
  state: 'NJ',
  zip: '08540',
  filingStatus: 'married-joint',
  phone: '(609) 555-0142',
  email: 'jordan.whitaker@example.com',
};

/** What a correct reading of the fixture gives (spec 1 §3.3 fields). */
export function expectedExtraction(values: LastYearFixtureValues): LastYearExtraction {
  return {
    firstName: values.firstName,
    middleInitial: values.middleInitial,
    lastName: values.lastName,
    ssn: values.ssn,
    spouseFirstName: values.spouseFirstName,
    spouseMiddleInitial: values.spouseMiddleInitial,
    spouseLastName: values.spouseLastName,
    spouseSSN: values.spouseSSN,
    street: values.street,
    street2: values.street2,
    homeAddress: values.street,
    aptNo: values.street2,
    city: values.city,
    state: values.state,
    zip: values.zip,
    filingStatus: values.filingStatus,
    phone: values.phone,
    email: values.email,
    isFullYearResident: true,
  };
}

/** Form 1040's Filing Status captions (2023 and 2024 print the same words), in the form's order. */
export const STATUS_CAPTIONS: readonly [LastYearFixtureValues['filingStatus'], string][] = [
  ['single', 'Single'],
  ['married-joint', 'Married filing jointly (even if only one had income)'],
  ['married-separate', 'Married filing separately (MFS)'],
  ['head-of-household', 'Head of household (HOH)'],
  ['qualifying-widow', 'Qualifying surviving spouse (QSS)'],
];

export async function buildLastYear1040Pdf(values: LastYearFixtureValues = SAMPLE_LAST_YEAR): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Form 1040 (2023)');
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const value = await pdf.embedFont(StandardFonts.Courier);
  const black = rgb(0, 0, 0);
  // y is measured from the top of the page, as the form is read.
  const caption = (text: string, x: number, top: number, size = 7) => page.drawText(text, { x, y: 792 - top, size, font: regular, color: black });
  const typed = (text: string, x: number, top: number) => text && page.drawText(text, { x, y: 792 - top, size: 11, font: value, color: black });
  const rule = (top: number) => page.drawLine({ start: { x: 30, y: 792 - top }, end: { x: 582, y: 792 - top }, thickness: 0.6, color: black });

  page.drawText('Form 1040', { x: 36, y: 792 - 44, size: 18, font: bold });
  page.drawText('U.S. Individual Income Tax Return 2023', { x: 150, y: 792 - 40, size: 12, font: bold });
  page.drawText('Department of the Treasury - Internal Revenue Service', { x: 150, y: 792 - 54, size: 7, font: regular });
  rule(64);

  caption('Your first name and middle initial', 36, 78);
  caption('Last name', 260, 78);
  caption('Your social security number', 440, 78);
  typed(`${values.firstName} ${values.middleInitial}`.trim(), 40, 96);
  typed(values.lastName, 264, 96);
  typed(values.ssn, 444, 96);
  rule(104);

  caption("If joint return, spouse's first name and middle initial", 36, 118);
  caption('Last name', 260, 118);
  caption("Spouse's social security number", 440, 118);
  typed(`${values.spouseFirstName} ${values.spouseMiddleInitial}`.trim(), 40, 136);
  typed(values.spouseLastName, 264, 136);
  typed(values.spouseSSN, 444, 136);
  rule(144);

  caption('Home address (number and street). If you have a P.O. box, see instructions.', 36, 158);
  caption('Apt. no.', 440, 158);
  typed(values.street, 40, 176);
  typed(values.street2, 444, 176);
  rule(184);

  caption('City, town, or post office. If you have a foreign address, also complete spaces below.', 36, 198);
  caption('State', 380, 198);
  caption('ZIP code', 460, 198);
  typed(values.city, 40, 216);
  typed(values.state, 384, 216);
  typed(values.zip, 464, 216);
  rule(224);

  page.drawText('Filing Status', { x: 36, y: 792 - 246, size: 10, font: bold });
  caption('Check only one box.', 36, 258);
  STATUS_CAPTIONS.forEach(([status, text], index) => {
    const top = 246 + index * 16;
    page.drawRectangle({ x: 140, y: 792 - top - 1, width: 9, height: 9, borderColor: black, borderWidth: 0.8 });
    if (status === values.filingStatus) page.drawText('X', { x: 141.2, y: 792 - top, size: 10, font: bold, color: black });
    page.drawText(text, { x: 156, y: 792 - top, size: 9, font: regular, color: black });
  });
  rule(332);

  const incomeLines: [string, string][] = [
    ['1a  Total amount from Form(s) W-2, box 1 (see instructions)', '84,250.00'],
    ['2b  Taxable interest', '312.00'],
    ['9   Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '84,562.00'],
    ['11  Subtract line 10 from line 9. This is your adjusted gross income', '84,562.00'],
    ['12  Standard deduction or itemized deductions (from Schedule A)', '27,700.00'],
  ];
  incomeLines.forEach(([text, amount], index) => {
    const top = 352 + index * 18;
    page.drawText(text, { x: 36, y: 792 - top, size: 8, font: regular });
    page.drawText(amount, { x: 500, y: 792 - top, size: 10, font: value });
  });
  rule(452);

  page.drawText('Sign Here', { x: 36, y: 792 - 474, size: 10, font: bold });
  caption('Under penalties of perjury, I declare that I have examined this return and accompanying schedules.', 110, 474);
  caption('Your signature', 110, 492);
  caption('Date', 300, 492);
  caption('Your occupation', 380, 492);
  typed('Engineer', 384, 508);
  caption('Phone no.', 110, 530);
  typed(values.phone, 160, 531);
  caption('Email address', 330, 530);
  typed(values.email, 390, 531);
  rule(542);
  return pdf.save();
}

/** The same return as a PNG scan: the PDF rendered at 216 dpi. */
export async function buildLastYear1040Png(values: LastYearFixtureValues = SAMPLE_LAST_YEAR): Promise<Buffer> {
  return renderPdfPageToPng(await buildLastYear1040Pdf(values), 3);
}
