// 1099s as offices print them and as bad scanners give them back (helper B, session 14), apart from the readers and
// from the other generators (form1099Fixture, form1099MoreLayouts, form1099HeldApart, form1099World, statements1099):
// - a state agency's 1099-G letter whose boxes are rows of a ruled table ('Box 1 | Unemployment compensation paid |
//   Weeks | Amount'), a benefit summary beside it;
// - a brokerage composite page with its 1099-DIV and 1099-INT sections side by side, captions trailed by leader dots;
// - a credit union's year-end letter with an accounts table (interest, penalty and withholding per account, a totals
//   row) whose columns name the boxes.
// The scanner: 150-200 dpi, a carbon or coloured paper cast, a coffee stain, a ghost of another page, streaks of a
// dirty glass, light crumpled paper throws, a slight perspective (the page not flat on the glass), JPEG 40-65.
// Each layout says what a correct reading gives, by hand from what it prints. Test data only: nothing here knows
// how the readers work.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { seededRandom } from './scanLike';

interface Sheet {
  page: PDFPage;
  fonts: Record<'helv' | 'helvBold' | 'times' | 'timesBold' | 'courier' | 'courierBold', PDFFont>;
  put: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  putRight: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  rule: (x0: number, top0: number, x1: number, top1: number, thickness?: number) => void;
  fill: (x: number, top: number, width: number, height: number, grey: number) => void;
}

async function sheet(): Promise<{ pdf: PDFDocument; s: Sheet }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const fonts = {
    helv: await pdf.embedFont(StandardFonts.Helvetica),
    helvBold: await pdf.embedFont(StandardFonts.HelveticaBold),
    times: await pdf.embedFont(StandardFonts.TimesRoman),
    timesBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    courier: await pdf.embedFont(StandardFonts.Courier),
    courierBold: await pdf.embedFont(StandardFonts.CourierBold),
  };
  const black = rgb(0, 0, 0);
  const s: Sheet = {
    page,
    fonts,
    put: (text, x, top, size, font = fonts.helv) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.78, size, font, color: black }); },
    putRight: (text, xRight, top, size, font = fonts.helv) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.78, size, font, color: black }); },
    rule: (x0, top0, x1, top1, thickness = 0.6) => page.drawLine({ start: { x: x0, y: 792 - top0 }, end: { x: x1, y: 792 - top1 }, thickness, color: black }),
    fill: (x, top, width, height, grey) => page.drawRectangle({ x, y: 792 - top - height, width, height, color: rgb(grey, grey, grey) }),
  };
  return { pdf, s };
}

const save = async (pdf: PDFDocument) => new Uint8Array(await pdf.save());

/** One layout read as one kind: how to draw it and what a correct reading gives (fields as the benches name them). */
export interface Harsh1099 {
  layout: string;
  kind: Form1099Kind;
  build: () => Promise<Uint8Array>;
  expected: Record<string, string>;
}

interface Party { name: string; lines: string[]; tin: string }
const parties = (payer: Party, recipient: Party, recipientTin = recipient.tin) => ({ 'payerInfo.name': payer.name, 'payerInfo.tin': payer.tin, 'recipientInfo.name': recipient.name, 'recipientInfo.tin': recipientTin });

// ---------------------------------------------------------------------------------------------------------
// 1099-G: a state agency's letter, its boxes as rows of a ruled table with a weeks column, Times.

const AGENCY = { name: 'Office of Unemployment Compensation', lines: ['Department of Labor and Industry', 'PO Box 67503', 'Harrisburg, PA 17106-7503'], tin: '23-6003117' };
const CLAIMANT = { name: 'BERNADETTE L OYELARAN', lines: ['4418 WOODLAND AVE', 'PHILADELPHIA PA 19104'], tin: '***-**-5213' };

