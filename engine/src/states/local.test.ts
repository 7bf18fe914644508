// Local taxes: New York City, Yonkers, Maryland counties, Indiana counties, Ohio and Pennsylvania earned-income taxes.
import { describe, expect, it } from 'vitest';
import { facts, form, statesFor, wageFacts } from './testing/facts';
import { readSchoolDistrictAnswer } from './local';

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
    // NY State tax from the NYS tax table: 2,697 (see states.test NY A); the NYC tax is apart (ARCHITECTURE decision 9)
    near(s.stateTax, 2697);
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
    // W-2 box 19 is the county's own withholding, not the state's: 1,000 - 1,298.40 = 298.40 due to the county line
    expect(s.withholdings).toBe(0);
    expect(s.localWithholdings).toBe(1000);
    near(s.localAmountDue, 0.024 * 54100 - 1000);
  });
  it('county not known: 3.20%', () => near(local({ state: 'MD' }).localTax, 0.032 * 54100));
});

describe('Indiana county tax, Ohio and Pennsylvania earned-income taxes', () => {
  // Schedule CT-40 in whole dollars (IC 6-8.1-6-4.5): 1.59% x 59,000 = 938.10 -> 938
  it('IN Allen County (Fort Wayne) 1.59% of 59,000 = 938.10 -> 938', () => near(local({ state: 'IN', city: 'Fort Wayne' }).localTax, 938));
  it('OH Cincinnati 1.8% of wages', () => near(local({ state: 'OH', city: 'Cincinnati' }).localTax, 0.018 * 60000));
  it('PA Pittsburgh 3% of wages', () => near(local({ state: 'PA', city: 'Pittsburgh' }).localTax, 0.03 * 60000));
  it('a state without local income tax in this engine has none', () => expect(local({ state: 'CA', city: 'San Francisco' }).localTax).toBe(0));
});

describe('Maryland special nonresident tax (Form 505)', () => {
  it('a Delaware resident with Maryland wages pays 2.25% of Maryland taxable income on the Maryland share', () => {
    // MD full-year taxable 54,100 (states.test MD A); share 60,000 / 60,000 = 1 -> 2.25% x 54,100 = 1,217.25
    // (Delaware has no reciprocal agreement with Maryland; a Virginia resident's Maryland wages would be Virginia's alone.)
    const r = statesFor(form({ state: 'DE', w2Data: [{ wages: '60000', stateId: 'MD', stateWages: '60000' }] }), wageFacts(60000));
    const md = r.states.find((s) => s.state === 'MD')!;
    expect(md.residentType).toBe('nonresident');
    near(md.localTax, 0.0225 * 54100);
  });
});

