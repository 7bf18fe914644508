// Documents struck by an impact (dot-matrix) printer, as a state agency's or a county payroll office's come: a 1099-G
// (unemployment), a W-2 and a 1099-NEC, each in three layouts:
// - 'grid': a continuous form whose captions and boxes are pre-printed in drop-out red or green, the values struck
//   into it in mono capitals, off register (a few points right and down of where the form meant them);
// - 'listing': everything struck by the printer on plain paper: a title, the parties, then 'caption ..... amount';
// - 'box-lines': a pre-printed letterhead, then the printer's 'BOX 1  UNEMPLOYMENT COMPENSATION  7824.00' lines.
// Amounts have no thousands separators, as such systems print them.
// The printer: the struck layer is drawn at the pins' pitch (one pixel a pin position, 1/72 in down, 1/72-1/120 in
// across), and each struck pin position becomes a round dot on the page (a 9-pin head's glyphs: separate dots), its
// ink fading across the page as a ribbon does. Then a scanner: 150-200 dpi, turned 1-3 degrees, soft, grainy, a JPEG
// or a grey PNG. Seeded: the same document and seed give the same image every run. Test data only.
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { renderPdfPageToPng } from '../extract/pdf';
import { embedFaces } from './pdfFaces';
import { seededRandom } from './scanLike';

export type ImpactKind = 'w2' | '1099-g' | '1099-nec';
export type ImpactLayout = 'grid' | 'listing' | 'box-lines';
export const IMPACT_KINDS: readonly ImpactKind[] = ['1099-g', 'w2', '1099-nec'];
export const IMPACT_LAYOUTS: readonly ImpactLayout[] = ['grid', 'listing', 'box-lines'];

interface Party { name: string; lines: string[]; tin: string }
interface Impact {
  payer: Party;
  recipient: Party;
  /** Box number -> amount as printed ('' blank). */
  boxes: Record<string, string>;
  /** W-2 only. */
  w2?: { control: string; box12: { code: string; amount: string }[]; retirement: boolean; stateId: string; stateWages: string; stateTax: string; locality: string; localWages: string; localTax: string };
  expected: Record<string, string>;
}

const money1099 = (amount: string) => (amount ? String(Number(amount)) : '');

/** 1099-G: box 1 unemployment, box 2 blank, box 4 federal withheld, box 11 state withheld (IRS 2024 Form 1099-G). */
function form1099G(payer: Party, recipient: Party, box1: string, box4: string, box11: string): Impact {
  return {
    payer,
    recipient,
    boxes: { '1': box1, '2': '', '4': box4, '11': box11 },
    expected: {
      unemploymentCompensation: money1099(box1),
      stateLocalIncomeTaxRefunds: '',
      federalIncomeTaxWithheld: money1099(box4),
      stateTaxWithheld: money1099(box11),
      'payerInfo.name': payer.name,
      'payerInfo.tin': payer.tin,
      'recipientInfo.name': recipient.name,
      'recipientInfo.tin': recipient.tin,
    },
  };
}

/** 1099-NEC: box 1 nonemployee compensation, box 4 federal withheld, box 5 state withheld (IRS 2024 Form 1099-NEC). */
function form1099Nec(payer: Party, recipient: Party, box1: string, box4: string, box5: string): Impact {
  return {
    payer,
    recipient,
    boxes: { '1': box1, '4': box4, '5': box5 },
    expected: {
      nonemployeeCompensation: money1099(box1),
      federalIncomeTaxWithheld: money1099(box4),
      stateTaxWithheld: money1099(box5),
      'payerInfo.name': payer.name,
      'payerInfo.tin': payer.tin,
      'recipientInfo.name': recipient.name,
      'recipientInfo.tin': recipient.tin,
    },
  };
}

/**
 * W-2: box 3 = box 5 = box 1 + the 401(k) deferral (code D, excluded from box 1 only: Form W-2 instructions, box 12
 * code D); box 4 = 6.2% of box 3, box 6 = 1.45% of box 5 (IRS Pub. 15, 2024 rates).
 */
