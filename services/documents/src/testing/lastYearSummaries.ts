// What people upload as 'last year's return' when it is not the IRS form's page: a tax program's or a
// preparer's summary of the return. Written apart from the reader, after what such pages print:
// - 'label-list': '2023 Federal Return Summary', one 'Label: value' pair or two on a line ('Taxpayer: ... SSN: ...'),
//   the address on two lines, dependents and the preparer's own phone and email below;
// - 'two-column': a table, labels in the left column without colons and values in the right one, the name
//   written 'LAST, FIRST M', the street and its apartment on rows of their own, city, state and ZIP apart;
// - 'letter': a preparer's letter: letterhead (the firm's address, phone, email), the clients' address block,
//   'Dear Daniel and Priya,', the filing status in a sentence; no client phone or email;
// - 'e-file-8879': an e-file signature authorization: captions above their values in boxes ('Taxpayer's name' |
//   'Social security number'), the address, Part I amounts, the ERO's firm and phone;
// - 'at-a-glance': 'Your 2023 tax return at a glance': the taxpayer's and the spouse's blocks side by side, each a
//   'Name:' and 'SSN:' under its heading, the filing status as a program's abbreviation or code.
// SSNs are printed whole or masked ('XXX-XX-1234', '***-**-1234'); a masked SSN is no SSN and is expected as ''.
// Each builder returns the text PDF and what a correct reading gives, written by hand from what it prints.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { cleanImageOf, scanLikeImageOf, scanOptions } from './scanLike';

export type SummaryStyle = 'label-list' | 'two-column' | 'letter' | 'e-file-8879' | 'at-a-glance';
export const SUMMARY_STYLES: readonly SummaryStyle[] = ['label-list', 'two-column', 'letter', 'e-file-8879', 'at-a-glance'];
export type SummaryVariant = 'pdf' | 'clean' | 'scan';
export const SUMMARY_VARIANTS: readonly SummaryVariant[] = ['pdf', 'clean', 'scan'];

type Status = Exclude<LastYearExtraction['filingStatus'], ''>;

interface Person { first: string; middle: string; last: string; ssn: string }
interface Household {
  taxpayer: Person;
  spouse: Person | null;
  street: string;
  apt: string;
  city: string;
  state: string;
  zip: string;
  status: Status;
  phone: string;
  email: string;
  /** How the summary words the status, per style. */
  statusWords: Record<SummaryStyle, string>;
  /** Print names in capitals. */
  capitals: boolean;
  /** Which SSNs the program masks. */
  masked: { taxpayer: boolean; spouse: boolean };
}

