// Property tests (fast-check): no NaN, no negative tax, no throw on any valid form; tax does not fall as
// wages rise for a fixed household; AGI never exceeds total income plus losses allowed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeReturn } from './index';
import { taxFromRateSchedule, taxOnOrdinaryIncome } from './taxComputation';
import { FILING_STATUSES } from '@taxapp/contracts/form';

const money = (max: number) => fc.integer({ min: 0, max });
const status = fc.constantFrom(...FILING_STATUSES, 'head-household' as const);
const relationship = fc.constantFrom('son', 'daughter', 'Mother', 'nephew', 'friend', 'stepson', '');
const dob = fc.oneof(
  fc.date({ min: new Date('1930-01-01'), max: new Date('2024-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constant(''),
  fc.constant({ encryptedData: 'e', iv: 'i', salt: 's', level: 2, keyVersion: 1, algorithm: 'AES-GCM' }),
);
const investment = fc.oneof(
  fc.record({ documentType: fc.constant('1099-int' as const), interestIncome: money(50_000), taxExemptInterest: money(5_000), federalIncomeTaxWithheld: money(1_000) }),
  fc.record({ documentType: fc.constant('1099-div' as const), totalOrdinaryDividends: money(50_000), qualifiedDividends: money(50_000), totalCapitalGainDistributions: money(5_000), unrecaptured1250Gain: money(5_000), collectiblesGain: money(5_000) }),
  fc.record({ documentType: fc.constant('1099-b' as const), proceedsFromSales: money(200_000), costBasis: money(200_000), shortTermOrLongTerm: fc.constantFrom('short' as const, 'long' as const, '' as const) }),
  fc.record({ documentType: fc.constant('1099-r' as const), grossDistribution: money(80_000), taxableAmount: money(80_000), distributionCode: fc.constantFrom('7', '1', 'G', ''), isIra: fc.boolean() }),
  fc.record({ documentType: fc.constant('1099-g' as const), unemploymentCompensation: money(20_000) }),
  fc.record({ documentType: fc.constant('1099-oid' as const), originalIssueDiscount: money(5_000) }),
);
const entry = fc.oneof(
  fc.record({ type: fc.constant('Business Income'), amount: fc.integer({ min: -20_000, max: 200_000 }), businessData: fc.record({ grossReceipts: money(300_000), totalExpenses: money(150_000), owner: fc.constantFrom('taxpayer' as const, 'spouse' as const) }) }),
  fc.record({ type: fc.constant('Rental Income'), amount: fc.integer({ min: -50_000, max: 50_000 }), rentalData: fc.record({ rentalIncome: money(60_000), totalExpenses: money(80_000), daysRented: fc.integer({ min: 0, max: 365 }), daysPersonalUse: fc.integer({ min: 0, max: 60 }) }) }),
  fc.record({ type: fc.constant('Social Security Benefits'), amount: money(50_000), socialSecurityData: fc.record({ totalBenefits: money(50_000) }) }),
  fc.record({ type: fc.constantFrom('Gambling Winnings', 'Alimony', 'Hobby Income', 'Cryptocurrency or NFT', 'Other', 'Scholarships/Grants'), amount: fc.integer({ min: -5_000, max: 30_000 }) }),
);
const formArbitrary = fc.record(
  {
    filingStatus: status,
    dateOfBirth: dob,
    spouseDateOfBirth: dob,
    isBlind: fc.boolean(),
    w2Data: fc.array(fc.record({ wages: money(400_000).map(String), federalIncomeTax: money(80_000).map(String), stateTax: money(20_000).map(String), retirementPlan: fc.boolean(), owner: fc.constantFrom('taxpayer' as const, 'spouse' as const), medicareTaxWithheld: money(10_000).map(String), socialSecurityTaxWithheld: money(12_000).map(String), employerEIN: fc.constantFrom('', '11-1', '22-2') }), { maxLength: 3 }),
    investmentData: fc.array(investment, { maxLength: 4 }),
    otherIncomeEntries: fc.array(entry, { maxLength: 3 }),
    contractor1099Data: fc.array(fc.record({ fileName: fc.constant('x.pdf'), nonemployeeCompensation: money(100_000), royalties: money(10_000), otherIncome: money(5_000) }), { maxLength: 2 }),
    dependents: fc.array(fc.record({ firstName: fc.constant('K'), lastName: fc.constant('L'), dob, relationship, monthsLivedWithTaxpayer: fc.integer({ min: 0, max: 12 }), isFullTimeStudent: fc.boolean(), isDisabled: fc.boolean() }), { maxLength: 4 }),
    taxableInterest: money(20_000),
    capitalGains: fc.integer({ min: -20_000, max: 50_000 }),
    retirementIncome: money(40_000),
    estimatedTaxPayments: money(30_000),
    iraContributions: money(10_000),
    studentLoanInterest: money(4_000),
    shortTermLossCarryover: money(20_000),
    deductions: fc.record({
      mortgage: fc.record({ 'mortgage-interest': money(40_000), 'real-estate-taxes': money(15_000) }),
      charitable: fc.record({ 'cash-donations': money(50_000), 'non-cash-donations': money(20_000) }),
      health: fc.record({ 'medical-expenses': money(40_000), hsa: money(10_000) }),
      business: fc.record({ 'educator-expenses': money(1_000) }),
    }),
    credits: fc.record({
      'child-family': fc.record({ 'child-care-expenses': money(10_000), 'child-tax-credit': fc.constantFrom(0, 1), 'adoption-expenses': money(25_000) }),
      education: fc.record({ 'college-credit-first-4': money(6_000), 'college-job-training': money(12_000) }),
      'home-energy': fc.record({ 'solar-energy-upgrades': money(40_000) }),
    }),
  },
  { requiredKeys: ['filingStatus'] },
);

function allNumbersFinite(value: unknown, path: string, out: string[]): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(path);
  } else if (Array.isArray(value)) value.forEach((v, i) => allNumbersFinite(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) allNumbersFinite(v, `${path}.${k}`, out);
}

describe('engine properties', () => {
  it('never throws, never gives NaN, never a negative tax, and the refund/amount due reconcile', () => {
    fc.assert(
      fc.property(formArbitrary, (form) => {
        const result = computeReturn(form);
        const json = JSON.parse(JSON.stringify(result));
        const bad: string[] = [];
        allNumbersFinite(json, 'result', bad);
        expect(bad).toEqual([]);
        const f = result.federal;
        for (const key of ['regularTax', 'totalTax', 'taxLiability', 'selfEmploymentTax', 'taxableIncome', 'refund', 'amountDue'] as const) expect(f[key]).toBeGreaterThanOrEqual(0);
        expect(f.refund === 0 || f.amountDue === 0).toBe(true);
        expect(f.refundOwed).toBe(f.totalWithholdings - f.taxAfterCredits);
        expect(f.refundOwed).toBe(f.refund - f.amountDue);
        expect(f.taxableIncome).toBeLessThanOrEqual(Math.max(0, f.agi));
        expect(f.agi).toBeLessThanOrEqual(f.totalIncome);
        for (const s of result.state.states) expect(s.stateTax).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('tax does not fall as wages rise for a fixed household', () => {
    fc.assert(
      fc.property(formArbitrary, money(300_000), fc.integer({ min: 1, max: 50_000 }), (form, wages, raise) => {
        // Without self-employment income: strictly never lower.
        const household = { ...form, contractor1099Data: [], otherIncomeEntries: (form.otherIncomeEntries ?? []).filter((e) => e.type !== 'Business Income') };
        const a = computeReturn({ ...household, w2Data: [{ wages: String(wages) }] }).federal;
        const b = computeReturn({ ...household, w2Data: [{ wages: String(wages + raise) }] }).federal;
        // Tax before credits (line 18 + Schedule 2); refundable credits (EIC phase-in) may legitimately change the net.
        expect(b.taxLiability).toBeGreaterThanOrEqual(a.taxLiability);
      }),
      { numRuns: 200 },
    );
  });

  it('with self-employment income, a raise lowers the SE tax by at most the social security tax it displaces, and no other tax falls', () => {
    // W-2 wages (Schedule SE line 8a) use up the social security wage base dollar for dollar (line 9), so the SE
    // tax can fall by up to 12.4% of the raise (line 10). The income tax rises, but at a 10% or 12% marginal rate (and with a
    // QBI deduction that grows as half the SE tax shrinks) it can rise by less, so the total may truly dip.
    // Found by fast-check: single, $129,072 of 1099-NEC, large itemized deductions; wages 48,351 -> 56,774 lowered
    // the total by $3 (SE tax -915, income tax +912). Rounding to whole dollars allows $2 on each part.
    fc.assert(
      fc.property(formArbitrary, money(300_000), fc.integer({ min: 1, max: 50_000 }), (form, wages, raise) => {
        const a = computeReturn({ ...form, w2Data: [{ wages: String(wages) }] }).federal;
        const b = computeReturn({ ...form, w2Data: [{ wages: String(wages + raise) }] }).federal;
        expect(b.taxLiability - b.selfEmploymentTax).toBeGreaterThanOrEqual(a.taxLiability - a.selfEmploymentTax - 2);
        expect(b.selfEmploymentTax).toBeGreaterThanOrEqual(a.selfEmploymentTax - 0.124 * raise - 2);
      }),
      { numRuns: 200 },
    );
  });

  it('Tax Table / Tax Computation Worksheet stays within the table rounding of the schedule at every income', () => {
    fc.assert(
      fc.property(fc.constantFrom('single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow' as const), fc.double({ min: 0, max: 2_000_000, noNaN: true }), (s, income) => {
        const exact = taxFromRateSchedule(income, s);
        // Table rows are at most 50 wide: half a row at the highest table rate (24%) plus rounding.
        expect(Math.abs(taxOnOrdinaryIncome(income, s) - exact)).toBeLessThanOrEqual(25 * 0.24 + 0.5);
      }),
      { numRuns: 2000 },
    );
  });
});
