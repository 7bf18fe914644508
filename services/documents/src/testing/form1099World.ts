// 1099s drawn the way other people draw them (helper B, session 13), apart from the readers and from the other
// generators (form1099Fixture, form1099MoreLayouts, form1099HeldApart, statements1099):
// - grids whose captions sit in grey-shaded cells, the value under the caption or to its right;
// - box numbers printed 'Box 1', '1' and '1.'; CORRECTED / VOID check boxes, account numbers, a FATCA check box
//   and a 2nd TIN notice beside the amounts;
// - pages of two copies (Copy B and Copy 2), a bank's combined INT + DIV statement, a state unemployment agency's
//   1099-G under its own letterhead with window address blocks, an IRS-like 1099-G grid, a letter that names its
//   boxes in sentences ('... (Box 1): $9,212.00');
// - Helvetica, Times and Courier, capitals or not, amounts with or without ',' and '$'.
// And a scanner harsher than scanLike.ts: 150 dpi, JPEG quality 35-60, light falling off across the page, faded thin
// toner, 1-4 degrees of skew, speckle and the back page bleeding through.
// Each layout says what a correct reading gives, by hand from what it prints. Test data only: nothing here knows
// how the readers work.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { seededRandom } from './scanLike';
import { embedFaces } from './pdfFaces';

interface Inks {
  helv: PDFFont; helvBold: PDFFont; helvOblique: PDFFont;
  times: PDFFont; timesBold: PDFFont;
  courier: PDFFont; courierBold: PDFFont;
}

interface Sheet {
  page: PDFPage;
  inks: Inks;
  /** `top` measured down from the page's top edge to the top of the letters. */
  put: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  putRight: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  frame: (x: number, top: number, width: number, height: number, thickness?: number) => void;
  tint: (x: number, top: number, width: number, height: number, grey: number) => void;
  line: (x0: number, top0: number, x1: number, top1: number, thickness?: number) => void;
  /** A small check box, crossed when `checked`. */
  check: (x: number, top: number, checked: boolean) => void;
}

async function sheet(): Promise<{ pdf: PDFDocument; s: Sheet }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const inks: Inks = await embedFaces(pdf, {
    helv: StandardFonts.Helvetica,
    helvBold: StandardFonts.HelveticaBold,
    helvOblique: StandardFonts.HelveticaOblique,
    times: StandardFonts.TimesRoman,
    timesBold: StandardFonts.TimesRomanBold,
    courier: StandardFonts.Courier,
    courierBold: StandardFonts.CourierBold,
  });
  const black = rgb(0, 0, 0);
  const s: Sheet = {
    page,
    inks,
    put: (text, x, top, size, font = inks.helv) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.78, size, font, color: black }); },
    putRight: (text, xRight, top, size, font = inks.helv) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.78, size, font, color: black }); },
    frame: (x, top, width, height, thickness = 0.6) => page.drawRectangle({ x, y: 792 - top - height, width, height, borderColor: black, borderWidth: thickness }),
    tint: (x, top, width, height, grey) => page.drawRectangle({ x, y: 792 - top - height, width, height, color: rgb(grey, grey, grey) }),
    line: (x0, top0, x1, top1, thickness = 0.6) => page.drawLine({ start: { x: x0, y: 792 - top0 }, end: { x: x1, y: 792 - top1 }, thickness, color: black }),
    check: (x, top, checked) => {
      page.drawRectangle({ x, y: 792 - top - 7, width: 7, height: 7, borderColor: black, borderWidth: 0.6 });
      if (checked) {
        page.drawLine({ start: { x: x + 1, y: 792 - top - 1 }, end: { x: x + 6, y: 792 - top - 6 }, thickness: 0.9, color: black });
        page.drawLine({ start: { x: x + 6, y: 792 - top - 1 }, end: { x: x + 1, y: 792 - top - 6 }, thickness: 0.9, color: black });
      }
    },
  };
  return { pdf, s };
}

const save = async (pdf: PDFDocument) => new Uint8Array(await pdf.save());

/** One layout read as one kind: how to draw it and what a correct reading gives (fields as the benches name them). */
export interface World1099 {
  layout: string;
  kind: Form1099Kind;
  build: () => Promise<Uint8Array>;
  expected: Record<string, string>;
}

interface Party { name: string; street: string; city: string; tin: string }

/** A grid cell: caption in a grey band on top, the value under it, right-aligned. */
function shadedCell(s: Sheet, x: number, top: number, width: number, height: number, caption: string[], value: string, font: PDFFont, size = 6.5) {
  s.frame(x, top, width, height);
  const band = caption.length * (size + 1.5) + 3;
  s.tint(x + 0.4, top + 0.4, width - 0.8, band, 0.82);
  caption.forEach((text, i) => s.put(text, x + 3, top + 2.5 + i * (size + 1.5), size, font));
  s.putRight(value, x + width - 5, top + band + (height - band) / 2 - 4.5, 9.5, s.inks.courierBold);
}

