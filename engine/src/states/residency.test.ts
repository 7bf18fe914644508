// Residency (spec 3 §4), withholding, nonresident work states, the other-state credit and the NJ fallback.
import { describe, expect, it } from 'vitest';
import { daysInPeriod, residencyPeriods } from './residency';
import { form, statesFor, wageFacts } from './testing/facts';

const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.011);

describe('residency periods (spec 3 §4)', () => {
  it('a full-year resident is 365 days in the primary state', () => {
    expect(residencyPeriods(form({ state: 'CA' }))).toEqual([{ state: 'CA', daysInState: 365, residentType: 'resident', ratio: 1, note: null }]);
  });
  it('days are counted inclusively and capped at 365', () => {
    expect(daysInPeriod('2024-01-01', '2024-01-01')).toBe(1);
    expect(daysInPeriod('2024-01-01', '2024-01-31')).toBe(31);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(365); // 366 days in 2024, capped at 365
    expect(daysInPeriod('', '2024-01-31')).toBeNull();
  });
  it('primary state is resident; an additional state under 183 days is part-year at days/365', () => {
    const periods = residencyPeriods(
      form({
        state: 'NY',
        isFullYearResident: false,
        primaryStateStartDate: '2024-01-01',
        primaryStateEndDate: '2024-08-31',
        additionalState: 'NJ',
        additionalStateStartDate: '2024-09-01',
        additionalStateEndDate: '2024-12-31',
      }),
    );
    // Jan 1 - Aug 31 = 244 days; Sep 1 - Dec 31 = 122 days
    expect(periods.map((p) => [p.state, p.daysInState, p.residentType])).toEqual([
      ['NY', 244, 'resident'],
      ['NJ', 122, 'part-year'],
    ]);
    expect(periods[1].ratio).toBeCloseTo(122 / 365, 12);
  });
  it('an additional state with 183 days or more is resident', () => {
    const periods = residencyPeriods(
      form({ state: 'OH', isFullYearResident: false, additionalState: 'PA', additionalStateStartDate: '2024-01-01', additionalStateEndDate: '2024-07-01' }),
    );
    // Jan 1 - Jul 1 = 183 days
    expect(periods[1]).toMatchObject({ state: 'PA', daysInState: 183, residentType: 'resident', ratio: 1 });
    // primary dates missing: the rest of the year
    expect(periods[0].daysInState).toBe(182);
  });
  it("'not_applicable', an unknown code or the primary state itself add no period", () => {
    expect(residencyPeriods(form({ state: 'CA', additionalState: 'not_applicable' }))).toHaveLength(1);
    // The form's schema refuses an unknown code (issue 7 item 6); the engine still ignores one it is handed.
    expect(residencyPeriods({ ...form({ state: 'CA' }), additionalState: 'ZZ' })).toHaveLength(1);
    expect(residencyPeriods(form({ state: 'CA', additionalState: 'ca' }))).toHaveLength(1);
  });
  it('an unknown or missing state code falls back to NJ', () => {
    // The form's schema refuses 'XX' (issue 7 item 6); handed one anyway, the engine says so in its note.
    const p = residencyPeriods({ ...form(), state: 'XX' });
    expect(p[0].state).toBe('NJ');
    expect(p[0].note).toMatch(/NJ is used/);
    expect(residencyPeriods(form({ state: '' }))[0].state).toBe('NJ');
  });
});

describe('part-year proration', () => {
  it('IL part-year 122 days: taxable income and tax scaled by 122/365', () => {
    // No W-2 names a state: all income is shared by the days lived in each state (MO the other 243).
    // Full year: (60,000 - 2,775) x 4.95% = 2,832.6375 on 57,225; x 122/365
    const r = statesFor(
      form({ state: 'MO', isFullYearResident: false, additionalState: 'IL', additionalStateStartDate: '2024-09-01', additionalStateEndDate: '2024-12-31' }),
      wageFacts(60000),
    );
    const il = r.states.find((s) => s.state === 'IL')!;
    expect(il.residentType).toBe('part-year');
    expect(il.daysInState).toBe(122);
    near(il.taxableIncome, (57225 * 122) / 365);
    near(il.regularTax, (2832.6375 * 122) / 365);
    expect(il.breakdown.fullYearTax).toBeCloseTo(2832.64, 2);
    expect(il.calculationDetails.join('\n')).toMatch(/Part-year resident \(122 days, 33\.42% of the year\)/);
  });
  it('a move: each state taxes its part of the year, and neither credits the other', () => {
    // NY Jan 1 - Aug 31 (244 days), NJ Sep 1 - Dec 31 (122 days); single wages 60,000 without a state on the W-2.
    // 244 + 122 = 366 days (2024 is a leap year): the shares are days / 366 so the year is counted once.
    // NY: 2,697 (full-year, tax table) x 244/366; NJ: 1,769 x 122/366.
    const r = statesFor(
      form({ state: 'NY', isFullYearResident: false, primaryStateStartDate: '2024-01-01', primaryStateEndDate: '2024-08-31', additionalState: 'NJ', additionalStateStartDate: '2024-09-01', additionalStateEndDate: '2024-12-31' }),
      wageFacts(60000),
    );
    const [ny, nj] = r.states;
    expect([ny.residentType, nj.residentType]).toEqual(['part-year', 'part-year']);
    near(ny.stateTax, (2697 * 244) / 366);
    near(nj.stateTax, (1769 * 122) / 366);
    expect(ny.credits).toBe(0);
    expect(nj.credits).toBe(0);
  });
  it('an additional state of 183+ days (spec 3 §4 "resident") is still taxed on its part of the year only', () => {
    // CA Jun 15 - Dec 31 = 200 days, NY Jan 1 - Jun 14 = 166 (366 in all, a leap year):
    // CA 1,699 (CA A: 1,848 - 149) x 200/366; NY 2,697 x 166/366.
    const r = statesFor(
      form({ state: 'NY', isFullYearResident: false, primaryStateStartDate: '2024-01-01', primaryStateEndDate: '2024-06-14', additionalState: 'CA', additionalStateStartDate: '2024-06-15', additionalStateEndDate: '2024-12-31' }),
      wageFacts(60000),
    );
    const [ny, ca] = r.states;
    expect(ca).toMatchObject({ residentType: 'part-year', daysInState: 200 });
    near(ca.stateTax, (1699 * 200) / 366);
    near(ny.stateTax, (2697 * 166) / 366);
  });
});

