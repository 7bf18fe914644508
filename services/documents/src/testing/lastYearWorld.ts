// Page 1 of last year's Form 1040 (2023) the way other people's software and scanners make it, written apart from
// the reader and from the other last-year fixtures (own drawing code, own places, own values):
// - 'program-courier': a tax program's print on plain paper: the 2023 form's order (Filing Status above the names),
//   captions in small Helvetica, values in Courier-Bold capitals, each box ruled, the status marked by an 'X',
//   a joint return (the spouse on the second name line), an apartment number, the foreign-address row empty;
// - 'printer-offset': values printed on a preprinted form by a printer whose sheet was fed off: every value sits
//   up and to the right of its box, touching the caption line; captions in Times, values in mixed-case Helvetica,
//   the status box filled solid; a single filer with a unit number;
// - 'check-mark': a form-filling app: grey oblique captions, values in Courier capitals, the statuses all on one
//   row, the chosen one ticked with a drawn check mark; head of household, '#' before the apartment number;
// - 'shaded-fields': a fillable form printed with its fields shaded: values in Times-Bold capitals on grey field
//   backgrounds, the SSN typed in the comb with spaces, the status box crossed by two lines; a surviving spouse.
// Each as a text PDF, a clean image (200 dpi), a scan from a harsh scanner of this file's own (150 dpi, uneven
// light, faded toner, speckle, 1-4 degrees of skew, JPEG quality 35-60), a fax (1 bit, every other line) and a scan
// fed into the scanner turned (a quarter or half turn). Test data only: it knows nothing of how the reader works.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { type LastYearFixtureValues, STATUS_CAPTIONS } from './lastYearFixture';
import { seededRandom } from './scanLike';

export type WorldLayout = 'program-courier' | 'printer-offset' | 'check-mark' | 'shaded-fields';
export const WORLD_LAYOUTS: readonly WorldLayout[] = ['program-courier', 'printer-offset', 'check-mark', 'shaded-fields'];
export type WorldVariant = 'pdf' | 'clean' | 'scan' | 'fax' | 'turned';
export const WORLD_VARIANTS: readonly WorldVariant[] = ['pdf', 'clean', 'scan', 'fax', 'turned'];

/** Page 1's header; phone and email are on page 2, which these prints leave out. */
type Values = Omit<LastYearFixtureValues, 'phone' | 'email'>;

const RETURNS: Record<WorldLayout, Values> = {
  'program-courier': {
    firstName: 'Marisol', middleInitial: 'E', lastName: 'Vandermeer', ssn: '367-41-2095',
    spouseFirstName: 'Desmond', spouseMiddleInitial: 'R', spouseLastName: 'Vandermeer', spouseSSN: '481-06-7732',
    street: '2207 Birchwood Terrace', street2: '14C', city: 'Rochester', state: 'MN', zip: '55901',
    filingStatus: 'married-joint',
  },
  'printer-offset': {
    firstName: 'Tobias', middleInitial: '', lastName: 'Greenleaf', ssn: '529-83-1146',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '88 Harbor View Road', street2: '305', city: 'Portsmouth', state: 'NH', zip: '03801',
    filingStatus: 'single',
  },
  'check-mark': {
    firstName: 'Lucinda', middleInitial: 'M', lastName: 'Ashworth', ssn: '614-27-5580',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '4410 Prairie Wind Lane', street2: '7', city: 'Lincoln', state: 'NE', zip: '68516',
    filingStatus: 'head-of-household',
  },
  'shaded-fields': {
    firstName: 'Augustin', middleInitial: 'P', lastName: 'Delacroix', ssn: '273-58-9014',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '615 Cypress Bend Court', street2: '', city: 'Baton Rouge', state: 'LA', zip: '70808',
    filingStatus: 'qualifying-widow',
  },
};

type Mark = 'x' | 'filled' | 'check' | 'cross';

