// A filer someone can claim as a dependent (Form 1040 'Someone can claim: You / Your spouse as a dependent') in the
// states with their own standard deduction or personal exemption, worked by hand from each state's 2024 instructions.
// The usual case: a teenager with a summer W-2 whose parents claim them.
import { describe, expect, it } from 'vitest';
import { computeForm1040, federalFactsForStates } from '../federal';
import { computeReturn } from '../index';
import { form, statesFor, wageFacts } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

function inState(state: string, facts: FederalFactsForStates): StateTaxResult {
  return statesFor(form({ state, filingStatus: facts.filingStatus }), facts).states[0];
}
const creditNamed = (s: StateTaxResult, name: RegExp) => s.breakdown.credits.find((c) => name.test(c.name));
// A 17-year-old (too young for a childless CalEITC, no federal EIC as a dependent).
const teen = (wages: number, partial: Partial<FederalFactsForStates> = {}) =>
  wageFacts(wages, { taxpayerAge: 17, canBeClaimedAsDependent: true, ...partial });

describe('the fact reaches the states', () => {
  it("federalFactsForStates carries the form's two boxes (the spouse's only with a spouse on the return)", () => {
    const single = federalFactsForStates(computeForm1040(form({ filingStatus: 'single', canBeClaimedAsDependent: true, spouseCanBeClaimedAsDependent: true })));
    expect(single.canBeClaimedAsDependent).toBe(true);
    expect(single.spouseCanBeClaimedAsDependent).toBe(false);
    const joint = federalFactsForStates(computeForm1040(form({ filingStatus: 'married-joint', spouseCanBeClaimedAsDependent: true })));
    expect(joint.canBeClaimedAsDependent).toBe(false);
    expect(joint.spouseCanBeClaimedAsDependent).toBe(true);
  });
});

describe('California Form 540 (2024): line 18 worksheet for dependents, no line 7 personal credit', () => {
  it('single, wages 6,000: deduction capped at 5,540; taxable 460; tax 5 with no personal credit', () => {
    // Worksheet: line 1 = 6,000 + 450 = 6,450; line 2 1,300; line 3 6,450; line 4 5,540; line 5 = 5,540.
    // Taxable 6,000 - 5,540 = 460 -> table row 451-550 (midpoint 500) x 1% = 5. Line 7: 0 (line 6 box checked).
    const s = inState('CA', teen(6000));
    expect(s.stateDeductions).toBe(5540);
    expect(s.taxableIncome).toBe(460);
    expect(s.regularTax).toBe(5);
    expect(s.stateTax).toBe(5);
    expect(creditNamed(s, /Personal exemption/)?.amount ?? 0).toBe(0);
  });
  it('single, wages 3,000 + interest 2,000: deduction 3,450; taxable 1,550; tax 15', () => {
    // Line 1 = 3,000 + 450 = 3,450 > 1,300, under 5,540: 3,450. CA AGI 5,000 - 3,450 = 1,550 -> row 1,451-1,550
    // (midpoint 1,500) x 1% = 15; no personal credit.
    const s = inState('CA', teen(3000, { taxableInterest: 2000, totalIncome: 5000, federalAgi: 5000 }));
    expect(s.stateDeductions).toBe(3450);
    expect(s.taxableIncome).toBe(1550);
    expect(s.stateTax).toBe(15);
  });
  it('single, interest 2,000 only: the 1,300 minimum; taxable 700; tax 7', () => {
    // Line 1 = 0 + 450 = 450; line 2 1,300 is larger. 2,000 - 1,300 = 700 -> row 651-750 (midpoint 700) x 1% = 7.
    const s = inState('CA', teen(0, { taxableInterest: 2000, totalIncome: 2000, federalAgi: 2000 }));
    expect(s.stateDeductions).toBe(1300);
    expect(s.stateTax).toBe(7);
  });
  it('married filing jointly, only the spouse can be claimed: one personal credit of 149 instead of two', () => {
    // Line 18: 20,000 + 450 = 20,450, capped at 11,080. Taxable 8,920 -> row 8,851-8,950 (midpoint 8,900) x 1% = 89.
    // Line 7: 1 x 149 = 149 (not 2 x 149), which covers the 89.
    const s = inState('CA', wageFacts(20000, { filingStatus: 'married-joint', taxpayerAge: 20, spouseAge: 19, spouseCanBeClaimedAsDependent: true }));
    expect(s.stateDeductions).toBe(11080);
    expect(s.regularTax).toBe(89);
    expect(creditNamed(s, /Personal exemption/)!.amount).toBe(149);
    expect(s.stateTax).toBe(0);
  });
  it('without the box the full 5,540 and the 149 credit stay', () => {
    // 6,000 - 5,540 = 460 -> 5; the 149 personal credit takes it to 0.
    const s = inState('CA', wageFacts(6000, { taxpayerAge: 17 }));
    expect(s.stateDeductions).toBe(5540);
    expect(s.stateTax).toBe(0);
  });
});