/** The payer's and recipient's blocks of an IRS-like grid on the left. */
function partyBlocks(s: Sheet, x: number, top: number, width: number, payer: Party, recipient: Party, font: PDFFont, phone: string, accountCaption = 'Account number (see instructions)', account = '') {
  s.frame(x, top, width, 74);
  s.put("PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.", x + 3, top + 3, 5.2, font);
  [payer.name, payer.street, payer.city, phone].forEach((text, i) => s.put(text, x + 8, top + 14 + i * 11, 8.5));
  s.frame(x, top + 74, width / 2, 26);
  s.frame(x + width / 2, top + 74, width / 2, 26);
  s.put("PAYER'S TIN", x + 3, top + 77, 6, font);
  s.put("RECIPIENT'S TIN", x + width / 2 + 3, top + 77, 6, font);
  s.put(payer.tin, x + 10, top + 88, 9, s.inks.courier);
  s.put(recipient.tin, x + width / 2 + 10, top + 88, 9, s.inks.courier);
  s.frame(x, top + 100, width, 24);
  s.put("RECIPIENT'S name", x + 3, top + 103, 6, font);
  s.put(recipient.name, x + 8, top + 112, 9);
  s.frame(x, top + 124, width, 22);
  s.put('Street address (including apt. no.)', x + 3, top + 127, 6, font);
  s.put(recipient.street, x + 8, top + 135, 8.5);
  s.frame(x, top + 146, width, 22);
  s.put('City or town, state or province, country, and ZIP or foreign postal code', x + 3, top + 149, 5.5, font);
  s.put(recipient.city, x + 8, top + 157, 8.5);
  s.frame(x, top + 168, width, 22);
  s.put(accountCaption, x + 3, top + 171, 6, font);
  s.put(account, x + 8, top + 179, 8.5, s.inks.courier);
}

const partiesExpected = (payer: Party, recipient: Party) => ({ 'payerInfo.name': payer.name, 'payerInfo.tin': payer.tin, 'recipientInfo.name': recipient.name, 'recipientInfo.tin': recipient.tin });

// ---------------------------------------------------------------------------------------------------------
// 1099-INT, an IRS-like grid: captions in grey bands over their values, 'Box 1' numbering, CORRECTED and VOID
// check boxes, a FATCA check box and a 2nd TIN notice beside the account number.

const HOLLIS = { name: 'Hollis Creek Federal Credit Union', street: '77 Mill Pond Road', city: 'Augusta, ME 04330', tin: '01-0277315' };
const AMARA = { name: 'Amara J. Fenwick-Oduya', street: '14 Quarry Hill Dr Apt 2B', city: 'Hallowell, ME 04347', tin: 'XXX-XX-6021' };

