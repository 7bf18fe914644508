// Boxes 3-6 checked against each other (Form W-2 instructions 2024): OCR misreadings the check resolves, and
// what the taxpayer is told when the employer withheld more than the rates allow.
import { describe, expect, it } from 'vitest';
import { buildW2Pdf, SAMPLE_W2, TWO_STATE_W2 } from '../testing/w2Fixture';
import { readPdfPage } from './pdf';
import { parseW2 } from './w2';
import { findShaped, reconcileWithholding, withholdingFromCopies, withholdingNotices } from './w2Checks';

// SAMPLE_W2: box 3 = box 5 = 55,000.00; box 4 = 6.2% = 3,410.00; box 6 = 1.45% = 797.50.
const printed = { wages: '52000.00', socialSecurityWages: '55000.00', socialSecurityTaxWithheld: '3410.00', medicareWagesAndTips: '55000.00', medicareTaxWithheld: '797.50' };

describe('choosing between OCR readings by boxes 3-6', () => {
  it('keeps readings that agree', () => {
    expect(reconcileWithholding(printed)).toEqual(printed);
  });
  it('reads box 4 again when one digit makes it 6.2% of box 3 (3,416.00 -> 3,410.00)', () => {
    expect(reconcileWithholding({ ...printed, socialSecurityTaxWithheld: '3416.00' }).socialSecurityTaxWithheld).toBe('3410.00');
  });
  it('reads box 3 again when its tax says so (58,000.00 -> 55,000.00)', () => {
    expect(reconcileWithholding({ ...printed, socialSecurityWages: '58000.00' }).socialSecurityWages).toBe('55000.00');
  });
  it('restores a lost decimal point in box 6 (79750 -> 797.50)', () => {
    expect(reconcileWithholding({ ...printed, medicareTaxWithheld: '79750' }).medicareTaxWithheld).toBe('797.50');
  });
  it('drops a figure OCR added before the point when its tax says so (568,000.00 -> 58,000.00; box 3 is at most $168,600)', () => {
    const boxes = { ...printed, socialSecurityWages: '58000.00', socialSecurityTaxWithheld: '3596.00', medicareWagesAndTips: '58000.00', medicareTaxWithheld: '841.00' };
    expect(reconcileWithholding({ ...boxes, socialSecurityWages: '568000.00' }).socialSecurityWages).toBe('58000.00');
    expect(reconcileWithholding({ ...boxes, medicareWagesAndTips: '580100.00' }).medicareWagesAndTips).toBe('58000.00');
  });
  it("takes another wage box's amount for one read with its front lost, when the tax agrees (380.62 -> 112,380.62)", () => {
    const boxes = { wages: '104880.62', socialSecurityWages: '112380.62', socialSecurityTaxWithheld: '6967.60', medicareWagesAndTips: '380.62', medicareTaxWithheld: '1629.52' };
    expect(reconcileWithholding(boxes).medicareWagesAndTips).toBe('112380.62');
    // Not when the tax says the short amount is right.
    expect(reconcileWithholding({ ...boxes, medicareTaxWithheld: '5.52' }).medicareWagesAndTips).toBe('380.62');
  });
  it("takes, on a sheet of copies, the pair some copies read that agrees where the majority's does not", () => {
    // Box 3 at the 2024 wage base ($168,600, SSA): box 4 = 6.2% = 10,453.20.
    const top = { wages: '181000.00', socialSecurityWages: '168600.00', socialSecurityTaxWithheld: '10453.20', medicareWagesAndTips: '181000.00', medicareTaxWithheld: '2624.50' };
    const garbled = { ...top, socialSecurityWages: '60150.00' };
    expect(withholdingFromCopies(garbled, [garbled, top, garbled]).socialSecurityWages).toBe('168600.00');
    // A majority that agrees stands; a pair no copy read is not made up.
    expect(withholdingFromCopies(top, [top, garbled, garbled])).toEqual(top);
    expect(withholdingFromCopies(garbled, [garbled, garbled])).toEqual(garbled);
  });
  it('changes nothing when no single misread explains the difference', () => {
    const odd = { ...printed, socialSecurityTaxWithheld: '2999.99' };
    expect(reconcileWithholding(odd)).toEqual(odd);
  });
  it('applies on an OCR reading only: the text layer is exact', async () => {
    const page = await readPdfPage(await buildW2Pdf(SAMPLE_W2, 'irs'));
    const misread = { ...page, items: page.items.map((item) => (item.text === '3,410.00' ? { ...item, text: '3,416.00' } : item)) };
    expect(parseW2(misread, { ocr: true }).socialSecurityTaxWithheld).toBe('3410.00');
    expect(parseW2(misread).socialSecurityTaxWithheld).toBe('3416.00');
  });
  it('reads an SSN and an EIN whose digits OCR took for letters', () => {
    expect(findShaped('SSN 4l2-56-789O  wages', 'ssn')).toBe('412-56-7890');
    expect(findShaped('EIN l2 - 3456789', 'ein')).toBe('12-3456789');
    // 9xx is never an SSN (SSA): not taken.
    expect(findShaped('ref 912-34-5678', 'ssn')).toBe('');
  });
});

