// The 2024 retirement exclusions of MI (Form 4884) and NY (IT-201 lines 26 and 29), worked by hand from the 2024
// instructions; the derivation is beside each expected figure.
import { describe, expect, it } from 'vitest';
import { computeForm1040, federalFactsForStates } from '../federal';
import { facts, form, statesFor } from './testing/facts';
import type { FederalFactsForStates, GovernmentPayer, RetirementDistributionFact, StateTaxResult } from './types';

function run(state: string, f: FederalFactsForStates): StateTaxResult {
  return statesFor(form({ state, filingStatus: f.filingStatus }), f).states[0];
}
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
/** A retiree's federal figures: federal AGI = the income given (no adjustments). */
const retiree = (income: Partial<FederalFactsForStates>, rest: Partial<FederalFactsForStates> = {}) => {
  const total = (income.wages ?? 0) + (income.taxablePensions ?? 0) + (income.taxableIraDistributions ?? 0) + (income.taxableInterest ?? 0);
  return facts({ ...income, totalIncome: total, federalAgi: total, ...rest });
};

/** A pension 1099-R of `owner`, its payer not answered on the State Questions step unless `governmentPayer` is given. */
const pension = (owner: 'taxpayer' | 'spouse', payer: string, taxable: number, governmentPayer: GovernmentPayer = { kind: 'unknown' }): RetirementDistributionFact => ({
  owner, isIra: false, payer, taxable, governmentPayer,
});

// Michigan Treasury, New Developments for Tax Year 2024: private pension limit $64,040 / $128,080 (born before 1946),
// phase-in limit $32,020 / $64,040 (born 1946-1962), Michigan standard deduction $20,000 / $40,000 (born 1946-1952);
// MI-1040 2024: 4.25% of income less $5,600 an exemption.
describe('MI retirement and pension benefits (Schedule 1, Form 4884, 2024)', () => {
  it('born 1944 (80), single, pension 70,000: the born-before-1946 limit 64,040', () => {
    // 70,000 - 64,040 = 5,960; - 5,600 = 360; 4.25% x 360 = 15.30
    const s = run('MI', retiree({ taxablePensions: 70000 }, { taxpayerAge: 80 }));
    expect(s.breakdown.subtractions.find((x) => /Retirement and pension/.test(x.name))!.amount).toBe(64040);
    near(s.taxableIncome, 360);
    near(s.stateTax, 15.3);
  });
  it('joint, older spouse born 1954 (70), pension 50,000 + wages 30,000: the 2024 phase-in, up to 64,040 joint', () => {
    // pension 50,000 under 64,040: all subtracted; 80,000 - 50,000 = 30,000; - 2 x 5,600 = 18,800; 4.25% = 799
    const s = run('MI', retiree({ wages: 30000, taxablePensions: 50000 }, { filingStatus: 'married-joint', taxpayerAge: 66, spouseAge: 70, standardDeduction: 29200 }));
    near(s.taxableIncome, 18800);
    near(s.stateTax, 799);
  });
  it('born 1949 (75), single, IRA 10,000 + interest 30,000: the Michigan standard deduction 20,000 is larger', () => {
    // phase-in subtraction 10,000 < Michigan standard deduction 20,000 against all income
    // 40,000 - 20,000 - 5,600 = 14,400; 4.25% x 14,400 = 612
    const s = run('MI', retiree({ taxableIraDistributions: 10000, taxableInterest: 30000 }, { taxpayerAge: 75 }));
    near(s.taxableIncome, 14400);
    near(s.stateTax, 612);
  });
  it('born 1944 (80), single, federal OPM pension 70,000 + IRA 10,000: the public pension in full, the private limit used up by it', () => {
    // Section A: public 70,000 in full; private limit 64,040 - 70,000 < 0 -> 0 of the IRA; subtraction 70,000
    // 80,000 - 70,000 - 5,600 = 4,400; 4.25% x 4,400 = 187
    const f = retiree({ taxablePensions: 70000, taxableIraDistributions: 10000 }, { taxpayerAge: 80, pensionPayers: [{ payer: 'U.S. Office of Personnel Management', taxable: 70000 }] });
    const s = run('MI', f);
    near(s.taxableIncome, 4400);
    near(s.stateTax, 187);
  });
  it('military retirement (DFAS) 30,000 at 45, with wages 40,000: subtracted in full at any age', () => {
    // 70,000 - 30,000 - 5,600 = 34,400; 4.25% x 34,400 = 1,462
    const f = retiree({ wages: 40000, taxablePensions: 30000 }, { taxpayerAge: 45, pensionPayers: [{ payer: 'Defense Finance and Accounting Service', taxable: 30000 }] });
    const s = run('MI', f);
    expect(s.breakdown.subtractions.map((x) => [x.name.startsWith('Military'), x.amount])).toEqual([[true, 30000]]);
    near(s.stateTax, 1462);
  });
  it('born 1964 (60), single, pension 30,000: outside the 2024 phase-in, no subtraction', () => {
    // (30,000 - 5,600) x 4.25% = 1,037
    near(run('MI', retiree({ taxablePensions: 30000 }, { taxpayerAge: 60 })).stateTax, 1037);
  });
});

