// The W-2 reader on W-2s made as HTML and printed by Chromium (testing/html-printed/, held apart from the reader),
// from their text layers. Expected values are the layouts' `expected` in testing/htmlDocuments.ts: what the pages print.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocuments } from '../testing/htmlDocuments';
import { cleanImageOf } from '../testing/scanLike';
import { closeOcr } from './ocr';
import { readPdfPage } from './pdf';
import { parseW2, readW2Locally } from './w2';

const printed = async (name: string) => {
  const page = await readPdfPage(pdfOf(name));
  return { read: parseW2(page), expected: expectedOf(name) };
};
const pdfOf = (name: string) => new Uint8Array(readFileSync(new URL(`../testing/html-printed/${name}.pdf`, import.meta.url)));
const expectedOf = (name: string) => htmlDocuments().find((doc) => `${doc.kind}-${doc.layout}` === name)!.expected;

describe('an IRS-like grid, box 13 with each square centred under its two-line caption', () => {
  it("reads the retirement plan's marked square on an image of the page (OCR reads no '☒': the square's ink under its caption)", { timeout: 120_000 }, async () => {
    const read = await readW2Locally(await cleanImageOf(pdfOf('w2-irs-grid'), 200), 'image/png');
    await closeOcr();
    expect(String(read.retirementPlan)).toBe(expectedOf('w2-irs-grid').retirementPlan);
    expect(read.statutoryEmployee).toBe(false);
    expect(read.thirdPartySickPay).toBe(false);
  });
});

describe('a payroll sheet with a letterhead and a window-envelope address block above Copy B, Copy C under it', () => {
  it('cuts the copies where Copy B starts, not at the letterhead: the employer and boxes 3 and 4 under their captions', async () => {
    const { read, expected } = await printed('w2-payroll-2copies-window');
    expect(read.employerName).toBe(expected.employerName);
    expect(read.socialSecurityWages).toBe(expected.socialSecurityWages);
    expect(read.socialSecurityTaxWithheld).toBe(expected.socialSecurityTaxWithheld);
    expect(read.medicareWagesAndTips).toBe(expected.medicareWagesAndTips);
  });

  it("bounds box 10 by box 12's caption '12 See instructions for box 12': box 12's E amount is not box 10's", async () => {
    const { read, expected } = await printed('w2-payroll-2copies-window');
    expect(read.dependentCareBenefits).toBe(expected.dependentCareBenefits);
    expect(read.box12Entries.map((entry) => `${entry.code} ${entry.amount}`).join(', ')).toBe(expected.box12);
  });
});

describe("an HR portal's 'W-2 summary': blocks headed 'EMPLOYEE' / 'EMPLOYER', a list of boxes with dot leaders", () => {
  it("reads the names under the bare block headings, the employee's split in first and last", async () => {
    const { read, expected } = await printed('w2-hr-summary');
    expect(read.firstName).toBe(expected.firstName);
    expect(read.lastName).toBe(expected.lastName);
    expect(read.employerName).toBe(expected.employerName);
  });

  it("takes a '—' after a caption as its empty box (box 11 does not take box 12a's amount on the next row), and 'Yes' as box 13's answer", async () => {
    const { read, expected } = await printed('w2-hr-summary');
    expect(read.nonqualifiedPlans).toBe(expected.nonqualifiedPlans);
    expect(read.dependentCareBenefits).toBe(expected.dependentCareBenefits);
    expect(read.box12Entries.map((entry) => `${entry.code} ${entry.amount}`).join(', ')).toBe(expected.box12);
    expect(String(read.retirementPlan)).toBe(expected.retirementPlan);
    expect(read.statutoryEmployee).toBe(false);
    expect(read.wages).toBe(expected.wages);
  });
});

describe("an amount whose '$' OCR read as a digit, on a page that prints its amounts with '$' and separators", () => {
  it("refuses '94,800.00' read from '$4,800.00' rather than taking it as box 12's amount", async () => {
    const page = await readPdfPage(pdfOf('w2-hr-summary'));
    // OCR's reading of the 1.5x screenshot, where the rest of the page keeps its '$'.
    const asOcrRead = { ...page, items: page.items.map((item) => (item.text === '$4,800.00' ? { ...item, text: '94,800.00' } : item)) };
    expect(page.items.some((item) => item.text === '$4,800.00')).toBe(true);
    const read = parseW2(asOcrRead, { ocr: true });
    expect(read.box12Entries.map((entry) => entry.amount)).not.toContain('94800.00');
    expect(read.nonqualifiedPlans).toBe('');
    expect(read.wages).toBe(expectedOf('w2-hr-summary').wages);
  });
});

describe("OCR's marks of a dashed cut line down the side of each copy", () => {
  it("are no writing: the locality is the name under 'Locality name', not the '1' of the cut line on its line", async () => {
    const page = await readPdfPage(pdfOf('w2-payroll-2copies-window'));
    // What OCR makes of a dashed rule at the copies' right edge, one mark at each line of writing.
    const rows = [...new Set(page.items.filter((item) => item.y0 > 180).map((item) => Math.round(item.y0)))];
    const marks = rows.map((y, index) => ({ text: ['1', '|', 'H', ':'][index % 4]!, x0: 565, x1: 567, y0: y, y1: y + 9 }));
    const read = parseW2({ ...page, items: [...page.items, ...marks] }, { ocr: true });
    expect(read.locality).toBe(expectedOf('w2-payroll-2copies-window').locality);
    expect(read.employerName).toBe(expectedOf('w2-payroll-2copies-window').employerName);
  });
});

describe("a dash at a row's far end that OCR set on a line of its own", () => {
  it("is still the row's empty box: box 11 does not take box 12a's amount under it", async () => {
    const page = await readPdfPage(pdfOf('w2-hr-summary'));
    const caption = page.items.find((item) => /nonqualified/i.test(item.text))!;
    // OCR's reading of the 1.5x screenshot: the long dash read as '=', a few points below the caption's line.
    const asOcrRead = { ...page, items: page.items.map((item) => (item.text === '—' && Math.abs(item.y0 - caption.y0) < 2 ? { ...item, text: '=', y0: item.y0 + 4, y1: item.y1 + 4 } : item)) };
    expect(asOcrRead.items.some((item) => item.text === '=')).toBe(true);
    expect(parseW2(asOcrRead, { ocr: true }).nonqualifiedPlans).toBe('');
  });
});

describe("box e's whole name under the first-name caption, the address below it under 'Last name'", () => {
  it('splits the name line as a name and takes no address words as the last name', async () => {
    // w2-ef-block.pdf: an HTML W-2 printed by Chromium, its 'e Employee's first name and initial  Last name  Suff.' cell
    // holding 'Marisol T Quintana-Vega' over '88 Alameda St Apt 3' ('Apt 3' falls under 'Last name').
    const read = parseW2(await readPdfPage(pdfOf('w2-ef-block')));
    expect(read).toMatchObject({ firstName: 'Marisol', lastName: 'Quintana-Vega', ssn: '531-84-2290', employerName: 'Blue Mesa Outfitters LLC', wages: '78412.55', medicareTaxWithheld: '1187.73' });
  });
});