const HOUSEHOLDS: Household[] = [
  {
    taxpayer: { first: 'Daniel', middle: 'R', last: 'Okafor', ssn: '417-62-8830' },
    spouse: { first: 'Priya', middle: 'S', last: 'Okafor', ssn: '528-19-4471' },
    street: '2716 Larkspur Ln', apt: '', city: 'Columbus', state: 'OH', zip: '43215',
    status: 'married-joint', phone: '(614) 555-0182', email: 'dokafor@example.com',
    statusWords: { 'label-list': 'Married filing jointly', 'two-column': 'Married Filing Joint', letter: 'Married Filing Jointly', 'e-file-8879': '', 'at-a-glance': 'MFJ' },
    capitals: true, masked: { taxpayer: true, spouse: false },
  },
  {
    taxpayer: { first: 'Rosalind', middle: '', last: 'Vance-Whitfield', ssn: '233-08-1956' },
    spouse: null,
    street: '88 Harbor View Rd', apt: 'Apt 4C', city: 'Portland', state: 'ME', zip: '04101-2231',
    status: 'single', phone: '(207) 555-0119', email: 'roz.vw@example.org',
    statusWords: { 'label-list': 'Single', 'two-column': 'SINGLE', letter: 'Single', 'e-file-8879': '', 'at-a-glance': '1 - Single' },
    capitals: false, masked: { taxpayer: false, spouse: false },
  },
  {
    taxpayer: { first: 'Marcus', middle: 'T', last: 'Delgado', ssn: '610-44-2087' },
    spouse: null,
    street: '1403 W Mesquite Ave', apt: 'Unit 12', city: 'Tucson', state: 'AZ', zip: '85705',
    status: 'head-of-household', phone: '(520) 555-0163', email: 'mtdelgado@example.net',
    statusWords: { 'label-list': 'Head of Household', 'two-column': 'Head of household (HOH)', letter: 'Head of Household', 'e-file-8879': '', 'at-a-glance': 'HOH' },
    capitals: true, masked: { taxpayer: false, spouse: false },
  },
  {
    taxpayer: { first: 'Hannah', middle: 'J', last: 'Lindqvist', ssn: '302-71-5540' },
    spouse: { first: 'Erik', middle: '', last: 'Lindqvist', ssn: '302-71-6618' },
    street: '57 Birchwood Ct', apt: '', city: 'Duluth', state: 'MN', zip: '55803',
    status: 'married-separate', phone: '(218) 555-0147', email: 'hannah.lindqvist@example.com',
    statusWords: { 'label-list': 'Married filing separately', 'two-column': 'Married Filing Separate', letter: 'Married Filing Separately', 'e-file-8879': '', 'at-a-glance': 'MFS' },
    capitals: false, masked: { taxpayer: false, spouse: true },
  },
  {
    taxpayer: { first: 'Gloria', middle: 'A', last: 'Benavides', ssn: '455-30-9172' },
    spouse: null,
    street: '930 Cypress Bend Dr', apt: '', city: 'Baton Rouge', state: 'LA', zip: '70808',
    status: 'qualifying-widow', phone: '(225) 555-0134', email: 'gbenavides@example.com',
    statusWords: { 'label-list': 'Qualifying surviving spouse', 'two-column': 'Qualifying Widow(er)', letter: 'Qualifying Surviving Spouse', 'e-file-8879': '', 'at-a-glance': 'QSS' },
    capitals: true, masked: { taxpayer: true, spouse: false },
  },
];

/** The households each style prints (every style a joint return and a return alone, the statuses spread). */
const HOUSEHOLDS_OF: Record<SummaryStyle, number[]> = {
  'label-list': [0, 4, 2],
  'two-column': [2, 3, 1],
  letter: [0, 1, 3],
  'e-file-8879': [3, 2],
  'at-a-glance': [0, 4, 1],
};

export interface SummaryFixture {
  name: string;
  style: SummaryStyle;
  pdf: Uint8Array;
  expected: LastYearExtraction;
}

const caps = (household: Household, text: string) => (household.capitals ? text.toUpperCase() : text);
const fullName = (person: Person) => [person.first, person.middle, person.last].filter(Boolean).join(' ');
const maskedSsn = (ssn: string, star = false) => `${star ? '***-**-' : 'XXX-XX-'}${ssn.slice(-4)}`;
const ssnShown = (household: Household, who: 'taxpayer' | 'spouse', star = false) => {
  const person = household[who]!;
  return household.masked[who] ? maskedSsn(person.ssn, star) : person.ssn;
};

function expectedOf(household: Household, shown: { phone: boolean; email: boolean; status: boolean; ssn: boolean }): LastYearExtraction {
  const { taxpayer, spouse } = household;
  return {
    firstName: taxpayer.first, middleInitial: taxpayer.middle, lastName: taxpayer.last,
    ssn: household.masked.taxpayer || !shown.ssn ? '' : taxpayer.ssn,
    spouseFirstName: spouse?.first ?? '', spouseMiddleInitial: spouse?.middle ?? '', spouseLastName: spouse?.last ?? '',
    spouseSSN: spouse && !household.masked.spouse && shown.ssn ? spouse.ssn : '',
    street: household.street, street2: household.apt, homeAddress: household.street, aptNo: household.apt,
    city: household.city, state: household.state, zip: household.zip,
    filingStatus: shown.status ? household.status : '',
    phone: shown.phone ? household.phone : '', email: shown.email ? household.email : '',
    isFullYearResident: true,
  };
}