describe('checks told to the taxpayer', () => {
  it('box 4 above 6.2% of box 3: the employer over-collected', async () => {
    const read = parseW2(await readPdfPage(await buildW2Pdf({ ...SAMPLE_W2, socialSecurityTaxWithheld: 3500 }, 'irs')));
    // Box 4 is withheld on box 3 and box 7 (tips 1,200.00) together: 6.2% x (55,000.00 + 1,200.00) = 3,484.40 < 3,500.00.
    expect(read.notices).toEqual([
      'Box 4 of this W-2 (social security tax withheld, $3,500.00) is more than 6.2% of box 3 and box 7 ($3,484.40). If the amounts are right, your employer withheld too much and must refund it to you; it is not credited on your return. Please check them against your W-2.',
    ]);
  });
  it('box 6 above 1.45% of box 5 with no wages over $200,000: the employer over-collected', async () => {
    const read = parseW2(await readPdfPage(await buildW2Pdf({ ...SAMPLE_W2, medicareTaxWithheld: 900 }, 'payroll')));
    // 1.45% x 55,000.00 = 797.50 < 900.00.
    expect(read.notices).toEqual([
      'Box 6 of this W-2 (Medicare tax withheld, $900.00) is more than 1.45% of box 5 ($797.50) with no wages over $200,000. If the amounts are right, your employer withheld too much and must refund it to you; it is not credited on your return. Please check them against your W-2.',
    ]);
  });
  it('nothing to tell above $200,000 of wages (the 0.9% Additional Medicare Tax) or at the wage base', () => {
    // Box 5 250,000: 1.45% = 3,625.00 plus 0.9% of 50,000 = 450.00 -> 4,075.00. Box 3 capped at 168,600: 6.2% = 10,453.20.
    expect(withholdingNotices({ wages: '250000.00', socialSecurityWages: '168600.00', socialSecurityTaxWithheld: '10453.20', medicareWagesAndTips: '250000.00', medicareTaxWithheld: '4075.00' })).toEqual([]);
    expect(reconcileWithholding({ wages: '250000.00', socialSecurityWages: '168600.00', socialSecurityTaxWithheld: '10453.20', medicareWagesAndTips: '250000.00', medicareTaxWithheld: '4075.00' }).medicareTaxWithheld).toBe('4075.00');
  });
  it('box 4 of a tipped worker: 6.2% of box 3 and box 7 together is no over-collection', () => {
    // 6.2% x (24,192.50 + 14,220.00) = 2,381.575 -> 2,381.58 (the server of w2HeldApartLayouts.ts).
    const tipped = { wages: '38412.50', socialSecurityWages: '24192.50', socialSecurityTips: '14220.00', socialSecurityTaxWithheld: '2381.58', medicareWagesAndTips: '38412.50', medicareTaxWithheld: '556.98' };
    expect(withholdingNotices(tipped)).toEqual([]);
    // An OCR '8' for the '3' of 2,381.58 is put back by the same rule.
    expect(reconcileWithholding({ ...tipped, socialSecurityTaxWithheld: '2881.58' }).socialSecurityTaxWithheld).toBe('2381.58');
  });
  it('a state row with more tax than wages', async () => {
    const values = { ...TWO_STATE_W2, secondState: { ...TWO_STATE_W2.secondState!, stateWages: 802.64, stateIncomeTax: 26144.62 } };
    const read = parseW2(await readPdfPage(await buildW2Pdf(values, 'copies')));
    expect(read.notices).toContain("The state income tax on this W-2's PA row ($26,144.62) is more than its state wages ($802.64). Please check them against your W-2.");
  });
});