describe('New York IT-201 (2024): line 34 standard deduction 3,100 for a single filer with item C Yes', () => {
  it('single, wages 6,000: taxable 2,900; tax 117; no household credit', () => {
    // 6,000 - 3,100 = 2,900 -> table row 2,900-2,950 (midpoint 2,925) x 4% = 117. Line 40: item C Yes, no
    // household credit (it would be 60 at federal AGI 6,000, table 1).
    const s = inState('NY', teen(6000));
    expect(s.stateDeductions).toBe(3100);
    expect(s.taxableIncome).toBe(2900);
    expect(s.regularTax).toBe(117);
    expect(creditNamed(s, /household/)).toBeUndefined();
    expect(s.stateTax).toBe(117);
  });
  it('single, wages 20,000: taxable 16,900; tax 766', () => {
    // 20,000 - 3,100 = 16,900 -> row 16,900-16,950 (midpoint 16,925): 600 at 13,900 + 5.5% x 3,025 = 766.38 -> 766.
    const s = inState('NY', teen(20000));
    expect(s.taxableIncome).toBe(16900);
    expect(s.regularTax).toBe(766);
  });
  it('married filing jointly: the 16,050 does not depend on item C', () => {
    const s = inState('NY', wageFacts(20000, { filingStatus: 'married-joint', taxpayerAge: 20, spouseAge: 20, canBeClaimedAsDependent: true }));
    expect(s.stateDeductions).toBe(16050);
  });
});

describe('Illinois IL-1040 (2024): line 10a chart for a Step 1 line C box', () => {
  it('single, wages 6,000: base income over 2,775, no exemption; tax 6,000 x 4.95% = 297', () => {
    const s = inState('IL', teen(6000));
    expect(s.personalExemptions).toBe(0);
    expect(s.stateTax).toBeCloseTo(297, 2);
  });
  it('single, interest 2,500: base income at most 2,775 keeps the 2,775 allowance; tax 0', () => {
    const s = inState('IL', teen(0, { taxableInterest: 2500, totalIncome: 2500, federalAgi: 2500 }));
    expect(s.personalExemptions).toBe(2775);
    expect(s.stateTax).toBe(0);
  });
  it('married filing jointly, only the spouse can be claimed, base income 20,000: 2,775; tax 17,225 x 4.95% = 852.64', () => {
    const s = inState('IL', wageFacts(20000, { filingStatus: 'married-joint', taxpayerAge: 20, spouseAge: 19, spouseCanBeClaimedAsDependent: true }));
    expect(s.personalExemptions).toBe(2775);
    expect(s.stateTax).toBeCloseTo(852.64, 2);
  });
});

describe('Ohio IT 1040 (2024): no line 4 personal exemption or exemption credit for a filer someone can claim', () => {
  it('single, wages 27,000: no exemption; tax 360.69 + 2.75% x (27,000 - 26,050) = 386.82', () => {
    // Without the box: 27,000 - 2,400 = 24,600, inside the zero bracket, tax 0.
    const s = inState('OH', teen(27000));
    expect(s.personalExemptions).toBe(0);
    expect(creditNamed(s, /Exemption credit/)).toBeUndefined();
    expect(s.stateTax).toBeCloseTo(386.82, 2);
  });
  it('married filing jointly, only the spouse can be claimed, wages 40,000: one 2,400 exemption; tax 678.32', () => {
    // 40,000 - 2,400 = 37,600: 360.69 + 2.75% x 11,550 = 678.315 -> 678.32 (cents); no exemption credit (37,600 >= 30,000).
    const s = inState('OH', wageFacts(40000, { filingStatus: 'married-joint', taxpayerAge: 20, spouseAge: 19, spouseCanBeClaimedAsDependent: true }));
    expect(s.personalExemptions).toBe(2400);
    expect(s.stateTax).toBeCloseTo(678.32, 2);
  });
});