interface Pen { page: PDFPage; font: PDFFont; bold: PDFFont; size: number }
const write = (pen: Pen, text: string, x: number, top: number, options: { size?: number; bold?: boolean } = {}) =>
  pen.page.drawText(text, { x, y: 792 - top, size: options.size ?? pen.size, font: options.bold ? pen.bold : pen.font, color: rgb(0.05, 0.05, 0.05) });

async function newPage(fonts: [StandardFonts, StandardFonts], size: number): Promise<{ doc: PDFDocument; pen: Pen }> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  return { doc, pen: { page, font: await doc.embedFont(fonts[0]), bold: await doc.embedFont(fonts[1]), size } };
}

/** A program's phone format, varied by household. */
const phoneShown = (phone: string, index: number) => {
  const digits = phone.replace(/\D/g, '');
  return [phone, `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`, `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`][index % 3]!;
};

async function labelList(household: Household, index: number): Promise<SummaryFixture['pdf']> {
  const { doc, pen } = await newPage([StandardFonts.Helvetica, StandardFonts.HelveticaBold], 10);
  const { taxpayer, spouse } = household;
  write(pen, '2023 Federal Return Summary', 72, 60, { size: 15, bold: true });
  write(pen, 'Prepared from your 2023 Form 1040 as filed', 72, 78, { size: 9 });
  let top = 112;
  write(pen, `Taxpayer:  ${caps(household, fullName(taxpayer))}`, 72, top);
  write(pen, `SSN:  ${ssnShown(household, 'taxpayer')}`, 340, top);
  top += 16;
  if (spouse) {
    write(pen, `Spouse:  ${caps(household, fullName(spouse))}`, 72, top);
    write(pen, `SSN:  ${ssnShown(household, 'spouse')}`, 340, top);
    top += 16;
  }
  const street = [household.street, household.apt].filter(Boolean).join(', ');
  write(pen, `Address:  ${caps(household, street)}`, 72, top);
  write(pen, caps(household, `${household.city}, ${household.state} ${household.zip}`), 72 + pen.font.widthOfTextAtSize('Address:  ', 10), top + 13);
  top += 34;
  write(pen, `Filing status:  ${household.statusWords['label-list']}`, 72, top);
  top += 16;
  write(pen, `Phone:  ${phoneShown(household.phone, index)}`, 72, top);
  top += 16;
  write(pen, `Email:  ${household.email}`, 72, top);
  top += 30;
  write(pen, 'Dependents', 72, top, { bold: true });
  top += 16;
  write(pen, `Dependent:  ${caps(household, `Ava ${taxpayer.last}`)}`, 72, top);
  write(pen, 'SSN:  XXX-XX-3391', 340, top);
  top += 30;
  write(pen, 'Income and tax', 72, top, { bold: true });
  for (const [label, amount] of [['Total income', '84,212'], ['Adjusted gross income', '81,900'], ['Taxable income', '52,700'], ['Total tax', '5,843'], ['Refund', '1,204']]) {
    top += 15;
    write(pen, label, 72, top);
    write(pen, amount, 300, top);
  }
  top += 36;
  write(pen, 'Paid preparer', 72, top, { bold: true });
  write(pen, 'Firm:  Northgate Tax Services LLC', 72, top + 15);
  write(pen, 'Phone:  (312) 555-0100', 72, top + 30);
  write(pen, 'Email:  office@northgate-tax.example', 72, top + 45);
  return doc.save();
}

