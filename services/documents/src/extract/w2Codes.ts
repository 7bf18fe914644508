// Box 12's codes as OCR reads them, checked against the wage boxes: elective deferrals (codes D, E, F, G and S)
// are left out of box 1 and kept in boxes 3 and 5 (Form W-2 instructions 2024, box 1 and box 12 codes D-G, S), so
// box 5 less box 1 is what those codes add up to on most W-2s. Where the codes as read do not add up and one
// reading OCR makes of a code instead of another ('P' for 'D', 'D' for 'DD') does, that reading wins. Only a
// choice between readings: a code no confusion explains is left as read.
import { SOCIAL_SECURITY_WAGE_BASE_2024 } from './w2Checks';

interface Entry {
  code: string;
  amount: string;
}

/** Box 12 codes left out of box 1 and kept in boxes 3 and 5 (Form W-2 instructions 2024: codes D, E, F, G, S). */
const DEFERRALS = new Set(['D', 'E', 'F', 'G', 'S']);

/**
 * What a code OCR read may have been printed as: a 'D' read as 'P' (its bowl broken), one letter of 'DD' lost or
 * the two run together, 'G' read as 'C' (its bar lost). Only pairs with a deferral code on one side and not the
 * other: the wage boxes cannot tell the others apart.
 */
const MAY_HAVE_BEEN: Record<string, readonly string[]> = { P: ['D'], D: ['DD'], DD: ['D'], C: ['G'], G: ['C'] };

/** Box 12 has four slots (12a-12d): a list read with more holds a copy's entries twice, the repeats go. */
export function withoutRepeatedEntries<T extends Entry>(entries: readonly T[], slots = 4): T[] {
  if (entries.length <= slots) return [...entries];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.code}|${Number(entry.amount)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const cents = (value: number) => Math.round(value * 100);

/**
 * Box 12's codes made to agree with box 5 less box 1 (box 3 when box 5 is not read and is under the 2024 social
 * security wage base, SSA) where the fewest changes of misread codes do it one way only; else the entries as read.
 */
export function codesByDeferrals<T extends Entry>(entries: readonly T[], boxes: { wages: string; socialSecurityWages: string; medicareWagesAndTips: string }): T[] {
  const box1 = Number(boxes.wages);
  const box3 = Number(boxes.socialSecurityWages);
  const payroll = boxes.medicareWagesAndTips ? Number(boxes.medicareWagesAndTips) : box3 < SOCIAL_SECURITY_WAGE_BASE_2024 ? box3 : NaN;
  if (!boxes.wages || !box1 || !Number.isFinite(payroll) || !payroll || payroll < box1) return [...entries];
  const gap = cents(payroll - box1);
  const deferred = (codes: readonly string[]) => entries.reduce((sum, entry, at) => sum + (DEFERRALS.has(codes[at]!) ? cents(Number(entry.amount)) : 0), 0);
  const read = entries.map((entry) => entry.code);
  if (deferred(read) === gap) return [...entries];
  let fewest = Infinity;
  let choices: string[][] = [];
  const visit = (at: number, codes: string[], changes: number) => {
    if (changes > fewest) return;
    if (at === entries.length) {
      if (changes === 0 || deferred(codes) !== gap) return;
      if (changes < fewest) [fewest, choices] = [changes, []];
      choices.push(codes);
      return;
    }
    visit(at + 1, [...codes, read[at]!], changes);
    for (const other of MAY_HAVE_BEEN[read[at]!] ?? []) visit(at + 1, [...codes, other], changes + 1);
  };
  visit(0, [], 0);
  if (choices.length !== 1) return [...entries];
  return entries.map((entry, at) => (choices[0]![at] === entry.code ? entry : { ...entry, code: choices[0]![at]! }));
}