async function buildIntShadedGrid(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { helv, helvBold } = s.inks;
  s.check(40, 40, false); s.put('VOID', 50, 40, 7, helvBold);
  s.check(80, 40, false); s.put('CORRECTED', 90, 40, 7, helvBold);
  partyBlocks(s, 36, 54, 270, HOLLIS, AMARA, helv, '(207) 555-0143', 'Account number (see instructions)', 'SHR-0092-1177');
  s.check(200, 230, false); s.put('FATCA filing', 210, 228, 5.5, helv); s.put('requirement', 210, 234, 5.5, helv);
  s.check(262, 230, false); s.put('2nd TIN not.', 272, 230, 5.5, helv);
  const x = 306;
  s.frame(x, 54, 150, 30); s.put("Payer's RTN (optional)", x + 3, 57, 6, helv); s.put('211288935', x + 8, 68, 9, s.inks.courier);
  s.frame(456, 54, 120, 60);
  s.put('OMB No. 1545-0112', 462, 58, 6, helv);
  s.put('Form 1099-INT', 462, 70, 11, helvBold);
  s.put('(Rev. January 2024)', 462, 84, 6, helv);
  s.put('For calendar year 2024', 462, 94, 6.5, helv);
  s.put('Interest', 462, 124, 13, helvBold); s.put('Income', 462, 140, 13, helvBold);
  shadedCell(s, x, 84, 150, 34, ['Box 1  Interest income'], '$ 2,318.44', helv);
  shadedCell(s, x, 118, 150, 34, ['Box 2  Early withdrawal penalty'], '$ 36.50', helv);
  shadedCell(s, x, 152, 150, 34, ['Box 3  Interest on U.S. Savings Bonds and', 'Treasury obligations'], '$ 410.00', helv);
  shadedCell(s, x, 186, 75, 34, ['Box 4  Federal income', 'tax withheld'], '$ 231.84', helv);
  shadedCell(s, x + 75, 186, 75, 34, ['Box 5  Investment', 'expenses'], '', helv);
  shadedCell(s, x, 220, 75, 34, ['Box 6  Foreign tax paid'], '', helv);
  shadedCell(s, x + 75, 220, 75, 34, ['Box 7  Foreign country or', 'U.S. possession'], '', helv);
  shadedCell(s, x, 254, 75, 34, ['Box 8  Tax-exempt interest'], '$ 125.00', helv);
  shadedCell(s, x + 75, 254, 75, 34, ['Box 9  Specified private', 'activity bond interest'], '', helv);
  shadedCell(s, 456, 186, 120, 34, ['Box 15 State', 'ME'], '', helv);
  shadedCell(s, 456, 220, 120, 34, ['Box 16 State identification no.'], '0044127', helv);
  shadedCell(s, 456, 254, 120, 34, ['Box 17 State tax withheld'], '$ 58.00', helv);
  s.put('Copy B  For Recipient', 460, 296, 8, helvBold);
  s.put('This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence', 36, 300, 5.5, helv);
  s.put('penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.', 36, 307, 5.5, helv);
  s.put('Form 1099-INT (Rev. 1-2024)     (keep for your records)     www.irs.gov/Form1099INT     Department of the Treasury - Internal Revenue Service', 36, 320, 6, helv);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-INT, two copies on one page (Copy B above, Copy 2 under a cut line), Times, '1.' numbering, each caption to
// the left of its value in the same cell.

const SALTMARSH = { name: 'SALTMARSH BANK & TRUST', street: 'PO BOX 4410', city: 'CHARLESTON SC 29413', tin: '57-0311842' };
const DESMOND = { name: 'DESMOND R QUILLFEATHER', street: '905 RUTLEDGE AVE', city: 'CHARLESTON SC 29403', tin: 'XXX-XX-3308' };

function intCopy(s: Sheet, top: number, copy: string) {
  const { times, timesBold } = s.inks;
  s.put('Form 1099-INT  Interest Income  2024', 36, top, 12, timesBold);
  s.put(copy, 400, top + 2, 9, timesBold);
  s.check(520, top + 2, true); s.put('CORRECTED', 530, top + 2, 6.5, times);
  const grid = top + 20;
  s.frame(36, grid, 250, 64); s.put("PAYER'S name and address", 40, grid + 3, 6.5, times);
  [SALTMARSH.name, SALTMARSH.street, SALTMARSH.city].forEach((text, i) => s.put(text, 44, grid + 14 + i * 12, 9, times));
  s.frame(36, grid + 64, 125, 22); s.put("PAYER'S TIN", 40, grid + 67, 6.5, times); s.put(SALTMARSH.tin, 44, grid + 75, 9, times);
  s.frame(161, grid + 64, 125, 22); s.put("RECIPIENT'S TIN", 165, grid + 67, 6.5, times); s.put(DESMOND.tin, 169, grid + 75, 9, times);
  s.frame(36, grid + 86, 250, 52); s.put("RECIPIENT'S name and address", 40, grid + 89, 6.5, times);
  [DESMOND.name, DESMOND.street, DESMOND.city].forEach((text, i) => s.put(text, 44, grid + 99 + i * 12, 9, times));
  const row = (x: number, y: number, w: number, caption: string, value: string) => {
    s.frame(x, y, w, 23);
    s.put(caption, x + 3, y + 8, 7, times);
    s.putRight(value, x + w - 4, y + 7, 9.5, times);
  };
  row(286, grid, 290, '1. Interest income', '912.07');
  row(286, grid + 23, 290, '2. Early withdrawal penalty', '');
  row(286, grid + 46, 290, '3. Interest on U.S. Savings Bonds & Treas. obligations', '');
  row(286, grid + 69, 145, '4. Federal income tax withheld', '91.20');
  row(431, grid + 69, 145, '5. Investment expenses', '');
  row(286, grid + 92, 145, '6. Foreign tax paid', '12.33');
  row(431, grid + 92, 145, '8. Tax-exempt interest', '');
  row(286, grid + 115, 145, '11. Bond premium', '44.10');
  row(431, grid + 115, 145, '12. Bond premium on Treasury obl.', '');
  s.put('Account no. 0007-55130-2      FATCA filing requirement', 40, grid + 144, 7, times); s.check(236, grid + 144, false);
}

async function buildIntTwoCopies(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  intCopy(s, 40, 'Copy B For Recipient');
  for (let x = 36; x < 576; x += 8) s.line(x, 372, x + 4, 372, 0.5);
  s.put('- - cut here - -', 270, 366, 7, s.inks.times);
  intCopy(s, 396, 'Copy 2 File with state');
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A bank's combined 1099-INT and 1099-DIV statement: letterhead, window address, an account summary with a FATCA
// line, then two tables Box | Description | Amount under section bars; read as either kind.

const TIDEWATER = { name: 'Tidewater Commonwealth Bank', street: '1200 Granby Street', city: 'Norfolk, VA 23510', tin: '54-1702286' };
const NGOZI = { name: 'NGOZI A BRANDT-ELLISON', street: '3318 COLONIAL AVE', city: 'NORFOLK VA 23508', tin: '***-**-7754' };

async function buildCombinedIntDiv(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { times, timesBold, helv, helvBold } = s.inks;
  s.put(TIDEWATER.name, 48, 40, 16, timesBold);
  s.put(`${TIDEWATER.street}  |  ${TIDEWATER.city}  |  tidewatercb.example`, 48, 60, 8, times);
  s.putRight('2024 Combined Tax Statement', 564, 40, 12, timesBold);
  s.putRight('Forms 1099-INT and 1099-DIV', 564, 56, 9, times);
  [NGOZI.name, NGOZI.street, NGOZI.city].forEach((text, i) => s.put(text, 72, 110 + i * 12, 10, s.inks.courier));
  s.tint(330, 104, 234, 62, 0.9);
  s.put('Payer federal ID no.', 336, 110, 8, helv); s.putRight(TIDEWATER.tin, 558, 110, 8, helv);
  s.put('Recipient ID no.', 336, 123, 8, helv); s.putRight(NGOZI.tin, 558, 123, 8, helv);
  s.put('Account number', 336, 136, 8, helv); s.putRight('4471-220-918', 558, 136, 8, helv);
  s.put('FATCA filing requirement', 336, 149, 8, helv); s.check(551, 149, false);
  const table = (top: number, title: string, rows: [string, string, string][]) => {
    s.tint(48, top, 516, 16, 0.25);
    s.page.drawText(title, { x: 54, y: 792 - top - 12, size: 9, font: helvBold, color: rgb(1, 1, 1) });
    s.put('Box', 54, top + 22, 7.5, helvBold); s.put('Description', 96, top + 22, 7.5, helvBold); s.putRight('Amount', 558, top + 22, 7.5, helvBold);
    s.line(48, top + 32, 564, top + 32, 0.4);
    rows.forEach(([box, caption, amount], i) => {
      const y = top + 38 + i * 15;
      if (i % 2 === 1) s.tint(48, y - 3, 516, 15, 0.93);
      s.put(box, 56, y, 8.5, times); s.put(caption, 96, y, 8.5, times); s.putRight(amount, 558, y, 8.5, times);
    });
    return top + 38 + rows.length * 15 + 14;
  };
  let top = table(190, 'INTEREST INCOME  -  FORM 1099-INT', [
    ['1', 'Interest income', '$1,407.62'],
    ['2', 'Early withdrawal penalty', '$0.00'],
    ['3', 'Interest on U.S. Savings Bonds and Treasury obligations', '$0.00'],
    ['4', 'Federal income tax withheld', '$140.76'],
    ['8', 'Tax-exempt interest', '$0.00'],
  ]);
  top = table(top, 'DIVIDENDS AND DISTRIBUTIONS  -  FORM 1099-DIV', [
    ['1a', 'Total ordinary dividends', '$3,086.19'],
    ['1b', 'Qualified dividends', '$2,240.55'],
    ['2a', 'Total capital gain distributions', '$618.00'],
    ['3', 'Nondividend distributions', '$0.00'],
    ['4', 'Federal income tax withheld', '$308.62'],
    ['5', 'Section 199A dividends', '$74.31'],
    ['7', 'Foreign tax paid', '$22.90'],
  ]);
  s.put('Amounts of zero are shown for completeness. This statement is furnished to the Internal Revenue Service.', 48, top + 6, 7.5, times);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-DIV, an IRS-like grid in Courier capitals, captions left of values in grey bands, CORRECTED checked.

const GRANITE = { name: 'GRANITE LEDGE INDEX FUNDS', street: 'PO BOX 80217', city: 'VALLEY FORGE PA 19482', tin: '23-2840117' };
const ILSE = { name: 'ILSE M TRAVERSO', street: '62 BIRCHWOOD TERRACE', city: 'MONTCLAIR NJ 07042', tin: 'XXX-XX-1189' };

async function buildDivShadedGrid(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { courier, courierBold, helv } = s.inks;
  s.check(40, 36, true); s.put('CORRECTED', 50, 36, 7, courierBold);
  partyBlocks(s, 36, 50, 260, GRANITE, ILSE, helv, '800-555-0199', 'ACCOUNT NUMBER', '88102-44719');
  const cell = (x: number, top: number, w: number, caption: string, value: string) => {
    s.frame(x, top, w, 26);
    s.tint(x + 0.4, top + 0.4, w * 0.58, 25.2, 0.8);
    s.put(caption, x + 3, top + 9, 6.2, courier);
    s.putRight(value, x + w - 4, top + 9, 9, courierBold);
  };
  const x = 296;
  cell(x, 50, 170, '1A TOTAL ORDINARY DIVIDENDS', '5,912.40');
  cell(x, 76, 170, '1B QUALIFIED DIVIDENDS', '4,877.03');
  cell(x, 102, 170, '2A TOTAL CAPITAL GAIN DISTR.', '1,330.85');
  cell(x, 128, 170, '2B UNRECAP. SEC. 1250 GAIN', '0.00');
  cell(x, 154, 170, '3 NONDIVIDEND DISTRIBUTIONS', '145.20');
  cell(x, 180, 170, '4 FEDERAL INCOME TAX WITHHELD', '0.00');
  cell(x, 206, 170, '5 SECTION 199A DIVIDENDS', '61.09');
  cell(x, 232, 170, '7 FOREIGN TAX PAID', '88.47');
  s.frame(466, 50, 110, 78);
  s.put('FORM 1099-DIV', 472, 58, 10, courierBold);
  s.put('2024', 472, 74, 14, courierBold);
  s.put('DIVIDENDS AND', 472, 96, 8, courierBold); s.put('DISTRIBUTIONS', 472, 106, 8, courierBold);
  s.frame(466, 128, 110, 130); s.put('COPY B', 472, 134, 9, courierBold); s.put('FOR RECIPIENT', 472, 146, 7, courier);
  s.put('THIS IS IMPORTANT TAX INFORMATION AND IS BEING FURNISHED TO THE IRS.', 36, 266, 6.5, courier);
  s.put('FORM 1099-DIV (REV. 1-2024)   DEPARTMENT OF THE TREASURY - INTERNAL REVENUE SERVICE', 36, 278, 6.5, courier);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-DIV, a fund company's year-end summary: two columns of 'Box 1a ... amount' rows, Helvetica, the boxes
// named in the fund's own words, amounts without separators.

const LARKSPUR = { name: 'Larkspur Mutual Funds', street: '400 Congress Avenue', city: 'Austin, TX 78701', tin: '74-3391025' };
const RAFAEL = { name: 'Rafael Okonjo Whitlock', street: '9 Pecan Grove Ct', city: 'Round Rock, TX 78664', tin: 'XXX-XX-5530' };

async function buildDivTwoColumns(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { helv, helvBold, helvOblique } = s.inks;
  s.put(LARKSPUR.name, 40, 36, 18, helvBold);
  s.put(`${LARKSPUR.street}, ${LARKSPUR.city}`, 40, 58, 8.5, helvOblique);
  s.put('Form 1099-DIV 2024: Dividends and Distributions', 40, 92, 12, helvBold);
  s.put(`Payer's TIN ${LARKSPUR.tin}`, 40, 110, 8.5, helv);
  s.put('Shareholder', 40, 134, 7, helvBold);
  [RAFAEL.name, RAFAEL.street, RAFAEL.city].forEach((text, i) => s.put(text, 40, 145 + i * 11, 9.5, helv));
  s.put(`Shareholder TIN: ${RAFAEL.tin}`, 330, 145, 8.5, helv);
  s.put('Fund account: 0449-2210887', 330, 157, 8.5, helv);
  s.tint(40, 196, 532, 1.5, 0);
  const column = (x: number, rows: [string, string][]) => rows.forEach(([caption, amount], i) => {
    s.put(caption, x, 210 + i * 18, 8.5, helv);
    s.putRight(amount, x + 250, 210 + i * 18, 8.5, helvBold);
    s.line(x, 222 + i * 18, x + 250, 222 + i * 18, 0.25);
  });
  column(40, [
    ['Box 1a  Total ordinary dividends', '3204.77'],
    ['Box 1b  Qualified dividends', '2919.10'],
    ['Box 2a  Total capital gain distributions', '860.00'],
    ['Box 3  Nondividend distributions', '0.00'],
  ]);
  column(322, [
    ['Box 4  Federal income tax withheld', '320.48'],
    ['Box 5  Section 199A dividends', '0.00'],
    ['Box 7  Foreign tax paid', '15.62'],
    ['Box 16  State tax withheld', '96.14'],
  ]);
  s.put('Keep this statement for your records. Boxes not shown are blank.', 40, 300, 7.5, helvOblique);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-G from a state unemployment agency under its own letterhead: the agency's return address, the claimant in a
// window block, boxes in shaded cells with captions above values (Box 1, 2, 4, 10a, 10b, 11).

const WORKFORCE = { name: 'Utah Department of Workforce Services', street: 'PO Box 45249', city: 'Salt Lake City, UT 84145', tin: '87-6000545' };
const TOMASZ = { name: 'TOMASZ K WIERZBICKI', street: '2740 S 1300 E APT 11', city: 'SALT LAKE CITY UT 84106', tin: 'XXX-XX-9064' };

async function buildGAgency(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { helv, helvBold, times, timesBold } = s.inks;
  s.tint(36, 30, 540, 44, 0.3);
  s.page.drawText('UTAH', { x: 46, y: 792 - 52, size: 18, font: helvBold, color: rgb(1, 1, 1) });
  s.page.drawText('DEPARTMENT OF WORKFORCE SERVICES', { x: 110, y: 792 - 48, size: 11, font: helvBold, color: rgb(1, 1, 1) });
  s.page.drawText('Unemployment Insurance  -  Claimant Tax Statement', { x: 110, y: 792 - 62, size: 8, font: helv, color: rgb(1, 1, 1) });
  [WORKFORCE.name, WORKFORCE.street, WORKFORCE.city].forEach((text, i) => s.put(text, 48, 90 + i * 10, 7.5, helv));
  [TOMASZ.name, TOMASZ.street, TOMASZ.city].forEach((text, i) => s.put(text, 72, 150 + i * 12, 10, s.inks.courier));
  s.put('Form 1099-G  Certain Government Payments  Tax Year 2024', 330, 90, 9, timesBold);
  s.put('Copy B for Recipient', 330, 104, 8, times);
  s.check(330, 118, false); s.put('CORRECTED', 340, 118, 7, helv);
  const cell = (x: number, top: number, w: number, caption: string, value: string) => {
    s.frame(x, top, w, 40);
    s.tint(x + 0.4, top + 0.4, w - 0.8, 13, 0.78);
    s.put(caption, x + 4, top + 3.5, 7, helvBold);
    s.putRight(value, x + w - 6, top + 22, 10.5, helv);
  };
  const top = 230;
  cell(36, top, 180, "PAYER'S federal identification number", WORKFORCE.tin);
  cell(216, top, 180, "RECIPIENT'S identification number", TOMASZ.tin);
  cell(396, top, 180, 'Claimant ID', 'UT-0448217');
  cell(36, top + 40, 270, 'Box 1  Unemployment compensation', '$9,874.00');
  cell(306, top + 40, 270, 'Box 2  State or local income tax refunds, credits, or offsets', '$0.00');
  cell(36, top + 80, 270, 'Box 4  Federal income tax withheld', '$987.40');
  cell(306, top + 80, 270, 'Box 5  RTAA payments', '$0.00');
  cell(36, top + 120, 110, 'Box 10a  State', 'UT');
  cell(146, top + 120, 160, 'Box 10b  State identification no.', '1-000544');
  cell(306, top + 120, 270, 'Box 11  State income tax withheld', '$412.65');
  s.put('Unemployment compensation is taxable. Report box 1 on Schedule 1 (Form 1040), line 7. If you received an', 36, top + 176, 7.5, times);
  s.put('overpayment and repaid it in 2024, box 1 shows benefits paid less the amount repaid.', 36, top + 186, 7.5, times);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-G, an IRS-like grid (a state revenue department's refund), Times, bare numbers '2', VOID / CORRECTED.

const REVENUE = { name: 'STATE OF IOWA DEPARTMENT OF REVENUE', street: 'PO BOX 10460', city: 'DES MOINES IA 50306', tin: '42-6004512' };
const CORDELIA = { name: 'CORDELIA P MAKINEN', street: '1815 ASHWORTH RD', city: 'WEST DES MOINES IA 50265', tin: 'XXX-XX-2716' };

async function buildGIrsGrid(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { times, timesBold } = s.inks;
  s.check(200, 36, false); s.put('VOID', 210, 36, 7, timesBold);
  s.check(250, 36, false); s.put('CORRECTED', 260, 36, 7, timesBold);
  partyBlocks(s, 36, 50, 264, REVENUE, CORDELIA, times, '(515) 555-0110');
  const box = (x: number, top: number, w: number, number: string, caption: string[], value: string) => {
    s.frame(x, top, w, 38);
    s.put(number, x + 3, top + 3, 7, timesBold);
    caption.forEach((text, i) => s.put(text, x + 12, top + 3 + i * 7.5, 6.5, times));
    s.put('$', x + 4, top + 25, 9, times);
    s.putRight(value, x + w - 6, top + 25, 9.5, times);
  };
  const x = 300;
  box(x, 50, 140, '1', ['Unemployment compensation'], '0.00');
  box(x, 88, 140, '2', ['State or local income tax', 'refunds, credits, or offsets'], '1,362.00');
  box(440, 88, 136, '3', ['Box 2 amount is for tax year'], '2023');
  box(x, 126, 140, '4', ['Federal income tax withheld'], '0.00');
  box(440, 126, 136, '5', ['RTAA payments'], '');
  box(x, 164, 140, '6', ['Taxable grants'], '');
  box(440, 164, 136, '7', ['Agriculture payments'], '');
  s.frame(x, 202, 276, 38); s.put('10a State', x + 3, 205, 7, times); s.put('IA', x + 20, 224, 9, times);
  s.put('11 State income tax withheld', 440, 205, 7, times); s.putRight('0.00', 570, 224, 9.5, times);
  s.frame(440, 50, 136, 38);
  s.put('Form 1099-G', 446, 56, 11, timesBold); s.put('Certain Government', 446, 70, 8, timesBold); s.put('Payments  2024', 446, 79, 8, timesBold);
  s.put('Copy B  For Recipient   Department of the Treasury - Internal Revenue Service', 300, 246, 7, times);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-G as a letter: the agency writes to the claimant and names each box in its sentence, '(Box 1)' after the
// caption, the amount after a colon.

const LABOR = { name: 'New Mexico Department of Workforce Solutions', street: '401 Broadway NE', city: 'Albuquerque, NM 87102', tin: '85-6000565' };
const PERPETUA = { name: 'Perpetua L. Garza-Whitford', street: '718 Calle Alamo', city: 'Las Cruces, NM 88005', tin: 'XXX-XX-4482' };

async function buildGLetter(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { times, timesBold } = s.inks;
  s.put(LABOR.name, 72, 50, 13, timesBold);
  s.put(`${LABOR.street}, ${LABOR.city}`, 72, 68, 9, times);
  s.put('January 21, 2025', 72, 104, 10, times);
  [PERPETUA.name, PERPETUA.street, PERPETUA.city].forEach((text, i) => s.put(text, 72, 130 + i * 13, 10.5, times));
  s.put('RE: Your 2024 Form 1099-G, Certain Government Payments', 72, 190, 10.5, timesBold);
  s.put(`Dear ${PERPETUA.name}:`, 72, 214, 10.5, times);
  const lines = [
    'This letter is your Form 1099-G for 2024. It reports the unemployment benefits we paid you and the',
    'taxes withheld from them. We send the same figures to the Internal Revenue Service.',
  ];
  lines.forEach((text, i) => s.put(text, 72, 236 + i * 14, 10.5, times));
  const rows: [string, string][] = [
    ['Unemployment compensation (Box 1):', '$6,930.00'],
    ['Federal income tax withheld (Box 4):', '$693.00'],
    ['State income tax withheld (Box 11):', '$0.00'],
  ];
  rows.forEach(([caption, amount], i) => { s.put(caption, 100, 282 + i * 16, 10.5, times); s.putRight(amount, 420, 282 + i * 16, 10.5, times); });
  s.put(`Payer's federal ID: ${LABOR.tin}        Your identification number: ${PERPETUA.tin}`, 72, 342, 9.5, times);
  s.put('Box 10a State: NM        Box 10b State ID: 02-184400-009', 72, 356, 9.5, times);
  s.put('If any of this is wrong, call us within 30 days at (505) 555-0168.', 72, 384, 10.5, times);
  s.put('Sincerely,', 72, 412, 10.5, times);
  s.put('Benefit Payment Control Unit', 72, 440, 10.5, times);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-OID, an IRS-like grid, Helvetica, captions above values in grey bands, bare numbers.

const CORMORANT = { name: 'Cormorant Point Securities', street: '55 Water Street, 12th Floor', city: 'New York, NY 10041', tin: '13-5106621' };
const WENDELL = { name: 'Wendell J. Ashgrove', street: '301 Linden Place', city: 'Evanston, IL 60202', tin: 'XXX-XX-8147' };

async function buildOidGrid(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { helv, helvBold } = s.inks;
  s.check(40, 36, false); s.put('VOID', 50, 36, 7, helvBold);
  s.check(80, 36, false); s.put('CORRECTED', 90, 36, 7, helvBold);
  partyBlocks(s, 36, 50, 266, CORMORANT, WENDELL, helv, '212-555-0177', 'Account number', 'CPS-77031-B');
  const x = 302;
  shadedCell(s, x, 50, 150, 34, ['1 Original issue discount for 2024'], '1,046.82', helv);
  shadedCell(s, x, 84, 150, 34, ['2 Other periodic interest'], '227.50', helv);
  shadedCell(s, x, 118, 150, 34, ['3 Early withdrawal penalty'], '0.00', helv);
  shadedCell(s, x, 152, 75, 34, ['4 Federal income tax', 'withheld'], '104.68', helv);
  shadedCell(s, x + 75, 152, 75, 34, ['5 Market discount'], '31.12', helv);
  shadedCell(s, x, 186, 75, 34, ['6 Acquisition premium'], '12.00', helv);
  shadedCell(s, x + 75, 186, 75, 34, ['7 Description'], 'UST 0 11/35', helv);
  s.frame(452, 50, 124, 68);
  s.put('Form 1099-OID', 458, 58, 11, helvBold); s.put('2024', 458, 74, 12, helvBold);
  s.put('Original Issue', 458, 92, 9, helvBold); s.put('Discount', 458, 103, 9, helvBold);
  shadedCell(s, 452, 152, 124, 34, ['14 State'], 'IL', helv);
  shadedCell(s, 452, 186, 124, 34, ['16 State tax withheld'], '22.40', helv);
  s.put('Copy B For Recipient', 306, 228, 8, helvBold);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-MISC, two copies on one page in Courier (a property manager's own print), '1.' numbering.

const BLUESTEM = { name: 'BLUESTEM PROPERTY MANAGEMENT LLC', street: '820 W 47TH ST', city: 'KANSAS CITY MO 64112', tin: '43-1987720' };
const HARRIET = { name: 'HARRIET O VANCELEAF', street: '15 SUNFLOWER LN', city: 'OLATHE KS 66061', tin: 'XXX-XX-0935' };

function miscCopy(s: Sheet, top: number, copy: string) {
  const { courier, courierBold } = s.inks;
  s.tint(36, top, 540, 16, 0.85);
  s.put(`FORM 1099-MISC   MISCELLANEOUS INFORMATION   2024   ${copy}`, 40, top + 4, 8.5, courierBold);
  [`PAYER: ${BLUESTEM.name}`, `       ${BLUESTEM.street}, ${BLUESTEM.city}`, `PAYER'S TIN: ${BLUESTEM.tin}`].forEach((text, i) => s.put(text, 40, top + 26 + i * 11, 8, courier));
  [`RECIPIENT: ${HARRIET.name}`, `           ${HARRIET.street}, ${HARRIET.city}`, `RECIPIENT'S TIN: ${HARRIET.tin}`].forEach((text, i) => s.put(text, 40, top + 66 + i * 11, 8, courier));
  const rows: [string, string][] = [
    ['1. RENTS', '18,600.00'],
    ['2. ROYALTIES', '0.00'],
    ['3. OTHER INCOME', '750.00'],
    ['4. FEDERAL INCOME TAX WITHHELD', '0.00'],
    ['6. MEDICAL AND HEALTH CARE PAYMENTS', '0.00'],
    ['16. STATE TAX WITHHELD', '410.00'],
  ];
  rows.forEach(([caption, amount], i) => {
    const y = top + 26 + i * 13;
    s.put(caption, 340, y, 7.5, courier);
    s.putRight(amount, 572, y, 8, courierBold);
  });
  s.frame(36, top, 540, 112);
}

async function buildMiscTwoCopies(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  miscCopy(s, 48, 'COPY B');
  miscCopy(s, 200, 'COPY 2');
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 1099-NEC, a payroll service's contractor statement: a grey header bar, 'Box 1.' captions left of values with
// dot leaders, the payer's state number beside box 5.

const ORCHARD = { name: 'Orchard Row Payroll Services Inc', street: '2100 Fruitvale Blvd', city: 'Yakima, WA 98902', tin: '91-2206634' };
const SEVERINE = { name: 'Severine D. Abernethy', street: '47 Cascade View Rd', city: 'Selah, WA 98942', tin: 'XXX-XX-3370' };

async function buildNecStatement(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { helv, helvBold, times } = s.inks;
  s.tint(0, 0, 612, 60, 0.88);
  s.put(ORCHARD.name, 40, 20, 15, helvBold);
  s.put(`${ORCHARD.street} - ${ORCHARD.city} - EIN ${ORCHARD.tin}`, 40, 40, 8, helv);
  s.put('2024 Form 1099-NEC  Nonemployee Compensation', 40, 82, 13, helvBold);
  s.put('Copy B - For Recipient', 430, 84, 9, helv);
  s.put('Contractor', 40, 110, 7.5, helvBold);
  [SEVERINE.name, SEVERINE.street, SEVERINE.city].forEach((text, i) => s.put(text, 40, 121 + i * 12, 10, times));
  s.put(`Contractor TIN  ${SEVERINE.tin}`, 330, 121, 9, helv);
  s.put('Vendor no.  V-30918', 330, 134, 9, helv);
  s.check(330, 148, false); s.put('2nd TIN not.', 340, 148, 7, helv);
  const dotted = (caption: string, amount: string, top: number) => {
    s.put(caption, 40, top, 9.5, helv);
    s.putRight(amount, 560, top, 9.5, helvBold);
    const start = 44 + helv.widthOfTextAtSize(caption, 9.5);
    const end = 556 - helvBold.widthOfTextAtSize(amount, 9.5);
    s.put('. '.repeat(Math.max(0, Math.floor((end - start) / helv.widthOfTextAtSize('. ', 9.5)))), start, top, 9.5, helv);
  };
  s.line(40, 184, 572, 184, 1);
  dotted('Box 1.  Nonemployee compensation', '$27,450.00', 196);
  dotted('Box 2.  Direct sales of $5,000 or more (check box)', 'No', 216);
  dotted('Box 4.  Federal income tax withheld', '$0.00', 236);
  dotted('Box 5.  State tax withheld', '$1,098.00', 256);
  dotted('Box 6.  State/Payer\'s state no.', 'WA 604-118-223', 276);
  s.line(40, 296, 572, 296, 1);
  return save(pdf);
}

export const WORLD_1099: World1099[] = [
  {
    layout: 'int shaded grid', kind: '1099-int', build: buildIntShadedGrid,
    expected: { interestIncome: '2318.44', earlyWithdrawalPenalty: '36.5', usSavingsBondsInterest: '410', federalIncomeTaxWithheld: '231.84', taxExemptInterest: '125', stateTaxWithheld: '58', ...partiesExpected(HOLLIS, AMARA) },
  },
  {
    layout: 'int two copies', kind: '1099-int', build: buildIntTwoCopies,
    expected: { interestIncome: '912.07', federalIncomeTaxWithheld: '91.2', foreignTaxPaid: '12.33', bondPremium: '44.1', ...partiesExpected(SALTMARSH, DESMOND) },
  },
  {
    layout: 'combined int+div', kind: '1099-int', build: buildCombinedIntDiv,
    expected: { interestIncome: '1407.62', earlyWithdrawalPenalty: '0', usSavingsBondsInterest: '0', federalIncomeTaxWithheld: '140.76', taxExemptInterest: '0', ...partiesExpected(TIDEWATER, { ...NGOZI, tin: 'XXX-XX-7754' }) },
  },
  {
    layout: 'combined int+div', kind: '1099-div', build: buildCombinedIntDiv,
    expected: { totalOrdinaryDividends: '3086.19', qualifiedDividends: '2240.55', totalCapitalGainDistributions: '618', nondividendDistributions: '0', federalIncomeTaxWithheld: '308.62', section199ADividends: '74.31', foreignTaxPaid: '22.9', ...partiesExpected(TIDEWATER, { ...NGOZI, tin: 'XXX-XX-7754' }) },
  },
  {
    layout: 'div shaded grid capitals', kind: '1099-div', build: buildDivShadedGrid,
    expected: { totalOrdinaryDividends: '5912.4', qualifiedDividends: '4877.03', totalCapitalGainDistributions: '1330.85', unrecaptured1250Gain: '0', nondividendDistributions: '145.2', federalIncomeTaxWithheld: '0', section199ADividends: '61.09', foreignTaxPaid: '88.47', ...partiesExpected(GRANITE, ILSE) },
  },
  {
    layout: 'div two columns', kind: '1099-div', build: buildDivTwoColumns,
    expected: { totalOrdinaryDividends: '3204.77', qualifiedDividends: '2919.1', totalCapitalGainDistributions: '860', nondividendDistributions: '0', federalIncomeTaxWithheld: '320.48', section199ADividends: '0', foreignTaxPaid: '15.62', stateTaxWithheld: '96.14', ...partiesExpected(LARKSPUR, RAFAEL) },
  },
  {
    layout: 'g agency letterhead', kind: '1099-g', build: buildGAgency,
    expected: { unemploymentCompensation: '9874', stateLocalIncomeTaxRefunds: '0', federalIncomeTaxWithheld: '987.4', stateTaxWithheld: '412.65', ...partiesExpected(WORKFORCE, TOMASZ) },
  },
  {
    layout: 'g irs grid refund', kind: '1099-g', build: buildGIrsGrid,
    expected: { unemploymentCompensation: '0', stateLocalIncomeTaxRefunds: '1362', federalIncomeTaxWithheld: '0', stateTaxWithheld: '0', ...partiesExpected(REVENUE, CORDELIA) },
  },
  {
    layout: 'g letter', kind: '1099-g', build: buildGLetter,
    expected: { unemploymentCompensation: '6930', federalIncomeTaxWithheld: '693', stateTaxWithheld: '0', ...partiesExpected(LABOR, PERPETUA) },
  },
  {
    layout: 'oid shaded grid', kind: '1099-oid', build: buildOidGrid,
    expected: { originalIssueDiscount: '1046.82', otherPeriodicInterest: '227.5', earlyWithdrawalPenalty: '0', federalIncomeTaxWithheld: '104.68', marketDiscount: '31.12', acquisitionPremium: '12', stateTaxWithheld: '22.4', ...partiesExpected(CORMORANT, WENDELL) },
  },
  {
    layout: 'misc two copies courier', kind: '1099-misc', build: buildMiscTwoCopies,
    expected: { rentIncome: '18600', royalties: '0', otherIncome: '750', federalIncomeTaxWithheld: '0', medicalPayments: '0', stateTaxWithheld: '410', ...partiesExpected(BLUESTEM, HARRIET) },
  },
  {
    layout: 'nec payroll statement', kind: '1099-nec', build: buildNecStatement,
    expected: { nonemployeeCompensation: '27450', federalIncomeTaxWithheld: '0', stateTaxWithheld: '1098', ...partiesExpected(ORCHARD, SEVERINE) },
  },
];

// ---------------------------------------------------------------------------------------------------------
// A harsher scanner: an office copier's scan-to-email at 150 dpi.

export interface HarshScan {
  /** Degrees, positive clockwise (1-4 either way). */
  angle: number;
  dpi: number;
  jpegQuality: number;
  /** Light at the far corner as a share of the near corner's (0.6-0.85): the lid left ajar. */
  falloff: number;
  /** Share of the toner's darkness that reached the paper (0.5-0.75). */
  toner: number;
  /** Dark specks per million pixels. */
  specks: number;
  /** How much of the back page shows through (0.06-0.14). */
  bleed: number;
  seed: number;
}

/** The same seeded generator as the scan-like images' (scanLike.ts). */
const random = seededRandom;

export function harshScan(seed: number): HarshScan {
  const next = random(seed * 104729 + 3);
  return {
    angle: (1 + next() * 3) * (seed % 2 === 0 ? 1 : -1),
    dpi: 150,
    jpegQuality: Math.round(35 + next() * 25),
    falloff: 0.6 + next() * 0.25,
    toner: 0.5 + next() * 0.25,
    specks: 150 + next() * 350,
    bleed: 0.06 + next() * 0.08,
    seed,
  };
}

/** The first page of `pdf` as the harsh scanner gives it (JPEG). */
export async function harshScanOf(pdf: Uint8Array, options: HarshScan = harshScan(1)): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, options.dpi / 72));
  const { width, height } = page;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'rgb(246, 244, 238)';
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = 'multiply';
  // The back page showing through: the page itself mirrored and shifted, faint and soft.
  context.globalAlpha = options.bleed;
  context.filter = 'blur(1.6px)';
  context.setTransform(-1, 0, 0, 1, width - 23, 31);
  context.drawImage(page, 0, 0);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.filter = 'blur(0.5px)';
  context.translate(width / 2, height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  context.drawImage(page, -width / 2, -height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';

  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  const next = random(options.seed + 11);
  const paper = 244;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      // Light falling off from the top left corner to the bottom right one.
      const light = 1 - (1 - options.falloff) * ((x / width) * 0.4 + (y / height) * 0.6);
      // Faded toner: each pixel's darkness scaled down, unevenly along the page (thin patches).
      const patch = 0.85 + 0.3 * Math.sin(x / 37 + options.seed) * Math.sin(y / 53);
      for (let channel = 0; channel < 3; channel += 1) {
        const value = data[index + channel]!;
        const dark = Math.max(0, paper - value) * options.toner * patch;
        const noise = (next() - 0.5) * 14;
        data[index + channel] = Math.max(0, Math.min(255, (paper - dark) * light + noise));
      }
    }
  }
  // Specks of dust and toner.
  const count = Math.round((options.specks * width * height) / 1e6);
  for (let i = 0; i < count; i += 1) {
    const x = Math.floor(next() * width);
    const y = Math.floor(next() * height);
    const size = next() < 0.8 ? 1 : 2;
    for (let dy = 0; dy < size; dy += 1) for (let dx = 0; dx < size; dx += 1) {
      const index = (Math.min(height - 1, y + dy) * width + Math.min(width - 1, x + dx)) * 4;
      const grey = 40 + next() * 80;
      data[index] = grey; data[index + 1] = grey; data[index + 2] = grey;
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('jpeg', options.jpegQuality);
}
