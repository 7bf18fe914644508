// Social Security Benefits Worksheet, Lines 6a and 6b (2024 i1040; Pub 915 Worksheet 1).
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import { SOCIAL_SECURITY_BASE } from './years/2024';

const W = '2024 Instructions for Form 1040, Social Security Benefits Worksheet (lines 6a-6b); Pub 915 Worksheet 1';
const SOCIAL_SECURITY_WORKSHEET = {
  line1: defineLine('ssWorksheet.line1', 'Net social security benefits (SSA-1099 box 5)', `${W}, line 1`, 'Sum of the SSA-1099 net benefits'),
  line5: defineLine('ssWorksheet.line5', 'Half the benefits + other income + tax-exempt interest', `${W}, lines 2-5`, 'line 1 x 50% + (Form 1040 lines 1z, 2b, 3b, 4b, 5b, 7, 8) + line 2a', ['ssWorksheet.line1', 'form1040.line2a']),
  line6: defineLine('ssWorksheet.line6', 'Adjustments (Schedule 1 lines 11-20, 23, 25)', `${W}, line 6`, 'Schedule 1 lines 11 through 20, 23 and 25'),
  line18: defineLine('ssWorksheet.line18', 'Taxable social security benefits', `${W}, lines 7-18`, 'smaller of 85% of benefits or 50% of provisional income over the base (25,000 / 32,000 MFJ / 0 MFS living with spouse) plus 85% over the adjusted base (9,000 / 12,000)', ['ssWorksheet.line1', 'ssWorksheet.line5', 'ssWorksheet.line6']),
};

/**
 * Lines 1-18. `otherIncome` is Form 1040 lines 1z + 2b + 3b + 4b + 5b + 7 + 8; `adjustments` are
 * Schedule 1 lines 11-20, 23 and 25. Married filing separately is taken as having lived with the spouse
 * at some time in 2024 (base 0) unless the form says they lived apart all year.
 */
export function taxableSocialSecurity(
  benefits: number,
  otherIncome: number,
  taxExemptInterest: number,
  adjustments: number,
  status: FilingStatus,
  marriedSeparateLivedApart: boolean,
): number {
  if (benefits <= 0) return 0;
  const line2 = benefits * 0.5;
  const line5 = line2 + otherIncome + taxExemptInterest;
  if (adjustments >= line5) return 0; // line 7
  const line7 = line5 - adjustments;
  const line17 = benefits * 0.85;
  if (status === 'married-separate' && !marriedSeparateLivedApart) return Math.min(line7 * 0.85, line17); // line 8 instruction
  const { base, adjusted } = SOCIAL_SECURITY_BASE[status === 'married-joint' ? 'joint' : 'other'];
  if (base >= line7) return 0; // line 9
  const line9 = line7 - base;
  const line11 = Math.max(0, line9 - adjusted);
  const line12 = Math.min(line9, adjusted);
  const line14 = Math.min(line2, line12 / 2);
  const line16 = line14 + line11 * 0.85;
  return Math.min(line16, line17);
}

export function computeSocialSecurityWorksheet(
  lines: Lines,
  benefits: number,
  otherIncome: number,
  taxExemptInterest: number,
  adjustments: number,
  status: FilingStatus,
  marriedSeparateLivedApart: boolean,
): number {
  if (benefits <= 0) return 0;
  lines.put(SOCIAL_SECURITY_WORKSHEET.line1, dollars(benefits));
  lines.put(SOCIAL_SECURITY_WORKSHEET.line5, dollars(benefits * 0.5 + otherIncome + taxExemptInterest));
  lines.put(SOCIAL_SECURITY_WORKSHEET.line6, dollars(adjustments));
  const taxable = dollars(taxableSocialSecurity(benefits, otherIncome, taxExemptInterest, adjustments, status, marriedSeparateLivedApart));
  return lines.put(
    SOCIAL_SECURITY_WORKSHEET.line18,
    taxable,
    status === 'married-separate' && !marriedSeparateLivedApart ? 'Married filing separately and not marked as living apart all year: base amount 0 (line 8 instructions).' : undefined,
  );
}
