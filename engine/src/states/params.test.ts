// The generated parameter table against the states' own published rate schedules (base amounts at each bracket).
import { describe, expect, it } from 'vitest';
import { STATE_TAX_2024 } from '../../data/stateTax2024';
import { scheduleFor } from './compute';
import { stateRuleTable } from './index';
import { STATE_STATUSES, scheduleTax } from './params';

describe('the 2024 parameter table', () => {
  it('covers the 50 states and DC with ascending brackets and sane rates', () => {
    expect(Object.keys(STATE_TAX_2024)).toHaveLength(51);
    for (const [code, p] of Object.entries(STATE_TAX_2024)) {
      for (const status of STATE_STATUSES) {
        const b = p.brackets[status];
        if (p.taxType === 'none') expect(b, code).toHaveLength(0);
        else expect(b.length, `${code} ${status}`).toBeGreaterThan(0);
        for (let i = 0; i < b.length; i++) {
          expect(b[i][1], code).toBeGreaterThanOrEqual(0);
          expect(b[i][1], code).toBeLessThan(0.15);
          if (i > 0) expect(b[i][0], code).toBeGreaterThan(b[i - 1][0]);
        }
      }
    }
  });

  it('carries the corrections: OK joint top bracket from $12,200; AR 2024 brackets; SC top band', () => {
    expect(STATE_TAX_2024.OK.brackets['married-joint'].at(-1)).toEqual([12200, 0.0475]);
    // Ark. Code 26-51-201(a)(3)(A) for 2024 (Act 1, 2024 2nd Ex. Sess.): bands from $5,300 / $10,600 / $15,100 / $25,000,
    // each taxing the dollars over one less
    expect(STATE_TAX_2024.AR.brackets.single.map((b) => b[0])).toEqual([0, 5299, 10599, 15099, 24999]);
    // SC: the 6.2% band from $17,350, the printed "6.2% times the amount minus $659"
    expect(STATE_TAX_2024.SC.brackets.single.at(-1)).toEqual([17350, 0.062]);
  });

  // Published base amounts ("$X plus r% of the excess over $B") reproduced by the bracket table.
  const published: [string, 'single' | 'married-joint' | 'head-of-household', number, number, string][] = [
    ['NE', 'single', 3900, 95.94, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'single', 23370, 779.34, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'single', 37670, 1495.77, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'married-joint', 7790, 191.63, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'married-joint', 46760, 1559.48, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'married-joint', 75340, 2991.34, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'head-of-household', 7270, 178.84, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'head-of-household', 37400, 1236.41, '2024 Nebraska Tax Calculation Schedule'],
    ['NE', 'head-of-household', 55850, 2160.75, '2024 Nebraska Tax Calculation Schedule'],
    ['MD', 'single', 3000, 90, 'Maryland rate chart: $90 plus 4.75% of the excess over $3,000'],
    ['MD', 'single', 100000, 4697.5, 'Maryland rate chart: $4,697.50 plus 5.00% over $100,000'],
    ['MD', 'single', 250000, 12760, 'Maryland rate chart: $12,760.00 plus 5.75% over $250,000'],
    ['MD', 'married-joint', 150000, 7072.5, 'Maryland rate chart: $7,072.50 plus 5.00% over $150,000'],
    ['MD', 'married-joint', 300000, 15072.5, 'Maryland rate chart: $15,072.50 plus 5.75% over $300,000'],
    // NJ-1040 rate schedules: Table A 5.525% - $1,492.50 on 40,000-75,000 => tax at 75,000 = 2,651.25
    ['NJ', 'single', 75000, 0.05525 * 75000 - 1492.5, 'NJ-1040 Tax Rate Schedule A'],
    ['NJ', 'single', 1000000, 0.0897 * 1000000 - 15126.25, 'NJ-1040 Tax Rate Schedule A'],
    ['NJ', 'married-joint', 150000, 0.05525 * 150000 - 2775, 'NJ-1040 Tax Rate Schedule B'],
    ['NJ', 'married-joint', 1000000, 0.0897 * 1000000 - 17042.5, 'NJ-1040 Tax Rate Schedule B'],
  ];
  for (const [code, status, income, tax, source] of published) {
    it(`${code} ${status}: tax at $${income.toLocaleString('en-US')} is $${tax.toFixed(2)} (${source})`, () => {
      // published amounts are rounded to the cent
      expect(Math.abs(scheduleTax(scheduleFor(code, status), income) - tax)).toBeLessThanOrEqual(0.0051);
    });
  }
});

describe('spec 3 §3 state rule table', () => {
  it('lists 51 jurisdictions with the spec examples: NJ 1.4%-10.75%, CO flat, IL 4.95%, PA 3.07%, NY with its city table', () => {
    const table = stateRuleTable();
    expect(table).toHaveLength(51);
    const by = Object.fromEntries(table.map((r) => [r.state, r]));
    expect(by.NJ.brackets.single[0].rate).toBe(0.014);
    expect(by.NJ.brackets.single.at(-1)).toEqual({ min: 1000000, max: null, rate: 0.1075 });
    expect(by.CO.taxType).toBe('flat');
    expect(by.IL.flatRate).toBe(0.0495);
    expect(by.PA.flatRate).toBe(0.0307);
    expect(by.NY.cityTaxTable?.single[0]).toEqual({ min: 0, max: 12000, rate: 0.03078 });
    for (const code of ['AK', 'FL', 'NV', 'SD', 'TN', 'TX', 'WY']) expect(by[code].taxType).toBe('none');
    expect(by.MD.localTaxes).toBe(true);
  });
});
