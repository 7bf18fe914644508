// 1099s written with pdf-lib for tests, each kind in two layouts: the IRS's grid (payer and recipient blocks
// on the left, boxes as captioned cells on the right, values under captions) and a bank or broker statement
// (payer in capitals, 'Box N' labels, amounts right-aligned on the label's line).
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';

export type Form1099Layout = 'irs' | 'statement' | 'letter' | 'composite';
/** The layouts every kind is drawn in. */
export const FORM_1099_LAYOUTS: readonly Form1099Layout[] = ['irs', 'statement'];
/** A broker's composite statement holds these three forms on one page. */
export const COMPOSITE_KINDS: readonly Form1099Kind[] = ['1099-div', '1099-int', '1099-b'];
/** Every layout a kind is drawn in: the two above, a bank's letter, and the composite for INT, DIV and B. */
export function layoutsOf(kind: Form1099Kind): Form1099Layout[] {
  return [...FORM_1099_LAYOUTS, 'letter', ...(COMPOSITE_KINDS.includes(kind) ? (['composite'] as const) : [])];
}

interface Box {
  caption: string;
  /** The statement's shorter label. */
  label: string;
  field: string;
  value: number | string;
}

export const PAYER = { name: 'First Federal Bank', tin: '98-7654321' };
export const RECIPIENT = { name: 'Jordan Whitaker', tin: 'XXX-XX-7890' };

