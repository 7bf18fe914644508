// Form 6251 (2024): expected figures worked by hand from the 2024 form and instructions (Rev. Proc. 2023-34 §3.11).
import { describe, expect, it } from 'vitest';
import { amtExemption, amtPartIII, form6251, tentativeTaxAtAmtRates } from './form6251';

describe('Form 6251 Exemption Worksheet (line 5)', () => {
  it('full exemption up to the phase-out start', () => {
    expect(amtExemption(609_350, 'single')).toBe(85_700);
    expect(amtExemption(1_218_700, 'married-joint')).toBe(133_300);
    expect(amtExemption(1_218_700, 'qualifying-widow')).toBe(133_300);
    expect(amtExemption(400_000, 'married-separate')).toBe(66_650);
  });
  it('reduced by 25% of AMTI over the start, to zero', () => {
    // MFJ: (1,300,000 - 1,218,700) x 25% = 20,325; 133,300 - 20,325 = 112,975.
    expect(amtExemption(1_300_000, 'married-joint')).toBe(112_975);
    // Single: (940,000 - 609,350) x 25% = 82,662.50 -> worksheet line 5 rounded to 82,663; 85,700 - 82,663 = 3,037.
    expect(amtExemption(940_000, 'single')).toBe(3_037);
    // Single fully phased out at 609,350 + 4 x 85,700 = 952,150.
    expect(amtExemption(952_150, 'single')).toBe(0);
  });
});

describe('Form 6251 line 7: 26% / 28%', () => {
  it('26% up to 232,600 (116,300 MFS), 28% less 4,652 (2,326) above', () => {
    expect(tentativeTaxAtAmtRates(232_600, 'single')).toBeCloseTo(60_476); // 232,600 x 26%
    expect(tentativeTaxAtAmtRates(300_000, 'married-joint')).toBeCloseTo(79_348); // 84,000 - 4,652
    expect(tentativeTaxAtAmtRates(116_300, 'married-separate')).toBeCloseTo(30_238);
    expect(tentativeTaxAtAmtRates(200_000, 'married-separate')).toBeCloseTo(53_674); // 56,000 - 2,326
  });
});

describe('Form 6251', () => {
  it('no AMT when AMTI is within the exemption', () => {
    // Line 1 60,000 + line 2a 14,600 = 74,600 <= 85,700: line 6 = 0, line 11 = 0.
    const r = form6251({ status: 'single', line1: 60_000, line2a: 14_600, regularTax: 8_000, capitalGains: null });
    expect([r.line4, r.line5, r.line6, r.line11]).toEqual([74_600, 85_700, 0, 0]);
  });
  it('without gains: line 7 on all of line 6, AMT over the regular tax', () => {
    // line 4 = 150,000 + 200,000 = 350,000 (hypothetical add-backs); line 6 = 350,000 - 85,700 = 264,300;
    // line 7 = 264,300 x 28% - 4,652 = 74,004 - 4,652 = 69,352; regular tax 29,043 -> AMT 40,309.
    const r = form6251({ status: 'single', line1: 150_000, line2a: 200_000, regularTax: 29_043, capitalGains: null });
    expect([r.line6, r.line7, r.line11]).toEqual([264_300, 69_352, 40_309]);
  });
  it('married filing separately over 875,950: 25% of the excess added to line 4, at most 66,650', () => {
    // 900,000 + 14,600 = 914,600; + 25% x (914,600 - 875,950) = 9,662.50 -> 9,663; line 4 = 924,263.
    // Exemption: 66,650 - 25% x (924,263 - 609,350) = 66,650 - 78,728 -> 0.
    const r = form6251({ status: 'married-separate', line1: 900_000, line2a: 14_600, regularTax: 0, capitalGains: null });
    expect([r.line4, r.line5, r.line6]).toEqual([924_263, 0, 924_263]);
    // Far above: the addition stops at the exemption, 66,650.
    expect(form6251({ status: 'married-separate', line1: 2_000_000, line2a: 0, regularTax: 0, capitalGains: null }).line4).toBe(2_066_650);
  });
  it('Part III: qualified dividends at 0/15/20%, the ordinary part at 26% (single, 70,000 wages, 900,000 qualified dividends)', () => {
    // line 12 = 970,000; line 13 = QDCGT line 4 = 900,000; line 16 = 900,000; line 17 = 70,000 x 26% = 18,200;
    // line 20 = QDCGT line 5 = 55,400 > 47,025 -> line 21 = 0, line 23 = 0; line 24 = 900,000;
    // line 29 = 518,900 - 55,400 = 463,500 -> line 30 = 463,500, line 31 = 69,525; line 33 = 436,500, line 34 = 87,300;
    // line 38 = 175,025; line 39 = 970,000 x 28% - 4,652 = 266,948; line 40 = 175,025.
    const p = amtPartIII(970_000, { gainAndDividends: 900_000, unrecaptured1250: 0, scheduleDWorksheetLine10: null, line20Source: 55_400, line27Source: 55_400 }, 'single');
    expect(p).toEqual({ line18: 18_200, line31: 69_525, line34: 87_300, line37: 0, line39: 266_948, line40: 175_025 });
  });
  it('Part III with the Schedule D Tax Worksheet: unrecaptured section 1250 gain at 25%', () => {
    // line 12 = 214,300; line 13 = SDTW line 13 = 20,000; line 14 = 20,000; line 15 = min(40,000, SDTW line 10 50,000);
    // line 17 = 174,300 x 26% = 45,318; line 20 = 265,400 -> line 21 = 0; line 22 = 20,000 at 15% (line 29 = 518,900 - 235,400)
    // = 3,000; line 33 = 0; line 35 = 174,300 + 20,000 = 194,300; line 36 = 20,000 x 25% = 5,000; line 38 = 53,318;
    // line 39 = 214,300 x 26% = 55,718; line 40 = 53,318.
    const p = amtPartIII(214_300, { gainAndDividends: 20_000, unrecaptured1250: 20_000, scheduleDWorksheetLine10: 50_000, line20Source: 265_400, line27Source: 235_400 }, 'single');
    expect(p).toEqual({ line18: 45_318, line31: 3_000, line34: 0, line37: 5_000, line39: 55_718, line40: 53_318 });
  });
});
