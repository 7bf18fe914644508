// @vitest-environment node
// The Form 1040 PDF read back as text (pdfjs): the IRS form's header and lines in order, each amount in the box
// beside its own line number, the schedules each from their own page, and NOT FOR FILING on every page.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeReturn } from '@taxapp/engine';
import { asCalculationJson } from './localEngine';
import { buildForm1040Pdf, pdfAmount } from './form1040Pdf';
import { boxAmount, FORM_1040_TITLE, formsOf, pdfPagesText as pagesText } from '../testing/form1040PdfText';

describe('Form 1040 PDF', () => {
  const form = parseForm1040Data({
    firstName: 'Ada',
    lastName: 'Lovelace',
    ssn: '123-45-6789',
    street: '12 Analytical Way',
    city: 'Princeton',
    state: 'NJ',
    zip: '08540',
    filingStatus: 'head-of-household',
    w2Data: [{ wages: '120000', federalIncomeTax: '9000' }],
    investmentData: [{ documentType: '1099-int', payerInfo: { name: 'First Savings Bank', tin: '' }, interestIncome: 2000 }],
    otherIncomeEntries: [{ type: 'Self-employment income', amount: 10000 }],
    dependents: [{ firstName: 'Byron', lastName: 'Lovelace', ssn: '987-65-4321', relationship: 'Son', ageAtYearEnd: 8 }],
    mortgageInterest: 15000,
    propertyTax: 8000,
  });
  const calculation = asCalculationJson(computeReturn(form));
  const { federal } = calculation;
  const line = (id: string) => pdfAmount(federal.lines[id].value);

  it('prints the header, every Form 1040 line in order, and the amounts in their own boxes', async () => {
    const pages = await pagesText(await buildForm1040Pdf(form, calculation));
    for (const page of pages) expect(page.some((row) => row.includes('NOT FOR FILING'))).toBe(true);
    const forms = formsOf(pages);
    const form1040 = forms.get(FORM_1040_TITLE) ?? [];
    const text = form1040.join('\n');
    // Header: the SSN masked to its last 4, the filing status box checked, the address, the child.
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('123-45');
    expect(text).toMatch(/X \| Head of household \(HOH\)/);
    expect(text).toContain('12 Analytical Way');
    expect(text).toContain('Princeton, NJ, 08540');
    expect(text).toContain('***-**-4321');
    // The IRS form's line numbers, in the form's order.
    const numbers = ['1a', '1z', '2b', '9', '11', '15', '16', '24', '25a', '25d', '33', '34', '35a', '37', '38'];
    const positions = numbers.map((number) => form1040.findIndex((row) => row.split(' | ').includes(number)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Amounts: the engine's lines, and by hand where the form is only arithmetic.
    expect(boxAmount(form1040, '1a')).toBe('120,000');
    expect(boxAmount(form1040, '2b')).toBe('2,000');
    expect(boxAmount(form1040, '11')).toBe(pdfAmount(federal.agi));
    expect(boxAmount(form1040, '15')).toBe(pdfAmount(federal.taxableIncome));
    expect(boxAmount(form1040, '24')).toBe(pdfAmount(federal.totalTax));
    expect(boxAmount(form1040, '25a')).toBe('9,000');
    expect(boxAmount(form1040, '33')).toBe(pdfAmount(federal.totalPayments));
    if (federal.amountDue > 0) {
      expect(boxAmount(form1040, '37')).toBe(pdfAmount(federal.amountDue));
      expect(boxAmount(form1040, '34')).toBeNull();
    } else {
      expect(boxAmount(form1040, '34')).toBe(pdfAmount(federal.refund));
      expect(boxAmount(form1040, '37')).toBeNull();
    }
    // Line 12 = Schedule A line 17: 15,000 + 8,000 = 23,000 > the 21,900 head-of-household standard deduction.
    expect(boxAmount(form1040, '12')).toBe('23,000');
    // Line 19: one child under 17, $2,000 (Schedule 8812 line 5), within the tax.
    expect(boxAmount(form1040, '19')).toBe('2,000');
    // Lines the engine does not compute stay blank, as on the paper form.
    expect(boxAmount(form1040, '1b')).toBeNull();
  });

  it('draws Schedules 1, 2, 3 and each schedule the return used on its own pages, with their line numbers', async () => {
    const pages = await pagesText(await buildForm1040Pdf(form, calculation));
    const forms = formsOf(pages);
    expect([...forms.keys()]).toEqual([
      FORM_1040_TITLE,
      'SCHEDULE 1 (Form 1040) 2024',
      'SCHEDULE 2 (Form 1040) 2024',
      'SCHEDULE 3 (Form 1040) 2024',
      'SCHEDULE A (Form 1040) 2024',
      'SCHEDULE B (Form 1040) 2024',
      'SCHEDULE C (Form 1040) 2024',
      ...[...forms.keys()].slice(7),
    ]);
    // Schedule C line 31 = Schedule 1 line 3 = the 10,000 typed as self-employment income.
    expect(boxAmount(forms.get('SCHEDULE C (Form 1040) 2024')!, '31')).toBe('10,000');
    const schedule1 = forms.get('SCHEDULE 1 (Form 1040) 2024')!;
    expect(boxAmount(schedule1, '3')).toBe('10,000');
    expect(boxAmount(schedule1, '10')).toBe(line('schedule1.line10'));
    expect(boxAmount(schedule1, '15')).toBe(line('schedule1.line15'));
    expect(boxAmount(schedule1, '26')).toBe(line('form1040.line10'));
    const schedule2 = forms.get('SCHEDULE 2 (Form 1040) 2024')!;
    // Schedule SE: 10,000 x 92.35% = 9,235; x 15.3% = 1,412.955 (the wages stay under the 168,600 base).
    expect(Math.round(federal.selfEmploymentTax)).toBe(1413);
    expect(boxAmount(schedule2, '4')).toBe('1,413');
    expect(boxAmount(schedule2, '21')).toBe(line('form1040.line23'));
    const scheduleA = forms.get('SCHEDULE A (Form 1040) 2024')!;
    expect(boxAmount(scheduleA, '5b')).toBe('8,000');
    expect(boxAmount(scheduleA, '5d')).toBe('8,000');
    expect(boxAmount(scheduleA, '8a')).toBe('15,000');
    expect(boxAmount(scheduleA, '17')).toBe('23,000');
    const scheduleB = forms.get('SCHEDULE B (Form 1040) 2024')!;
    expect(scheduleB.some((row) => row.includes('First Savings Bank') && row.endsWith('2,000'))).toBe(true);
    expect(boxAmount(scheduleB, '4')).toBe('2,000');
    const schedule8812 = forms.get('SCHEDULE 8812 (Form 1040) 2024')!;
    expect(boxAmount(schedule8812, '14')).toBe('2,000');
    const scheduleSE = [...forms.entries()].find(([title]) => title.startsWith('Schedule SE'))![1];
    expect(boxAmount(scheduleSE, '12')).toBe('1,413');
  });

  it("fills Schedule C's gross receipts from the one business typed, and line 31 with its net profit", async () => {
    const business = parseForm1040Data({
      firstName: 'Ada',
      lastName: 'Lovelace',
      otherIncomeEntries: [
        {
          type: 'Business income (net profit)',
          amount: 48000,
          businessData: { businessName: 'Design Studio', grossReceipts: 50000, expenses: [{ type: 'Utilities', amount: 1200 }, { type: 'Advertising/Marketing', amount: 800 }] },
        },
      ],
    });
    const forms = formsOf(await pagesText(await buildForm1040Pdf(business, asCalculationJson(computeReturn(business)))));
    const scheduleC = forms.get('SCHEDULE C (Form 1040) 2024')!;
    expect(scheduleC.join('\n')).toContain('Profit or Loss From Business - Design Studio');
    expect(boxAmount(scheduleC, '1')).toBe('50,000');
    // Line 31 = 50,000 - 1,200 - 800 = 48,000, on Schedule 1 line 3.
    expect(boxAmount(scheduleC, '31')).toBe('48,000');
    expect(boxAmount(forms.get('SCHEDULE 1 (Form 1040) 2024')!, '3')).toBe('48,000');
  });

  it("checks 'Someone can claim: You as a dependent' and prints the standard deduction of the worksheet for dependents", async () => {
    const student = parseForm1040Data({ firstName: 'Kit', lastName: 'Lee', canBeClaimedAsDependent: true, w2Data: [{ wages: '6000' }] });
    const form1040 = formsOf(await pagesText(await buildForm1040Pdf(student, asCalculationJson(computeReturn(student))))).get(FORM_1040_TITLE)!;
    const text = form1040.join('\n');
    expect(text).toMatch(/Someone can claim: \[X\] You as a dependent +\[ \] Your spouse as a dependent/);
    // i1040 line 12 worksheet for dependents: 6,000 + 450 = 6,450 (more than 1,300, less than 14,600).
    expect(boxAmount(form1040, '12')).toBe('6,450');
  });

  it('writes losses in parentheses, as the IRS forms do', () => {
    expect(pdfAmount(-3000)).toBe('(3,000)');
    expect(pdfAmount(86200.4)).toBe('86,200');
  });
});