/** The boxes of each kind with the values the fixtures print. */
export const FORM_1099_FIXTURES: Record<Form1099Kind, { title: string; boxes: Box[] }> = {
  '1099-int': {
    title: 'Form 1099-INT Interest Income 2024',
    boxes: [
      { caption: '1 Interest income', label: 'Box 1 Interest income', field: 'interestIncome', value: 1250.4 },
      { caption: '2 Early withdrawal penalty', label: 'Box 2 Early withdrawal penalty', field: 'earlyWithdrawalPenalty', value: 25 },
      { caption: '3 Interest on U.S. Savings Bonds and Treasury obligations', label: 'Box 3 U.S. Savings Bonds & Treas. interest', field: 'usSavingsBondsInterest', value: 310 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 120 },
      { caption: '8 Tax-exempt interest', label: 'Box 8 Tax-exempt interest', field: 'taxExemptInterest', value: 450 },
    ],
  },
  '1099-div': {
    title: 'Form 1099-DIV Dividends and Distributions 2024',
    boxes: [
      { caption: '1a Total ordinary dividends', label: 'Box 1a Total ordinary dividends', field: 'totalOrdinaryDividends', value: 2300.55 },
      { caption: '1b Qualified dividends', label: 'Box 1b Qualified dividends', field: 'qualifiedDividends', value: 1900 },
      { caption: '2a Total capital gain distr.', label: 'Box 2a Total capital gain distributions', field: 'totalCapitalGainDistributions', value: 640 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Fed. income tax w/h', field: 'federalIncomeTaxWithheld', value: 0.5 },
      { caption: '5 Section 199A dividends', label: 'Box 5 Section 199A dividends', field: 'section199ADividends', value: 212.4 },
      { caption: '7 Foreign tax paid', label: 'Box 7 Foreign tax paid', field: 'foreignTaxPaid', value: 35.1 },
    ],
  },
  '1099-b': {
    title: 'Form 1099-B Proceeds From Broker and Barter Exchange Transactions 2024',
    boxes: [
      { caption: '1b Date acquired', label: 'Box 1b Date acquired', field: 'dateAcquired', value: '03/15/2023' },
      { caption: '1c Date sold or disposed', label: 'Box 1c Date sold', field: 'dateSold', value: '06/20/2024' },
      { caption: '1d Proceeds', label: 'Box 1d Proceeds', field: 'proceedsFromSales', value: 15000 },
      { caption: '1e Cost or other basis', label: 'Box 1e Cost basis', field: 'costBasis', value: 11000 },
      { caption: '1g Wash sale loss disallowed', label: 'Box 1g Wash sale loss disallowed', field: 'washSaleAdjustment', value: 200 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 75 },
    ],
  },
  '1099-r': {
    title: 'Form 1099-R Distributions From Pensions, Annuities, Retirement Plans, IRAs 2024',
    boxes: [
      { caption: '1 Gross distribution', label: 'Box 1 Gross distribution', field: 'grossDistribution', value: 20000 },
      { caption: '2a Taxable amount', label: 'Box 2a Taxable amount', field: 'taxableAmount', value: 18500 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 2000 },
      { caption: '5 Employee contributions', label: 'Box 5 Employee contributions', field: 'employeeContributions', value: 1500 },
      { caption: '7 Distribution code(s)', label: 'Box 7 Distribution code', field: 'distributionCode', value: '7' },
    ],
  },
  '1099-g': {
    title: 'Form 1099-G Certain Government Payments 2024',
    boxes: [
      { caption: '1 Unemployment compensation', label: 'Box 1 Unemployment compensation', field: 'unemploymentCompensation', value: 7800 },
      { caption: '2 State or local income tax refunds, credits, or offsets', label: 'Box 2 State or local income tax refunds', field: 'stateLocalIncomeTaxRefunds', value: 420 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 780 },
    ],
  },
  '1099-oid': {
    title: 'Form 1099-OID Original Issue Discount 2024',
    boxes: [
      { caption: '1 Original issue discount for 2024', label: 'Box 1 Original issue discount for 2024', field: 'originalIssueDiscount', value: 310.25 },
      { caption: '2 Other periodic interest', label: 'Box 2 Other periodic interest', field: 'otherPeriodicInterest', value: 40 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 10 },
    ],
  },
  '1099-misc': {
    title: 'Form 1099-MISC Miscellaneous Information 2024',
    boxes: [
      { caption: '1 Rents', label: 'Box 1 Rents', field: 'rentIncome', value: 6000 },
      { caption: '2 Royalties', label: 'Box 2 Royalties', field: 'royalties', value: 800 },
      { caption: '3 Other income', label: 'Box 3 Other income', field: 'otherIncome', value: 1500 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 300 },
    ],
  },
  '1099-nec': {
    title: 'Form 1099-NEC Nonemployee Compensation 2024',
    boxes: [
      { caption: '1 Nonemployee compensation', label: 'Box 1 Nonemployee compensation', field: 'nonemployeeCompensation', value: 18250 },
      { caption: '4 Federal income tax withheld', label: 'Box 4 Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 0.5 },
    ],
  },
  'ssa-1099': {
    title: 'Form SSA-1099 Social Security Benefit Statement 2024',
    boxes: [
      { caption: '3 Benefits paid to you in 2024', label: 'Box 3 Benefits paid in 2024', field: 'box3NetBenefits', value: 24000 },
      { caption: '4 Benefits repaid to SSA in 2024', label: 'Box 4 Benefits repaid to SSA in 2024', field: 'box4', value: 1200 },
      { caption: '5 Net benefits for 2024', label: 'Box 5 Net benefits for 2024', field: 'box5NetBenefits', value: 22800 },
      { caption: '6 Voluntary federal income tax withheld', label: 'Box 6 Voluntary federal income tax withheld', field: 'federalIncomeTaxWithheld', value: 2000 },
    ],
  },
};

type Write = (value: string, x: number, top: number, size?: number, bold?: boolean) => void;

/** The box number in a caption ('1a Total ordinary dividends' -> '1a') and the words after it. */
function splitCaption(caption: string): { number: string; words: string } {
  const match = /^(\d+[a-z]?)\s+(.*)$/.exec(caption);
  return match ? { number: match[1]!, words: match[2]! } : { number: '', words: caption };
}

/**
 * A bank's letter: a letterhead instead of a 'PAYER'S name' caption, a paragraph, then a two-column table
 * whose descriptions carry the box number after the words ('Interest income (Box 1)').
 */
function drawLetter(kind: Form1099Kind, text: Write, right: Write) {
  const fixture = FORM_1099_FIXTURES[kind];
  text(PAYER.name.toUpperCase(), 56, 40, 16, true);
  text('P.O. Box 4410  Trenton, NJ 08650  |  Member FDIC', 56, 60, 8);
  text('Important tax document enclosed', 56, 96, 11, true);
  text('JORDAN WHITAKER', 56, 120);
  text('17 Elm Court', 56, 133);
  text('Princeton NJ 08540', 56, 146);
  text('Dear Customer,', 56, 178);
  text(`The amounts below are reported to the IRS on ${fixture.title.replace(/ 2024$/, '').replace(/^Form /, 'Form ')} for tax year 2024.`, 56, 196);
  text('Please keep this statement with your tax records.', 56, 210);
  text(`Payer's Federal ID Number: ${PAYER.tin}`, 56, 236);
  text(`Recipient's Taxpayer ID: ${RECIPIENT.tin}`, 320, 236);
  text('Account ending in 4521', 56, 250);
  text('Description', 56, 280, 10, true);
  right('Amount', 540, 280);
  fixture.boxes.forEach((box, i) => {
    const { number, words } = splitCaption(box.caption);
    text(`${words.replace(/ for 2024$/, '')} (Box ${number})`, 56, 302 + i * 20);
    right(money(box.value), 540, 302 + i * 20);
  });
  text('Sincerely, Customer Tax Reporting', 56, 320 + fixture.boxes.length * 20);
}

/** A broker's composite 1099: DIV, INT and B sections on one page, each with its own box 4 (withholding). */
function drawComposite(text: Write, right: Write, rule: (x: number, top: number, width: number) => void) {
  text('BRIGHTLINE SECURITIES LLC', 36, 30, 14, true);
  text('2024 TAX REPORTING STATEMENT  -  Composite Form 1099', 36, 48, 10, true);
  text(`Account 7730-1158   Recipient: ${RECIPIENT.name.toUpperCase()}   Recipient ID: ${RECIPIENT.tin}`, 36, 66, 8.5);
  text(`PAYER'S Federal ID Number: ${PAYER.tin}   Payer: ${PAYER.name}`, 36, 79, 8.5);
  let top = 104;
  const section = (title: string, boxes: Box[]) => {
    rule(36, top, 540);
    text(title, 36, top + 4, 10, true);
    top += 22;
    boxes.forEach((box, i) => {
      const x = i % 2 === 0 ? 36 : 316;
      const rowTop = top + Math.floor(i / 2) * 15;
      const { number, words } = splitCaption(box.caption);
      text(`${number}- ${words}`, x, rowTop, 8.5);
      right(money(box.value), x + 260, rowTop, 8.5);
    });
    top += Math.ceil(boxes.length / 2) * 15 + 14;
  };
  section('2024 1099-DIV  DIVIDENDS AND DISTRIBUTIONS', FORM_1099_FIXTURES['1099-div'].boxes);
  section('2024 1099-INT  INTEREST INCOME', FORM_1099_FIXTURES['1099-int'].boxes);
  // The 1099-B section: one row of a transactions table under a caption row.
  rule(36, top, 540);
  text('2024 1099-B  PROCEEDS FROM BROKER AND BARTER EXCHANGE TRANSACTIONS', 36, top + 4, 10, true);
  text('Short-term transactions for which basis is reported to the IRS: X', 36, top + 20, 8);
  const b = Object.fromEntries(FORM_1099_FIXTURES['1099-b'].boxes.map((box) => [box.field, box.value]));
  const heads: [string, number, boolean][] = [
    ['1a Description', 36, false], ['1b Date acquired', 140, false], ['1c Date sold', 210, false], ['1d Proceeds', 330, true],
    ['1e Cost or other basis', 420, true], ['1g Wash sale loss disallowed', 500, true], ['4 Federal income tax withheld', 576, true],
  ];
  const cells = ['100 SH XYZ CORP', b.dateAcquired, b.dateSold, b.proceedsFromSales, b.costBasis, b.washSaleAdjustment, b.federalIncomeTaxWithheld];
  heads.forEach(([head, x, alignRight], i) => {
    const row = i % 2 === 0 ? 0 : 9;
    if (alignRight) right(head, x, top + 34 + row, 6.5);
    else text(head, x, top + 34 + row, 6.5);
    const value = money(cells[i] as number | string);
    if (alignRight) right(value, x, top + 58, 8.5);
    else text(value, x, top + 58, 8.5);
  });
}

const money = (value: number | string) => (typeof value === 'number' ? value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : value);

export async function build1099Pdf(kind: Form1099Kind, layout: Form1099Layout = 'irs'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (value: string, x: number, top: number, size = 10, isBold = false) => page.drawText(value, { x, y: 792 - top - size, size, font: isBold ? bold : font });
  const right = (value: string, xRight: number, top: number, size = 10) => page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y: 792 - top - size, size, font });
  const fixture = FORM_1099_FIXTURES[kind];

  if (layout === 'irs') {
    text(fixture.title, 36, 24, 12, true);
    text("PAYER'S name, street address, city or town, state, ZIP", 36, 56, 6.5);
    text(PAYER.name, 40, 67);
    text('200 Main Street, Trenton NJ 08608', 40, 80);
    text("PAYER'S TIN", 36, 120, 6.5);
    text(PAYER.tin, 40, 131);
    text("RECIPIENT'S TIN", 176, 120, 6.5);
    text(RECIPIENT.tin, 180, 131);
    text("RECIPIENT'S name", 36, 156, 6.5);
    text(RECIPIENT.name, 40, 167);
    // Boxes: two columns of captioned cells on the right half.
    fixture.boxes.forEach((box, i) => {
      const x = i % 2 === 0 ? 330 : 460;
      const top = 56 + Math.floor(i / 2) * 34;
      text(box.caption.length > 34 ? `${box.caption.slice(0, 34)}` : box.caption, x, top, 6.5);
      text(money(box.value), x + 4, top + 12);
    });
    if (kind === '1099-b') text('2 Type of gain or loss: X Short-term   Long-term', 330, 56 + 4 * 34, 6.5);
  } else if (layout === 'letter') {
    drawLetter(kind, text, right);
  } else if (layout === 'composite') {
    drawComposite(text, right, (x, top, w) => page.drawLine({ start: { x, y: 792 - top }, end: { x: x + w, y: 792 - top }, thickness: 0.7, color: rgb(0, 0, 0) }));
  } else {
    text(`${PAYER.name.toUpperCase()} - ${fixture.title.replace(/^Form /, '')} - TAX INFORMATION STATEMENT`, 40, 30, 11, true);
    text(`PAYER'S FEDERAL ID NUMBER: ${PAYER.tin}`, 40, 56);
    text(`RECIPIENT'S NAME: ${RECIPIENT.name.toUpperCase()}`, 40, 74);
    text(`RECIPIENT'S TIN: ${RECIPIENT.tin}`, 40, 92);
    text(`PAYER'S NAME: ${PAYER.name.toUpperCase()}`, 40, 110);
    fixture.boxes.forEach((box, i) => {
      text(box.label, 40, 150 + i * 20);
      right(money(box.value), 560, 150 + i * 20);
    });
    if (kind === '1099-b') text('Box 2 Short-term gain or loss: X', 40, 150 + fixture.boxes.length * 20);
  }
  return pdf.save();
}
