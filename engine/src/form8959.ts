// Form 8959 (2024), Additional Medicare Tax: Parts I, II and V (RRTA Part III not collected by the form).
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import { ADDITIONAL_MEDICARE_RATE, ADDITIONAL_MEDICARE_THRESHOLD, REGULAR_MEDICARE_RATE } from './years/2024';

const F = 'Form 8959 (2024)';
const FORM_8959 = {
  line4: defineLine('form8959.line4', 'Medicare wages and tips (W-2 box 5)', `${F}, lines 1-4`, 'Sum of W-2 box 5'),
  line7: defineLine('form8959.line7', 'Additional Medicare Tax on wages', `${F}, lines 5-7`, 'max(0, line 4 - threshold) x 0.9%', ['form8959.line4']),
  line8: defineLine('form8959.line8', 'Self-employment income (Schedule SE line 6)', `${F}, line 8`, 'Schedule SE line 6 (both spouses), not less than 0'),
  line13: defineLine('form8959.line13', 'Additional Medicare Tax on self-employment income', `${F}, lines 9-13`, 'max(0, line 8 - max(0, threshold - line 4)) x 0.9%', ['form8959.line8', 'form8959.line4']),
  line18: defineLine('form8959.line18', 'Additional Medicare Tax', `${F}, line 18 (to Schedule 2, line 11)`, 'line 7 + line 13', ['form8959.line7', 'form8959.line13']),
  line24: defineLine('form8959.line24', 'Additional Medicare Tax withheld', `${F}, lines 19-24 (to Form 1040, line 25c)`, 'max(0, W-2 box 6 - box 5 x 1.45%)', ['form8959.line4']),
};

export interface Form8959Result {
  tax: number;
  withholding: number;
}

export function computeForm8959(lines: Lines, status: FilingStatus, medicareWages: number, selfEmploymentIncome: number, medicareTaxWithheld: number): Form8959Result {
  const threshold = ADDITIONAL_MEDICARE_THRESHOLD[status];
  const line4 = dollars(medicareWages);
  const line7 = dollars(Math.max(0, line4 - threshold) * ADDITIONAL_MEDICARE_RATE);
  const line8 = Math.max(0, dollars(selfEmploymentIncome));
  const line11 = Math.max(0, threshold - line4);
  const line13 = dollars(Math.max(0, line8 - line11) * ADDITIONAL_MEDICARE_RATE);
  // Part V: box 6 above the regular 1.45% on box 5 is Additional Medicare Tax withheld (line 22 = line 24 here).
  const line24 = dollars(Math.max(0, medicareTaxWithheld - line4 * REGULAR_MEDICARE_RATE));
  if (line7 + line13 === 0 && line24 === 0) return { tax: 0, withholding: 0 };
  lines.put(FORM_8959.line4, line4);
  lines.put(FORM_8959.line7, line7);
  if (line8 > 0) {
    lines.put(FORM_8959.line8, line8);
    lines.put(FORM_8959.line13, line13);
  }
  lines.put(FORM_8959.line18, line7 + line13);
  lines.put(FORM_8959.line24, line24);
  return { tax: line7 + line13, withholding: line24 };
}
