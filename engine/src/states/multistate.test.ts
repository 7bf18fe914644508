// Issue 9 item 9: commuters and movers, worked by hand from the 2024 returns. Full-year figures used below (single,
// wages 60,000, federal AGI 60,000, from states.test.ts scenario A): NY 2,697 (IT-201 tax table, 60,000 - 8,000);
// NJ 1,769 (NJ-1040 2024 tax table on 60,000 - 1,000: row 59,000-59,050, 5.525% x 59,025 - 1,492.50 rounded); PA 1,842 (3.07% x 60,000); CA 1,699 (1,848 table - 149 credit).
import { describe, expect, it } from 'vitest';
import { form, statesFor, wageFacts } from './testing/facts';
import type { StateResult, StateTaxResult } from './types';

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
const of = (r: StateResult, code: string): StateTaxResult => r.states.find((s) => s.state === code)!;
const otherStateCredit = (s: StateTaxResult) => s.breakdown.credits.find((c) => /Credit for tax paid to/.test(c.name));

describe('a NY-NJ commuter (New Jersey resident working in New York)', () => {
  it('NY taxes the NY wages by the IT-203 income percentage; NJ credits it on Schedule NJ-COJ', () => {
    // W-2 box 15 NY, wages 60,000, NY withheld 2,600. NY (nonresident): 2,697 x 60,000 / 60,000 = 2,697.
    // NJ-COJ: the lesser of the NY tax on the income taxed by both (2,697) and NJ tax x 60,000 / 60,000 = 1,769
    // -> NJ owes 0: the wages are taxed once, at the higher of the two rates.
    const r = statesFor(form({ state: 'NJ', w2Data: [{ wages: '60000', stateTax: '2600', stateId: 'NY', stateWages: '60000' }] }), wageFacts(60000));
    const ny = of(r, 'NY');
    const nj = of(r, 'NJ');
    expect(ny.residentType).toBe('nonresident');
    near(ny.stateTax, 2697);
    near(ny.amountDue, 97);
    near(otherStateCredit(nj)!.amount, 1769);
    expect(otherStateCredit(nj)!.source).toMatch(/Schedule NJ-COJ/);
    near(nj.stateTax, 0);
    near(r.totalStateTax, 2697);
  });
  it('part of the income earned in NY: NY 5/6 of its tax; the NJ credit is limited to NJ tax on that share', () => {
    // NY wages 50,000 of AGI 60,000 (10,000 NJ wages): NY 2,697 x 50,000 / 60,000 = 2,247.50.
    // NJ-COJ: lesser of 2,247.50 and 1,769 x 50,000 / 60,000 = 1,474.17 -> NJ 1,769 - 1,474.17 = 294.83.
    const r = statesFor(
      form({ state: 'NJ', w2Data: [{ wages: '50000', stateId: 'NY', stateWages: '50000' }, { wages: '10000', stateId: 'NJ' }] }),
      wageFacts(60000),
    );
    near(of(r, 'NY').stateTax, 2247.5);
    near(otherStateCredit(of(r, 'NJ'))!.amount, 1474.17);
    near(of(r, 'NJ').stateTax, 294.83);
  });
});

describe('the resident credit on each state\'s own form', () => {
  it('a New York resident working in New Jersey: NJ-1040NR taxes the wages, IT-112-R credits it', () => {
    // NJ (nonresident, NJ gross 60,000 all NJ-source): 1,769. IT-112-R: lesser of 1,769 and 2,697 x 60,000 / 60,000
    // -> 1,769; NY 2,697 - 1,769 = 928. Together 2,697: the NJ wages are not taxed twice.
    const r = statesFor(form({ state: 'NY', w2Data: [{ wages: '60000', stateId: 'NJ', stateWages: '60000' }] }), wageFacts(60000));
    near(of(r, 'NJ').stateTax, 1769);
    const credit = otherStateCredit(of(r, 'NY'))!;
    near(credit.amount, 1769);
    expect(credit.source).toMatch(/IT-112-R/);
    near(of(r, 'NY').stateTax, 928);
  });
  it('a Pennsylvania resident working in New York (no agreement): Schedule G-L limited to the PA tax on those wages', () => {
    // NY 2,697 on the NY wages; G-L: lesser of 2,697 and 3.07% x 60,000 = 1,842 -> PA owes 0.
    const r = statesFor(form({ state: 'PA', w2Data: [{ wages: '60000', stateId: 'NY', stateWages: '60000' }] }), wageFacts(60000));
    near(of(r, 'NY').stateTax, 2697);
    near(otherStateCredit(of(r, 'PA'))!.amount, 1842);
    expect(otherStateCredit(of(r, 'PA'))!.source).toMatch(/Schedule G-L/);
    near(of(r, 'PA').stateTax, 0);
  });
});