function formW2(payer: Party, recipient: Party, first: string, last: string, wages: string, federal: string, deferral: string, state: { id: string; tax: string; locality: string; localTax: string }): Impact {
  const socialWages = (Number(wages) + Number(deferral || 0)).toFixed(2);
  const ss = (Math.round(Number(socialWages) * 6.2) / 100).toFixed(2);
  const medicare = (Math.round(Number(socialWages) * 1.45) / 100).toFixed(2);
  const box12 = deferral ? [{ code: 'D', amount: deferral }] : [];
  return {
    payer,
    recipient,
    boxes: { '1': wages, '2': federal, '3': socialWages, '4': ss, '5': socialWages, '6': medicare },
    w2: { control: 'CTL 0041', box12, retirement: Boolean(deferral), stateId: state.id, stateWages: wages, stateTax: state.tax, locality: state.locality, localWages: state.locality ? wages : '', localTax: state.localTax },
    expected: {
      firstName: first,
      lastName: last,
      ssn: recipient.tin,
      employerName: payer.name,
      employerEIN: payer.tin,
      wages,
      federalIncomeTax: federal,
      socialSecurityWages: socialWages,
      socialSecurityTaxWithheld: ss,
      medicareWagesAndTips: socialWages,
      medicareTaxWithheld: medicare,
      socialSecurityTips: '',
      allocatedTips: '',
      dependentCareBenefits: '',
      nonqualifiedPlans: '',
      stateId: state.id,
      stateWages: wages,
      stateIncomeTaxWithheld: state.tax,
      localWages: state.locality ? wages : '',
      localIncomeTax: state.localTax,
      locality: state.locality,
      retirementPlan: String(Boolean(deferral)),
      box12: box12.map((entry) => `${entry.code} ${entry.amount}`).join(', '),
      secondState: '',
    },
  };
}

// Made-up agencies, employers and people; EINs in prefixes the IRS assigns, SSNs masked or in the 9xx-free ranges.
const DOCUMENTS: Record<ImpactKind, Record<ImpactLayout, Impact>> = {
  '1099-g': {
    grid: form1099G(
      { name: 'MONTANA DEPT OF LABOR AND INDUSTRY', lines: ['UI TAX UNIT PO BOX 6339', 'HELENA MT 59604'], tin: '81-6010345' },
      { name: 'GUSTAVO R PELLEGRINI', lines: ['2210 LOCUST AVE APT 3', 'BILLINGS MT 59102'], tin: 'XXX-XX-4417' },
      '6480.00', '648.00', '', // state tax not withheld in Montana's UI
    ),
    listing: form1099G(
      { name: 'NEW MEXICO WORKFORCE SOLUTIONS', lines: ['PO BOX 1928', 'ALBUQUERQUE NM 87103'], tin: '85-6000565' },
      { name: 'ROSALIND M ACHTERBERG', lines: ['417 CALLE DEL NORTE', 'SANTA FE NM 87505'], tin: 'XXX-XX-8830' },
      '11235.00', '1123.50', '381.99',
    ),
    'box-lines': form1099G(
      { name: 'ARKANSAS DIVISION OF WORKFORCE SERVICES', lines: ['PO BOX 2981', 'LITTLE ROCK AR 72203'], tin: '71-6007123' },
      { name: 'TERRENCE O BLACKWOOD', lines: ['88 PECAN HOLLOW RD', 'CONWAY AR 72032'], tin: 'XXX-XX-2906' },
      '3744.00', '374.40', '149.76',
    ),
  },
  '1099-nec': {
    grid: form1099Nec(
      { name: 'CASCADE COUNTY ROAD DEPARTMENT', lines: ['325 2ND AVE N', 'GREAT FALLS MT 59401'], tin: '81-6001291' },
      { name: 'HALVARD J QUISENBERRY', lines: ['1403 9TH ST NW', 'GREAT FALLS MT 59404'], tin: 'XXX-XX-7152' },
      '18420.00', '', '',
    ),
    listing: form1099Nec(
      { name: 'PRAIRIE GRAIN COOPERATIVE', lines: ['RR 2 BOX 114', 'HAYS KS 67601'], tin: '48-0588213' },
      { name: 'DELPHINE A OKAFOR', lines: ['612 ELM TERRACE', 'HAYS KS 67601'], tin: 'XXX-XX-3348' },
      '7265.00', '725.00', '', // backup withholding at 10% of a round figure
    ),
    'box-lines': form1099Nec(
      { name: 'TRI-COUNTY SCHOOL DISTRICT 17', lines: ['900 COLLEGE DR', 'MARSHALL MN 56258'], tin: '41-6007518' },
      { name: 'WENDELL P STRAUSBAUGH', lines: ['47 LAKESHORE RD', 'TRACY MN 56175'], tin: 'XXX-XX-5590' },
      '4120.00', '', '206.00',
    ),
  },
  w2: {
    grid: formW2(
      { name: 'COUNTY OF SHAWNEE', lines: ['200 SE 7TH ST RM 201', 'TOPEKA KS 66603'], tin: '48-6000873' },
      { name: 'MARISOL T BRACKENRIDGE', lines: ['3312 SW WANAMAKER RD', 'TOPEKA KS 66614'], tin: '512-66-0731' },
      'MARISOL T', 'BRACKENRIDGE', '41862.40', '3877.15', '2400.00', { id: 'KS 480006873', tax: '1788.22', locality: '', localTax: '' },
    ),
    listing: formW2(
      { name: 'CITY OF WARREN', lines: ['391 MAHONING AVE NW', 'WARREN OH 44483'], tin: '34-6001522' },
      { name: 'DOUGLAS E FAIRWEATHER', lines: ['1880 PALMYRA RD SW', 'WARREN OH 44485'], tin: '281-40-6693' },
      'DOUGLAS E', 'FAIRWEATHER', '52317.88', '5104.60', '', { id: 'OH 34600152', tax: '1402.11', locality: 'WARREN', localTax: '1307.95' },
    ),
    'box-lines': formW2(
      { name: 'BOARD OF EDUCATION OF WAYNE TWP', lines: ['10 PINE ST', 'WAYNE NJ 07470'], tin: '22-6002741' },
      { name: 'ANTOINETTE L VASQUEZ', lines: ['56 ALPS RD', 'WAYNE NJ 07470'], tin: '146-82-3359' },
      'ANTOINETTE L', 'VASQUEZ', '63090.12', '6622.90', '3150.00', { id: 'NJ 226002741000', tax: '2207.40', locality: '', localTax: '' },
    ),
  },
};