async function twoColumn(household: Household, index: number): Promise<Uint8Array> {
  const { doc, pen } = await newPage([StandardFonts.TimesRoman, StandardFonts.TimesRomanBold], 11);
  const { taxpayer, spouse } = household;
  write(pen, 'TAX RETURN SUMMARY - TAX YEAR 2023', 72, 58, { size: 14, bold: true });
  write(pen, 'Taxpayer Information', 72, 92, { bold: true });
  pen.page.drawLine({ start: { x: 72, y: 792 - 96 }, end: { x: 540, y: 792 - 96 }, thickness: 0.6 });
  const rows: [string, string][] = [
    ['Primary taxpayer', caps(household, `${taxpayer.last}, ${[taxpayer.first, taxpayer.middle].filter(Boolean).join(' ')}`)],
    ['Social security number', ssnShown(household, 'taxpayer', true)],
  ];
  if (spouse) rows.push(['Spouse', caps(household, `${spouse.last}, ${[spouse.first, spouse.middle].filter(Boolean).join(' ')}`)], ["Spouse's SSN", ssnShown(household, 'spouse', true)]);
  rows.push(['Street address', caps(household, household.street)]);
  if (household.apt) rows.push(['Apartment', caps(household, household.apt)]);
  rows.push(['City', caps(household, household.city)], ['State', household.state], ['ZIP code', household.zip], ['Filing status', household.statusWords['two-column']]);
  rows.push(['Daytime telephone', phoneShown(household.phone, index + 1)], ['E-mail address', household.email]);
  let top = 114;
  for (const [label, value] of rows) {
    write(pen, label, 80, top);
    write(pen, value, 260, top);
    pen.page.drawLine({ start: { x: 72, y: 792 - top - 5 }, end: { x: 540, y: 792 - top - 5 }, thickness: 0.3, color: rgb(0.6, 0.6, 0.6) });
    top += 19;
  }
  top += 20;
  write(pen, 'Return Totals', 72, top, { bold: true });
  for (const [label, amount] of [['Adjusted gross income', '$ 61,480'], ['Total tax', '$ 4,102'], ['Federal withholding', '$ 4,950'], ['Amount refunded', '$ 848']]) {
    top += 19;
    write(pen, label, 80, top);
    write(pen, amount, 260, top);
  }
  return doc.save();
}

async function letter(household: Household, index: number): Promise<Uint8Array> {
  const { doc, pen } = await newPage([StandardFonts.TimesRoman, StandardFonts.TimesRomanBold], 11);
  const { taxpayer, spouse } = household;
  write(pen, 'Calloway & Reyes, CPAs', 200, 50, { size: 14, bold: true });
  write(pen, '400 Commerce Park Dr, Suite 210, Raleigh, NC 27601', 165, 66, { size: 9 });
  write(pen, 'Phone: (919) 555-0177   Email: info@callowayreyes.example', 170, 78, { size: 9 });
  write(pen, 'April 2, 2024', 72, 120);
  const names = spouse
    ? spouse.last === taxpayer.last
      ? `${[taxpayer.first, taxpayer.middle].filter(Boolean).join(' ')} and ${fullName(spouse)}`
      : `${fullName(taxpayer)} and ${fullName(spouse)}`
    : fullName(taxpayer);
  const block = [caps(household, names), caps(household, [household.street, household.apt].filter(Boolean).join(' ')), caps(household, `${household.city}, ${household.state} ${household.zip}`)];
  block.forEach((line, at) => write(pen, line, 72, 150 + at * 14));
  const greeting = spouse ? `Dear ${taxpayer.first} and ${spouse.first}:` : index % 2 ? `Dear ${taxpayer.first},` : `Dear Ms. ${taxpayer.last}:`;
  write(pen, greeting, 72, 216);
  const body = [
    'Enclosed is a copy of your 2023 federal income tax return, as filed electronically. The return was',
    `prepared with the filing status ${household.statusWords.letter}, based on the information you provided.`,
    'Your refund should arrive within three weeks of the IRS accepting the return. Please keep this copy',
    'with your records for at least three years.',
    '',
    'If you have any questions about the return, please call our office.',
    '',
    'Sincerely,',
    '',
    'Helen Calloway, CPA',
  ];
  body.forEach((line, at) => write(pen, line, 72, 244 + at * 15));
  return doc.save();
}

