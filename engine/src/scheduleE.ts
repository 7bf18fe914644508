// Schedule E (Form 1040) 2024 Part I, with the vacation-home rules of IRC §280A (Pub 527 ch. 5) and the
// 25,000 special allowance for rental real estate with active participation (IRC §469(i), Form 8582).
import type { FilingStatus } from '@taxapp/contracts/form';
import type { RentalFact } from './returnFacts';
import { RENTAL_LOSS_ALLOWANCE, RENTAL_LOSS_PHASEOUT_START } from './years/2024';

export interface RentalResult {
  net: number;
  note: string | null;
}

/** Net of one property (Schedule E line 26 share) before the passive loss limit. */
export function rentalPropertyNet(rental: RentalFact): RentalResult {
  const { rents, expenses, daysRented, daysPersonalUse } = rental;
  if (daysPersonalUse > 0 && daysRented > 0 && daysRented < 15)
    return { net: 0, note: 'Rented fewer than 15 days and used as a home: the rent is not reported and the expenses are not deducted (IRC §280A(g), Pub 527).' };
  if (daysPersonalUse > 0 && daysRented > 0) {
    const rentalShare = daysRented / (daysRented + daysPersonalUse);
    const allocated = expenses * rentalShare;
    const usedAsHome = daysPersonalUse > Math.max(14, daysRented * 0.1);
    if (usedAsHome && allocated > rents)
      return { net: 0, note: 'Used as a home (personal use over 14 days and 10% of rental days): expenses limited to the rent (IRC §280A(c)(5), Pub 527).' };
    return { net: rents - allocated, note: `Expenses allocated to rental use: ${daysRented} of ${daysRented + daysPersonalUse} days (Pub 527).` };
  }
  return { net: rents - expenses, note: null };
}

/**
 * Form 8582 Part II: a net rental loss is allowed up to 25,000 (12,500 MFS living apart all year, 0 MFS
 * otherwise), reduced by half of modified AGI over 100,000. Active participation is assumed.
 */
export function allowedRentalLoss(netLoss: number, modifiedAgi: number, status: FilingStatus, marriedSeparateLivedApart: boolean): number {
  if (netLoss >= 0) return 0;
  let allowance = RENTAL_LOSS_ALLOWANCE;
  if (status === 'married-separate') allowance = marriedSeparateLivedApart ? RENTAL_LOSS_ALLOWANCE / 2 : 0;
  const phaseStart = status === 'married-separate' ? RENTAL_LOSS_PHASEOUT_START / 2 : RENTAL_LOSS_PHASEOUT_START;
  allowance = Math.max(0, allowance - Math.max(0, modifiedAgi - phaseStart) * 0.5);
  return Math.min(-netLoss, allowance);
}
