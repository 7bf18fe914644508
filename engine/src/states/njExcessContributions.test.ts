// NJ-1040 (2024) lines 59-61, Form NJ-2450: excess UI/WF/SWF, disability and family leave contributions withheld by
// two or more employers. Expected figures worked by hand from NJ-2450 with the 2024 maxima (UI/WF/SWF $179.78 =
// 0.425% x $42,300; DI $0.00; FLI $145.26 = 0.09% x $161,400; see data/stateRules2024/nj.ts for their sources).
import { describe, expect, it } from 'vitest';
import { computeReturn } from '../index';

function nj(form: Record<string, unknown>) {
  const row = computeReturn({ isFullYearResident: true, state: 'NJ', dateOfBirth: '1980-03-03', ...form }).state.states.find((s) => s.state === 'NJ');
  if (!row) throw new Error('no NJ return');
  return row.breakdown.credits.filter((c) => /^Excess/.test(c.name)).map((c) => [c.source.replace(/^.*line (\d+).*$/, '$1'), c.amount, c.refundable]);
}
const w2 = (ein: string, wages: number, box14: [string, number][], owner = 'taxpayer') => ({
  owner, employerEIN: ein, employerName: `Employer ${ein}`, wages: String(wages), stateId: 'NJ 123-456-789/000', stateWages: String(wages),
  box14Other: box14.map(([label, amount]) => ({ label, amount })),
});

describe('NJ-2450: excess contributions credited on NJ-1040 lines 59-61', () => {
  it('two employers: UI/WF/SWF and FLI over the maxima', () => {
    // Employer A, wages 120,000: UI/WF/SWF 0.425% x 42,300 = 179.78; FLI 0.09% x 120,000 = 108.00.
    // Employer B, wages 60,000: UI/WF/SWF 179.78 (wage base reached again); FLI 0.09% x 60,000 = 54.00.
    // Column A: 179.78 + 179.78 = 359.56 - 179.78 = 179.78 (line 59). Column C: 108.00 + 54.00 = 162.00 - 145.26 =
    // 16.74 (line 61). No DI was withheld in 2024 (line 60 none).
    const credits = nj({
      filingStatus: 'single',
      w2Data: [w2('11-1111111', 120000, [['NJ UI/WF/SWF', 179.78], ['NJ FLI', 108]]), w2('22-2222222', 60000, [['UI/WF/SWF', 179.78], ['FLI', 54]])],
    });
    expect(credits).toEqual([['59', 179.78, true], ['61', 16.74, true]]);
  });

  it("one employer's over-withholding counts only up to the maximum (NJ-2450 line 1: 'enter the maximum')", () => {
    // A withheld 200.00 of UI/WF/SWF (over 179.78: A refunds the 20.22), B 50.00: 179.78 + 50.00 = 229.78 - 179.78 = 50.00.
    const credits = nj({
      filingStatus: 'single',
      w2Data: [w2('11-1111111', 60000, [['NJ UI/WF/SWF', 200]]), w2('22-2222222', 11764.71, [['NJ UI/WF/SWF', 50]])],
    });
    expect(credits).toEqual([['59', 50, true]]);
  });

  it('one employer only: no credit, however much it withheld (claim from the employer)', () => {
    const credits = nj({ filingStatus: 'single', w2Data: [w2('11-1111111', 60000, [['NJ UI/WF/SWF', 250]])] });
    expect(credits).toEqual([]);
  });

  it('a joint return: each spouse files an NJ-2450 of their own; one employer each is no credit', () => {
    // Each spouse's employer withheld the 179.78 maximum: 359.56 together, but each NJ-2450 has one employer.
    const form = {
      filingStatus: 'married-joint', spouseDateOfBirth: '1981-03-03',
      w2Data: [w2('11-1111111', 60000, [['NJ UI/WF/SWF', 179.78]]), w2('22-2222222', 60000, [['NJ UI/WF/SWF', 179.78]], 'spouse')],
    };
    expect(nj(form)).toEqual([]);
    // The spouse's second employer, wages 20,000: 0.425% x 20,000 = 85.00; spouse's column A 179.78 + 85.00 - 179.78 = 85.00.
    const withSecond = { ...form, w2Data: [...form.w2Data, w2('33-3333333', 20000, [['NJ UI/WF/SWF', 85]], 'spouse')] };
    expect(nj(withSecond)).toEqual([['59', 85, true]]);
  });

  it('two W-2s from one employer (same EIN) are one employer', () => {
    const credits = nj({
      filingStatus: 'single',
      w2Data: [w2('11-1111111', 60000, [['NJ UI/WF/SWF', 179.78]]), w2('11-1111111', 30000, [['NJ UI/WF/SWF', 127.50]])],
    });
    expect(credits).toEqual([]);
  });
});