// ARCHITECTURE decision 9: each local tax is its own line with its own withholding (W-2 box 19) and its own refund or
// amount due; it is never added to the state tax nor set against the state withholding.
describe('local taxes apart from the state return', () => {
  it('Ohio resident of Columbus with municipal withholding: state and city settle apart', () => {
    // state: 57,850 (states.test OH A) -> 1,235.19; box 17 1,500 -> state refund 264.81
    // Columbus 2.5% x 60,000 = 1,500; box 19 1,200 -> 300 due to Columbus
    const s = statesFor(form({ state: 'OH', city: 'Columbus', w2Data: [{ wages: '60000', stateTax: '1500', localIncomeTax: '1200', locality: 'COLUMBUS' }] }), wageFacts(60000)).states[0];
    near(s.stateTax, 1235.19);
    expect(s.withholdings).toBe(1500);
    near(s.refund, 264.81);
    expect(s.amountDue).toBe(0);
    const [columbus] = s.breakdown.localTaxes;
    expect(columbus).toMatchObject({ jurisdiction: 'Columbus', amount: 1500, withholding: 1200, refund: 0, amountDue: 300, estimated: false });
    expect(s.localAmountDue).toBe(300);
  });
  it('Pennsylvania resident, local EIT withheld above the tax: the local refund is its own', () => {
    // PA 3.07% x 60,000 = 1,842, box 17 1,842 -> 0; Pittsburgh 3% x 60,000 = 1,800, box 19 2,000 -> 200 local refund
    const s = statesFor(form({ state: 'PA', city: 'Pittsburgh', w2Data: [{ wages: '60000', stateTax: '1842', localIncomeTax: '2000', locality: 'PITTSBURGH' }] }), wageFacts(60000)).states[0];
    near(s.stateTax, 1842);
    expect(s.refund).toBe(0);
    expect(s.amountDue).toBe(0);
    expect(s.localRefund).toBe(200);
    expect(s.breakdown.lines.filter((l) => l.key.startsWith('local')).map((l) => [l.key, l.amount])).toEqual([
      ['localTax', 1800],
      ['localWithholdings', 2000],
      ['localRefund', 200],
    ]);
  });
  it('NYC resident: W-2 box 19 NYC withholding is the NYC line\'s, box 17 the state\'s', () => {
    // state 2,697 (NY A) with box 17 2,800 -> 103 refund; NYC 1,891 - 111.72 - 63 = 1,716.28 with box 19 1,500 -> 216.28 due
    const s = statesFor(form({ state: 'NY', city: 'Brooklyn', w2Data: [{ wages: '60000', stateTax: '2800', localIncomeTax: '1500', locality: 'NYC' }] }), wageFacts(60000)).states[0];
    near(s.refund, 103);
    near(s.localAmountDue, 1716.28 - 1500);
    expect(s.breakdown.localTaxes[0]).toMatchObject({ jurisdiction: 'New York City', withholding: 1500 });
  });
  it('locality unknown: the spec\'s 1% is shown as an estimate, flagged, and apart from the state', () => {
    const r = statesFor(form({ state: 'PA' }), wageFacts(60000));
    const s = r.states[0];
    expect(s.breakdown.localTaxes[0]).toMatchObject({ estimated: true, amount: 600 });
    const line = s.breakdown.lines.find((l) => l.key === 'localTax')!;
    expect(line.label).toBe('Local Tax (estimate)');
    expect(line.formula).toMatch(/Estimate: 1% x earned income/);
    near(s.stateTax, 1842);
    expect(r.totalLocalTax).toBe(600);
    expect(r.totalLocalAmountDue).toBe(600);
    expect(r.totalAmountDue).toBe(1842);
  });
});

// Michigan Treasury "What cities impose an income tax?": Detroit 2.4%, Grand Rapids 1.5% (residents); $600 an exemption.
describe('Michigan city income tax (resident)', () => {
  it('Detroit, single, wages 60,000: 2.4% x (60,000 - 600) = 1,425.60, with its own box 19 withholding', () => {
    const s = statesFor(form({ state: 'MI', city: 'Detroit', w2Data: [{ wages: '60000', localIncomeTax: '1400', locality: 'DETROIT' }] }), wageFacts(60000)).states[0];
    near(s.localTax, 1425.6);
    expect(s.breakdown.localTaxes[0]).toMatchObject({ jurisdiction: 'Detroit', withholding: 1400, estimated: false });
    near(s.localAmountDue, 25.6);
  });
  it('Grand Rapids, married with two children, 120,000: 1.5% x (120,000 - 4 x 600) = 1,764', () => {
    const f = wageFacts(120000, { filingStatus: 'married-joint', spouseAge: 40, dependents: [
      { age: 5, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false },
      { age: 10, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false },
    ] });
    near(statesFor(form({ state: 'MI', city: 'Grand Rapids', filingStatus: 'married-joint' }), f).states[0].localTax, 1764);
  });
  it('a Michigan city without an income tax (Ann Arbor) or an unknown city: none', () => {
    expect(local({ state: 'MI', city: 'Ann Arbor' }).localTax).toBe(0);
    expect(local({ state: 'MI' }).localTax).toBe(0);
  });
});

