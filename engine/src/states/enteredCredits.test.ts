// Issue 9 item 4: the state and local credit rows of the Credits screen (special situations, stored as
// 'State Tax Credits - <type>' / 'Local Tax Credits - <type>', spec 3 §3) reach the return of the state of residence
// where its 2024 resident return has such a credit (engine/data/stateRules2024/enteredCredits.ts).
import { describe, expect, it } from 'vitest';
import { form, statesFor, wageFacts } from './testing/facts';

const withCredits = (state: string, rows: Record<string, number>, extra: Record<string, unknown> = {}) =>
  statesFor(form({ state, credits: { 'special-situations': rows }, ...extra }), wageFacts(60000, { federalIncomeTax: 5216 })).states[0];
const credit = (s: ReturnType<typeof withCredits>, name: RegExp) => s.breakdown.credits.find((c) => name.test(c.name));

describe('state credit rows typed on the Credits screen', () => {
  it("Hawaii renters' credit (Schedule X, refundable): 75 as entered comes off the HI tax", () => {
    // HI A (states.test.ts): 3,748 (tax table); less 75 = 3,673
    const s = withCredits('HI', { "State Tax Credits - Renter's Credit": 75 });
    expect(credit(s, /Renter's Credit \(as entered\)/)).toMatchObject({ amount: 75, refundable: true });
    expect(s.stateTax).toBeCloseTo(3673, 2);
  });
  it('Illinois property tax credit (Schedule ICR, nonrefundable): 300 off the IL tax', () => {
    // IL A: (60,000 - 2,775) x 4.95% = 2,832.64; less 300 = 2,532.64
    const s = withCredits('IL', { 'State Tax Credits - Property Tax Relief': 300 });
    expect(credit(s, /Property Tax Relief/)).toMatchObject({ amount: 300, refundable: false });
    expect(s.stateTax).toBeCloseTo(2532.64, 2);
  });
  it('Colorado innovative motor vehicle credit (DR 0617, refundable) beyond the tax is refunded', () => {
    // CO A: 45,400 x 4.25% = 1,929.50; refundable: TABOR refund 240 + EV credit 5,000 = 5,240; refund 5,240 - 1,929.50 = 3,310.50
    const s = withCredits('CO', { 'State Tax Credits - EV/Hybrid Vehicle Credit': 5000 });
    expect(s.stateTax).toBe(0);
    expect(s.refund).toBeCloseTo(3310.5, 2);
  });
  it('a state without that credit on its return: not used, and the details say why', () => {
    // GA has no renter's credit: GA A stays (60,000 - 12,000) x 5.39% = 2,587.20
    const s = withCredits('GA', { "State Tax Credits - Renter's Credit": 200 });
    expect(s.stateTax).toBeCloseTo(2587.2, 2);
    expect(s.calculationDetails.join('\n')).toMatch(/GA's 2024 resident income tax return has no such credit/);
  });
  it('NJ figures its property tax relief itself (Worksheet H): the typed amount is not added again', () => {
    const s = withCredits('NJ', { 'State Tax Credits - Property Tax Relief': 500 });
    expect(s.stateTax).toBe(1769);
    expect(s.calculationDetails.join('\n')).toMatch(/not added, Worksheet H/);
  });
  it('tax paid to another state: used when no W-2 names another state, at most the tax', () => {
    // NJ A: 1,769; entered 2,000 -> nonrefundable, limited to 1,769
    const s = withCredits('NJ', { 'State Tax Credits - Income Tax Paid to Another State': 2000 });
    expect(credit(s, /paid to another state \(as entered\)/)?.source).toMatch(/Schedule NJ-COJ/);
    expect(s.stateTax).toBe(0);
    expect(s.refund).toBe(0);
  });
  it('tax paid to another state with a W-2 naming it: the engine figures the credit, the typed amount is not added', () => {
    const s = statesFor(
      form({ state: 'NJ', credits: { 'special-situations': { 'State Tax Credits - Income Tax Paid to Another State': 999 } }, w2Data: [{ wages: '60000', stateId: 'NY', stateWages: '60000' }] }),
      wageFacts(60000),
    ).states.find((x) => x.state === 'NJ')!;
    expect(s.breakdown.credits.some((c) => /as entered/.test(c.name))).toBe(false);
    expect(s.calculationDetails.join('\n')).toMatch(/figured from the W-2s naming another state/);
  });
  it('only the state of residence takes the rows (not a work state)', () => {
    const r = statesFor(
      form({ state: 'NJ', credits: { 'special-situations': { "State Tax Credits - Renter's Credit": 100 } }, w2Data: [{ wages: '60000', stateId: 'NY', stateWages: '60000' }] }),
      wageFacts(60000),
    );
    const ny = r.states.find((x) => x.state === 'NY')!;
    expect(ny.breakdown.credits.some((c) => /as entered/.test(c.name))).toBe(false);
  });
});

describe('local credit rows', () => {
  it('Local EITC for a New York City resident comes off the NYC tax (IT-201 line 71)', () => {
    const without = withCredits('NY', {}, { city: 'Brooklyn' });
    const s = withCredits('NY', { 'Local Tax Credits - Local EITC': 100 }, { city: 'Brooklyn' });
    expect(s.localTax).toBeCloseTo(without.localTax - 100, 2);
    expect(s.stateTax).toBeCloseTo(without.stateTax, 2);
  });
  it('STAR and homestead exemptions are property tax relief, not income tax credits: said, not used', () => {
    const s = withCredits('NY', { 'Local Tax Credits - School Tax Relief (STAR)': 300, 'Local Tax Credits - Homestead Exemption': 100 }, { city: 'Albany' });
    expect(s.localTax).toBe(0);
    const details = s.calculationDetails.join('\n');
    expect(details).toMatch(/STAR is an exemption or a credit check/);
    expect(details).toMatch(/homestead exemption lowers the assessed value/);
  });
});
