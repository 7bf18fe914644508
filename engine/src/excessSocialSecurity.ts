// Excess social security tax withheld, Schedule 3 (Form 1040) 2024 line 11 (i1040 "Schedule 3, Line 11";
// Pub 505 ch. 3, "Excess Social Security or Railroad Retirement Tax Withholding"). Figured separately for each
// spouse: with more than one employer, social security tax withheld (W-2 box 4) beyond 10,453.20 (6.2% of
// 168,600) is a payment. What one employer over-withheld by itself is not: that employer must refund it, so
// each employer's withholding counts only up to 10,453.20.
import { MAXIMUM_SOCIAL_SECURITY_TAX } from './years/2024';

export interface EmployerSocialSecurityTax {
  employer: string;
  withheld: number;
}

export interface ExcessSocialSecurityResult {
  /** In dollars and cents. */
  excess: number;
  /** An employer withheld more than 10,453.20 by itself (that part is not claimable here). */
  employerOverWithheld: boolean;
}

export function excessSocialSecurityTax(byEmployer: readonly EmployerSocialSecurityTax[]): ExcessSocialSecurityResult {
  let countable = 0;
  let employerOverWithheld = false;
  for (const { withheld } of byEmployer) {
    if (withheld > MAXIMUM_SOCIAL_SECURITY_TAX + 0.005) employerOverWithheld = true;
    countable += Math.min(Math.max(0, withheld), MAXIMUM_SOCIAL_SECURITY_TAX);
  }
  // Only with two or more employers can the countable total pass the maximum.
  const excess = byEmployer.length > 1 ? Math.max(0, Math.round((countable - MAXIMUM_SOCIAL_SECURITY_TAX) * 100) / 100) : 0;
  return { excess, employerOverWithheld };
}
