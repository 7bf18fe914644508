// Prior-year returns made from the IRS's own fillable Form 1040 (2023) (irs-forms/f1040-2023.pdf), filled with
// pdf-lib the way tax software and taxpayers do it, for a reader that was only ever tuned on forms we drew:
// - 'filled': the fields filled and saved, not flattened (a taxpayer's 'Save' of the fillable PDF: the values
//   live in the fields and their widgets' appearances, the page's own text is the blank form's);
// - 'flat': the same, flattened (what software prints to PDF), in Courier or Helvetica at the return's own size;
// - 'clean': page 1 of the flattened return as a 200 dpi PNG ('print to image');
// - 'scan': page 1 as a 150 dpi scan-like JPEG, turned 1-2 degrees, grey paper, noise;
// - 'scan-pdf': both pages scanned the same way into an image-only PDF.
// On the 2023 form the Filing Status boxes sit below the address (Single, MFJ, MFS in the left column, HOH and
// QSS in the right), the MFS spouse's or HOH/QSS child's name on the line under them, the dependents' table
// below that; page 2 holds lines 16-38, the Third Party Designee, Sign Here (occupation, phone, email) and Paid
// Preparer. The SSN boxes are comb fields of 9 digits. Field names were matched to the printed boxes by their
// positions on the rendered page (f1_04 first name and initial, f1_05 last name, f1_06 SSN, f1_07-09 the
// spouse's, f1_10 street, f1_11 apt, f1_12 city, f1_13 state, f1_14 ZIP, c1_3[0..4] the five statuses,
// f1_18 the MFS/HOH name line, f2_37 phone, f2_38 email).
// What a correct reading gives is written here by hand from what each return prints; phones in the app's
// '(ddd) ddd-dddd' form, SSNs 'ddd-dd-dddd'.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { scanLikeImageOf, type ScanOptions } from './scanLike';
import { scannedPdfOf } from './lastYearMoreLayouts';

export type IrsFormVariant = 'filled' | 'flat' | 'clean' | 'scan' | 'scan-pdf';
export const IRS_FORM_VARIANTS: readonly IrsFormVariant[] = ['filled', 'flat', 'clean', 'scan', 'scan-pdf'];

export interface IrsFormReturn {
  name: string;
  /** What a correct reading of the whole return gives. */
  expected: LastYearExtraction;
  /** What a correct reading of page 1 alone gives (no Sign Here: no phone or email). */
  expectedPageOne: LastYearExtraction;
}

type Status = Exclude<LastYearExtraction['filingStatus'], ''>;

interface Dependent {
  name: string;
  ssn: string;
  relationship: string;
}

interface FormReturn {
  name: string;
  values: Omit<LastYearExtraction, 'homeAddress' | 'aptNo' | 'isFullYearResident'>;
  /** What is typed in each box, as the taxpayer typed it. */
  typed: {
    firstAndInitial: string;
    spouseFirstAndInitial?: string;
    phone?: string;
    /** The MFS spouse's or the HOH/QSS child's name, on the line under the boxes. */
    statusName?: string;
    occupation?: string;
  };
  dependents?: Dependent[];
  /** Line number -> amount as typed (page 1 lines 1a-15, page 2 lines 16-37). Not scored: they make it a return. */
  lines: Record<string, string>;
  flat: { font: 'courier' | 'helvetica'; size: number };
}