describe('box 12 codes as OCR reads them', () => {
  it("reads 'Ww' as W and keeps DD and AA, which are codes", async () => {
    const { box12Code } = await import('./w2');
    expect(box12Code('Ww')).toBe('W');
    expect(box12Code('DD')).toBe('DD');
    expect(box12Code('aa')).toBe('AA');
    expect(box12Code('Code W')).toBe('W');
    expect(box12Code('XX')).toBe('');
  });

  it("reads the code after the small caption OCR ran into it: 'aD' (12a D), '1D' (the landscape sheet's 12a, its 'a' lost)", async () => {
    const { box12Code } = await import('./w2');
    expect(box12Code('aD')).toBe('D');
    expect(box12Code('1D')).toBe('D');
    expect(box12Code('12DD')).toBe('DD');
    expect(box12Code('1X')).toBe('');
  });

  it("reads an amount whose thousands comma OCR read as a point and whose cents point it lost ('3.40000') as printed, 3,400.00", () => {
    const word = (text: string, x0: number, y0: number, width: number) => ({ text, x0, y0, x1: x0 + width, y1: y0 + 12 });
    const items = [
      word('12b', 640, 340, 14), word('See', 660, 326, 20), word('instructions', 688, 326, 60), word('for', 756, 326, 15), word('box', 775, 326, 18), word('12', 800, 326, 12),
      word('D', 660, 349, 10), word('3.40000', 747, 349, 50),
      word('1', 443, 64, 6), word('Wages,', 455, 64, 40), word('tips,', 499, 64, 22), word('other', 524, 64, 28), word('compensation', 555, 64, 70),
      word('88,215.34', 538, 79, 60),
    ];
    const read = parseW2({ width: 950, height: 600, items, darkness: () => 0 }, { ocr: true });
    expect(read.box12Entries).toEqual([{ code: 'D', amount: '3400.00' }]);
  });
});

describe('box 14 lines as OCR reads them', () => {
  it("splits a label OCR ran together with the state code another line prints apart ('NJFLI' under 'NJ SDI')", () => {
    const word = (text: string, x0: number, y0: number, width: number) => ({ text, x0, y0, x1: x0 + width, y1: y0 + 12 });
    const items = [
      word('14', 443, 400, 12), word('Other', 463, 400, 30),
      word('NJ', 450, 418, 16), word('SDI', 470, 418, 22), word('58.07', 500, 418, 34),
      word('NJFLI', 450, 436, 38), word('58.07', 500, 436, 34),
    ];
    const read = parseW2({ width: 950, height: 600, items, darkness: () => 0 }, { ocr: true });
    expect(read.box14Entries).toEqual([{ label: 'NJ SDI', amount: '58.07' }, { label: 'NJ FLI', amount: '58.07' }]);
  });
});

describe('box 13 as OCR reads a narrow copy', () => {
  it("checks Retirement plan by its square's ink where OCR kept 'Third' alone of 'Third-party sick pay' (wrapped over two lines)", () => {
    const word = (text: string, x0: number, y0: number, width: number) => ({ text, x0, y0, x1: x0 + width, y1: y0 + 10 });
    const items = [
      word('13', 443, 338, 12), word('Statutory', 460, 338, 48), word('Retirement', 517, 338, 48), word('Third', 574, 338, 28),
      word('employee', 460, 352, 45), word('plan', 530, 352, 22),
    ];
    // The squares under the captions: the one under 'Retirement' holds an X (more ink than the empty ones).
    const darkness = (box: { x0: number; x1: number; y0: number }) => (box.y0 < 362 ? 0 : (box.x0 + box.x1) / 2 >= 517 && (box.x0 + box.x1) / 2 <= 565 ? 0.3 : 0.2);
    const read = parseW2({ width: 950, height: 600, items, darkness }, { ocr: true });
    expect(read).toMatchObject({ statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false });
  });
});