/** What a correct reading of a document gives, flattened as the benches score it. */
export function impactExpected(kind: ImpactKind, layout: ImpactLayout): Record<string, string> {
  const expected = { ...DOCUMENTS[kind][layout].expected };
  // The listing prints a blank box as 0.00.
  if (layout === 'listing') for (const [field, value] of Object.entries(expected)) if (value === '' && field in BLANK_AS_ZERO[kind]) expected[field] = '0';
  return expected;
}

/** The 1099 fields whose boxes the listing prints even when blank. */
const BLANK_AS_ZERO: Record<ImpactKind, Record<string, true>> = {
  '1099-g': { stateLocalIncomeTaxRefunds: true, federalIncomeTaxWithheld: true, stateTaxWithheld: true, unemploymentCompensation: true },
  '1099-nec': { nonemployeeCompensation: true, federalIncomeTaxWithheld: true, stateTaxWithheld: true },
  w2: {},
};

// ---------------------------------------------------------------------------------------------------------
// Drawing: two PDF layers of one Letter page, the pre-printed form (in colour, solid) and what the printer strikes.

interface Layers { form: Uint8Array; struck: Uint8Array }
interface Pen {
  text: (text: string, x: number, top: number, size: number, font: PDFFont, color?: RGB) => void;
  rect: (x: number, top: number, width: number, height: number, color: RGB, line?: number) => void;
}

function penOf(page: PDFPage): Pen {
  const height = page.getHeight();
  return {
    text: (text, x, top, size, font, color = rgb(0, 0, 0)) => {
      if (text) page.drawText(text, { x, y: height - top - size * 0.78, size, font, color });
    },
    rect: (x, top, width, rectHeight, color, line = 0.6) => page.drawRectangle({ x, y: height - top - rectHeight, width, height: rectHeight, borderWidth: line, borderColor: color }),
  };
}

const FORM_TITLES: Record<ImpactKind, [string, string]> = {
  '1099-g': ['Form 1099-G', 'Certain Government Payments'],
  '1099-nec': ['Form 1099-NEC', 'Nonemployee Compensation'],
  w2: ['Form W-2', 'Wage and Tax Statement'],
};
const CAPTIONS: Record<ImpactKind, Record<string, string>> = {
  '1099-g': { '1': 'Unemployment compensation', '2': 'State or local income tax refunds, credits, or offsets', '4': 'Federal income tax withheld', '11': 'State income tax withheld' },
  '1099-nec': { '1': 'Nonemployee compensation', '4': 'Federal income tax withheld', '5': 'State tax withheld' },
  w2: { '1': 'Wages, tips, other compensation', '2': 'Federal income tax withheld', '3': 'Social security wages', '4': 'Social security tax withheld', '5': 'Medicare wages and tips', '6': 'Medicare tax withheld' },
};
const PAYER_WORD: Record<ImpactKind, string> = { '1099-g': "PAYER'S", '1099-nec': "PAYER'S", w2: "EMPLOYER'S" };
const RECIPIENT_WORD: Record<ImpactKind, string> = { '1099-g': "RECIPIENT'S", '1099-nec': "RECIPIENT'S", w2: "EMPLOYEE'S" };