describe('Virginia Form 760 (2024): line 11 standard deduction limited to earned income', () => {
  it('single, wages 4,000 + interest 4,000: deduction 4,000; taxable 3,070; tax 62.10', () => {
    // 8,000 - min(4,000, 8,500) - exemption 930 = 3,070: 2% x 3,000 + 3% x 70 = 60 + 2.10 = 62.10.
    // Without the box: 8,000 - 8,500 leaves nothing to tax.
    const s = inState('VA', teen(4000, { taxableInterest: 4000, totalIncome: 8000, federalAgi: 8000 }));
    expect(s.stateDeductions).toBe(4000);
    expect(s.taxableIncome).toBe(3070);
    expect(s.stateTax).toBeCloseTo(62.1, 2);
  });
  it('single, wages 12,000: earned income over 8,500, the full 8,500', () => {
    // 12,000 - 8,500 - 930 = 2,570 x 2% = 51.40.
    const s = inState('VA', teen(12000));
    expect(s.stateDeductions).toBe(8500);
    expect(s.stateTax).toBeCloseTo(51.4, 2);
  });
});

describe('Michigan MI-1040 (2024): line 9a 0 and line 9e $1,500 for a filer someone else can claim', () => {
  it('single, wages 6,000: exemption 1,500; tax 4,500 x 4.25% = 191.25', () => {
    // Without the box: (6,000 - 5,600) x 4.25% = 17.
    const s = inState('MI', teen(6000));
    expect(s.personalExemptions).toBe(1500);
    expect(s.stateTax).toBeCloseTo(191.25, 2);
  });
  it('single, wages 20,000: tax 18,500 x 4.25% = 786.25', () => {
    const s = inState('MI', teen(20000));
    expect(s.stateTax).toBeCloseTo(786.25, 2);
  });
  it('without the box: 5,600', () => {
    expect(inState('MI', wageFacts(6000)).personalExemptions).toBe(5600);
  });
});

describe('Minnesota M1 (2024): line 4 for a dependent, the greater of 1,300 or earned income + 400', () => {
  it('single, wages 6,000 + interest 3,000: deduction 6,400; taxable 2,600; tax 5.35% = 139.10', () => {
    const s = inState('MN', teen(6000, { taxableInterest: 3000, totalIncome: 9000, federalAgi: 9000 }));
    expect(s.stateDeductions).toBe(6400);
    expect(s.taxableIncome).toBe(2600);
    expect(s.regularTax).toBeCloseTo(139.1, 2);
  });
  it('single, interest 3,000 only: the 1,300 minimum; taxable 1,700; tax 90.95', () => {
    const s = inState('MN', teen(0, { taxableInterest: 3000, totalIncome: 3000, federalAgi: 3000 }));
    expect(s.stateDeductions).toBe(1300);
    expect(s.regularTax).toBeCloseTo(90.95, 2);
  });
  it('single, wages 20,000: capped at the single 14,575', () => {
    expect(inState('MN', teen(20000)).stateDeductions).toBe(14575);
  });
});

describe('Oregon OR-40 (2024): line 16, the lesser of the federal dependent amount and the Oregon deduction', () => {
  it('single, wages 500 + interest 2,000: max(1,300, 950) = 1,300; taxable 1,200; tax 4.75% = 57', () => {
    const s = inState('OR', teen(500, { taxableInterest: 2000, totalIncome: 2500, federalAgi: 2500 }));
    expect(s.stateDeductions).toBe(1300);
    expect(s.taxableIncome).toBe(1200);
    expect(s.regularTax).toBeCloseTo(57, 2);
  });
  it('single, wages 1,000 + interest 3,000: 1,000 + 450 = 1,450; taxable 2,550; tax 121.13', () => {
    // 2,550 x 4.75% = 121.125 -> 121.13 (cents).
    const s = inState('OR', teen(1000, { taxableInterest: 3000, totalIncome: 4000, federalAgi: 4000 }));
    expect(s.stateDeductions).toBe(1450);
    expect(s.regularTax).toBeCloseTo(121.13, 2);
  });
  it('single, wages 6,000: 6,450 is above the Oregon 2,745, which stays', () => {
    expect(inState('OR', teen(6000)).stateDeductions).toBe(2745);
  });
});

