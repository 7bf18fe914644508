// A W-2 that prints two state rows (boxes 15-17 twice: a New Jersey resident working in New York, or a move
// mid-year): each row's wages and withholding reach its own state, box 1 is counted once, and Schedule A line 5a
// (state income taxes withheld) adds both rows' box 17.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeReturn } from './index';
import { readReturnFacts, w2StateCode } from './returnFacts';

describe('W-2 state rows', () => {
  it('gives each state row its own wages and withholding', () => {
    const form = parseForm1040Data({
      filingStatus: 'single', state: 'NJ',
      w2Data: [{
        wages: '85000', stateId: 'NY 12-345678', stateWages: '85000', stateTax: '4100',
        additionalStateRows: [{ stateId: 'NJ 123-456-789/000', stateWages: '85000', stateTax: '650' }],
      }],
    });
    const facts = readReturnFacts(form, null);
    const ny = facts.w2States.find((row) => row.state.startsWith('NY'))!;
    const nj = facts.w2States.find((row) => row.state.startsWith('NJ'))!;
    expect(ny).toMatchObject({ wages: 85000, stateWages: 85000, stateTaxWithheld: 4100 });
    // Box 1 and box 16 belong to the W-2 once (with its first row); the second row brings its source wages and box 17.
    expect(nj).toMatchObject({ wages: 0, stateWages: 0, additionalRowWages: 85000, stateTaxWithheld: 650 });
    expect(facts.stateWithholding).toBe(4750);
    expect(facts.taxpayer.wages).toBe(85000);
  });

  it('reads the state from box 15 as printed, the employer\'s state ID after the postal code', () => {
    expect(w2StateCode('NY 12-345678')).toBe('NY');
    expect(w2StateCode('CO|29871453')).toBe('CO');
    expect(w2StateCode(' nj ')).toBe('NJ');
    expect(w2StateCode('')).toBe('');
  });

  it('a New Jersey resident working in New York: NY nonresident return, NJ credit for the NY tax, each row\'s withholding', () => {
    // Wages 85,000, all earned in New York. NY IT-203: federal AGI 85,000 - standard deduction 8,000 = 77,000; the
    // 2024 rate schedule (over 65,000, no table): $600 + 5.5% x (77,000 - 13,900) = 4,070.50; NY source 85,000 of
    // 85,000, so 4,070.50; withheld 4,100 -> refund 29.50.
    // NJ-1040: wages 85,000 - exemption 1,000 = 84,000; Tax Table row 84,000-84,050: 3,226; Schedule NJ-COJ credit =
    // the lesser of the NY tax 4,070.50 and 3,226 x 85,000 / 85,000 -> 3,226, so NJ tax 0; withheld 650 -> refund 650.
    const { state } = computeReturn({
      filingStatus: 'single', state: 'NJ', isFullYearResident: true,
      w2Data: [{ wages: '85000', stateId: 'NY 12-345678', stateWages: '85000', stateTax: '4100', additionalStateRows: [{ stateId: 'NJ 123-456-789/000', stateWages: '85000', stateTax: '650' }] }],
    });
    const ny = state.states.find((row) => row.state === 'NY')!;
    const nj = state.states.find((row) => row.state === 'NJ')!;
    expect(ny).toMatchObject({ residentType: 'nonresident', stateTax: 4070.5, withholdings: 4100, refund: 29.5 });
    expect(nj).toMatchObject({ residentType: 'resident', regularTax: 3226, stateTax: 0, withholdings: 650, refund: 650 });
  });

  it("a resident's wages are all of box 1 when its own row's box 16 is only its part", () => {
    // Two-state W-2 (the fixture's Delaware Valley Logistics): box 1 87,345.12; NJ row box 16 61,200.50, box 17
    // 1,912.33; PA row box 16 26,144.62, box 17 802.64. NJ taxes a resident's wages from everywhere (NJ-1040 line 15):
    // 87,345.12 - exemption 1,000 = 86,345.12; Tax Table row 86,300-86,350 at 86,325: 280 + 262.50 + 175 + 1,933.75 +
    // 6.37% x 11,325 = 3,372.65 -> 3,373. PA and NJ have a reciprocal agreement on wages (PA-40 instructions), so the PA
    // nonresident return taxes none of them and refunds the 802.64 withheld.
    const { state } = computeReturn({
      filingStatus: 'single', state: 'NJ', isFullYearResident: true,
      w2Data: [{ wages: '87345.12', stateId: 'NJ 510298374000', stateWages: '61200.50', stateTax: '1912.33', additionalStateRows: [{ stateId: 'PA 77104455', stateWages: '26144.62', stateTax: '802.64' }] }],
    });
    const nj = state.states.find((row) => row.state === 'NJ')!;
    const pa = state.states.find((row) => row.state === 'PA')!;
    expect(nj).toMatchObject({ grossIncome: 87345.12, regularTax: 3373, withholdings: 1912.33 });
    expect(pa).toMatchObject({ residentType: 'nonresident', stateTax: 0, withholdings: 802.64, refund: 802.64 });
  });
});