interface Style {
  caption: StandardFonts;
  captionSize: number;
  captionGrey: number;
  value: StandardFonts;
  valueSize: number;
  capitals: boolean;
  /** Where values land against their boxes (points; + right, + up). */
  offset: { x: number; y: number };
  mark: Mark;
  /** The statuses on one row (else two rows, as the 2023 form prints them). */
  statusRow: boolean;
  shaded: boolean;
  /** The SSN typed with spaces in the comb ('273 58 9014'). */
  combSsn: boolean;
  aptPrefix: string;
}

const STYLES: Record<WorldLayout, Style> = {
  'program-courier': { caption: StandardFonts.Helvetica, captionSize: 5.5, captionGrey: 0, value: StandardFonts.CourierBold, valueSize: 10, capitals: true, offset: { x: 0, y: 0 }, mark: 'x', statusRow: false, shaded: false, combSsn: false, aptPrefix: '' },
  'printer-offset': { caption: StandardFonts.TimesRoman, captionSize: 7, captionGrey: 0, value: StandardFonts.Helvetica, valueSize: 9.5, capitals: false, offset: { x: 9, y: 4 }, mark: 'filled', statusRow: false, shaded: false, combSsn: false, aptPrefix: '' },
  'check-mark': { caption: StandardFonts.HelveticaOblique, captionSize: 6.5, captionGrey: 0.4, value: StandardFonts.Courier, valueSize: 11, capitals: true, offset: { x: 0, y: 0 }, mark: 'check', statusRow: true, shaded: false, combSsn: false, aptPrefix: '#' },
  'shaded-fields': { caption: StandardFonts.Helvetica, captionSize: 6.5, captionGrey: 0, value: StandardFonts.TimesRomanBold, valueSize: 10.5, capitals: true, offset: { x: 0, y: -1 }, mark: 'cross', statusRow: false, shaded: true, combSsn: true, aptPrefix: '' },
};

/** What a correct reading of page 1 gives (no Sign Here on it: no phone or email). */
function expectedOf(layout: WorldLayout): LastYearExtraction {
  const values = RETURNS[layout];
  const style = STYLES[layout];
  const cased = (text: string) => (style.capitals ? text.toUpperCase() : text);
  return {
    ...values,
    street: cased(values.street),
    homeAddress: cased(values.street),
    city: cased(values.city),
    aptNo: values.street2,
    phone: '',
    email: '',
    isFullYearResident: true,
  };
}