async function buildGTableLetter(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { times, timesBold, helv, helvBold } = s.fonts;
  s.put('COMMONWEALTH', 54, 40, 9, helvBold);
  s.put(AGENCY.name, 54, 52, 14, timesBold);
  AGENCY.lines.forEach((text, i) => s.put(text, 54, 70 + i * 10, 8, times));
  s.putRight('2024 Form 1099-G Statement', 558, 42, 11, timesBold);
  s.putRight('Certain Government Payments', 558, 56, 8.5, times);
  s.putRight('Mailed: January 24, 2025', 558, 68, 8, times);
  [CLAIMANT.name, ...CLAIMANT.lines].forEach((text, i) => s.put(text, 80, 130 + i * 12, 10, s.fonts.courier));
  s.put('Dear Claimant:', 54, 196, 10, times);
  s.put('The table below shows the payments this office made to you in calendar year 2024 and the taxes withheld from', 54, 212, 9, times);
  s.put('them. The same amounts are reported to the Internal Revenue Service. Keep this statement with your tax records.', 54, 224, 9, times);
  // The identification numbers, as a two-column strip.
  s.rule(54, 244, 558, 244, 0.8);
  s.put("Payer's Federal ID Number:", 58, 250, 8.5, helvBold); s.put(AGENCY.tin, 190, 250, 9, s.fonts.courier);
  s.put("Claimant's SSN:", 320, 250, 8.5, helvBold); s.put(CLAIMANT.tin, 420, 250, 9, s.fonts.courier);
  s.rule(54, 264, 558, 264, 0.8);
  // The boxes' table: ruled columns, a head row in grey.
  const columns = [54, 110, 380, 450, 558];
  const top = 284;
  const rows: [string, string, string, string][] = [
    ['Box 1', 'Unemployment compensation paid', '17', '$7,436.00'],
    ['Box 2', 'State or local income tax refunds', '', '$0.00'],
    ['Box 4', 'Federal income tax withheld', '', '$743.60'],
    ['Box 11', 'State income tax withheld', '', '$228.29'],
  ];
  s.fill(columns[0]!, top, columns.at(-1)! - columns[0]!, 18, 0.8);
  s.put('Box', 60, top + 5, 8.5, helvBold); s.put('Description', 116, top + 5, 8.5, helvBold); s.put('Weeks', 388, top + 5, 8.5, helvBold); s.putRight('Amount', 552, top + 5, 8.5, helvBold);
  rows.forEach(([box, caption, weeks, amount], i) => {
    const y = top + 18 + i * 20;
    s.put(box, 60, y + 6, 9.5, times); s.put(caption, 116, y + 6, 9.5, times); s.put(weeks, 400, y + 6, 9.5, times); s.putRight(amount, 552, y + 6, 9.5, times);
  });
  const bottom = top + 18 + rows.length * 20;
  for (let i = 0; i <= rows.length + 1; i += 1) s.rule(columns[0]!, i === 0 ? top : top + 18 + (i - 1) * 20, columns.at(-1)!, i === 0 ? top : top + 18 + (i - 1) * 20, 0.6);
  for (const x of columns) s.rule(x, top, x, bottom, 0.6);
  s.put('Benefit year beginning 02/04/2024.  State: PA   State ID: 80-0011452', 54, bottom + 14, 8.5, times);
  s.put('If you believe this statement is wrong, call 1-888-313-7284 or write to the address above within 30 days.', 54, bottom + 28, 8.5, times);
  s.put('Sincerely,', 54, bottom + 50, 9, times);
  s.put('Tax Reporting Unit', 54, bottom + 64, 9, times);
  s.put('UC-1099G (01-25)', 54, 750, 7, helv);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A brokerage composite page: 1099-DIV and 1099-INT side by side, each caption trailed by leader dots to its amount.

const BROKER = { name: 'Summit Harbor Securities LLC', lines: ['One Harbor Plaza, Suite 900', 'Portland, OR 97204'], tin: '93-1180442' };
const INVESTOR = { name: 'Keiko R. Ballantyne', lines: ['2207 NE Thompson St', 'Portland, OR 97212'], tin: 'XXX-XX-0874' };

function dotted(s: Sheet, x: number, xRight: number, top: number, caption: string, amount: string, size: number, font: PDFFont) {
  s.put(caption, x, top, size, font);
  const from = x + font.widthOfTextAtSize(caption, size) + 3;
  const to = xRight - font.widthOfTextAtSize(amount, size) - 3;
  const dot = font.widthOfTextAtSize('. ', size);
  const count = Math.max(0, Math.floor((to - from) / dot));
  s.put('. '.repeat(count).trim(), from, top, size, font);
  s.putRight(amount, xRight, top, size, font);
}

async function buildComposite(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { helv, helvBold } = s.fonts;
  s.put(BROKER.name.toUpperCase(), 36, 36, 13, helvBold);
  BROKER.lines.forEach((text, i) => s.put(text, 36, 53 + i * 9, 7.5, helv));
  s.putRight('2024 TAX REPORTING STATEMENT', 576, 36, 11, helvBold);
  s.putRight('Account 7710-3382-05   Statement date 02/14/2025', 576, 52, 7.5, helv);
  [INVESTOR.name, ...INVESTOR.lines].forEach((text, i) => s.put(text, 60, 100 + i * 11, 9.5, helv));
  s.put("PAYER'S TIN:", 340, 100, 8, helvBold); s.put(BROKER.tin, 420, 100, 8.5, helv);
  s.put("RECIPIENT'S TIN:", 340, 112, 8, helvBold); s.put(INVESTOR.tin, 420, 112, 8.5, helv);
  s.put('FATCA filing requirement: No', 340, 124, 8, helv);
  s.rule(36, 150, 576, 150, 1);
  const section = (x: number, right: number, title: string, subtitle: string, rows: [string, string][]) => {
    s.fill(x, 158, right - x, 15, 0.15);
    s.page.drawText(title, { x: x + 4, y: 792 - 169, size: 8.5, font: helvBold, color: rgb(1, 1, 1) });
    s.put(subtitle, x + 4, 178, 6.5, helv);
    rows.forEach(([caption, amount], i) => dotted(s, x + 4, right - 4, 192 + i * 12.5, caption, amount, 7.5, helv));
  };
  section(36, 300, '2024 1099-DIV  DIVIDENDS AND DISTRIBUTIONS', 'Copy B for Recipient (OMB No. 1545-0110)', [
    ['1a Total ordinary dividends', '2,874.16'],
    ['1b Qualified dividends', '2,315.40'],
    ['2a Total capital gain distributions', '1,146.02'],
    ['2b Unrecaptured Section 1250 gain', '0.00'],
    ['2c Section 1202 gain', '0.00'],
    ['2d Collectibles (28%) gain', '0.00'],
    ['2e Section 897 ordinary dividends', '0.00'],
    ['3 Nondividend distributions', '38.61'],
    ['4 Federal income tax withheld', '0.00'],
    ['5 Section 199A dividends', '127.95'],
    ['6 Investment expenses', '0.00'],
    ['7 Foreign tax paid', '41.27'],
    ['8 Foreign country or U.S. possession', 'Various'],
    ['12 Exempt-interest dividends', '0.00'],
    ['16 State tax withheld', '0.00'],
  ]);
  section(312, 576, '2024 1099-INT  INTEREST INCOME', 'Copy B for Recipient (OMB No. 1545-0112)', [
    ['1 Interest income', '612.88'],
    ['2 Early withdrawal penalty', '0.00'],
    ['3 Interest on U.S. Savings Bonds & Treas. obligations', '1,094.50'],
    ['4 Federal income tax withheld', '0.00'],
    ['5 Investment expenses', '0.00'],
    ['6 Foreign tax paid', '3.12'],
    ['8 Tax-exempt interest', '0.00'],
    ['10 Market discount', '0.00'],
    ['11 Bond premium', '0.00'],
    ['13 Bond premium on tax-exempt bond', '0.00'],
    ['17 State tax withheld', '0.00'],
  ]);
  s.rule(36, 392, 576, 392, 1);
  s.put('This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a', 36, 400, 6.5, helv);
  s.put('return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that', 36, 408, 6.5, helv);
  s.put('it has not been reported. Amounts in box 1b and box 5 are included in box 1a.', 36, 416, 6.5, helv);
  s.put('Page 1 of 4', 540, 750, 7, helv);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// A credit union's year-end letter: an accounts table whose columns name the boxes, a totals row, Courier amounts.

const CREDIT_UNION = { name: 'Prairie Wind Community Credit Union', lines: ['1300 N Main Street', 'Hutchinson, KS 67501'], tin: '48-0577613' };
const MEMBER = { name: 'Dorian T. Maskelyne', lines: ['612 E 17th Ave', 'Hutchinson, KS 67502'], tin: '***-**-3391' };

async function buildCreditUnionAccounts(): Promise<Uint8Array> {
  const { pdf, s } = await sheet();
  const { times, timesBold, helv, helvBold, courier } = s.fonts;
  s.put(CREDIT_UNION.name, 48, 40, 15, timesBold);
  s.put(`${CREDIT_UNION.lines.join('  -  ')}  -  (620) 555-0199`, 48, 59, 8, times);
  s.putRight('Form 1099-INT', 564, 40, 10, helvBold);
  s.putRight('Interest Income 2024', 564, 53, 8.5, helv);
  [MEMBER.name, ...MEMBER.lines].forEach((text, i) => s.put(text, 72, 110 + i * 12, 10, times));
  s.put('Member number', 360, 110, 8, helv); s.putRight('0048812', 564, 110, 8.5, courier);
  s.put("Payer's TIN", 360, 122, 8, helv); s.putRight(CREDIT_UNION.tin, 564, 122, 8.5, courier);
  s.put("Recipient's TIN", 360, 134, 8, helv); s.putRight(MEMBER.tin, 564, 134, 8.5, courier);
  s.put('Dear Member,', 48, 176, 10, times);
  s.put('Thank you for saving with us. The interest your accounts earned in 2024 is shown below; the totals are reported to', 48, 192, 9, times);
  s.put('the IRS on Form 1099-INT. Dividends paid on share accounts are reported as interest.', 48, 204, 9, times);
  const x = [48, 150, 290, 390, 480, 564];
  const top = 228;
  s.fill(48, top, 516, 26, 0.85);
  const head: [string, string][] = [['Account', ''], ['Account type', ''], ['Box 1', 'Interest paid'], ['Box 2', 'Early w/d penalty'], ['Box 4', 'Federal tax withheld']];
  head.forEach(([a, b], i) => {
    if (i < 2) s.put(a, x[i]! + 4, top + 9, 8, helvBold);
    else { s.putRight(a, x[i + 1]! - 6, top + 4, 8, helvBold); s.putRight(b, x[i + 1]! - 6, top + 14, 8, helvBold); }
  });
  const rows: [string, string, string, string, string][] = [
    ['0048812-00', 'Share savings', '14.27', '0.00', '0.00'],
    ['0048812-09', 'Share certificate', '1,207.35', '52.10', '120.74'],
    ['0048812-11', 'Money market', '96.08', '0.00', '9.61'],
  ];
  rows.forEach((row, r) => {
    const y = top + 32 + r * 16;
    row.forEach((cell, i) => (i < 2 ? s.put(cell, x[i]! + 4, y, 9, courier) : s.putRight(cell, x[i + 1]! - 6, y, 9, courier)));
  });
  const totalTop = top + 32 + rows.length * 16 + 4;
  s.rule(290, totalTop - 3, 564, totalTop - 3, 0.8);
  s.put('TOTAL', 154, totalTop + 2, 9, helvBold);
  ['1,317.70', '52.10', '130.35'].forEach((cell, i) => s.putRight(cell, x[i + 3]! - 6, totalTop + 2, 9, s.fonts.courierBold));
  s.put('Keep this letter for your records. This information is being furnished to the Internal Revenue Service.', 48, totalTop + 34, 8, times);
  s.put('Questions? Call Member Services at (620) 555-0199.', 48, totalTop + 46, 8, times);
  return save(pdf);
}

export const HARSH_1099: Harsh1099[] = [
  {
    layout: 'g agency table letter', kind: '1099-g', build: buildGTableLetter,
    expected: { unemploymentCompensation: '7436', stateLocalIncomeTaxRefunds: '0', federalIncomeTaxWithheld: '743.6', stateTaxWithheld: '228.29', ...parties(AGENCY, CLAIMANT, 'XXX-XX-5213') },
  },
  {
    layout: 'broker composite side by side', kind: '1099-div', build: buildComposite,
    expected: {
      totalOrdinaryDividends: '2874.16', qualifiedDividends: '2315.4', totalCapitalGainDistributions: '1146.02', unrecaptured1250Gain: '0', section1202Gain: '0', collectiblesGain: '0',
      nondividendDistributions: '38.61', federalIncomeTaxWithheld: '0', section199ADividends: '127.95', foreignTaxPaid: '41.27', stateTaxWithheld: '0', ...parties(BROKER, INVESTOR),
    },
  },
  {
    layout: 'broker composite side by side', kind: '1099-int', build: buildComposite,
    expected: {
      interestIncome: '612.88', earlyWithdrawalPenalty: '0', usSavingsBondsInterest: '1094.5', federalIncomeTaxWithheld: '0', investmentExpenses: '0', foreignTaxPaid: '3.12',
      taxExemptInterest: '0', marketDiscount: '0', bondPremium: '0', stateTaxWithheld: '0', ...parties(BROKER, INVESTOR),
    },
  },
  {
    layout: 'credit union accounts table', kind: '1099-int', build: buildCreditUnionAccounts,
    expected: { interestIncome: '1317.7', earlyWithdrawalPenalty: '52.1', federalIncomeTaxWithheld: '130.35', ...parties(CREDIT_UNION, MEMBER, 'XXX-XX-3391') },
  },
];

// ---------------------------------------------------------------------------------------------------------
// The scanner.

export interface HarshCopier {
  dpi: number;
  jpegQuality: number;
  angle: number;
  /** The paper's colour (a carbon copy's blue, a pink or yellow copy, a grey recycled sheet). */
  paper: [number, number, number];
  /** How much of the ink's darkness reaches the image (a worn toner). */
  toner: number;
  /** Strength of the ghost of a previous page, shifted and faint. */
  ghost: number;
  /** Stain: centre (share of width and height), radius in share of width, its brown strength. */
  stain: { x: number; y: number; radius: number; strength: number };
  /** Vertical streaks of a dirty glass: their x (share of width) and darkness. */
  streaks: { x: number; dark: number }[];
  /** Crumpled paper: the depth of the light's waves. */
  crumple: number;
  /** Perspective: the page's bottom edge narrower than its top by this share. */
  keystone: number;
  seed: number;
}

const PAPERS: [number, number, number][] = [[214, 226, 246], [248, 236, 214], [246, 220, 226], [226, 226, 220], [250, 246, 200]];

/** Copier settings number `seed`: each somewhere in its range. */
export function harshCopier(seed: number): HarshCopier {
  const next = seededRandom(seed * 48271 + 101);
  const streakCount = 1 + Math.floor(next() * 3);
  return {
    dpi: Math.round(150 + next() * 50),
    jpegQuality: Math.round(40 + next() * 25),
    angle: (0.6 + next() * 2.2) * (seed % 2 === 0 ? 1 : -1),
    paper: PAPERS[seed % PAPERS.length]!,
    toner: 0.6 + next() * 0.25,
    ghost: 0.05 + next() * 0.07,
    stain: { x: 0.2 + next() * 0.6, y: 0.25 + next() * 0.5, radius: 0.08 + next() * 0.08, strength: 0.15 + next() * 0.15 },
    streaks: Array.from({ length: streakCount }, () => ({ x: next(), dark: 25 + next() * 45 })),
    crumple: 0.06 + next() * 0.08,
    keystone: 0.01 + next() * 0.025,
    seed,
  };
}

/** The first page of `pdf` as the copier gives it (JPEG, in colour). */
export async function harshCopyOf(pdf: Uint8Array, options: HarshCopier = harshCopier(1)): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, options.dpi / 72));
  const { width, height } = page;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${options.paper.join(',')})`;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = 'multiply';
  // A ghost of the previous page on the copier's drum: the page again, shifted down and right, faint.
  context.globalAlpha = options.ghost;
  context.filter = 'blur(1px)';
  context.drawImage(page, width * 0.03, height * 0.018);
  context.globalAlpha = 1;
  // The page itself, turned and softened, drawn in strips each a little narrower down the page (not flat on the glass).
  context.filter = 'blur(0.6px)';
  const strip = 6;
  context.translate(width / 2, height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  for (let y = 0; y < height; y += strip) {
    const scale = 1 - options.keystone * (y / height);
    const w = width * scale;
    context.drawImage(page, 0, y, width, strip, -w / 2, y - height / 2, w, strip + 0.5);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';

  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  const next = seededRandom(options.seed + 7);
  const [pr, pg, pb] = options.paper;
  const stainX = options.stain.x * width;
  const stainY = options.stain.y * height;
  const stainR = options.stain.radius * width;
  const waveA = 80 + next() * 60;
  const waveB = 120 + next() * 80;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      // Crumpled paper throws light in broad waves.
      const light = 1 - options.crumple * (0.5 + 0.5 * Math.sin(x / waveA + Math.cos(y / waveB) * 2) * Math.sin(y / waveA + options.seed));
      // A coffee stain: darker at its rim, brown.
      const d = Math.hypot(x - stainX, y - stainY) / stainR;
      const stain = d < 1 ? options.stain.strength * (0.4 + 0.6 * d ** 4) : 0;
      const paper = [pr, pg, pb];
      for (let channel = 0; channel < 3; channel += 1) {
        const value = data[index + channel]!;
        const dark = Math.max(0, paper[channel]! - value) * options.toner;
        const brown = stain * [60, 95, 150][channel]!;
        const noise = (next() - 0.5) * 16;
        data[index + channel] = Math.max(0, Math.min(255, (paper[channel]! - dark - brown) * light + noise));
      }
    }
  }
  // Streaks down the page where the glass is dirty.
  for (const streak of options.streaks) {
    const x0 = Math.floor(streak.x * width);
    for (let y = 0; y < height; y += 1) for (let dx = 0; dx < 2; dx += 1) {
      const index = (y * width + Math.min(width - 1, x0 + dx)) * 4;
      for (let channel = 0; channel < 3; channel += 1) data[index + channel] = Math.max(0, data[index + channel]! - streak.dark);
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('jpeg', options.jpegQuality);
}