// The State Questions step (issue 9, contracts/src/stateQuestions.ts): the user's answer names the jurisdiction.
describe('the locality the user answered', () => {
  const answers = (a: Partial<{ county: string; municipality: string; schoolDistrict: string; nycResidency: '' | 'nyc' | 'yonkers' | 'neither' }>) => ({
    localityAnswers: { county: '', municipality: '', schoolDistrict: '', nycResidency: '' as const, ...a },
  });
  it('MD county answered, no city: Talbot 2.40% of MD taxable 54,100 instead of the 3.20% estimate', () => {
    near(local({ state: 'MD', ...answers({ county: 'Talbot County' }) }).localTax, 0.024 * 54100);
  });
  it('IN county answered over the address city: Allen (1.59%) although the city is blank', () => {
    near(local({ state: 'IN', ...answers({ county: 'Allen' }) }).localTax, 938);
  });
  it('OH municipality answered: Columbus 2.5% of wages 60,000, not the flagged 1% estimate', () => {
    const s = local({ state: 'OH', ...answers({ municipality: 'Columbus' }) });
    expect(s.breakdown.localTaxes[0]).toMatchObject({ jurisdiction: 'Columbus', amount: 1500, estimated: false });
  });
  it('NY: "neither" stands over a Brooklyn address; "nyc" over a blank one', () => {
    expect(local({ state: 'NY', city: 'Brooklyn', ...answers({ nycResidency: 'neither' }) }).localTax).toBe(0);
    // the same NYC figure as the Brooklyn resident above: 1,891 - 111.72 - 63
    near(local({ state: 'NY', ...answers({ nycResidency: 'nyc' }) }).localTax, 1891 - 111.72 - 63);
    near(local({ state: 'NY', ...answers({ nycResidency: 'yonkers' }) }).localTax, 0.1675 * 2697);
  });
});