describe('box 13 of an IRS-like grid as OCR reads a clean picture', () => {
  it("checks the square under 'plan' where OCR read each caption's second line with its square as one tall word ('UK') and gave two captions both lines' height", () => {
    const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, x0, y0, x1, y1 });
    const items = [
      word('13', 855, 558, 873, 572), word('Statutory', 878, 557, 933, 571), word('Retirement', 990, 554, 1060, 580), word('Third-party', 1108, 554, 1178, 580),
      word('me', 878, 580, 937, 616), word('UK', 993, 577, 1022, 616), word('Nai', 1108, 580, 1157, 616),
      word('14', 854, 629, 874, 643), word('Other', 886, 628, 933, 644),
    ];
    // Ink as printed: the captions' writing (two lines), three squares under them (25 px) in one row, an X in the middle one.
    const ink: [number, number, number, number, number][] = [
      [855, 558, 873, 572, 0.3], [878, 557, 1178, 571, 0.25], [878, 577, 1160, 589, 0.25], [854, 629, 933, 644, 0.25],
      [886, 590, 906, 615, 0.12], [1001, 590, 1021, 615, 0.35], [1115, 590, 1136, 615, 0.12],
    ];
    const darkness = (box: { x0: number; x1: number; y0: number; y1: number }) => {
      const area = Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
      const covered = ink.reduce((sum, [x0, y0, x1, y1, share]) => sum + Math.max(0, Math.min(x1, box.x1) - Math.max(x0, box.x0)) * Math.max(0, Math.min(y1, box.y1) - Math.max(y0, box.y0)) * share, 0);
      return Math.min(1, covered / area);
    };
    const read = parseW2({ width: 1700, height: 2200, items, darkness }, { ocr: true });
    expect(read).toMatchObject({ statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false });
  });
});

describe('box 13 of a clean payroll 4-up at 200 dpi', () => {
  it('checks the square holding 1.35 times the ink of the next (an X in a square of 11 px leaves little ink to tell by)', () => {
    const word = (text: string, x0: number, y0: number, width: number) => ({ text, x0, y0, x1: x0 + width, y1: y0 + 10 });
    const items = [
      word('13', 443, 338, 12), word('Statutory', 460, 338, 35), word('Retirement', 517, 338, 48), word('Third-party', 574, 338, 50),
      word('employee', 460, 352, 45), word('plan', 517, 352, 22), word('sick', 574, 352, 20), word('pay', 598, 352, 18),
    ];
    // Ink measured under each caption on such a page: 0.152 (empty), 0.205 (the X), 0.112 (empty).
    const darkness = (box: { x0: number; x1: number; y0: number }) => {
      const centre = (box.x0 + box.x1) / 2;
      if (box.y0 < 362) return 0;
      return centre >= 460 && centre <= 505 ? 0.152 : centre >= 517 && centre <= 565 ? 0.205 : centre >= 574 && centre <= 624 ? 0.112 : 0;
    };
    const read = parseW2({ width: 950, height: 600, items, darkness }, { ocr: true });
    expect(read).toMatchObject({ statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false });
  });
});

describe("a box's amount at the foot of a deep cell", () => {
  it("reads box 6 printed five caption heights under '6 Medicare tax withheld' (no descender: its words measured shorter than box 5's)", () => {
    const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, x0, y0, x1, y1 });
    const items = [
      word('5', 855, 432, 862, 445), word('Medicare', 868, 432, 933, 445), word('wages', 938, 435, 984, 448), word('and', 990, 432, 1015, 445), word('tips', 1021, 433, 1045, 448),
      word('6', 1229, 432, 1237, 445), word('Medicare', 1243, 432, 1308, 445), word('tax', 1313, 433, 1334, 445), word('withheld', 1339, 432, 1397, 445),
      word('38920.00', 1103, 492, 1219, 509), word('564.34', 1509, 492, 1594, 509),
    ];
    const read = parseW2({ width: 1700, height: 2200, items, darkness: () => 0 }, { ocr: true });
    expect(read).toMatchObject({ medicareWagesAndTips: '38920.00', medicareTaxWithheld: '564.34' });
  });
});

describe("a box's amount at the foot of a deep cell of an HR portal's print", () => {
  it("reads box 2 printed six caption heights under '2 Federal income tax withheld' (11 px captions, 20 px figures)", () => {
    const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, x0, y0, x1, y1 });
    const items = [
      word('1', 856, 116, 861, 126), word('Wages,', 866, 116, 912, 129), word('tips,', 918, 115, 944, 128), word('other', 949, 115, 984, 126), word('compensation', 989, 116, 1080, 128),
      word('2', 1250, 115, 1256, 126), word('Federal', 1262, 115, 1309, 126), word('income', 1314, 115, 1361, 126), word('tax', 1366, 116, 1385, 126), word('withheld', 1389, 115, 1446, 126),
      word('66,420.00', 1141, 177, 1241, 197), word('5,862.10', 1549, 177, 1636, 197),
    ];
    const read = parseW2({ width: 1700, height: 2200, items, darkness: () => 0 }, { ocr: true });
    expect(read).toMatchObject({ wages: '66420.00', federalIncomeTax: '5862.10' });
  });
});
