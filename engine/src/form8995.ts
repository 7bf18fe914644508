// Form 8995 (2024), Qualified Business Income Deduction Simplified Computation, and the phase-in of
// Form 8995-A Part III for a business with no W-2 wages or qualified property (what the form collects).
import type { FilingStatus } from '@taxapp/contracts/form';
import { QBI_PHASE_IN_RANGE, QBI_RATE, QBI_THRESHOLD } from './years/2024';

export interface QbiResult {
  /** Line 5 (component), after the phase-in above the threshold. */
  component: number;
  /** Line 9: 20% of qualified REIT dividends (line 6), never phased in (Form 8995-A Part IV line 32 alike). */
  reitComponent: number;
  /** Line 15: the deduction. */
  deduction: number;
  /** Line 16: negative QBI carried to 2025. */
  lossCarryforward: number;
  aboveThreshold: boolean;
}

/**
 * qbi: Schedule C net profit less the deductible half of SE tax, SE health insurance and plan contributions
 * attributable to it (Form 8995 instructions, line 1). taxableIncomeBeforeQbi: Form 1040 line 11 - line 12.
 * qualifiedDividendsAndNetCapitalGain: line 12 of Form 8995 (Form 1040 line 3a + the smaller of Schedule D lines 15 and 16).
 * reitDividends: line 6, qualified REIT dividends (1099-DIV box 5), whole dollars.
 */
export function qbiDeduction(qbi: number, taxableIncomeBeforeQbi: number, qualifiedDividendsAndNetCapitalGain: number, status: FilingStatus, reitDividends = 0): QbiResult {
  const threshold = QBI_THRESHOLD[status];
  const aboveThreshold = taxableIncomeBeforeQbi > threshold;
  const reitComponent = Math.max(0, reitDividends) * QBI_RATE; // lines 6-9
  const line14 = Math.max(0, taxableIncomeBeforeQbi - qualifiedDividendsAndNetCapitalGain) * QBI_RATE; // lines 11-14
  if (qbi <= 0) return { component: 0, reitComponent, deduction: Math.min(reitComponent, line14), lossCarryforward: qbi < 0 ? -qbi : 0, aboveThreshold };
  let component = qbi * QBI_RATE; // line 5
  if (aboveThreshold) {
    // 8995-A Part III with W-2 wages and UBIA of 0: the 20% is reduced by the share of the phase-in range used.
    const share = Math.min(1, (taxableIncomeBeforeQbi - threshold) / QBI_PHASE_IN_RANGE[status]);
    component -= component * share;
  }
  return { component, reitComponent, deduction: Math.min(component + reitComponent, line14), lossCarryforward: 0, aboveThreshold }; // line 10 vs 14
}
