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
});