// Line amounts are the return's own (2023 Tax Table; standard deductions of Rev. Proc. 2022-38 §3.15: single and
// MFS 13,850, MFJ and QSS 27,700, HOH 20,800; child tax credit 2,000 a child, Schedule 8812).
const RETURNS: FormReturn[] = [
  {
    // Single. Wages 52,400 - 13,850 = 38,550 taxable; tax row 38,550-38,600: 1,100 + 12% of 27,575 = 4,409; withheld 4,900, refund 491.
    name: 'single',
    values: {
      firstName: 'Jordan', middleInitial: 'A', lastName: 'Whitfield', ssn: '401-23-5678',
      spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
      street: '1287 Maple Grove Lane', street2: '', city: 'Springfield', state: 'IL', zip: '62704',
      filingStatus: 'single', phone: '(217) 555-0148', email: 'jordan.whitfield@example.com',
    },
    typed: { firstAndInitial: 'Jordan A', phone: '217-555-0148', occupation: 'Pharmacist' },
    lines: { '1a': '52,400', '1z': '52,400', '9': '52,400', '11': '52,400', '12': '13,850', '14': '13,850', '15': '38,550', '16': '4,409', '22': '4,409', '24': '4,409', '25a': '4,900', '25d': '4,900', '33': '4,900', '34': '491', '35a': '491' },
    flat: { font: 'courier', size: 10 },
  },
  {
    // Married filing jointly, three children. Wages 98,200 + interest 340 = 98,540; - 27,700 = 70,840 taxable; tax row
    // 70,800-70,850 (MFJ): 2,200 + 12% of 48,825 = 8,059; child tax credit 6,000 (line 19): 2,059; withheld 3,100, refund 1,041.
    name: 'joint-3-dependents',
    values: {
      firstName: 'Daniel', middleInitial: 'R', lastName: 'Okafor', ssn: '527-14-8830',
      spouseFirstName: 'Priya', spouseMiddleInitial: 'S', spouseLastName: 'Raman-Okafor', spouseSSN: '528-40-1196',
      street: '56 Ridgecrest Drive', street2: '', city: 'Cedar Rapids', state: 'IA', zip: '52402',
      filingStatus: 'married-joint', phone: '(319) 555-0172', email: '',
    },
    typed: { firstAndInitial: 'Daniel R', spouseFirstAndInitial: 'Priya S', phone: '(319) 555-0172', occupation: 'Civil engineer' },
    dependents: [
      { name: 'Chidi Okafor', ssn: '612304471', relationship: 'Son' },
      { name: 'Amara Okafor', ssn: '612304472', relationship: 'Daughter' },
      { name: 'Nia Raman-Okafor', ssn: '612304473', relationship: 'Daughter' },
    ],
    lines: { '1a': '98,200.00', '1z': '98,200.00', '2b': '340.00', '9': '98,540.00', '11': '98,540.00', '12': '27,700.00', '14': '27,700.00', '15': '70,840.00', '16': '8,059.00', '18': '8,059.00', '19': '6,000.00', '21': '6,000.00', '22': '2,059.00', '24': '2,059.00', '25a': '3,100.00', '25d': '3,100.00', '33': '3,100.00', '34': '1,041.00', '35a': '1,041.00' },
    flat: { font: 'helvetica', size: 9 },
  },
  {
    // Head of household, apartment. Wages 47,150 - 20,800 = 26,350 taxable; tax row 26,350-26,400 (HOH): 1,570 + 12% of
    // 10,675 = 2,851; withheld 3,000, refund 149. The child on the HOH line is not her dependent.
    name: 'head-of-household-apt',
    values: {
      firstName: 'Lucia', middleInitial: 'M', lastName: 'Ferreira', ssn: '333-72-1904',
      spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
      street: '2210 Sunset Boulevard', street2: '4C', city: 'Los Angeles', state: 'CA', zip: '90026',
      filingStatus: 'head-of-household', phone: '', email: 'lferreira@example.net',
    },
    typed: { firstAndInitial: 'Lucia M', statusName: 'Mateo Ferreira', occupation: 'Dental hygienist' },
    lines: { '1a': '47150', '1z': '47150', '9': '47150', '11': '47150', '12': '20800', '14': '20800', '15': '26350', '16': '2851', '22': '2851', '24': '2851', '25a': '3000', '25d': '3000', '33': '3000', '34': '149', '35a': '149' },
    flat: { font: 'courier', size: 9 },
  },
  {
    // Married filing separately: the spouse's SSN in the spouse's box, the spouse's name on the MFS line (the spouse
    // name row empty, as the instructions say). Wages 61,000 - 13,850 = 47,150 taxable; tax row 47,150-47,200
    // (single/MFS): 5,147 + 22% of 2,450 = 5,686; withheld 5,200, owed 486 (line 37).
    name: 'separate-spouse-on-mfs-line',
    values: {
      firstName: 'Thomas', middleInitial: 'E', lastName: 'Brennan', ssn: '145-60-2287',
      spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '145-60-9930',
      street: '741 Oak Hollow Ct', street2: '', city: 'Columbus', state: 'OH', zip: '43215',
      filingStatus: 'married-separate', phone: '(614) 555-0119', email: 'tbrennan@example.org',
    },
    typed: { firstAndInitial: 'Thomas E', statusName: 'Karen L Brennan', phone: '614.555.0119', occupation: 'Electrician' },
    lines: { '1a': '61,000.', '1z': '61,000.', '9': '61,000.', '11': '61,000.', '12': '13,850.', '14': '13,850.', '15': '47,150.', '16': '5,686.', '22': '5,686.', '24': '5,686.', '25a': '5,200.', '25d': '5,200.', '33': '5,200.', '37': '486.' },
    flat: { font: 'helvetica', size: 10 },
  },
  {
    // Qualifying surviving spouse with a daughter, in capitals, a long street, a ZIP+4. Wages 88,300 - 27,700 = 60,600
    // taxable; tax row 60,600-60,650 (MFJ column): 2,200 + 12% of 38,625 = 6,835; child tax credit 2,000: 4,835;
    // withheld 5,400, refund 565.
    name: 'surviving-spouse-capitals',
    values: {
      firstName: 'KRZYSZTOF', middleInitial: 'W', lastName: 'WOJCIECHOWSKI-NAKAMURA', ssn: '072-58-3316',
      spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
      street: '10458 ZWIERZYNIECKA-ACHTERBERG BOULEVARD NORTHEAST', street2: '', city: 'SAULT SAINTE MARIE', state: 'MI', zip: '49783-1207',
      filingStatus: 'qualifying-widow', phone: '(906) 555-0134', email: 'K.WOJCIECHOWSKI-NAKAMURA@EXAMPLE.COM',
    },
    typed: { firstAndInitial: 'KRZYSZTOF W', phone: '(906) 555-0134', occupation: 'MARINE PILOT' },
    dependents: [{ name: 'ZOFIA WOJCIECHOWSKA', ssn: '381226074', relationship: 'DAUGHTER' }],
    lines: { '1a': '88,300', '1z': '88,300', '9': '88,300', '11': '88,300', '12': '27,700', '14': '27,700', '15': '60,600', '16': '6,835', '18': '6,835', '19': '2,000', '21': '2,000', '22': '4,835', '24': '4,835', '25a': '5,400', '25d': '5,400', '33': '5,400', '34': '565', '35a': '565' },
    flat: { font: 'courier', size: 8 },
  },
];

