import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';
import { box14Use } from './w2Box14';

describe('W-2 box 14 lines (Schedule A instructions 2024, line 5a; IT-201-I line 22)', () => {
  it.each([
    ['CASDI', 'CA'], ['CA SDI', ''], ['SDI', 'CA'], ['VPDI', 'CA 123-4567-8'], ['NJ SDI', 'NJ'], ['NJ DI', 'NY'], ['NJFLI', 'NJ'], ['FLI', 'NJ'],
    ['NJ UI/WF/SWF', 'NJ'], ['UI/HC/WD', 'NJ'], ['NY SDI', 'NY'], ['NY PFL', 'NY'], ['DBL', 'NY'], ['RI TDI', 'RI'], ['PA SUI', 'PA'],
    ['SUI', 'PA'], ['PA UC', ''], ['AK SUI', 'AK'], ['WA PFML', 'WA'], ['Family Leave Ins', 'MA'], ['State disability', 'CA'],
  ])('%s on a W-2 for %s is a state income tax', (label, state) => {
    expect(box14Use(label, state)).toBe('state income tax');
  });

  it.each([
    ['SDI', 'HI'], ['TDI', 'HI'], ['SUI', 'NY'], ['UI', 'OH'], ['UNION DUES', 'NJ'], ['DEPCARE', 'CA'], ['TFB', 'NY'], ['ROTH 401K', 'CA'],
    ['DIRECT DEP', 'CA'], ['UNIFORM', 'PA'], ['HEALTH', 'NJ'], ['', 'CA'],
  ])('%s on a W-2 for %s is not', (label, state) => {
    expect(box14Use(label, state)).toBeNull();
  });

  it.each(['414(H)', 'NY414H', 'IRC 414 (h)', '414H RET'])('%s is a New York public employee retirement contribution', (label) => {
    expect(box14Use(label, 'NY')).toBe('NY 414(h)');
  });
});

describe('W-2 box 14 lines on the return', () => {
  it('California SDI is a state income tax on Schedule A line 5a', () => {
    // Wages 120,000; box 17 6,000; box 14 CASDI 1,320 (1.1% of 120,000). Line 5a 6,000 + 1,320 = 7,320 (under the
    // 10,000 cap); mortgage interest 12,000: Schedule A 19,320 > 14,600, so line 12 = 19,320, line 15 = 100,680.
    const { federal } = computeReturn({
      filingStatus: 'single', state: 'CA', dateOfBirth: '1985-01-01', mortgageInterest: 12000,
      w2Data: [{ wages: '120000', stateId: 'CA 123-4567-8', stateWages: '120000', stateTax: '6000', box14Other: [{ label: 'CASDI', amount: '1320' }, { label: 'UNION DUES', amount: '600' }] }],
    });
    expect(federal.lines.get('scheduleA.line5a')?.value).toBe(7_320);
    expect(federal.lines.get('form1040.line12')?.value).toBe(19_320);
    expect(federal.lines.get('form1040.line15')?.value).toBe(100_680);
  });

  it("a New York public employee's 414(h) contributions are added back (IT-201 line 22)", () => {
    // Federal wages 60,000 (box 1 leaves out the 1,800 of 414(h) contributions); NY AGI 60,000 + 1,800 = 61,800;
    // standard deduction 8,000 (single): taxable 53,800. NYS tax table row 53,800-53,850 (under 65,000, NY AGI under
    // 107,650), at its midpoint 53,825 on the rate schedule's printed base: $600 + 5.5% x (53,825 - 13,900) =
    // 2,795.875 -> 2,796. Without the addition, taxable 52,000: $600 + 5.5% x (52,025 - 13,900) = 2,696.875 -> 2,697.
    const { state } = computeReturn({
      filingStatus: 'single', state: 'NY', isFullYearResident: true, dateOfBirth: '1980-01-01',
      w2Data: [{ wages: '60000', stateId: 'NY 12-345678', stateWages: '60000', stateTax: '2900', box14Other: [{ label: '414(H)', amount: '1800' }] }],
    });
    const ny = state.states.find((row) => row.state === 'NY')!;
    expect(ny.taxableIncome).toBe(53_800);
    expect(ny.regularTax).toBe(2_796);
  });
});