/** Page 1 of the return as a text PDF. */
async function pageOnePdf(layout: WorldLayout): Promise<Uint8Array> {
  const values = RETURNS[layout];
  const style = STYLES[layout];
  const pdf = await PDFDocument.create();
  pdf.setTitle('Form 1040 (2023)');
  const page: PDFPage = pdf.addPage([612, 792]);
  const captionFont = await pdf.embedFont(style.caption);
  const valueFont = await pdf.embedFont(style.value);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const plain = await pdf.embedFont(StandardFonts.Helvetica);
  const black = rgb(0, 0, 0);
  const grey = rgb(style.captionGrey, style.captionGrey, style.captionGrey);
  const cased = (text: string) => (style.capitals ? text.toUpperCase() : text);
  const at = (top: number) => 792 - top;
  const text = (words: string, x: number, top: number, size: number, font: PDFFont, color = black) => page.drawText(words, { x, y: at(top), size, font, color });
  const caption = (words: string, x: number, top: number) => text(words, x, top, style.captionSize, captionFont, grey);
  const hline = (x0: number, x1: number, top: number, thickness = 0.5) => page.drawLine({ start: { x: x0, y: at(top) }, end: { x: x1, y: at(top) }, thickness, color: black });
  const vline = (x: number, top: number, bottom: number) => page.drawLine({ start: { x, y: at(top) }, end: { x, y: at(bottom) }, thickness: 0.5, color: black });
  /** A box of the header: caption at its top left, value typed in it (shaded first when the form's fields are). */
  const box = (label: string, value: string, x0: number, x1: number, top: number, height = 24) => {
    if (style.shaded) page.drawRectangle({ x: x0 + 1, y: at(top + height - 1), width: x1 - x0 - 2, height: height - 9, color: rgb(0.86, 0.88, 0.9) });
    caption(label, x0 + 2, top + style.captionSize + 1);
    if (value) text(value, x0 + 4 + style.offset.x, top + height - 5 - style.offset.y, style.valueSize, valueFont);
    vline(x0, top, top + height);
  };

  // The form's head.
  text('Form', 36, 42, 7, plain);
  text('1040', 52, 46, 20, bold);
  text('Department of the Treasury - Internal Revenue Service', 110, 32, 6.5, plain);
  text('U.S. Individual Income Tax Return', 110, 46, 12, bold);
  text('2023', 330, 47, 16, bold);
  text('OMB No. 1545-0074', 400, 44, 6.5, plain);
  caption('For the year Jan. 1-Dec. 31, 2023, or other tax year beginning , 2023, ending , 20', 36, 60);
  hline(30, 582, 64, 1);

  // Filing Status, above the names as the 2023 form prints it.
  text('Filing Status', 36, 78, 9, bold);
  caption('Check only one box.', 36, 88);
  const mark = (x: number, top: number) => {
    const y = at(top);
    if (style.mark === 'x') text('X', x + 1.3, top - 0.6, 9.5, valueFont);
    if (style.mark === 'filled') page.drawRectangle({ x: x + 1.2, y: y + 1.2, width: 6.6, height: 6.6, color: black });
    if (style.mark === 'check') {
      page.drawLine({ start: { x: x + 1, y: y + 4.5 }, end: { x: x + 3.6, y: y + 1.2 }, thickness: 1.4, color: black });
      page.drawLine({ start: { x: x + 3.6, y: y + 1.2 }, end: { x: x + 10, y: y + 11 }, thickness: 1.4, color: black });
    }
    if (style.mark === 'cross') {
      page.drawLine({ start: { x, y }, end: { x: x + 9, y: y + 9 }, thickness: 1, color: black });
      page.drawLine({ start: { x, y: y + 9 }, end: { x: x + 9, y }, thickness: 1, color: black });
    }
  };
  const statusPlaces: { x: number; top: number }[] = style.statusRow
    ? [{ x: 110, top: 80 }, { x: 160, top: 80 }, { x: 245, top: 96 }, { x: 110, top: 96 }, { x: 380, top: 96 }]
    : [{ x: 110, top: 80 }, { x: 110, top: 92 }, { x: 110, top: 104 }, { x: 340, top: 80 }, { x: 340, top: 92 }];
  STATUS_CAPTIONS.forEach(([status, label], index) => {
    const { x, top } = statusPlaces[index]!;
    const words = style.statusRow && status === 'married-joint' ? 'Married filing jointly' : label;
    page.drawRectangle({ x, y: at(top), width: 9, height: 9, borderColor: black, borderWidth: 0.7 });
    if (status === values.filingStatus) mark(x, top);
    text(words, x + 13, top - 1, 7.5, plain);
  });
  caption('If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the', 110, 118);
  caption("child's name if the qualifying person is a child but not your dependent:", 110, 125);
  hline(30, 582, 130, 1);

  // Names, SSNs, address.
  const ssnOf = (ssn: string) => (style.combSsn ? ssn.replace(/-/g, ' ') : ssn);
  let top = 130;
  box('Your first name and middle initial', cased(`${values.firstName} ${values.middleInitial}`.trim()), 30, 230, top);
  box('Last name', cased(values.lastName), 230, 430, top);
  box('Your social security number', ssnOf(values.ssn), 430, 582, top);
  top += 24;
  hline(30, 582, top);
  box("If joint return, spouse's first name and middle initial", cased(`${values.spouseFirstName} ${values.spouseMiddleInitial}`.trim()), 30, 230, top);
  box('Last name', cased(values.spouseLastName), 230, 430, top);
  box("Spouse's social security number", ssnOf(values.spouseSSN), 430, 582, top);
  top += 24;
  hline(30, 582, top);
  box('Home address (number and street). If you have a P.O. box, see instructions.', cased(values.street), 30, 380, top);
  box('Apt. no.', values.street2 ? `${style.aptPrefix}${values.street2}` : '', 380, 430, top);
  top += 24;
  hline(30, 430, top);
  box('City, town, or post office. If you have a foreign address, also complete spaces below.', cased(values.city), 30, 300, top);
  box('State', values.state, 300, 350, top);
  box('ZIP code', values.zip, 350, 430, top);
  top += 24;
  hline(30, 430, top);
  box('Foreign country name', '', 30, 200, top);
  box('Foreign province/state/county', '', 200, 350, top);
  box('Foreign postal code', '', 350, 430, top);
  top += 24;
  hline(30, 582, top, 1);
  // The Presidential Election Campaign box beside the address rows.
  caption('Presidential Election Campaign', 436, 190);
  caption('Check here if you, or your spouse if filing', 436, 198);
  caption('jointly, want $3 to go to this fund.', 436, 206);
  page.drawRectangle({ x: 480, y: at(226), width: 8, height: 8, borderColor: black, borderWidth: 0.6 });
  text('You', 492, 225, 7, plain);
  page.drawRectangle({ x: 520, y: at(226), width: 8, height: 8, borderColor: black, borderWidth: 0.6 });
  text('Spouse', 532, 225, 7, plain);

  // Digital assets and the first income lines.
  caption('Digital Assets  At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or', 36, top + 12);
  caption('(b) sell, exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.)', 36, top + 19);
  text('Yes', 500, top + 16, 7, plain);
  text('No', 540, top + 16, 7, plain);
  hline(30, 582, top + 26);
  const lines: [string, string, string][] = [
    ['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', '71,406'],
    ['2b', 'Taxable interest', '388'],
    ['3b', 'Ordinary dividends', '1,215'],
    ['9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '73,009'],
    ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', '73,009'],
    ['12', 'Standard deduction or itemized deductions (from Schedule A)', '27,700'],
  ];
  lines.forEach(([number, label, amount], index) => {
    const row = top + 42 + index * 16;
    text(number, 36, row, 7.5, bold);
    text(label, 56, row, 7.5, plain);
    text(amount, 560 - valueFont.widthOfTextAtSize(amount, style.valueSize), row, style.valueSize, valueFont);
  });
  text('For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', 36, 770, 6.5, plain);
  text('Form 1040 (2023)', 520, 770, 7, bold);
  return pdf.save();
}

/** The same seeded generator as the scan-like images' (scanLike.ts). */
const random = seededRandom;

export interface HarshScan {
  /** Skew, degrees (positive turns clockwise). */
  angle: number;
  /** How much of the toner's darkness is left (0.5: faded to half). */
  toner: number;
  /** Light at the darkest corner against the brightest (0.7: a 30% fall across the page). */
  light: number;
  /** Specks of dust per million pixels. */
  specks: number;
  noise: number;
  jpegQuality: number;
  seed: number;
}

/** The harsh scan number `seed`: each setting somewhere in its range. */
export function harshScan(seed: number): HarshScan {
  const next = random(seed * 104_729 + 11);
  return {
    angle: (1 + next() * 3) * (seed % 2 === 0 ? 1 : -1),
    toner: 0.55 + next() * 0.25,
    light: 0.68 + next() * 0.17,
    specks: 150 + next() * 350,
    noise: 8 + next() * 12,
    jpegQuality: Math.round(35 + next() * 25),
    seed,
  };
}

/**
 * A page scanned at 150 dpi on a tired office machine: turned a little, toner faded, the lamp brighter at one side,
 * dust specks, sensor noise, saved as a low-quality JPEG; then turned `turn` degrees clockwise (fed on its side).
 */
async function harshScanOf(pdf: Uint8Array, scan: HarshScan, turn = 0): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, 150 / 72));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, page.width, page.height);
  context.filter = 'blur(0.6px)';
  context.translate(page.width / 2, page.height / 2);
  context.rotate((scan.angle * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  const pixels = context.getImageData(0, 0, page.width, page.height);
  const next = random(scan.seed);
  // The lamp's fall runs from one corner to the other.
  const fromLeft = next() < 0.5;
  for (let y = 0; y < page.height; y += 1) {
    for (let x = 0; x < page.width; x += 1) {
      const index = (y * page.width + x) * 4;
      const across = ((fromLeft ? x : page.width - 1 - x) / page.width) * 0.7 + (y / page.height) * 0.3;
      const lamp = 1 - (1 - scan.light) * across;
      const ink = (255 - pixels.data[index]!) * scan.toner;
      let value = (250 - ink) * lamp + (next() + next() + next() - 1.5) * scan.noise;
      if (next() < scan.specks / 1_000_000) value = 30;
      for (let channel = 0; channel < 3; channel += 1) pixels.data[index + channel] = Math.max(0, Math.min(255, value - channel * 3));
    }
  }
  context.putImageData(pixels, 0, 0);
  const jpeg = await canvas.encode('jpeg', scan.jpegQuality);
  if (!turn) return jpeg;
  const picture = await loadImage(jpeg);
  const sideways = turn % 180 !== 0;
  const out = createCanvas(sideways ? picture.height : picture.width, sideways ? picture.width : picture.height);
  const turning = out.getContext('2d');
  turning.translate(out.width / 2, out.height / 2);
  turning.rotate((turn * Math.PI) / 180);
  turning.drawImage(picture, -picture.width / 2, -picture.height / 2);
  return out.encode('jpeg', scan.jpegQuality);
}

/**
 * A fax: the page sampled at 200 dpi across and 100 dpi down (standard resolution), each pixel black or white
 * against a threshold that wavers, a little skew; the receiving machine doubles every line back to 200 dpi.
 */
async function faxOf(pdf: Uint8Array, seed: number): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, 200 / 72));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, page.width, page.height);
  context.translate(page.width / 2, page.height / 2);
  context.rotate(((seed % 2 ? -0.8 : 0.8) * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(0, 0, page.width, page.height);
  const next = random(seed * 31 + 5);
  for (let y = 0; y < page.height; y += 2) {
    for (let x = 0; x < page.width; x += 1) {
      const index = (y * page.width + x) * 4;
      const threshold = 150 + (next() - 0.5) * 60;
      const value = pixels.data[index]! < threshold ? 0 : 255;
      for (const row of [y, y + 1]) {
        if (row >= page.height) continue;
        const at = (row * page.width + x) * 4;
        pixels.data[at] = pixels.data[at + 1] = pixels.data[at + 2] = value;
      }
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}

/** The turn a turned scan of `layout` is fed at. */
const TURNS: Record<WorldLayout, number> = { 'program-courier': 90, 'printer-offset': 180, 'check-mark': 270, 'shaded-fields': 90 };

/** Page 1 of `layout`'s return as `variant`: the bytes, their type, and what a correct reading gives. */
export async function buildWorldLastYear(layout: WorldLayout, variant: WorldVariant): Promise<{ bytes: Uint8Array; mime: string; expected: LastYearExtraction }> {
  const pdf = await pageOnePdf(layout);
  const expected = expectedOf(layout);
  const seed = WORLD_LAYOUTS.indexOf(layout) + 1;
  if (variant === 'pdf') return { bytes: pdf, mime: 'application/pdf', expected };
  if (variant === 'clean') return { bytes: await renderPdfPageToPng(pdf, 200 / 72), mime: 'image/png', expected };
  if (variant === 'fax') return { bytes: await faxOf(pdf, seed), mime: 'image/png', expected };
  if (variant === 'scan') return { bytes: await harshScanOf(pdf, harshScan(seed)), mime: 'image/jpeg', expected };
  return { bytes: await harshScanOf(pdf, harshScan(seed + 10), TURNS[layout]), mime: 'image/jpeg', expected };
}
