// Form 8839 (2024), Qualified Adoption Expenses (nonrefundable; unused credit carries forward 5 years).
import { ADOPTION_CREDIT_LIMIT, ADOPTION_PHASEOUT_RANGE, ADOPTION_PHASEOUT_START } from './years/2024';

/** One child: expenses up to 16,810, reduced by (MAGI - 252,150) / 40,000 (line 9 rounded to three places). */
export function form8839(expenses: number, modifiedAgi: number, taxLimit: number): { line6: number; line10: number; line12: number; credit: number; carryforward: number } {
  const line6 = Math.min(Math.max(0, expenses), ADOPTION_CREDIT_LIMIT);
  const ratio = modifiedAgi > ADOPTION_PHASEOUT_START ? Math.min(1, Math.round(((modifiedAgi - ADOPTION_PHASEOUT_START) / ADOPTION_PHASEOUT_RANGE) * 1000) / 1000) : 0;
  const line10 = Math.round(line6 * ratio);
  const line12 = line6 - line10;
  const credit = Math.min(line12, Math.max(0, taxLimit));
  return { line6, line10, line12, credit, carryforward: line12 - credit };
}
