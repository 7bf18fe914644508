// Page 1 of last year's Form 1040 filled in by other hands and machines, drawn apart from the reader and from the
// other last-year fixtures (own drawing code, own places, own values):
// - 'preparer-offset': a tax preparer's program printing onto the 2024 form (names and address first, Filing Status
//   below them in two columns) with the sheet fed off: every value, the status's 'X' too, lands right of and below
//   its box (7 and 5 points, about 2.5 and 1.8 mm), the values in Times capitals; head of household, a suite number;
// - 'hand-filled': the 2023 form (Filing Status above the names) filled in a hand's way: navy ink, an oblique
//   face, each word of its own size, height and lean; the status crossed by two pen strokes larger than its
//   square; a single filer with a letter-and-number apartment;
// - 'check-shaded': the 2024 form from a form-filling app that shades the Filing Status area grey and prints the five
//   statuses on one row, the chosen one ticked with a check mark; values in Helvetica capitals; a joint return.
// Each as a text PDF, a clean image (200 dpi), a photocopier's scan of this file's own (150 dpi, contrast pushed so
// thin strokes break and grey darkens, a streak from dirty glass, 1.5-3.5 degrees of skew, JPEG quality 40-55), a
// fax dithered to one bit (200 by 100 dpi, error diffusion, so grey areas turn to dots) and the copier's scan fed
// turned (a quarter turn either way or a half turn). Test data only: it knows nothing of how the reader works.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { seededRandom } from './scanLike';
import { STATUS_CAPTIONS, type LastYearFixtureValues } from './lastYearFixture';

export type HarshLayout = 'preparer-offset' | 'hand-filled' | 'check-shaded';
export const HARSH_LAYOUTS: readonly HarshLayout[] = ['preparer-offset', 'hand-filled', 'check-shaded'];
export type HarshVariant = 'pdf' | 'clean' | 'copier' | 'fax' | 'turned';
export const HARSH_VARIANTS: readonly HarshVariant[] = ['pdf', 'clean', 'copier', 'fax', 'turned'];

/** Page 1's header as filled in. */
type Filled = Omit<LastYearFixtureValues, 'phone' | 'email'>;

const FILLED: Record<HarshLayout, Filled> = {
  'preparer-offset': {
    firstName: 'Rosalind', middleInitial: 'T', lastName: 'Okafor-Brandt', ssn: '538-20-6417',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '1190 Copper Canyon Drive', street2: '210', city: 'Flagstaff', state: 'AZ', zip: '86001',
    filingStatus: 'head-of-household',
  },
  'hand-filled': {
    firstName: 'Wendell', middleInitial: '', lastName: 'Pruitt', ssn: '402-71-8836',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '57 Orchard Street', street2: '2F', city: 'Burlington', state: 'VT', zip: '05401',
    filingStatus: 'single',
  },
  'check-shaded': {
    firstName: 'Imogen', middleInitial: 'S', lastName: 'Castellano', ssn: '261-94-3058',
    spouseFirstName: 'Theodore', spouseMiddleInitial: 'J', spouseLastName: 'Castellano', spouseSSN: '317-08-5529',
    street: '3402 Sandpiper Loop', street2: '', city: 'Wilmington', state: 'NC', zip: '28409',
    filingStatus: 'married-joint',
  },
};

interface Hand {
  /** The form's year: 2023 prints Filing Status above the names, 2024 below the address. */
  year: 2023 | 2024;
  value: StandardFonts;
  valueSize: number;
  capitals: boolean;
  /** Where values land against their boxes (points; + right, + down). */
  shift: { x: number; y: number };
  /** Each word of its own size, height and lean (a hand's fill). */
  handwritten: boolean;
  mark: 'typed-x' | 'pen-x' | 'check';
  /** The five statuses on one row (else the form's two columns). */
  oneRow: boolean;
  shadedStatus: boolean;
}