async function layersOf(kind: ImpactKind, layout: ImpactLayout): Promise<Layers> {
  const v = DOCUMENTS[kind][layout];
  const formPdf = await PDFDocument.create();
  const struckPdf = await PDFDocument.create();
  const formPen = penOf(formPdf.addPage([612, 792]));
  const struckPen = penOf(struckPdf.addPage([612, 792]));
  const faces = await embedFaces(formPdf, { sans: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold, serif: StandardFonts.TimesRoman });
  // The printer's font: a draft face (Courier's strokes) or a heavier one (Courier Bold's), by layout.
  const { mono } = await embedFaces(struckPdf, { mono: layout === 'listing' ? StandardFonts.CourierBold : StandardFonts.Courier });
  const [title, subtitle] = FORM_TITLES[kind];
  const colour = kind === 'w2' ? rgb(0.2, 0.55, 0.3) : rgb(0.86, 0.22, 0.2);
  // The printer's 10 characters to the inch: Courier at 12 pt.
  const strike = (text: string, x: number, top: number) => struckPen.text(text.toUpperCase(), x, top, 12, mono);
  const partyLines = (party: Party) => [party.name, ...party.lines];

  if (layout === 'grid') {
    // The form: parties at the left, the boxes at the right in two columns; values struck 5 pt right and 4 pt down.
    const [dx, dy] = [5, 4];
    const cap = (text: string, x: number, top: number) => formPen.text(text, x + 2, top + 2, 6, faces.sans, colour);
    const cell = (x: number, top: number, width: number, height: number) => formPen.rect(x, top, width, height, colour, 0.7);
    formPen.text(`${title}   ${subtitle}   2024`, 320, 40, 11, faces.bold, colour);
    formPen.text('Copy B  For Recipient   OMB No. 1545-0116', 320, 56, 7, faces.sans, colour);
    cell(36, 80, 276, 80); cap(`${PAYER_WORD[kind]} name, street address, city or town, state, and ZIP code`, 36, 80);
    partyLines(v.payer).forEach((line, index) => strike(line, 42 + dx, 94 + index * 14 + dy));
    cell(36, 160, 138, 34); cap(`${PAYER_WORD[kind]} TIN`, 36, 160); strike(v.payer.tin, 42 + dx, 174 + dy);
    cell(174, 160, 138, 34); cap(`${RECIPIENT_WORD[kind]} TIN`, 174, 160); strike(v.recipient.tin, 180 + dx, 174 + dy);
    cell(36, 194, 276, 80); cap(`${RECIPIENT_WORD[kind]} name, street address, city or town, state, and ZIP code`, 36, 194);
    partyLines(v.recipient).forEach((line, index) => strike(line, 42 + dx, 208 + index * 14 + dy));
    const boxes = Object.keys(CAPTIONS[kind]);
    boxes.forEach((box, index) => {
      const [x, top] = [312 + (index % 2) * 132, 80 + Math.floor(index / 2) * 40];
      cell(x, top, 132, 40);
      cap(`${box} ${CAPTIONS[kind][box]}`.slice(0, 38), x, top);
      if (v.boxes[box]) strike(v.boxes[box]!, x + 8 + dx, top + 18 + dy);
    });
    if (v.w2) {
      const w = v.w2;
      const top = 80 + Math.ceil(boxes.length / 2) * 40;
      cell(312, top, 132, 40); cap('12a See instructions for box 12', 312, top);
      w.box12.forEach((entry) => strike(`${entry.code}  ${entry.amount}`, 320 + dx, top + 18 + dy));
      cell(444, top, 132, 40); cap('13 Retirement plan', 444, top); formPen.rect(456, top + 18, 9, 9, colour, 0.6);
      if (w.retirement) strike('X', 456 + dx - 2, top + 16 + dy);
      cell(36, 274, 276, 30); cap('d Control number', 36, 274); strike(w.control, 42 + dx, 286 + dy);
      const row = 340;
      const columns: [string, number, string][] = [['15 State  Employer\'s state ID number', 140, w.stateId], ['16 State wages, tips, etc.', 90, w.stateWages], ['17 State income tax', 80, w.stateTax], ['18 Local wages, tips, etc.', 90, w.localWages], ['19 Local income tax', 80, w.localTax], ['20 Locality name', 60, w.locality]];
      let x = 36;
      for (const [text, width, value] of columns) {
        cell(x, row, width, 36); cap(text, x, row); strike(value, x + 4 + dx, row + 16 + dy);
        x += width;
      }
    }
  } else {
    // The letterhead: pre-printed for 'box-lines', struck by the printer for 'listing'.
    const heading = (text: string, top: number, size: number) => layout === 'box-lines' ? formPen.text(text, 48, top, size, faces.serif, rgb(0.15, 0.2, 0.45)) : strike(text, 48, top);
    heading(v.payer.name, 40, 16);
    heading(`${title.toUpperCase()} ${subtitle.toUpperCase()} 2024`, 62, 11);
    strike(`${PAYER_WORD[kind]} FEDERAL ID NO ${v.payer.tin}`, 48, 96);
    v.payer.lines.forEach((line, index) => strike(line, 48, 112 + index * 14));
    strike(`${RECIPIENT_WORD[kind]} NAME AND ADDRESS`, 48, 160);
    partyLines(v.recipient).forEach((line, index) => strike(line, 66, 176 + index * 14));
    strike(`${RECIPIENT_WORD[kind]} ID NO ${v.recipient.tin}`, 48, 226);
    let top = 262;
    const line = (box: string, caption: string, amount: string) => {
      if (layout === 'box-lines') strike(`BOX ${box.padEnd(3)} ${caption.toUpperCase().padEnd(32).slice(0, 32)} ${amount.padStart(10)}`, 48, top);
      else strike(`${caption.toUpperCase().slice(0, 30).padEnd(30, '.')}.... ${amount.padStart(10)}`, 48, top);
      top += 18;
    };
    for (const [box, caption] of Object.entries(CAPTIONS[kind])) {
      const short = caption.replace('State or local income tax refunds, credits, or offsets', 'State or local tax refunds');
      line(box, layout === 'listing' ? `${box} ${short}` : short, v.boxes[box] || (layout === 'listing' ? '0.00' : ''));
    }
    if (v.w2) {
      const w = v.w2;
      for (const entry of w.box12) line('12A', `Code ${entry.code}`, entry.amount);
      strike(`BOX 13 RETIREMENT PLAN  ${w.retirement ? 'X' : ' '}`, 48, top); top += 18;
      line('15', `State ${w.stateId}`, '');
      line('16', 'State wages tips etc', w.stateWages);
      line('17', 'State income tax', w.stateTax);
      if (w.locality) {
        line('18', 'Local wages tips etc', w.localWages);
        line('19', 'Local income tax', w.localTax);
        line('20', `Locality name ${w.locality}`, '');
      }
    }
  }
  return { form: await formPdf.save(), struck: await struckPdf.save() };
}