describe('a PA-NJ commuter (reciprocal agreement: wages taxed only where the filer lives)', () => {
  it('a New Jersey resident working in Pennsylvania: no PA tax, PA withholding refunded, NJ taxes all', () => {
    const r = statesFor(form({ state: 'NJ', w2Data: [{ wages: '60000', stateTax: '1842', stateId: 'PA', stateWages: '60000' }] }), wageFacts(60000));
    const pa = of(r, 'PA');
    expect(pa.residentType).toBe('nonresident');
    expect(pa.stateTax).toBe(0);
    expect(pa.refund).toBe(1842);
    expect(pa.calculationDetails.join(' ')).toMatch(/reciprocal agreement PA-NJ/);
    near(of(r, 'NJ').stateTax, 1769);
    expect(otherStateCredit(of(r, 'NJ'))).toBeUndefined();
  });
  it('a Pennsylvania resident working in New Jersey: no NJ tax, PA 3.07% of all compensation', () => {
    const r = statesFor(form({ state: 'PA', w2Data: [{ wages: '60000', stateTax: '900', stateId: 'NJ', stateWages: '60000' }] }), wageFacts(60000));
    expect(of(r, 'NJ').stateTax).toBe(0);
    expect(of(r, 'NJ').refund).toBe(900);
    near(of(r, 'PA').stateTax, 1842);
  });
});

describe('a part-year mover (New York to California on July 1)', () => {
  it('each state taxes the wages earned there and its share of the rest by days', () => {
    // NY Jan 1 - Jun 30 = 182 days, CA Jul 1 - Dec 31 = 184 days (366: 2024 is a leap year).
    // W-2s: NY 30,000 (box 15 NY), CA 40,000 (box 15 CA); interest 2,000; federal AGI 72,000.
    // NY (IT-203): 30,000 + 2,000 x 182/366 = 30,994.54 / 72,000. Full-year NY: 72,000 - 8,000 = 64,000 -> table row
    //   "at least 64,000, less than 64,050", midpoint 64,025: 600 + 5.5% x 50,125 = 3,356.875 -> 3,357. NY tax 3,357 x 30,994.54 / 72,000.
    // CA (540NR): 40,000 + 2,000 x 184/366 = 41,005.46 / 72,000. Full-year CA: 72,000 - 5,540 = 66,460 -> table row
    //   66,451-66,550, midpoint 66,500: 1,929.52 + 8% x 10,634 = 2,780.24 -> 2,780, less the 149 exemption credit.
    const input = form({
      state: 'CA',
      isFullYearResident: false,
      primaryStateStartDate: '2024-07-01',
      primaryStateEndDate: '2024-12-31',
      additionalState: 'NY',
      additionalStateStartDate: '2024-01-01',
      additionalStateEndDate: '2024-06-30',
      w2Data: [
        { wages: '30000', stateTax: '1500', stateId: 'NY', stateWages: '30000' },
        { wages: '40000', stateTax: '1400', stateId: 'CA', stateWages: '40000' },
      ],
    });
    const r = statesFor(input, wageFacts(70000, { taxableInterest: 2000, totalIncome: 72000, federalAgi: 72000, federalTaxableIncome: 57400 }));
    const ny = of(r, 'NY');
    const ca = of(r, 'CA');
    expect([ca.residentType, ny.residentType]).toEqual(['part-year', 'part-year']);
    const nyShare = (30000 + (2000 * 182) / 366) / 72000;
    const caShare = (40000 + (2000 * 184) / 366) / 72000;
    near(ny.breakdown.allocationRatio, nyShare);
    near(ny.stateTax, 3357 * nyShare);
    near(ca.stateTax, (2780 - 149) * caShare);
    expect(otherStateCredit(ny)).toBeUndefined();
    expect(otherStateCredit(ca)).toBeUndefined();
    // Withholding stays with the state that withheld it.
    expect([ny.withholdings, ca.withholdings]).toEqual([1500, 1400]);
  });
});

describe('which state gives the credit', () => {
  it('a California resident with Oregon wages: Oregon gives the credit (reverse credit), California does not', () => {
    // OR wages 50,000 of 60,000: the income taxed by both is 50,000; CA tax on it 1,699 x 50,000 / 60,000 = 1,415.83,
    // less than Oregon's tax on it (9% top rate) -> Oregon's credit 1,415.83.
    const r = statesFor(form({ state: 'CA', w2Data: [{ wages: '50000', stateId: 'OR', stateWages: '50000' }, { wages: '10000', stateId: 'CA' }] }), wageFacts(60000));
    expect(otherStateCredit(of(r, 'CA'))).toBeUndefined();
    const credit = otherStateCredit(of(r, 'OR'))!;
    near(credit.amount, 1415.83);
    expect(credit.name).toMatch(/reverse credit/);
  });
  it('a Virginia resident working in DC: DC does not tax a nonresident', () => {
    const r = statesFor(form({ state: 'VA', w2Data: [{ wages: '60000', stateId: 'DC', stateWages: '60000' }] }), wageFacts(60000));
    expect(of(r, 'DC').stateTax).toBe(0);
  });
});
