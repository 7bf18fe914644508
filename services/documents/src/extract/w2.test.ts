// The W-2 reader on three layouts (IRS grid, payroll statement, two-column summary) from their text
// layers: every box found by its caption, not its place; a receipt refused.
import { describe, expect, it } from 'vitest';
import { buildReceiptPdf, buildW2Pdf, SAMPLE_W2, W2_LAYOUTS } from '../testing/w2Fixture';
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