/** The two layers as PDFs (the form's and the printer's), e.g. to look at. */
export async function impactLayers(kind: ImpactKind, layout: ImpactLayout): Promise<Layers> {
  return layersOf(kind, layout);
}

// ---------------------------------------------------------------------------------------------------------
// The printer and the scanner.

export interface ImpactScan {
  /** Scanner resolution. */
  dpi: number;
  /** Pins' pitch across, in positions per inch (down it is 72). */
  across: number;
  /** A dot's radius as a share of the pitch down (0.35: clearly separate dots; 0.6: touching). */
  dotRadius: number;
  /** Ribbon ink at its weakest (0..1; 1 for a new ribbon). */
  faded: number;
  angle: number;
  blur: number;
  noise: number;
  /** 0: a grey PNG; else JPEG at this quality. */
  jpeg: number;
  seed: number;
}

/** Scan number `seed`'s printer and scanner: each within what the world's are. */
export function impactScanOptions(seed: number): ImpactScan {
  const next = seededRandom(seed * 6271 + 3);
  return {
    dpi: [150, 170, 200][seed % 3]!,
    across: [72, 96, 120][Math.floor(next() * 3)]!,
    dotRadius: 0.36 + next() * 0.2,
    faded: 0.45 + next() * 0.4,
    angle: (1 + next() * 2) * (seed % 2 === 0 ? 1 : -1),
    blur: 0.3 + next() * 0.5,
    noise: 8 + next() * 12,
    jpeg: seed % 4 === 3 ? 0 : Math.round(55 + next() * 30),
    seed,
  };
}

