// The W-2 reader on three layouts (IRS grid, payroll statement, two-column summary) from their text
// layers: every box found by its caption, not its place; a receipt refused.
import { describe, expect, it } from 'vitest';
import { buildReceiptPdf, buildW2Pdf, SAMPLE_W2, TWO_STATE_W2, W2_LAYOUTS } from '../testing/w2Fixture';
import { readPdfPage } from './pdf';
import { looksLikeW2, parseW2 } from './w2';

const amounts = {
  wages: '52000.00',
  federalIncomeTax: '6000.00',
  socialSecurityWages: '55000.00',
  socialSecurityTaxWithheld: '3410.00',
  medicareWagesAndTips: '55000.00',
  medicareTaxWithheld: '797.50',
  socialSecurityTips: '1200.00',
  allocatedTips: '300.00',
  dependentCareBenefits: '2500.00',
  nonqualifiedPlans: '4000.00',
  stateWages: '52000.00',
  stateIncomeTaxWithheld: '1850.25',
  localWages: '52000.00',
  localIncomeTax: '520.00',
};

describe.each(W2_LAYOUTS)('W-2 reader, %s layout (text layer)', (layout) => {
  it('reads every box by its caption', async () => {
    const page = await readPdfPage(await buildW2Pdf(SAMPLE_W2, layout));
    expect(looksLikeW2(page)).toBe(true);
    const read = parseW2(page);
    expect(read).toMatchObject(amounts);
    expect(read.employerEIN).toBe('12-3456789');
    expect(read.employerName.toLowerCase()).toBe('acme widgets inc');
    expect(read.firstName.toLowerCase()).toBe('jordan');
    expect(read.lastName.toLowerCase()).toBe('whitaker');
    expect(read.ssn.slice(-4)).toBe('7890');
    expect(read.box12Entries).toEqual([
      { code: 'AA', amount: '3000.00' },
      { code: 'W', amount: '1500.00' },
    ]);
    expect(read.box12.codeW).toBe('1500.00');
    expect(read.retirementPlan).toBe(true);
    expect(read.stateId).toBe('NJ 123456789');
    expect(read.locality).toBe('NEWARK');
  });
});

it('a receipt is not a W-2', async () => {
  expect(looksLikeW2(await readPdfPage(await buildReceiptPdf()))).toBe(false);
});

describe('W-2 printed as two copies on a page, two states and box 14 (text layer)', () => {
  it('reads one copy: box 14 lines, both state rows, the TFB line as box14.tfb, and the SSN as printed', async () => {
    const read = parseW2(await readPdfPage(await buildW2Pdf(TWO_STATE_W2, 'copies')));
    expect(read).toMatchObject({ wages: '87345.12', federalIncomeTax: '10481.40', medicareTaxWithheld: '1350.24', ssn: '523-41-8806', employerEIN: '51-0298374', retirementPlan: true });
    expect(read.nonqualifiedPlans).toBe(''); // box 11 is empty: box 14's amounts below it are another cell's
    expect(read.box14Entries).toEqual([
      { label: 'NJ SDI', amount: '54.18' },
      { label: 'NJ FLI', amount: '56.04' },
      { label: 'TFB', amount: '1080.00' },
    ]);
    expect(read.box14.tfb).toBe('1080.00');
    expect(read.stateRows).toEqual([
      { stateId: 'NJ 510298374000', stateWages: '61200.50', stateIncomeTaxWithheld: '1912.33' },
      { stateId: 'PA 77104455', stateWages: '26144.62', stateIncomeTaxWithheld: '802.64' },
    ]);
    expect(read).toMatchObject({ stateId: 'NJ 510298374000', stateWages: '61200.50', stateIncomeTaxWithheld: '1912.33' });
    // 61,200.50 + 26,144.62 = 87,345.12 = box 1: the rows add up, nothing to tell.
    expect(read.notices).toEqual([]);
  });

  it('tells the taxpayer when a state row claims more wages than the federal boxes', async () => {
    const values = { ...TWO_STATE_W2, secondState: { ...TWO_STATE_W2.secondState!, stateWages: 126144.62 } };
    const read = parseW2(await readPdfPage(await buildW2Pdf(values, 'copies')));
    expect(read.stateRows[1]?.stateWages).toBe('126144.62');
    // Federal wages: the largest of box 1 (87,345.12), 3 and 5 (93,120.00).
    expect(read.notices).toEqual([
      "The state wages on this W-2's PA row ($126,144.62) are more than its federal wages ($93,120.00). Please check them against your W-2.",
    ]);
  });
});
