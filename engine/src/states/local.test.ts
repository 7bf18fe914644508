// Local taxes: New York City, Yonkers, Maryland counties, Indiana counties, Ohio and Pennsylvania earned-income taxes.
import { describe, expect, it } from 'vitest';
import { form, statesFor, wageFacts } from './testing/facts';

const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.011);
const local = (input: Parameters<typeof form>[0], wages = 60000, status: 'single' | 'married-joint' = 'single') =>
  statesFor(form({ filingStatus: status, ...input }), wageFacts(wages, { filingStatus: status })).states[0];

describe('New York City resident tax (IT-201 line 47)', () => {
  it('single, NY taxable 52,000 (Brooklyn, under $65,000): NYC tax table $1,891 - rate reduction 111.72 - $63 fixed credit', () => {
    // published schedule bases: 3.078% x 12,000 = 369.36 -> $369; + 3.762% x 13,000 = 489.06 -> $858; + 3.819% x 25,000 = 954.75 -> $1,813
    // NYC tax table row $52,000-$52,050 (midpoint 52,025): 1,813 + 3.876% x 2,025 = 1,813 + 78.489 = 1,891.49 -> $1,891
    // rate reduction 0.171% x 12,000 + 0.228% x 40,000 = 20.52 + 91.20 = 111.72
    const s = local({ state: 'NY', city: 'Brooklyn' });
    near(s.localTax, 1891 - 111.72 - 63);
    // NY State tax from the NYS tax table: 2,697 (see states.test NY A)
    near(s.stateTax, 2697 + 1891 - 111.72 - 63);
    expect(s.breakdown.localTaxes[0].formula).toMatch(/NYC tax table: 2024 tax table row \$52,000\.00-\$52,050\.00/);
  });
  it('found from a Manhattan ZIP code when the city is blank', () => {
    expect(local({ state: 'NY', zip: '10027' }).localTax).toBeGreaterThan(0);
    expect(local({ state: 'NY', zip: '14604', city: 'Rochester' }).localTax).toBe(0);
  });
  it('married joint, NY taxable 300,000 - 16,050 = 283,950: top NYC rate, no rate reduction over $500,000 only', () => {
    // NY AGI 300,000 > 250,000: no fixed credit; taxable <= 500,000: rate reduction 0.171% x 21,600 + 0.228% x 262,350
    // NYC rate schedule ($65,000 or more) with its published bases: 3.078% x 21,600 = 664.848 -> $665; + 3.762% x 23,400 = 880.308 -> $1,545;
    // + 3.819% x 45,000 = 1,718.55 -> $3,264 ("$3,264 plus 3.876% of the excess over $90,000"); 3,264 + 3.876% x 193,950 (7,517.502) = 10,781.502
    const s = local({ state: 'NY', city: 'Queens' }, 300000, 'married-joint');
    near(s.localTax, 10781.502 - (36.936 + 598.158));
  });
});

describe('Yonkers resident surcharge (IT-201 line 55)', () => {
  it('16.75% of net NY State tax', () => {
    const s = local({ state: 'NY', city: 'Yonkers' });
    near(s.localTax, 0.1675 * 2697);
  });
});

describe('Maryland county tax (Form 502 line 28)', () => {
  it('Worcester County 2.25% (Ocean City)', () => {
    // MD taxable 54,100 (see states.test A)
    near(local({ state: 'MD', city: 'Ocean City' }).localTax, 0.0225 * 54100);
  });
  it('Anne Arundel bracketed (Annapolis), single: 2.70% to 50,000 then 2.81%', () => {
    near(local({ state: 'MD', city: 'Annapolis' }).localTax, 0.027 * 50000 + 0.0281 * 4100);
  });
  it('county named in W-2 box 20 when the city is not known: Talbot 2.40%', () => {
    const s = statesFor(form({ state: 'MD', w2Data: [{ wages: '60000', locality: 'Talbot County', localIncomeTax: '1000' }] }), wageFacts(60000)).states[0];
    near(s.localTax, 0.024 * 54100);
    // W-2 box 19 local tax counts toward withholding when a local tax is computed
    expect(s.withholdings).toBe(1000);
  });
  it('county not known: 3.20%', () => near(local({ state: 'MD' }).localTax, 0.032 * 54100));
});

describe('Indiana county tax, Ohio and Pennsylvania earned-income taxes', () => {
  it('IN Allen County (Fort Wayne) 1.59% of 59,000', () => near(local({ state: 'IN', city: 'Fort Wayne' }).localTax, 0.0159 * 59000));
  it('OH Cincinnati 1.8% of wages', () => near(local({ state: 'OH', city: 'Cincinnati' }).localTax, 0.018 * 60000));
  it('PA Pittsburgh 3% of wages', () => near(local({ state: 'PA', city: 'Pittsburgh' }).localTax, 0.03 * 60000));
  it('a state without local income tax in this engine has none', () => expect(local({ state: 'CA', city: 'San Francisco' }).localTax).toBe(0));
});

describe('Maryland special nonresident tax (Form 505)', () => {
  it('a Virginia resident with Maryland wages pays 2.25% of Maryland taxable income on the Maryland share', () => {
    // MD full-year taxable 54,100 (states.test MD A); share 60,000 / 60,000 = 1 -> 2.25% x 54,100 = 1,217.25
    const r = statesFor(form({ state: 'VA', w2Data: [{ wages: '60000', stateId: 'MD', stateWages: '60000' }] }), wageFacts(60000));
    const md = r.states.find((s) => s.state === 'MD')!;
    expect(md.residentType).toBe('nonresident');
    near(md.localTax, 0.0225 * 54100);
  });
});