export const IRS_FORM_RETURNS: readonly string[] = RETURNS.map((entry) => entry.name);

// The form's fields (topmostSubform[0] omitted), by what they are on the printed page.
const P1 = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';
const ADDRESS = `${P1}Address_ReadOrder[0].`;
const FIELDS = {
  firstAndInitial: `${P1}f1_04[0]`, lastName: `${P1}f1_05[0]`, ssn: `${P1}f1_06[0]`,
  spouseFirstAndInitial: `${P1}f1_07[0]`, spouseLastName: `${P1}f1_08[0]`, spouseSsn: `${P1}f1_09[0]`,
  street: `${ADDRESS}f1_10[0]`, apt: `${ADDRESS}f1_11[0]`, city: `${ADDRESS}f1_12[0]`, state: `${ADDRESS}f1_13[0]`, zip: `${ADDRESS}f1_14[0]`,
  statusName: `${P1}f1_18[0]`,
  occupation: `${P2}f2_33[0]`, phone: `${P2}f2_37[0]`, email: `${P2}f2_38[0]`,
};
const STATUS_BOXES: Record<Status, string> = {
  single: `${P1}c1_3[0]`, 'head-of-household': `${P1}c1_3[1]`, 'married-joint': `${P1}c1_3[2]`, 'married-separate': `${P1}c1_3[3]`, 'qualifying-widow': `${P1}c1_3[4]`,
};
const DEPENDENT_ROWS = [1, 2, 3, 4].map((row) => {
  const first = 19 + (row - 1) * 3;
  const at = `${P1}Table_Dependents[0].Row${row}[0].`;
  return { name: `${at}f1_${first}[0]`, ssn: `${at}f1_${first + 1}[0]`, relationship: `${at}f1_${first + 2}[0]`, childTaxCredit: `${at}c1_${13 + (row - 1) * 2}[0]` };
});
const LINE_FIELDS: Record<string, string> = {
  '1a': `${P1}f1_31[0]`, '1z': `${P1}f1_40[0]`, '2b': `${P1}f1_42[0]`,
  '9': `${P1}Line4a-11_ReadOrder[0].f1_53[0]`, '11': `${P1}Line4a-11_ReadOrder[0].f1_55[0]`, '12': `${P1}f1_56[0]`, '14': `${P1}f1_58[0]`, '15': `${P1}f1_59[0]`,
  '16': `${P2}f2_02[0]`, '18': `${P2}f2_04[0]`, '19': `${P2}f2_05[0]`, '21': `${P2}f2_07[0]`, '22': `${P2}f2_08[0]`, '24': `${P2}f2_10[0]`,
  '25a': `${P2}f2_11[0]`, '25d': `${P2}f2_14[0]`, '33': `${P2}f2_22[0]`, '34': `${P2}f2_23[0]`, '35a': `${P2}f2_24[0]`, '37': `${P2}f2_28[0]`,
};

const BLANK_FORM = fileURLToPath(new URL('./irs-forms/f1040-2023.pdf', import.meta.url));

function returnOf(name: string): FormReturn {
  const found = RETURNS.find((entry) => entry.name === name);
  if (!found) throw new Error(`no IRS-form return '${name}'`);
  return found;
}

