// Schedule D Tax Worksheet and the 28% / unrecaptured section 1250 gain worksheets (2024 Schedule D instructions);
// expected figures worked by hand, line by line.
import { describe, expect, it } from 'vitest';
import { scheduleDTaxWorksheet } from './scheduleDTaxWorksheet';
import { rateGainWorksheets } from './scheduleD';

describe('28% Rate Gain and Unrecaptured Section 1250 Gain Worksheets (Schedule D lines 18, 19)', () => {
  it('without losses: box 2d and box 2b as reported', () => {
    expect(rateGainWorksheets(10_000, 20_000, 0, 0)).toEqual({ line18: 10_000, line19: 20_000 });
  });
  it('the long-term carryover reduces the 28% gain first', () => {
    expect(rateGainWorksheets(10_000, 20_000, 3_000, 0)).toEqual({ line18: 7_000, line19: 20_000 });
  });
  it('a short-term loss beyond the 28% gain reduces the 1250 gain', () => {
    // 28%: 8,000 - 10,000 = -2,000 -> line 18 = 0; 1250: 6,000 - 2,000 = 4,000.
    expect(rateGainWorksheets(8_000, 6_000, 0, -10_000)).toEqual({ line18: 0, line19: 4_000 });
  });
});

describe('Schedule D Tax Worksheet', () => {
  it('single, 285,400 taxable: 20,000 unrecaptured 1250 gain at 25%, 10,000 collectibles gain at 28%, 20,000 at 15%', () => {
    // Lines: 10 = 50,000; 12 = min(50,000, 30,000); 13 = 20,000; 14 = 265,400; 18 = 235,400; 19 = 191,950; 21 = 235,400;
    // 22 = 0; 30 = 20,000 -> 31 = 3,000; 33 = 0; 35 = 20,000, 38 = 0, 39 = 20,000 -> 40 = 5,000;
    // 41 = 275,400, 42 = 10,000 -> 43 = 2,800; 44 = tax on 235,400 = 39,110.50 + 43,450 x 32% = 53,014.50 -> 53,015;
    // 45 = 63,815; 46 = tax on 285,400 = 70,265; 47 = 63,815.
    const r = scheduleDTaxWorksheet(285_400, 0, 50_000, 50_000, 10_000, 20_000, 'single');
    expect([r.line13, r.line21, r.line31, r.line40, r.line43, r.line44, r.line46, r.line47]).toEqual([20_000, 235_400, 3_000, 5_000, 2_800, 53_015, 70_265, 63_815]);
  });
  it('below the 24% bracket top, the 1250 gain is taxed at the ordinary rate (line 21), not 25%', () => {
    // 75,400 taxable, net gain 10,000 of which 4,000 unrecaptured 1250: line 21 = max(65,400, min(69,400, 75,400)) = 69,400;
    // 6,000 at 15% = 900; line 38 = 79,400 - 75,400 = 4,000 -> line 39 = 0; line 44 = Tax Table 69,400 = 10,327;
    // line 47 = min(11,227, Tax Table 75,400 = 11,647) = 11,227.
    const r = scheduleDTaxWorksheet(75_400, 0, 20_000, 10_000, 0, 4_000, 'single');
    expect([r.line21, r.line31, r.line39, r.line44, r.line47]).toEqual([69_400, 900, 0, 10_327, 11_227]);
  });
  it('equals the QDCGT worksheet result when the special gains are all inside the ordinary brackets', () => {
    // MFJ 60,000 taxable, 5,000 gain all 1250: line 21 = min(60,000, 60,000) = 60,000 -> all at ordinary rates:
    // line 47 = tax on 60,000 (Tax Table MFJ 60,000-60,050 = 6,739), the same as without the worksheet.
    const r = scheduleDTaxWorksheet(60_000, 0, 5_000, 5_000, 0, 5_000, 'married-joint');
    expect(r.line47).toBe(6_739);
  });
});