describe('whole returns: the box on the form reaches the state', () => {
  // A 17-year-old with a W-2 of 6,000 and 2,000 of 1099-INT interest, whose parents claim them.
  const teenReturn = (state: string) => computeReturn({
    filingStatus: 'single', dateOfBirth: '2007-05-01', canBeClaimedAsDependent: true, state,
    w2Data: [{ wages: '6000', federalIncomeTax: '0' }],
    investmentData: [{ documentType: '1099-int', interestIncome: 2000 }],
  }).state.states[0];
  it('DC: the federal worksheet amount 6,000 + 450 = 6,450; taxable 8,000 - 6,450 = 1,550; tax 4% = 62', () => {
    const s = teenReturn('DC');
    expect(s.stateDeductions).toBe(6450);
    expect(s.regularTax).toBeCloseTo(62, 2);
  });
  it('CA: 6,450 capped at 5,540; taxable 2,460 -> row 2,451-2,550 (midpoint 2,500) x 1% = 25; no personal credit', () => {
    const s = teenReturn('CA');
    expect(s.stateDeductions).toBe(5540);
    expect(s.stateTax).toBe(25);
  });
});

describe('DC D-40 (2024): line 17, the federal dependent standard deduction', () => {
  it('single, interest 2,000 only: the federal 1,300 minimum; taxable 700; tax 28', () => {
    const s = inState('DC', teen(0, { taxableInterest: 2000, totalIncome: 2000, federalAgi: 2000, standardDeduction: 1300 }));
    expect(s.stateDeductions).toBe(1300);
    expect(s.regularTax).toBeCloseTo(28, 2);
  });
  it('single, wages 6,000 + interest 2,000: federal worksheet 6,000 + 450 = 6,450; taxable 1,550; tax 4% = 62', () => {
    // Federal line 12 (i1040 worksheet for dependents): max(1,300, 6,450) = 6,450, under 14,600.
    const s = inState('DC', teen(6000, { taxableInterest: 2000, totalIncome: 8000, federalAgi: 8000, standardDeduction: 6450 }));
    expect(s.stateDeductions).toBe(6450);
    expect(s.taxableIncome).toBe(1550);
    expect(s.regularTax).toBeCloseTo(62, 2);
  });
});

describe('Maryland Form 502 (2024): a dependent taxpayer\'s own exemption is $0', () => {
  it('single, wages 6,000: deduction 15% = 900, at least 1,800; no exemption; taxable 4,200; tax 148', () => {
    // Table row 4,200-4,250 (midpoint 4,225): 20 + 30 + 40 + 4.75% x 1,225 = 148.19 -> 148.
    // Without the box: 4,200 - 3,200 = 1,000 -> row 1,000-1,050 (midpoint 1,025) = 20.75 -> 21.
    const s = inState('MD', teen(6000));
    expect(s.stateDeductions).toBe(1800);
    expect(s.personalExemptions).toBe(0);
    expect(s.regularTax).toBe(148);
  });
  it('single, wages 20,000: deduction 2,700 (the maximum); taxable 17,300; tax 770', () => {
    // Row 17,300-17,350 (midpoint 17,325): 90 + 4.75% x 14,325 = 770.44 -> 770.
    const s = inState('MD', teen(20000));
    expect(s.personalExemptions).toBe(0);
    expect(s.regularTax).toBe(770);
  });
});

describe('Maine Form 1040ME (2024): the federal dependent deduction and no line 18 exemption (36 M.R.S. §5126-A)', () => {
  it('single, wages 6,000 + interest 2,000: federal 6,450; exemption 0; taxable 1,550; tax 5.8% = 89.90', () => {
    // Without the box: the federal 14,600 and the 5,000 exemption leave nothing to tax.
    const s = inState('ME', teen(6000, { taxableInterest: 2000, totalIncome: 8000, federalAgi: 8000, standardDeduction: 6450 }));
    expect(s.stateDeductions).toBe(6450);
    expect(s.personalExemptions).toBe(0);
    expect(s.regularTax).toBeCloseTo(89.9, 2);
  });
  it('single, wages 20,000: federal 14,600 (the cap); taxable 5,400; tax 313.20', () => {
    const s = inState('ME', teen(20000));
    expect(s.personalExemptions).toBe(0);
    expect(s.regularTax).toBeCloseTo(313.2, 2);
  });
});