async function eFile8879(household: Household): Promise<Uint8Array> {
  const { doc, pen } = await newPage([StandardFonts.Helvetica, StandardFonts.HelveticaBold], 8);
  const { taxpayer, spouse } = household;
  const { page } = pen;
  write(pen, 'Form 8879', 36, 48, { size: 12, bold: true });
  write(pen, 'IRS e-file Signature Authorization', 200, 46, { size: 13, bold: true });
  write(pen, '2023', 540, 48, { size: 14, bold: true });
  const box = (x: number, top: number, width: number, height = 26) => page.drawRectangle({ x, y: 792 - top - height, width, height, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
  const value = (text: string, x: number, top: number) => page.drawText(text, { x, y: 792 - top, size: 10, font: pen.font });
  const rows: [string, string, string, string][] = [
    ["Taxpayer's name", caps(household, fullName(taxpayer)), 'Social security number', ssnShown(household, 'taxpayer')],
  ];
  if (spouse) rows.push(["Spouse's name", caps(household, fullName(spouse)), "Spouse's social security number", ssnShown(household, 'spouse')]);
  let top = 70;
  for (const [caption, text, ssnCaption, ssn] of rows) {
    box(36, top, 380);
    box(416, top, 160);
    write(pen, caption, 39, top + 8);
    value(text, 42, top + 21);
    write(pen, ssnCaption, 419, top + 8);
    value(ssn, 422, top + 21);
    top += 26;
  }
  box(36, top, 540);
  write(pen, 'Address (number and street)', 39, top + 8);
  value(caps(household, [household.street, household.apt].filter(Boolean).join(', ')), 42, top + 21);
  top += 26;
  box(36, top, 540);
  write(pen, 'City, state, and ZIP code', 39, top + 8);
  value(caps(household, `${household.city}, ${household.state} ${household.zip}`), 42, top + 21);
  top += 44;
  write(pen, 'Part I     Tax Return Information - Tax Year Ending December 31, 2023 (Whole dollars only)', 36, top, { size: 9, bold: true });
  for (const [line, label, amount] of [['1', 'Adjusted gross income (Form 1040, line 11)', '58,306'], ['2', 'Total tax (Form 1040, line 24)', '4,311'], ['3', 'Federal income tax withheld from Form(s) W-2 and Form(s) 1099', '5,020'], ['4', 'Amount you want refunded to you (Form 1040, line 35a)', '709'], ['5', 'Amount you owe (Form 1040, line 37)', '0']]) {
    top += 16;
    write(pen, line, 40, top, { bold: true });
    write(pen, label, 56, top);
    value(amount, 520, top);
  }
  top += 30;
  write(pen, "Part II    Taxpayer Declaration and Signature Authorization", 36, top, { size: 9, bold: true });
  write(pen, 'Under penalties of perjury, I declare that I have examined a copy of the income tax return (original or amended)', 36, top + 14);
  write(pen, 'I am filing for the tax year indicated above and to the best of my knowledge and belief, it is true, correct, and complete.', 36, top + 24);
  write(pen, "Your signature", 36, top + 50); write(pen, 'Date', 400, top + 50);
  write(pen, "Spouse's signature", 36, top + 74); write(pen, 'Date', 400, top + 74);
  top += 110;
  write(pen, 'Part III   Certification and Authentication', 36, top, { size: 9, bold: true });
  write(pen, "ERO's EFIN/PIN.  Enter your six-digit EFIN followed by your five-digit self-selected PIN.", 36, top + 14);
  value('48213755021', 420, top + 14);
  write(pen, "ERO's signature", 36, top + 40); write(pen, 'Date', 400, top + 40);
  write(pen, 'Firm name:  Keystone Tax & Accounting', 36, top + 60);
  write(pen, 'Phone:  (717) 555-0190', 36, top + 72);
  return doc.save();
}

async function atAGlance(household: Household, index: number): Promise<Uint8Array> {
  const { doc, pen } = await newPage([StandardFonts.Courier, StandardFonts.CourierBold], 10);
  const { taxpayer, spouse } = household;
  write(pen, 'YOUR 2023 TAX RETURN AT A GLANCE', 72, 56, { size: 13, bold: true });
  write(pen, 'TAXPAYER', 72, 92, { bold: true });
  write(pen, `Name: ${caps(household, fullName(taxpayer))}`, 72, 108);
  write(pen, `SSN:  ${ssnShown(household, 'taxpayer')}`, 72, 122);
  if (spouse) {
    write(pen, 'SPOUSE', 330, 92, { bold: true });
    write(pen, `Name: ${caps(household, fullName(spouse))}`, 330, 108);
    write(pen, `SSN:  ${ssnShown(household, 'spouse')}`, 330, 122);
  }
  write(pen, 'Home address', 72, 152, { bold: true });
  write(pen, caps(household, [household.street, household.apt].filter(Boolean).join(' ')), 72, 166);
  write(pen, caps(household, `${household.city} ${household.state} ${household.zip}`), 72, 180);
  write(pen, `Filing Status: ${household.statusWords['at-a-glance']}`, 72, 208);
  write(pen, `Home phone: ${phoneShown(household.phone, index + 2)}`, 72, 222);
  write(pen, `E-mail: ${household.email}`, 72, 236);
  let top = 270;
  write(pen, 'AT A GLANCE                 2023        2022', 72, top, { bold: true });
  for (const [label, now, before] of [['Wages', '71,200', '68,040'], ['Adjusted gross inc', '73,118', '69,502'], ['Taxable income', '45,418', '43,602'], ['Total tax', '5,113', '4,870'], ['Refund', '612', '355']]) {
    top += 14;
    write(pen, label.padEnd(24) + now.padStart(10) + before.padStart(12), 72, top);
  }
  return doc.save();
}

const BUILDERS: Record<SummaryStyle, (household: Household, index: number) => Promise<Uint8Array>> = {
  'label-list': labelList,
  'two-column': twoColumn,
  letter,
  'e-file-8879': eFile8879,
  'at-a-glance': atAGlance,
};

/** What each style prints of the three optional kinds of field. */
const SHOWN: Record<SummaryStyle, { phone: boolean; email: boolean; status: boolean; ssn: boolean }> = {
  'label-list': { phone: true, email: true, status: true, ssn: true },
  'two-column': { phone: true, email: true, status: true, ssn: true },
  letter: { phone: false, email: false, status: true, ssn: false },
  'e-file-8879': { phone: false, email: false, status: false, ssn: true },
  'at-a-glance': { phone: true, email: true, status: true, ssn: true },
};

/** Every summary page: each style for its households. */
export async function buildSummaries(): Promise<SummaryFixture[]> {
  const fixtures: SummaryFixture[] = [];
  for (const style of SUMMARY_STYLES) {
    for (const [index, which] of HOUSEHOLDS_OF[style].entries()) {
      const household = HOUSEHOLDS[which]!;
      fixtures.push({ name: `${style} ${household.taxpayer.last}`, style, pdf: await BUILDERS[style](household, index), expected: expectedOf(household, SHOWN[style]) });
    }
  }
  return fixtures;
}

/** A fixture as a file in one variant: the text PDF, a clean 200 dpi PNG, or a 150-200 dpi scan-like JPEG. */
export async function summaryFile(fixture: SummaryFixture, variant: SummaryVariant, seed = 1): Promise<{ bytes: Uint8Array; mime: string }> {
  if (variant === 'pdf') return { bytes: fixture.pdf, mime: 'application/pdf' };
  if (variant === 'clean') return { bytes: await cleanImageOf(fixture.pdf, 200), mime: 'image/png' };
  return { bytes: await scanLikeImageOf(fixture.pdf, scanOptions(seed)), mime: 'image/jpeg' };
}