async function pixelsOf(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height);
}

/** Strikes the printer's layer as dots on `context` (a page at `dpi`): one dot per inked pin position. */
async function strikeDots(context: SKRSContext2D, struck: Uint8Array, dpi: number, options: ImpactScan): Promise<void> {
  // The layer drawn one pixel a pin position down (72 to the inch), then squeezed across to the pins' pitch.
  // The layer drawn at 144 dpi: a pin fires where either of its two rows (and, across, its own column or the next)
  // is mostly ink (the printer's font has strokes a pin wide; Courier's thin strokes would fall between pins).
  const fine = await pixelsOf(await renderPdfPageToPng(struck, 2));
  const inkAt = (x: number, y: number) => (x < fine.width && y < fine.height ? 1 - fine.data[(y * fine.width + x) * 4 + 1]! / 255 : 0);
  const rows = Math.floor(fine.height / 2);
  const columns = Math.floor((fine.width * options.across) / 144);
  const stepX = dpi / options.across;
  const stepY = dpi / 72;
  const next = seededRandom(options.seed * 31 + 5);
  const radius = options.dotRadius * stepY;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x0 = Math.floor((column * 144) / options.across);
      const x1 = Math.max(x0, Math.ceil(((column + 1) * 144) / options.across) - 1);
      let most = 0;
      for (let x = x0; x <= x1; x += 1) most = Math.max(most, inkAt(x, 2 * row), inkAt(x, 2 * row + 1));
      if (most < 0.35) continue;
      const x = column * stepX;
      // The ribbon: strong at the left of the page, weaker to the right and as the run goes on, each dot a little its own.
      const fade = options.faded + (1 - options.faded) * (1 - column / (columns * 1.2)) * (1 - row / (rows * 2));
      const strength = Math.min(1, fade * (0.8 + next() * 0.3));
      context.fillStyle = `rgba(25, 25, 35, ${strength.toFixed(3)})`;
      context.beginPath();
      context.arc(x + (next() - 0.5) * 0.4, row * stepY + (next() - 0.5) * 0.4, radius, 0, Math.PI * 2);
      context.fill();
    }
  }
}

/** The document printed and scanned: a JPEG or a grey PNG. */
export async function impactScanOf(kind: ImpactKind, layout: ImpactLayout, options: ImpactScan = impactScanOptions(1)): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const layers = await layersOf(kind, layout);
  const dpi = options.dpi;
  const form = await loadImage(await renderPdfPageToPng(layers.form, dpi / 72));
  const printed = createCanvas(form.width, form.height);
  const printContext = printed.getContext('2d');
  printContext.fillStyle = 'rgb(247, 244, 236)';
  printContext.fillRect(0, 0, form.width, form.height);
  printContext.globalCompositeOperation = 'multiply';
  printContext.drawImage(form, 0, 0);
  printContext.globalCompositeOperation = 'source-over';
  await strikeDots(printContext, layers.struck, dpi, options);

  // The scanner: turned about the centre and softened, sensor noise, then JPEG or grey PNG.
  const canvas = createCanvas(form.width, form.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, form.width, form.height);
  context.filter = `blur(${options.blur.toFixed(2)}px)`;
  context.translate(form.width / 2, form.height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  context.drawImage(printed, -form.width / 2, -form.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  const pixels = context.getImageData(0, 0, form.width, form.height);
  const noise = seededRandom(options.seed * 13 + 1);
  for (let at = 0; at < pixels.data.length; at += 4) {
    const delta = (noise() + noise() + noise() - 1.5) * options.noise;
    if (options.jpeg) for (let channel = 0; channel < 3; channel += 1) pixels.data[at + channel] = pixels.data[at + channel]! + delta;
    else {
      const grey = pixels.data[at]! * 0.299 + pixels.data[at + 1]! * 0.587 + pixels.data[at + 2]! * 0.114 + delta;
      pixels.data[at] = pixels.data[at + 1] = pixels.data[at + 2] = grey;
    }
  }
  context.putImageData(pixels, 0, 0);
  if (options.jpeg) return { bytes: new Uint8Array(await canvas.encode('jpeg', options.jpeg)), mimeType: 'image/jpeg' };
  return { bytes: new Uint8Array(await canvas.encode('png')), mimeType: 'image/png' };
}
