// 1099s written with pdf-lib for tests, each kind in two layouts: the IRS's grid (payer and recipient blocks
// on the left, boxes as captioned cells on the right, values under captions) and a bank or broker statement
// (payer in capitals, 'Box N' labels, amounts right-aligned on the label's line).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';

export type Form1099Layout = 'irs' | 'statement';
export const FORM_1099_LAYOUTS: readonly Form1099Layout[] = ['irs', 'statement'];

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
