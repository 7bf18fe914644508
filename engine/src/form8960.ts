// Form 8960 (2024), Net Investment Income Tax (IRC §1411).
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import { NIIT_RATE, NIIT_THRESHOLD } from './years/2024';

const F = 'Form 8960 (2024)';
const FORM_8960 = {
  line8: defineLine('form8960.line8', 'Net investment income before deductions', `${F}, lines 1-8`, 'taxable interest (line 1) + ordinary dividends (2) + rental and royalty net (4a) + net capital gain, loss not below -3,000 (5a-5d)', ['form1040.line2b', 'form1040.line3b', 'schedule1.line5', 'form1040.line7']),
  line12: defineLine('form8960.line12', 'Net investment income', `${F}, line 12`, 'line 8 - investment interest expense (line 9b), not less than 0', ['form8960.line8']),
  line16: defineLine('form8960.line16', 'Modified AGI over the threshold', `${F}, lines 13-16`, 'max(0, AGI - threshold (200,000; 250,000 MFJ/QSS; 125,000 MFS))', ['form1040.line11']),
  line17: defineLine('form8960.line17', 'Net investment income tax', `${F}, line 17 (to Schedule 2, line 12)`, 'smaller of line 12 or line 16, x 3.8%', ['form8960.line12', 'form8960.line16']),
};

export function computeForm8960(lines: Lines, status: FilingStatus, agi: number, investmentIncome: number, investmentInterest: number): number {
  const line16 = Math.max(0, agi - NIIT_THRESHOLD[status]);
  if (line16 === 0) return 0;
  lines.put(FORM_8960.line8, dollars(investmentIncome));
  const line12 = lines.put(FORM_8960.line12, Math.max(0, dollars(investmentIncome - investmentInterest)));
  lines.put(FORM_8960.line16, line16);
  return lines.put(FORM_8960.line17, dollars(Math.min(line12, line16) * NIIT_RATE));
}
