// Schedule SE (Form 1040) 2024, Part I, one per person with self-employment income.
import { defineLine, dollars, type Lines } from './explain';
import { SE } from './years/2024';

const SOURCE = 'Schedule SE (Form 1040) 2024';
function personLines(who: 'taxpayer' | 'spouse') {
  const p = `scheduleSE.${who}`;
  return {
    line2: defineLine(`${p}.line2`, `Net profit from Schedule C (${who})`, `${SOURCE}, line 2`, 'Sum of the Schedule C net profits (line 31) of this person'),
    line4a: defineLine(`${p}.line4a`, 'Net earnings: line 2 x 92.35%', `${SOURCE}, line 4a`, 'line 2 x 0.9235 when positive', [`${p}.line2`]),
    line6: defineLine(`${p}.line6`, 'Net earnings from self-employment (0 when under 400)', `${SOURCE}, lines 4c and 6`, 'line 4a, or 0 if less than 400', [`${p}.line4a`]),
    line8d: defineLine(`${p}.line8d`, 'Social security wages and tips (W-2 boxes 3 and 7)', `${SOURCE}, lines 8a-8d`, 'Sum of W-2 boxes 3 and 7 of this person'),
    line9: defineLine(`${p}.line9`, 'Wage base left: 168,600 - line 8d', `${SOURCE}, lines 7 and 9`, 'max(0, 168,600 - line 8d)', [`${p}.line8d`]),
    line10: defineLine(`${p}.line10`, 'Social security part: smaller of line 6 or 9, x 12.4%', `${SOURCE}, line 10`, 'min(line 6, line 9) x 0.124', [`${p}.line6`, `${p}.line9`]),
    line11: defineLine(`${p}.line11`, 'Medicare part: line 6 x 2.9%', `${SOURCE}, line 11`, 'line 6 x 0.029', [`${p}.line6`]),
    line12: defineLine(`${p}.line12`, 'Self-employment tax', `${SOURCE}, line 12 (to Schedule 2, line 4)`, 'line 10 + line 11', [`${p}.line10`, `${p}.line11`]),
    line13: defineLine(`${p}.line13`, 'Deduction for one-half of self-employment tax', `${SOURCE}, line 13 (to Schedule 1, line 15)`, 'line 12 x 50%', [`${p}.line12`]),
  };
}
const LINES = { taxpayer: personLines('taxpayer'), spouse: personLines('spouse') };

/** Line 4a: 92.35% of net profit (a loss gives 0). */
export const line4a = (netProfit: number) => (netProfit > 0 ? netProfit * SE.netEarningsFactor : 0);
/** Lines 4c/6: no SE tax when net earnings are less than 400. */
export const line6 = (netEarnings: number) => (netEarnings < SE.minimumNetEarnings ? 0 : netEarnings);
/** Line 10: 12.4% of the smaller of net earnings or the wage base left after W-2 social security wages. */
export const line10 = (netEarnings: number, socialSecurityWages: number) =>
  Math.min(netEarnings, Math.max(0, SE.socialSecurityWageBase - socialSecurityWages)) * SE.socialSecurityRate;
/** Line 11: 2.9% of all net earnings. */
export const line11 = (netEarnings: number) => netEarnings * SE.medicareRate;

export interface ScheduleSEResult {
  netEarnings: number;
  tax: number;
  deduction: number;
}

export function computeScheduleSE(lines: Lines, who: 'taxpayer' | 'spouse', netProfit: number, socialSecurityWages: number): ScheduleSEResult {
  const personLines = LINES[who];
  lines.put(personLines.line2, dollars(netProfit));
  const l4a = lines.put(personLines.line4a, dollars(line4a(netProfit)));
  const l6 = lines.put(personLines.line6, line6(l4a));
  if (l6 === 0) return { netEarnings: 0, tax: 0, deduction: 0 };
  lines.put(personLines.line8d, dollars(socialSecurityWages));
  lines.put(personLines.line9, Math.max(0, SE.socialSecurityWageBase - dollars(socialSecurityWages)));
  const l10 = lines.put(personLines.line10, dollars(line10(l6, dollars(socialSecurityWages))));
  const l11 = lines.put(personLines.line11, dollars(line11(l6)));
  const l12 = lines.put(personLines.line12, l10 + l11);
  const l13 = lines.put(personLines.line13, dollars(l12 * 0.5));
  return { netEarnings: l6, tax: l12, deduction: l13 };
}