describe('withholding (W-2 box 15-17 and 1099)', () => {
  it('a W-2 naming a state counts there; a blank box 15 and 1099 withholding count for the primary state', () => {
    const r = statesFor(
      form({
        state: 'NJ',
        w2Data: [
          { wages: '50000', stateTax: '1000', stateId: 'NY', stateWages: '50000' },
          { wages: '10000', stateTax: '300', stateId: '' },
        ],
        investmentData: [{ documentType: '1099-int', interestIncome: 100, stateTaxWithheld: 25 }],
      }),
      wageFacts(60000),
    );
    const nj = r.states.find((s) => s.state === 'NJ')!;
    const ny = r.states.find((s) => s.state === 'NY')!;
    expect(nj.withholdings).toBe(325);
    expect(ny.withholdings).toBe(1000);
    expect(ny.residentType).toBe('nonresident');
    near(r.totalWithholdings, 1325);
  });
  it('nonresident work state: full-year tax x state wages / federal AGI', () => {
    // NY full-year on 60,000: 2,697 (tax table); NY wages 50,000 / AGI 60,000 -> 2,247.50
    const r = statesFor(form({ state: 'NJ', w2Data: [{ wages: '50000', stateTax: '2000', stateId: 'NY', stateWages: '50000' }] }), wageFacts(60000));
    const ny = r.states.find((s) => s.state === 'NY')!;
    near(ny.stateTax, (2697 * 50000) / 60000);
    near(ny.amountDue, (2697 * 50000) / 60000 - 2000);
    expect(ny.localTax).toBe(0);
    // NJ (resident) credits the NY tax, limited to NJ's own tax on the NY share: 1,769 x 5/6 = 1,474.17
    const nj = r.states.find((s) => s.state === 'NJ')!;
    near(nj.credits, (1769 * 50000) / 60000);
  });
  it('an untaxed state refunds what was withheld and explains why', () => {
    const r = statesFor(form({ state: 'TX', w2Data: [{ wages: '60000', stateTax: '120' }] }), wageFacts(60000));
    expect(r.states[0]).toMatchObject({ state: 'TX', stateTax: 0, refund: 120, amountDue: 0 });
    expect(r.states[0].noTaxReason).toMatch(/Texas has no individual income tax/);
    expect(r).toMatchObject({ totalStateTax: 0, totalWithholdings: 120, totalRefund: 120, totalAmountDue: 0 });
  });
  it('refund and amount due: withholding 3,000 against CA tax 1,699 refunds 1,301', () => {
    const r = statesFor(form({ state: 'CA', w2Data: [{ wages: '60000', stateTax: '3000', stateId: 'CA' }] }), wageFacts(60000));
    near(r.states[0].refund, 3000 - 1699);
    expect(r.states[0].amountDue).toBe(0);
    near(r.totalRefund, 1301);
  });
});

describe('the State Tax Calculation card', () => {
  it('every row is present with a formula and a source, and the result serialises with them', () => {
    const r = statesFor(form({ state: 'MD', city: 'Baltimore', w2Data: [{ wages: '60000', stateTax: '1000' }] }), wageFacts(60000));
    const s = r.states[0];
    const keys = s.breakdown.lines.map((l) => l.key);
    expect(keys).toEqual(['grossIncome', 'adjustedGrossIncome', 'stateDeductions', 'personalExemptions', 'taxableIncome', 'regularTax', 'stateTax', 'withholdings', 'amountDue', 'localTax', 'localWithholdings', 'localAmountDue', 'effectiveRate']);
    for (const line of s.breakdown.lines) {
      expect(line.formula.length).toBeGreaterThan(0);
      expect(line.source.length).toBeGreaterThan(0);
    }
    const json = JSON.parse(JSON.stringify(r));
    expect(json.states[0].breakdown.lines).toHaveLength(keys.length);
    expect(json.states[0].calculationDetails.length).toBeGreaterThan(5);
    expect(json.states[0].breakdown.brackets.length).toBeGreaterThan(1);
  });
  it('qualifying widow uses the married-joint table (one personal exemption where it is per person)', () => {
    // VA: 120,000 - 17,000 (MFJ std) - 930 (one person) = 102,070; 720 + 5.75% x 85,070 = 5,611.525
    const r = statesFor(form({ state: 'VA', filingStatus: 'qualifying-widow' }), wageFacts(120000, { filingStatus: 'qualifying-widow' }));
    near(r.states[0].taxableIncome, 102070);
    near(r.states[0].regularTax, 5611.525);
  });
  it("'head-household' is accepted as head of household", () => {
    // NY HoH std 11,200: 60,000 - 11,200 = 48,800 -> NYS tax table row 48,800-48,850, midpoint 48,825:
    // $901 (published base at 20,900) + 5.5% x 27,925 = 2,436.875 -> 2,437
    const f = form({ state: 'NY', filingStatus: 'head-household' as never });
    expect(f.filingStatus).toBe('head-of-household');
    const r = statesFor(f, wageFacts(60000, { filingStatus: 'head-of-household' }));
    near(r.states[0].regularTax, 2437);
  });
});