/** The return filled into the IRS form; flattened in the return's own font and size when `flatten`. */
async function filledForm(entry: FormReturn, flatten: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await readFile(BLANK_FORM));
  // The form's XFA copy goes, as it does when software fills the AcroForm fields (pdf-lib would drop it with a warning).
  pdf.catalog.getAcroForm()?.dict.delete(PDFName.of('XFA'));
  const form = pdf.getForm();
  const v = entry.values;
  const font = await pdf.embedFont(flatten && entry.flat.font === 'courier' ? StandardFonts.Courier : StandardFonts.Helvetica);
  const size = flatten ? entry.flat.size : 9;
  const put = (field: string, value: string | undefined) => {
    if (!value) return;
    const text = form.getTextField(field);
    text.setText(value);
    text.setFontSize(size);
  };
  put(FIELDS.firstAndInitial, entry.typed.firstAndInitial);
  put(FIELDS.lastName, v.lastName);
  put(FIELDS.ssn, v.ssn.replace(/\D/g, ''));
  put(FIELDS.spouseFirstAndInitial, entry.typed.spouseFirstAndInitial);
  put(FIELDS.spouseLastName, v.spouseLastName);
  put(FIELDS.spouseSsn, v.spouseSSN.replace(/\D/g, ''));
  put(FIELDS.street, v.street);
  put(FIELDS.apt, v.street2);
  put(FIELDS.city, v.city);
  put(FIELDS.state, v.state);
  put(FIELDS.zip, v.zip);
  put(FIELDS.statusName, entry.typed.statusName);
  put(FIELDS.occupation, entry.typed.occupation);
  put(FIELDS.phone, entry.typed.phone);
  put(FIELDS.email, v.email);
  if (v.filingStatus) form.getCheckBox(STATUS_BOXES[v.filingStatus]).check();
  (entry.dependents ?? []).forEach((dependent, index) => {
    const row = DEPENDENT_ROWS[index]!;
    put(row.name, dependent.name);
    put(row.ssn, dependent.ssn);
    put(row.relationship, dependent.relationship);
    form.getCheckBox(row.childTaxCredit).check();
  });
  for (const [line, amount] of Object.entries(entry.lines)) put(LINE_FIELDS[line]!, amount);
  form.updateFieldAppearances(font);
  if (flatten) form.flatten();
  return pdf.save();
}

/** Page 1 of a PDF as its own document (what the images are made of). */
async function firstPageOf(pdf: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const single = await PDFDocument.create();
  const [copied] = await single.copyPages(source, [0]);
  single.addPage(copied);
  return single.save();
}

/** A 150 dpi scan turned 1-2 degrees (the sign alternating), light noise, JPEG. */
function scanOf(seed: number): ScanOptions {
  return { angle: (1 + (seed % 5) * 0.25) * (seed % 2 === 0 ? 1 : -1), dpi: 150, blur: 0.5, noise: 12 + (seed % 3) * 4, jpegQuality: 72, paper: 222, seed };
}

/** Return `name` as `variant`: the bytes, their type, and what a correct reading gives. */
export async function buildIrsFormLastYear(name: string, variant: IrsFormVariant): Promise<{ bytes: Uint8Array; mime: string; expected: LastYearExtraction }> {
  const entry = returnOf(name);
  const seed = RETURNS.indexOf(entry) + 1;
  const whole = expectedOf(entry, false);
  if (variant === 'filled') return { bytes: await filledForm(entry, false), mime: 'application/pdf', expected: whole };
  const flat = await filledForm(entry, true);
  if (variant === 'flat') return { bytes: flat, mime: 'application/pdf', expected: whole };
  if (variant === 'scan-pdf') return { bytes: await scannedPdfOf(flat, 300 + seed * 10), mime: 'application/pdf', expected: whole };
  const pageOne = await firstPageOf(flat);
  if (variant === 'clean') return { bytes: await renderPdfPageToPng(pageOne, 200 / 72), mime: 'image/png', expected: expectedOf(entry, true) };
  return { bytes: await scanLikeImageOf(pageOne, scanOf(seed)), mime: 'image/jpeg', expected: expectedOf(entry, true) };
}

function expectedOf(entry: FormReturn, pageOneOnly: boolean): LastYearExtraction {
  const v = entry.values;
  return {
    ...v,
    homeAddress: v.street,
    aptNo: v.street2,
    isFullYearResident: true,
    ...(pageOneOnly ? { phone: '', email: '' } : {}),
  };
}

/** Every return's expectations, for a caller that lists them. */
export function irsFormReturns(): IrsFormReturn[] {
  return RETURNS.map((entry) => ({ name: entry.name, expected: expectedOf(entry, false), expectedPageOne: expectedOf(entry, true) }));
}