// Ohio SD 100 (2024), the school district income tax: its own line, its own W-2 box 19 withholding (box 20 gives the
// district's four-digit number), never in the IT 1040 figure. The district's rate and tax type come from the State
// Questions answer (the Ohio Finder's), as no sourced 2024 list of rates is in our data.
describe('Ohio school district income tax (SD 100)', () => {
  const ohio = (schoolDistrict: string, extra: Parameters<typeof form>[0] = {}) =>
    form({ state: 'OH', localityAnswers: { county: '', municipality: 'Columbus', schoolDistrict, nycResidency: '' }, ...extra });

  it('reads the district, its number, rate and tax type from the answer', () => {
    expect(readSchoolDistrictAnswer('Bowling Green CSD (SD# 8701) 1.25% T')).toEqual({ none: false, number: '8701', name: 'Bowling Green CSD', rate: 0.0125, base: 'traditional' });
    expect(readSchoolDistrictAnswer('8702 Eastwood LSD, 1% earned income')).toMatchObject({ number: '8702', rate: 0.01, base: 'earned' });
    expect(readSchoolDistrictAnswer('Columbus City SD')).toMatchObject({ name: 'Columbus City', rate: null, base: null });
    expect(readSchoolDistrictAnswer('none')).toMatchObject({ none: true });
    expect(readSchoolDistrictAnswer('')).toBeNull();
  });

  it('traditional base, single, wages 60,000: 1.25% x MAGI less exemptions 57,850, with its own withholding', () => {
    // SD 100 line 5: Ohio AGI 60,000 (IT 1040 line 3; no business income deduction) - exemption 2,150 (MAGI 40,001-80,000,
    // IT 1040 line 4) = 57,850; tax 1.25% x 57,850 = 723.125 -> 723.13 (the tax from traditional base districts)
    // W-2 B's box 19 700 names 8701 (box 20): 723.13 - 700 = 23.13 due on the SD 100
    // Columbus 2.5% x 60,000 = 1,500 with W-2 A's box 19 1,500 -> 0; the IT 1040 stays 1,235.19 (states.test OH A)
    const s = statesFor(ohio('Bowling Green CSD 8701 1.25% T', { w2Data: [
      { wages: '30000', stateTax: '700', localIncomeTax: '1500', locality: 'COLUMBUS' },
      { wages: '30000', stateTax: '700', localIncomeTax: '700', locality: '8701' },
    ] }), wageFacts(60000)).states[0];
    near(s.stateTax, 1235.19);
    const [columbus, district] = s.breakdown.localTaxes;
    expect(columbus).toMatchObject({ jurisdiction: 'Columbus', amount: 1500, withholding: 1500, amountDue: 0 });
    expect(district).toMatchObject({ jurisdiction: 'Bowling Green CSD SD 8701 school district', base: 57850, withholding: 700, estimated: false });
    near(district.amount, 723.13);
    near(district.amountDue, 23.13);
    near(s.localTax, 1500 + 723.13);
  });

  it('traditional base, retiree of 66 with a 40,000 pension: 1% x 37,600 less the $50 senior citizen credit', () => {
    // Ohio AGI 40,000 -> exemption 2,400 (MAGI up to 40,000) -> line 5 = 37,600 (under 100,000: senior credit $50)
    // 1% x 37,600 = 376 - 50 = 326. On an earned income base district the same pension is not taxed: 0.
    const retiree = facts({ totalIncome: 40000, federalAgi: 40000, federalTaxableIncome: 40000 - 14600 - 1950, taxablePensions: 40000, taxpayerAge: 66 });
    const traditional = statesFor(ohio('Otsego LSD 8707 1.00% traditional'), retiree).states[0];
    near(traditional.breakdown.localTaxes[1].amount, 326);
    const earned = statesFor(ohio('Eastwood LSD 8702 1% E'), retiree).states[0];
    expect(earned.breakdown.localTaxes[1]).toMatchObject({ base: 0, amount: 0 });
  });

  it('earned income base: wages 50,000 + 92.35% of a 10,000 net profit, no senior credit', () => {
    // R.C. 5748.01(E)(1)(b): wages 50,000 + net earnings from self-employment 0.9235 x 10,000 = 9,235 -> 59,235;
    // 1% x 59,235 = 592.35 (the taxpayer is 70: the senior citizen credit is the traditional base's only)
    const f = wageFacts(50000, { businessIncome: 10000, totalIncome: 60000, federalAgi: 60000 - 706.48, taxpayerAge: 70 });
    const s = statesFor(ohio('8702 Eastwood LSD, 1% earned income'), f).states[0];
    expect(s.breakdown.localTaxes[1]).toMatchObject({ base: 59235, estimated: false });
    near(s.breakdown.localTaxes[1].amount, 592.35);
  });

  it('the district named without its rate: said so, 1% of MAGI less exemptions shown as an estimate, apart from the state', () => {
    // 1% x 57,850 = 578.50, flagged; the IT 1040 figure is unchanged (1,235.19)
    const s = statesFor(ohio('Columbus City SD'), wageFacts(60000)).states[0];
    const district = s.breakdown.localTaxes[1];
    expect(district).toMatchObject({ estimated: true, amount: 578.5 });
    expect(district.jurisdiction).toMatch(/Columbus City school district \(rate and tax type not in our data: estimate\)/);
    expect(district.formula).toMatch(/^Estimate/);
    expect(s.breakdown.lines.find((l) => l.key === 'localTax.1')!.label).toMatch(/estimate/);
    near(s.stateTax, 1235.19);
  });

  it('a district without an income tax ("none") adds no line', () => {
    const s = statesFor(ohio('none'), wageFacts(60000)).states[0];
    expect(s.breakdown.localTaxes.map((l) => l.jurisdiction)).toEqual(['Columbus']);
  });
});