describe('MI 2024: the Tier 2 and Tier 3 Michigan standard deduction, the military reduction (Schedule 1 Worksheet 2, Form 4884)', () => {
  it('born 1955 (69), single, pension 10,000 + interest 30,000: Tier 3 MSD 20,000 - exemption 5,600 = 14,400, larger than the phase-in 10,000', () => {
    // Worksheet 2: 20,000 - military 0 - taxable SS 0 - line 9a 1 x 5,600 = 14,400 > Section D min(32,020, 10,000)
    // 40,000 - 14,400 = 25,600; - 5,600 = 20,000; 4.25% x 20,000 = 850
    const s = run('MI', retiree({ taxablePensions: 10000, taxableInterest: 30000 }, { taxpayerAge: 69 }));
    expect(s.breakdown.subtractions.map((x) => [x.name.startsWith('Tier 3'), x.amount])).toEqual([[true, 14400]]);
    near(s.taxableIncome, 20000);
    near(s.stateTax, 850);
  });
  it('joint, older spouse born 1954 (70), wages 50,000 + taxable social security 10,000, no pension: Tier 3 MSD 40,000 - 10,000 - 2 x 5,600 = 18,800', () => {
    // social security subtracted as usual (10,000), the exemptions as usual (11,200), and the Tier 3 MSD 18,800
    // 60,000 - 10,000 - 18,800 - 11,200 = 20,000; 4.25% = 850
    const f = retiree({ wages: 50000 }, { filingStatus: 'married-joint', taxpayerAge: 66, spouseAge: 70, taxableSocialSecurity: 10000, federalAgi: 60000, totalIncome: 60000, standardDeduction: 29200 });
    const s = run('MI', f);
    near(s.taxableIncome, 20000);
    near(s.stateTax, 850);
  });
  it('joint, older 68 (born 1956), pension 60,000 + wages 20,000: the phase-in 60,000 beats the Tier 3 MSD 40,000 - 11,200 = 28,800', () => {
    // 80,000 - 60,000 - 2 x 5,600 = 8,800; 4.25% x 8,800 = 374
    const s = run('MI', retiree({ wages: 20000, taxablePensions: 60000 }, { filingStatus: 'married-joint', taxpayerAge: 68, spouseAge: 64, standardDeduction: 29200 }));
    expect(s.breakdown.subtractions.map((x) => [x.name.startsWith('Retirement and pension'), x.amount])).toEqual([[true, 60000]]);
    near(s.stateTax, 374);
  });
  it('born 1960 (64), single, interest 40,000: not 67, no Tier 3 MSD and no pension: no subtraction', () => {
    // (40,000 - 5,600) x 4.25% = 1,462
    const s = run('MI', retiree({ taxableInterest: 40000 }, { taxpayerAge: 64 }));
    expect(s.breakdown.subtractions).toEqual([]);
    near(s.stateTax, 1462);
  });
  it('born 1949 (75), single, military (DFAS) 15,000 + interest 30,000: Tier 2 MSD 20,000 less the military retirement 15,000', () => {
    // military 15,000 in full (Schedule 1 line 11); Worksheet 2: 20,000 - 15,000 = 5,000
    // 45,000 - 15,000 - 5,000 - 5,600 = 19,400; 4.25% x 19,400 = 824.50
    const f = retiree({ taxablePensions: 15000, taxableInterest: 30000 }, { taxpayerAge: 75, pensionPayers: [{ payer: 'Defense Finance and Accounting Service', taxable: 15000 }] });
    const s = run('MI', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([15000, 5000]);
    near(s.stateTax, 824.5);
  });
  it('born 1954 (70), single, military 10,000 + private pension 40,000: the phase-in limit 50% x (64,040 - 10,000) = 27,020', () => {
    // Section D: (64,040 - military 10,000) x 50% = 27,020 < 40,000; Tier 3 MSD 20,000 - 10,000 - 5,600 = 4,400 is smaller
    // 50,000 - 10,000 - 27,020 - 5,600 = 7,380; 4.25% x 7,380 = 313.65
    const f = retiree({ taxablePensions: 50000 }, {
      taxpayerAge: 70,
      retirementDistributions: [pension('taxpayer', 'Acme Corp Pension Plan', 40000), pension('taxpayer', 'Retired pay', 10000, { kind: 'military' })],
    });
    const s = run('MI', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([10000, 27020]);
    near(s.stateTax, 313.65);
  });
});

describe('government pensions as answered on the State Questions step, over the payer-name guess', () => {
  it('NY: a pension answered as New York State or local (payer name unknown to the list) is on line 26', () => {
    // line 26: 30,000; NY AGI 50,000 - 30,000 = 20,000; taxable 12,000 -> 501 (as the OPM case: row 12,000-12,050)
    const f = retiree({ wages: 20000, taxablePensions: 30000 }, { taxpayerAge: 50, retirementDistributions: [pension('taxpayer', 'Town of Hempstead', 30000, { kind: 'state-local', state: 'NY' })] });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([30000]);
    near(s.stateTax, 501);
  });
  it('NY: a payer whose name looks public but answered "not a government pension" stays on line 29, not 26', () => {
    // 66, pension 40,000 answered 'no': line 29 min(20,000, 40,000) = 20,000; NY AGI 70,000 - 20,000 = 50,000; taxable 42,000
    // row 42,000-42,050, midpoint 42,025: 600 + 5.5% x (42,025 - 13,900) = 2,146.875 -> 2,147
    const f = retiree({ wages: 30000, taxablePensions: 40000 }, { taxpayerAge: 66, retirementDistributions: [pension('taxpayer', 'NYSLRS', 40000, { kind: 'no' })] });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([20000]);
    near(s.stateTax, 2147);
  });
  it('NY: another state\'s government pension answered so is not on line 26', () => {
    // as the Ohio PERS case: single, 50, wages 20,000 + 30,000 -> 2,147
    const f = retiree({ wages: 20000, taxablePensions: 30000 }, { taxpayerAge: 50, retirementDistributions: [pension('taxpayer', 'State retirement', 30000, { kind: 'state-local', state: 'OH' })] });
    near(run('NY', f).stateTax, 2147);
  });
  it('MI: military retirement answered so (payer name not on the list) is subtracted in full at 45', () => {
    // as the DFAS case: 70,000 - 30,000 - 5,600 = 34,400; 4.25% = 1,462
    const f = retiree({ wages: 40000, taxablePensions: 30000 }, { taxpayerAge: 45, retirementDistributions: [pension('taxpayer', 'Retired pay account', 30000, { kind: 'military' })] });
    near(run('MI', f).stateTax, 1462);
  });
  it('MI: born 1944, a Michigan public pension answered so is subtracted in full (Section A)', () => {
    // as the OPM case: public 70,000 in full, the IRA 10,000 over the used-up private limit; 80,000 - 70,000 - 5,600 = 4,400 -> 187
    const f = retiree({ taxablePensions: 70000, taxableIraDistributions: 10000 }, { taxpayerAge: 80, retirementDistributions: [pension('taxpayer', 'City of Lansing', 70000, { kind: 'state-local', state: 'MI' })] });
    near(run('MI', f).stateTax, 187);
  });
});

// IT-201 (2024): line 26 government pensions in full; line 29 up to $20,000 each for 59 1/2 or over; NY standard
// deduction $8,000 single / $16,050 joint; NYS tax table (NY AGI up to $107,650, taxable under $65,000): the schedule
// at the row's midpoint with the published bases (single: $340 at 8,500, $484 at 11,700, $600 at 13,900; 4% to
// 17,150 joint), rounded to whole dollars. Household credit: none above $28,000 / $32,000 of federal AGI.
describe('NY pension exclusions (IT-201 lines 26 and 29)', () => {
  it('single, 66: NYSLRS pension 40,000 in full (line 26), IRA 10,000 under the 20,000 exclusion (line 29), wages 30,000', () => {
    // NY AGI 80,000 - 40,000 - 10,000 = 30,000; taxable 30,000 - 8,000 = 22,000
    // table row 22,000-22,050, midpoint 22,025: 600 + 5.5% x (22,025 - 13,900) = 600 + 446.875 = 1,046.875 -> 1,047
    const f = retiree({ wages: 30000, taxablePensions: 40000, taxableIraDistributions: 10000 }, { taxpayerAge: 66, pensionPayers: [{ payer: 'New York State and Local Retirement System', taxable: 40000 }] });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([40000, 10000]);
    near(s.taxableIncome, 22000);
    near(s.stateTax, 1047);
  });
  it('joint, both 62, private pensions 50,000 (taxpayer) and 20,000 (spouse): 20,000 each excluded (line 29)', () => {
    // each spouse's own: min(20,000, 50,000) + min(20,000, 20,000) = 40,000
    // NY AGI 70,000 - 40,000 = 30,000; taxable 30,000 - 16,050 = 13,950
    // table row 13,950-14,000, midpoint 13,975: 4% x 13,975 = 559
    const f = retiree({ taxablePensions: 70000 }, {
      filingStatus: 'married-joint', taxpayerAge: 62, spouseAge: 62,
      retirementDistributions: [pension('taxpayer', 'Acme Corp Pension Plan', 50000), pension('spouse', 'Widget Inc Retirement Plan', 20000)],
    });
    const s = run('NY', f);
    near(s.taxableIncome, 13950);
    near(s.stateTax, 559);
  });
  it('joint, both 62, one private pension 70,000 of the taxpayer: only the taxpayer\'s 20,000 (the spouse\'s unused part is lost)', () => {
    // IT-201-I line 29: each spouse excludes up to 20,000 of their own pensions; taxpayer min(20,000, 70,000), spouse 0
    // NY AGI 70,000 - 20,000 = 50,000; taxable 50,000 - 16,050 = 33,950
    // table row 33,950-34,000, midpoint 33,975: 1,202 (published base at 27,900) + 5.5% x (33,975 - 27,900) = 1,202 + 334.125 -> 1,536
    const f = retiree({ taxablePensions: 70000 }, {
      filingStatus: 'married-joint', taxpayerAge: 62, spouseAge: 62, retirementDistributions: [pension('taxpayer', 'Acme Corp Pension Plan', 70000)],
    });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([20000]);
    near(s.taxableIncome, 33950);
    near(s.stateTax, 1536);
  });
  it('joint, both 65: the taxpayer\'s pension 30,000 and the spouse\'s 5,000: 20,000 + 5,000 excluded (line 29), interest 40,000', () => {
    // taxpayer min(20,000, 30,000) = 20,000; spouse min(20,000, 5,000) = 5,000; line 29 = 25,000 (pooled it would be 35,000)
    // federal AGI 75,000; NY AGI 75,000 - 25,000 = 50,000; taxable 50,000 - 16,050 = 33,950
    // table row 33,950-34,000, midpoint 33,975: 1,202 + 5.5% x 6,075 = 1,536.125 -> 1,536; no household credit above 32,000
    const f = retiree({ taxablePensions: 35000, taxableInterest: 40000 }, {
      filingStatus: 'married-joint', taxpayerAge: 65, spouseAge: 65,
      retirementDistributions: [pension('taxpayer', 'Acme Corp Pension Plan', 30000), pension('spouse', 'Widget Inc Retirement Plan', 5000)],
    });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([25000]);
    near(s.taxableIncome, 33950);
    near(s.stateTax, 1536);
  });
  it('joint, taxpayer 66 and spouse 55: the spouse\'s IRA 15,000 is not excluded before 59 1/2; the taxpayer\'s pension 12,000 is', () => {
    // taxpayer min(20,000, 12,000) = 12,000; spouse under 59 1/2: 0
    // NY AGI 12,000 + 15,000 + wages 40,000 = 67,000 - 12,000 = 55,000; taxable 55,000 - 16,050 = 38,950
    // row 38,950-39,000, midpoint 38,975: 1,202 + 5.5% x (38,975 - 27,900) = 1,202 + 609.125 = 1,811.125 -> 1,811
    const f = retiree({ wages: 40000, taxablePensions: 12000, taxableIraDistributions: 15000 }, {
      filingStatus: 'married-joint', taxpayerAge: 66, spouseAge: 55,
      retirementDistributions: [pension('taxpayer', 'Acme Corp Pension Plan', 12000), { ...pension('spouse', 'Big Brokerage IRA', 15000), isIra: true, governmentPayer: { kind: 'no' } }],
    });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([12000]);
    near(s.stateTax, 1811);
  });
  it('single, 50: a federal civil service pension (OPM) 30,000 in full at any age; no line 29 before 59 1/2', () => {
    // NY AGI 50,000 - 30,000 = 20,000; taxable 20,000 - 8,000 = 12,000
    // table row 12,000-12,050, midpoint 12,025: 484 + 5.25% x (12,025 - 11,700) = 484 + 17.0625 = 501.06 -> 501
    const f = retiree({ wages: 20000, taxablePensions: 30000 }, { taxpayerAge: 50, pensionPayers: [{ payer: 'U.S. Office of Personnel Management', taxable: 30000 }] });
    const s = run('NY', f);
    near(s.taxableIncome, 12000);
    near(s.stateTax, 501);
  });
  it('another state\'s government pension is not on line 26: single, 50, Ohio PERS 30,000 stays taxed', () => {
    // NY AGI 50,000; taxable 42,000; row 42,000-42,050, midpoint 42,025: 600 + 5.5% x 28,125 = 2,146.875 -> 2,147
    const f = retiree({ wages: 20000, taxablePensions: 30000 }, { taxpayerAge: 50, pensionPayers: [{ payer: 'Ohio Public Employees Retirement System', taxable: 30000 }] });
    near(run('NY', f).stateTax, 2147);
  });
});

describe('the 1099-Rs read from the form for the states', () => {
  it('each 1099-R keeps its owner and the State Questions answer; IRAs are never government pensions', () => {
    const input = form({
      state: 'NY', filingStatus: 'married-joint',
      investmentData: [
        { documentType: '1099-r', payerInfo: { name: 'Town of Hempstead', tin: '' }, grossDistribution: 30000, taxableAmount: 30000, owner: 'spouse', governmentPension: 'state-local:NY' },
        { documentType: '1099-r', payerInfo: { name: 'Acme Corp Pension Plan', tin: '' }, grossDistribution: 5000, taxableAmount: 5000 },
        { documentType: '1099-r', payerInfo: { name: 'Big Brokerage', tin: '' }, grossDistribution: 8000, taxableAmount: 8000, isIra: true, owner: 'spouse' },
      ],
    });
    const read = federalFactsForStates(computeForm1040(input));
    expect(read.retirementDistributions).toEqual([
      { owner: 'spouse', isIra: false, payer: 'Town of Hempstead', taxable: 30000, governmentPayer: { kind: 'state-local', state: 'NY' } },
      { owner: 'taxpayer', isIra: false, payer: 'Acme Corp Pension Plan', taxable: 5000, governmentPayer: { kind: 'unknown' } },
      { owner: 'spouse', isIra: true, payer: 'Big Brokerage', taxable: 8000, governmentPayer: { kind: 'no' } },
    ]);
  });
  it('an answer the form does not know is refused', () => {
    expect(() => form({ investmentData: [{ documentType: '1099-r', governmentPension: 'state-local:New York' }] })).toThrow();
  });
});
