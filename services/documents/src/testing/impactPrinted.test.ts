import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { greyOfImage, guessDpi } from '../extract/cleanImage';
import { dotPrintOf } from '../extract/dotMatrix';
import { IMPACT_KINDS, IMPACT_LAYOUTS, impactExpected, impactScanOf, impactScanOptions } from './impactPrinted';

describe('impact-printed documents', () => {
  it('gives the same scan for the same seed, struck as separate dots', async () => {
    const options = { ...impactScanOptions(1), dotRadius: 0.4 };
    const [first, again] = await Promise.all([impactScanOf('1099-g', 'box-lines', options), impactScanOf('1099-g', 'box-lines', options)]);
    expect(Buffer.from(first.bytes).equals(Buffer.from(again.bytes))).toBe(true);
    const { grey } = greyOfImage(await loadImage(Buffer.from(first.bytes)));
    expect(dotPrintOf(grey, guessDpi(grey.width, grey.height)).dots).toBeGreaterThan(1000);
  }, 60_000);

  it('expects what the forms print: a W-2 whose tax boxes follow from its wages, a 1099-G with box 2 blank', () => {
    for (const layout of IMPACT_LAYOUTS) {
      const w2 = impactExpected('w2', layout);
      // Social security tax is 6.2% and Medicare tax 1.45% of their wages (IRS Pub. 15, 2024).
      expect(Number(w2.socialSecurityTaxWithheld)).toBeCloseTo(Number(w2.socialSecurityWages) * 0.062, 2);
      expect(Number(w2.medicareTaxWithheld)).toBeCloseTo(Number(w2.medicareWagesAndTips) * 0.0145, 2);
      expect(['', '0']).toContain(impactExpected('1099-g', layout).stateLocalIncomeTaxRefunds);
    }
    expect(IMPACT_KINDS.length * IMPACT_LAYOUTS.length).toBe(9);
  });
});