const HANDS: Record<HarshLayout, Hand> = {
  'preparer-offset': { year: 2024, value: StandardFonts.TimesRoman, valueSize: 10.5, capitals: true, shift: { x: 7, y: 5 }, handwritten: false, mark: 'typed-x', oneRow: false, shadedStatus: false },
  'hand-filled': { year: 2023, value: StandardFonts.HelveticaOblique, valueSize: 11, capitals: false, shift: { x: 2, y: 0 }, handwritten: true, mark: 'pen-x', oneRow: false, shadedStatus: false },
  'check-shaded': { year: 2024, value: StandardFonts.Helvetica, valueSize: 9.5, capitals: true, shift: { x: 0, y: 0 }, handwritten: false, mark: 'check', oneRow: true, shadedStatus: true },
};

/** What a correct reading of page 1 gives (no Sign Here on it: no phone or email). */
function expectedOf(layout: HarshLayout): LastYearExtraction {
  const filled = FILLED[layout];
  const cased = (text: string) => (HANDS[layout].capitals ? text.toUpperCase() : text);
  return {
    ...filled,
    firstName: cased(filled.firstName),
    lastName: cased(filled.lastName),
    spouseFirstName: cased(filled.spouseFirstName),
    spouseLastName: cased(filled.spouseLastName),
    street: cased(filled.street),
    homeAddress: cased(filled.street),
    city: cased(filled.city),
    aptNo: filled.street2,
    phone: '',
    email: '',
    isFullYearResident: true,
  };
}

/** Page 1 of the return as a text PDF. */
async function pageOne(layout: HarshLayout): Promise<Uint8Array> {
  const filled = FILLED[layout];
  const hand = HANDS[layout];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Form 1040 (${hand.year})`);
  // A fixed date, so that the same layout is the same bytes every run.
  pdf.setCreationDate(new Date(Date.UTC(hand.year + 1, 2, 14)));
  pdf.setModificationDate(new Date(Date.UTC(hand.year + 1, 2, 14)));
  const page: PDFPage = pdf.addPage([612, 792]);
  const label = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const valueFont = await pdf.embedFont(hand.value);
  const black = rgb(0, 0, 0);
  const ink = hand.handwritten ? rgb(0.08, 0.12, 0.35) : black;
  const fromTop = (top: number) => 792 - top;
  const say = (words: string, x: number, top: number, size: number, font: PDFFont = label) => page.drawText(words, { x, y: fromTop(top), size, font, color: black });
  const rule = (x0: number, x1: number, top: number, thickness = 0.6) => page.drawLine({ start: { x: x0, y: fromTop(top) }, end: { x: x1, y: fromTop(top) }, thickness, color: black });
  const side = (x: number, top: number, bottom: number) => page.drawLine({ start: { x, y: fromTop(top) }, end: { x, y: fromTop(bottom) }, thickness: 0.6, color: black });
  const wobble = seededRandom(HARSH_LAYOUTS.indexOf(layout) * 7_001 + 3);
  /** A value written at (x, baseline top): typed, or word by word as a hand writes it. */
  const write = (words: string, x: number, top: number) => {
    const at = { x: x + hand.shift.x, top: top + hand.shift.y };
    if (!hand.handwritten) {
      page.drawText(words, { x: at.x, y: fromTop(at.top), size: hand.valueSize, font: valueFont, color: ink });
      return;
    }
    // Word by word, as a handwriting font's fill gives them to a text layer: each a size, a lean and a height of its own.
    let pen = at.x;
    for (const word of words.split(' ')) {
      const size = hand.valueSize * (0.9 + wobble() * 0.22);
      page.drawText(word, { x: pen, y: fromTop(at.top + (wobble() - 0.5) * 1.8), size, font: valueFont, color: ink, rotate: degrees((wobble() - 0.5) * 5) });
      pen += valueFont.widthOfTextAtSize(`${word} `, size) * (1.05 + wobble() * 0.25);
    }
  };
  /** One box of the header: its caption at the top left, its value written low in it. */
  const box = (caption: string, value: string, x0: number, x1: number, top: number) => {
    say(caption, x0 + 2, top + 7, 6);
    if (value) write(value, x0 + 5, top + 20);
    side(x0, top, top + 26);
  };
  const cased = (text: string) => (hand.capitals ? text.toUpperCase() : text);

  say('Form', 34, 40, 7);
  say('1040', 50, 44, 19, bold);
  say('Department of the Treasury - Internal Revenue Service', 112, 30, 6.5);
  say('U.S. Individual Income Tax Return', 112, 44, 12, bold);
  say(String(hand.year), 336, 45, 16, bold);
  say('OMB No. 1545-0074', 404, 42, 6.5);
  say(`For the year Jan. 1-Dec. 31, ${hand.year}, or other tax year beginning , ${hand.year}, ending , 20 . See separate instructions.`, 34, 58, 6.5);
  rule(28, 584, 62, 1.2);

  let top = 62;
  const statusArea = () => {
    const height = hand.oneRow ? 44 : 58;
    if (hand.shadedStatus) page.drawRectangle({ x: 28, y: fromTop(top + height), width: 556, height, color: rgb(0.8, 0.8, 0.8) });
    say('Filing Status', 34, top + 14, 9, bold);
    say('Check only one box.', 34, top + 24, 6.5);
    const labelSize = hand.oneRow ? 6.5 : 7.5;
    const printed = STATUS_CAPTIONS.map(([, words]) => (hand.oneRow ? words.replace(/ \(even if only one had income\)/, '') : words));
    // One row: each square 10 points after the label before it.
    const rowStarts = printed.reduce<number[]>((starts, words, index) => [...starts, index === 0 ? 96 : starts[index - 1]! + 14 + label.widthOfTextAtSize(printed[index - 1]!, labelSize) + 10], []);
    const places = hand.oneRow
      ? rowStarts.map((x) => ({ x, top: top + 16 }))
      : [{ x: 118, top: top + 14 }, { x: 118, top: top + 26 }, { x: 118, top: top + 38 }, { x: 360, top: top + 14 }, { x: 360, top: top + 26 }];
    STATUS_CAPTIONS.forEach(([status], index) => {
      const { x, top: row } = places[index]!;
      page.drawRectangle({ x, y: fromTop(row), width: 8.5, height: 8.5, borderColor: black, borderWidth: 0.7, color: rgb(1, 1, 1) });
      say(printed[index]!, x + 14, row - 1, labelSize);
      if (status !== filled.filingStatus) return;
      const base = { x: x + hand.shift.x, y: fromTop(row) - hand.shift.y };
      if (hand.mark === 'typed-x') page.drawText('X', { x: base.x + 1.2, y: base.y + 1, size: 10, font: valueFont, color: ink });
      if (hand.mark === 'pen-x') {
        page.drawLine({ start: { x: base.x - 2, y: base.y - 1.5 }, end: { x: base.x + 10.5, y: base.y + 11 }, thickness: 1.3, color: ink });
        page.drawLine({ start: { x: base.x - 1, y: base.y + 10 }, end: { x: base.x + 9.5, y: base.y - 2.5 }, thickness: 1.2, color: ink });
      }
      if (hand.mark === 'check') {
        page.drawLine({ start: { x: base.x + 1.2, y: base.y + 4.2 }, end: { x: base.x + 3.8, y: base.y + 1 }, thickness: 1.6, color: ink });
        page.drawLine({ start: { x: base.x + 3.8, y: base.y + 1 }, end: { x: base.x + 9.5, y: base.y + 10.5 }, thickness: 1.6, color: ink });
      }
    });
    say('If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child\'s', 104, top + height - 8, 6);
    say('name if the qualifying person is a child but not your dependent:', 104, top + height - 2, 6);
    top += height;
    rule(28, 584, top, 1);
  };

  if (hand.year === 2023) statusArea();
  box('Your first name and middle initial', cased(`${filled.firstName} ${filled.middleInitial}`.trim()), 28, 236, top);
  box('Last name', cased(filled.lastName), 236, 440, top);
  box('Your social security number', filled.ssn, 440, 584, top);
  top += 26;
  rule(28, 584, top);
  box("If joint return, spouse's first name and middle initial", cased(`${filled.spouseFirstName} ${filled.spouseMiddleInitial}`.trim()), 28, 236, top);
  box('Last name', cased(filled.spouseLastName), 236, 440, top);
  box("Spouse's social security number", filled.spouseSSN, 440, 584, top);
  top += 26;
  rule(28, 584, top);
  box('Home address (number and street). If you have a P.O. box, see instructions.', cased(filled.street), 28, 388, top);
  box('Apt. no.', filled.street2, 388, 440, top);
  const campaignTop = top;
  top += 26;
  rule(28, 440, top);
  box('City, town, or post office. If you have a foreign address, also complete spaces below.', cased(filled.city), 28, 300, top);
  box('State', filled.state, 300, 352, top);
  box('ZIP code', filled.zip, 352, 440, top);
  top += 26;
  rule(28, 440, top);
  box('Foreign country name', '', 28, 204, top);
  box('Foreign province/state/county', '', 204, 352, top);
  box('Foreign postal code', '', 352, 440, top);
  top += 26;
  rule(28, 584, top, 1);
  say('Presidential Election Campaign', 446, campaignTop + 8, 6.5, bold);
  say('Check here if you, or your spouse if filing', 446, campaignTop + 17, 6);
  say('jointly, want $3 to go to this fund. Checking a', 446, campaignTop + 24, 6);
  say('box below will not change your tax or refund.', 446, campaignTop + 31, 6);
  page.drawRectangle({ x: 470, y: fromTop(campaignTop + 46), width: 8, height: 8, borderColor: black, borderWidth: 0.6 });
  say('You', 482, campaignTop + 45, 7);
  page.drawRectangle({ x: 516, y: fromTop(campaignTop + 46), width: 8, height: 8, borderColor: black, borderWidth: 0.6 });
  say('Spouse', 528, campaignTop + 45, 7);
  if (hand.year === 2024) statusArea();

  say(`Digital Assets  At any time during ${hand.year}, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell,`, 34, top + 11, 6.5);
  say('exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.)', 34, top + 18, 6.5);
  say('Yes', 510, top + 15, 7);
  say('No', 548, top + 15, 7);
  rule(28, 584, top + 24);
  const lines: [string, string, string][] = [
    ['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', '58,214'],
    ['2b', 'Taxable interest', '96'],
    ['9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '58,310'],
    ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', '58,310'],
  ];
  lines.forEach(([number, words, amount], index) => {
    const row = top + 40 + index * 15;
    say(number, 34, row, 7.5, bold);
    say(words, 54, row, 7.5);
    write(amount, 566 - valueFont.widthOfTextAtSize(amount, hand.valueSize) - hand.shift.x, row - hand.shift.y);
  });
  say('For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', 34, 772, 6.5);
  say(`Form 1040 (${hand.year})`, 520, 772, 7, bold);
  return pdf.save();
}

/**
 * A photocopier's scan at 150 dpi: the page turned 1.5-3.5 degrees, its greys pushed darker and its light strokes
 * lighter (a steep contrast curve), one streak down the page from dirt on the glass, the paper a little grey,
 * saved as a JPEG of quality 40-55; then turned `turn` degrees clockwise when fed on its side.
 */
async function copierScanOf(pdf: Uint8Array, seed: number, turn = 0): Promise<Buffer> {
  const next = seededRandom(seed * 48_271 + 7);
  const angle = (1.5 + next() * 2) * (seed % 2 === 0 ? -1 : 1);
  const streakAt = 0.15 + next() * 0.7;
  const quality = Math.round(40 + next() * 15);
  const page = await loadImage(await renderPdfPageToPng(pdf, 150 / 72));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, page.width, page.height);
  context.translate(page.width / 2, page.height / 2);
  context.rotate((angle * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(0, 0, page.width, page.height);
  const streak = Math.round(page.width * streakAt);
  for (let y = 0; y < page.height; y += 1) {
    for (let x = 0; x < page.width; x += 1) {
      const index = (y * page.width + x) * 4;
      const grey = pixels.data[index]! / 255;
      // A steep S-curve around 0.6: mid greys go dark, pale anti-aliasing goes white.
      let value = 255 / (1 + Math.exp(-(grey - 0.6) * 12)) * 0.93 + (next() - 0.5) * 14;
      if (Math.abs(x - streak) <= 1) value *= 0.72;
      for (let channel = 0; channel < 3; channel += 1) pixels.data[index + channel] = Math.max(0, Math.min(255, value));
    }
  }
  context.putImageData(pixels, 0, 0);
  const jpeg = await canvas.encode('jpeg', quality);
  if (!turn) return jpeg;
  const picture = await loadImage(jpeg);
  const sideways = turn % 180 !== 0;
  const out = createCanvas(sideways ? picture.height : picture.width, sideways ? picture.width : picture.height);
  const turning = out.getContext('2d');
  turning.translate(out.width / 2, out.height / 2);
  turning.rotate((turn * Math.PI) / 180);
  turning.drawImage(picture, -picture.width / 2, -picture.height / 2);
  return out.encode('jpeg', quality);
}

/**
 * A fax at standard resolution: 200 dpi across, 100 down (each pair of rows averaged), dithered to black and white
 * by error diffusion (Floyd-Steinberg), so a grey area arrives as a field of dots; the receiver doubles each row.
 */
async function ditheredFaxOf(pdf: Uint8Array, seed: number): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, 200 / 72));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, page.width, page.height);
  context.translate(page.width / 2, page.height / 2);
  context.rotate(((seed % 2 ? 0.6 : -0.6) * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(0, 0, page.width, page.height);
  const { width, height } = page;
  const rows = Math.floor(height / 2);
  const grey = new Float32Array(width * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let x = 0; x < width; x += 1) grey[row * width + x] = (pixels.data[(2 * row * width + x) * 4]! + pixels.data[((2 * row + 1) * width + x) * 4]!) / 2;
  }
  for (let row = 0; row < rows; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = row * width + x;
      const old = grey[at]!;
      const value = old < 128 ? 0 : 255;
      const error = old - value;
      grey[at] = value;
      if (x + 1 < width) grey[at + 1] += (error * 7) / 16;
      if (row + 1 < rows) {
        if (x > 0) grey[at + width - 1] += (error * 3) / 16;
        grey[at + width] += (error * 5) / 16;
        if (x + 1 < width) grey[at + width + 1] += error / 16;
      }
    }
  }
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(rows - 1, Math.floor(y / 2));
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      pixels.data[index] = pixels.data[index + 1] = pixels.data[index + 2] = grey[row * width + x]!;
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}

/** The turn each layout's copier scan is fed at. */
const TURNS: Record<HarshLayout, number> = { 'preparer-offset': 270, 'hand-filled': 180, 'check-shaded': 90 };

/** Page 1 of `layout`'s return as `variant`: the bytes, their type, and what a correct reading gives. */
export async function buildHarshLastYear(layout: HarshLayout, variant: HarshVariant): Promise<{ bytes: Uint8Array; mime: string; expected: LastYearExtraction }> {
  const pdf = await pageOne(layout);
  const expected = expectedOf(layout);
  const seed = HARSH_LAYOUTS.indexOf(layout) + 1;
  if (variant === 'pdf') return { bytes: pdf, mime: 'application/pdf', expected };
  if (variant === 'clean') return { bytes: await renderPdfPageToPng(pdf, 200 / 72), mime: 'image/png', expected };
  if (variant === 'fax') return { bytes: await ditheredFaxOf(pdf, seed), mime: 'image/png', expected };
  if (variant === 'copier') return { bytes: await copierScanOf(pdf, seed), mime: 'image/jpeg', expected };
  return { bytes: await copierScanOf(pdf, seed + 20, TURNS[layout]), mime: 'image/jpeg', expected };
}
