// What a W-2's boxes must say of each other, used two ways: on an OCR reading, to choose between the readings a
// misread digit allows (a '3' read as '8', a lost decimal point) the one that makes the boxes agree; on any
// reading, to tell the taxpayer what the employer got wrong (checks shown, never silent fixes).
// Form W-2 instructions (2024), boxes 3-6; SSA: 2024 social security wage base $168,600.

/** Social security tax: 6.2% of box 3, box 3 at most the 2024 wage base (Form W-2 instructions, box 4). */
export const SOCIAL_SECURITY_RATE = 0.062;
export const SOCIAL_SECURITY_WAGE_BASE_2024 = 168_600;
/** Medicare tax: 1.45% of box 5, plus the 0.9% Additional Medicare Tax the employer withholds on wages over $200,000 (box 6). */
export const MEDICARE_RATE = 0.0145;
export const ADDITIONAL_MEDICARE_RATE = 0.009;
export const ADDITIONAL_MEDICARE_THRESHOLD = 200_000;
/** Payroll rounds each paycheck to the cent: a year of weekly checks drifts by well under a dollar. */
const TOLERANCE = 1;

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const expectedSocialSecurityTax = (box3: number) => Math.min(box3, SOCIAL_SECURITY_WAGE_BASE_2024) * SOCIAL_SECURITY_RATE;
export const expectedMedicareTax = (box5: number) => box5 * MEDICARE_RATE + Math.max(0, box5 - ADDITIONAL_MEDICARE_THRESHOLD) * ADDITIONAL_MEDICARE_RATE;

/**
 * Box 4 is withheld on box 3 and box 7 (social security tips) together, up to the wage base (Form W-2 instructions,
 * box 4); or on box 3 alone where the tax on the tips could not be collected from the pay (box 12, code A).
 */
const box4Agrees = (tips: number) => (box3: number, box4: number) =>
  Math.abs(box4 - expectedSocialSecurityTax(box3 + tips)) <= TOLERANCE || Math.abs(box4 - expectedSocialSecurityTax(box3)) <= TOLERANCE;
const box6Agrees = (box5: number, box6: number) => Math.abs(box6 - expectedMedicareTax(box5)) <= TOLERANCE || Math.abs(box6 - box5 * MEDICARE_RATE) <= TOLERANCE;

/** Digits OCR mistakes for each other in print (shapes that differ by one stroke or a closed loop). */
const CONFUSED_PAIRS = ['08', '06', '09', '17', '14', '27', '38', '35', '56', '58', '68', '89'];
const CONFUSED: Record<string, string> = {};
for (const [a, b] of CONFUSED_PAIRS.map((pair) => [pair[0]!, pair[1]!])) {
  CONFUSED[a!] = (CONFUSED[a!] ?? '') + b;
  CONFUSED[b!] = (CONFUSED[b!] ?? '') + a;
}

/** The readings a printed amount could have been: itself, each single confusable digit, and a lost decimal point restored. */
export function readingsOf(amount: string): string[] {
  if (!amount) return [];
  const out = new Set<string>([amount]);
  for (let index = 0; index < amount.length; index += 1) {
    for (const other of CONFUSED[amount[index]!] ?? '') out.add(amount.slice(0, index) + other + amount.slice(index + 1));
  }
  if (/^\d{3,}$/.test(amount)) out.add(`${amount.slice(0, -2)}.${amount.slice(-2)}`);
  // A digit too many before the point: a speck or a '$' read as a figure ('547310.00' for 54,310.00).
  const point = amount.includes('.') ? amount.indexOf('.') : amount.length;
  if (point >= 2) for (let index = 0; index < point; index += 1) out.add(amount.slice(0, index) + amount.slice(index + 1));
  return [...out].filter((reading) => !/^0\d/.test(reading));
}

type Pair = [string, string];

/**
 * Wages and tax read by OCR that do not agree: the readings one misread digit apart that do. Returns the pair
 * unchanged when it agrees, cannot be read, or when no single change (or more than one) makes it agree.
 */
function reconcile([wages, tax]: Pair, agrees: (wages: number, tax: number) => boolean, otherWages: readonly string[]): Pair {
  if (!wages || !tax || agrees(Number(wages), Number(tax))) return [wages, tax];
  const found = new Map<string, Pair>();
  // Also another wage box's amount that ends in this one's figures: the front of the amount lost ('215.40' for 96,215.40).
  const cutShort = otherWages.filter((other) => other.length > wages.length && other.endsWith(wages));
  for (const wagesReading of [...readingsOf(wages), ...cutShort]) {
    for (const taxReading of readingsOf(tax)) {
      // One misread at a time: both changed at once would fit too many pairs.
      if (wagesReading !== wages && taxReading !== tax) continue;
      if (agrees(Number(wagesReading), Number(taxReading))) found.set(`${wagesReading}|${taxReading}`, [wagesReading, taxReading]);
    }
  }
  const choices = [...found.values()];
  if (choices.length === 1) return choices[0]!;
  // Several fit: the one whose wages another box also reads (box 3 and box 5 are often box 1's amount).
  const backed = choices.filter(([reading]) => otherWages.includes(reading));
  return backed.length === 1 ? backed[0]! : [wages, tax];
}

export interface WithholdingBoxes {
  wages: string;
  socialSecurityWages: string;
  /** Box 7: social security tax is withheld on it too. */
  socialSecurityTips?: string;
  socialSecurityTaxWithheld: string;
  medicareWagesAndTips: string;
  medicareTaxWithheld: string;
}

/** Boxes 3-6 of an OCR reading, each pair made to agree where one misread digit explains the difference. */
export function reconcileWithholding<T extends WithholdingBoxes>(boxes: T): T {
  const tips = Number(boxes.socialSecurityTips ?? '') || 0;
  const [socialSecurityWages, socialSecurityTaxWithheld] = reconcile([boxes.socialSecurityWages, boxes.socialSecurityTaxWithheld], box4Agrees(tips), [boxes.wages, boxes.medicareWagesAndTips]);
  const [medicareWagesAndTips, medicareTaxWithheld] = reconcile([boxes.medicareWagesAndTips, boxes.medicareTaxWithheld], box6Agrees, [boxes.wages, socialSecurityWages]);
  return { ...boxes, socialSecurityWages, socialSecurityTaxWithheld, medicareWagesAndTips, medicareTaxWithheld };
}

/**
 * What the taxpayer is told about boxes 4 and 6 (Form W-2 instructions; Pub. 505, 'Excess Social Security'):
 * an employer who withheld more than the rates allow must refund it; it is not a credit on the return.
 */
export function withholdingNotices(boxes: WithholdingBoxes): string[] {
  const notices: string[] = [];
  const box3 = Number(boxes.socialSecurityWages);
  const box4 = Number(boxes.socialSecurityTaxWithheld);
  const box7 = Number(boxes.socialSecurityTips ?? '') || 0;
  if (boxes.socialSecurityTaxWithheld && Number.isFinite(box3) && box4 > expectedSocialSecurityTax(box3 + box7) + TOLERANCE) {
    notices.push(
      `Box 4 of this W-2 (social security tax withheld, $${money(box4)}) is more than 6.2% of box 3${box7 ? ' and box 7' : ''} ($${money(expectedSocialSecurityTax(box3 + box7))}). ` +
        'If the amounts are right, your employer withheld too much and must refund it to you; it is not credited on your return. Please check them against your W-2.',
    );
  }
  const box5 = Number(boxes.medicareWagesAndTips);
  const box6 = Number(boxes.medicareTaxWithheld);
  if (boxes.medicareTaxWithheld && Number.isFinite(box5) && box5 <= ADDITIONAL_MEDICARE_THRESHOLD && box6 > box5 * MEDICARE_RATE + TOLERANCE) {
    notices.push(
      `Box 6 of this W-2 (Medicare tax withheld, $${money(box6)}) is more than 1.45% of box 5 ($${money(box5 * MEDICARE_RATE)}) with no wages over $200,000. ` +
        'If the amounts are right, your employer withheld too much and must refund it to you; it is not credited on your return. Please check them against your W-2.',
    );
  }
  return notices;
}

/** An SSN (or a masked one) or an EIN in OCR'd text, its letters that look like digits read as digits ('O' 0, 'l' 1, 'S' 5, 'B' 8). */
export function findShaped(text: string, shape: 'ssn' | 'ein'): string {
  const digit = String.raw`[0-9OoIlSB]`;
  const dash = String.raw`\s?[-–—~.]\s?`;
  const pattern =
    shape === 'ssn'
      ? new RegExp(String.raw`(?<![\w*-])((?:${digit}{3}|[X*]{3})${dash}(?:${digit}{2}|[X*]{2})${dash}${digit}{4})(?![\w-])`, 'gi')
      : new RegExp(String.raw`(?<![\w-])(${digit}{2}${dash}${digit}{7})(?![\w-])`, 'g');
  const asDigits = (value: string) => value.replace(/[Oo]/g, '0').replace(/[Il]/g, '1').replace(/S/g, '5').replace(/B/g, '8').replace(/\s/g, '').replace(/[–—~.]/g, '-');
  for (const match of text.matchAll(pattern)) {
    const value = asDigits(match[1]!);
    // A real SSN never starts 000, 666 or 9 (SSA); one that does is a misreading of something else.
    if (shape === 'ssn' && /^(?:000|666|9)/.test(value)) continue;
    // Only letters where a digit goes: a word ('SOB-OI-lBSB') is not read as a number unless most is digits.
    if ((match[1]!.match(/\d/g) ?? []).length < (shape === 'ssn' ? 4 : 6)) continue;
    return value;
  }
  return '';
}

/**
 * Several copies of a W-2 on one image (a 2-up or 4-up sheet) read apart: where the copies' majority of boxes 3-4
 * (5-6) does not agree, the one pair of amounts some copies read that does (OCR misreads a box in one copy, the
 * majority may be a tie or wrong where a copy's speck repeats). Only amounts a copy read, never new ones.
 */
export function withholdingFromCopies<T extends WithholdingBoxes>(merged: T, readings: readonly T[]): T {
  const tips = Number(merged.socialSecurityTips ?? '') || 0;
  const choose = (wagesKey: 'socialSecurityWages' | 'medicareWagesAndTips', taxKey: 'socialSecurityTaxWithheld' | 'medicareTaxWithheld', agrees: (wages: number, tax: number) => boolean): Pick<T, typeof wagesKey | typeof taxKey> | null => {
    if (merged[wagesKey] && merged[taxKey] && agrees(Number(merged[wagesKey]), Number(merged[taxKey]))) return null;
    const wages = [...new Set(readings.map((reading) => reading[wagesKey]).filter(Boolean))];
    const taxes = [...new Set(readings.map((reading) => reading[taxKey]).filter(Boolean))];
    const pairs = wages.flatMap((wage) => taxes.filter((tax) => agrees(Number(wage), Number(tax))).map((tax) => [wage, tax] as const));
    return pairs.length === 1 ? ({ [wagesKey]: pairs[0]![0], [taxKey]: pairs[0]![1] } as Pick<T, typeof wagesKey | typeof taxKey>) : null;
  };
  return { ...merged, ...choose('socialSecurityWages', 'socialSecurityTaxWithheld', box4Agrees(tips)), ...choose('medicareWagesAndTips', 'medicareTaxWithheld', box6Agrees) };
}

/**
 * Box 4 (6) that OCR left empty, found among the page's amounts no box took: the one that is 6.2% (1.45%) of box 3
 * (5) as read, or one confusable digit from it (a '4' over a cell's rule, read where no caption is near). Only an
 * amount the page prints, and only when exactly one fits.
 */
export function withholdingFromPage<T extends WithholdingBoxes>(boxes: T, spare: readonly string[]): T {
  const tips = Number(boxes.socialSecurityTips ?? '') || 0;
  const fill = (wagesKey: 'socialSecurityWages' | 'medicareWagesAndTips', taxKey: 'socialSecurityTaxWithheld' | 'medicareTaxWithheld', agrees: (wages: number, tax: number) => boolean, expected: (wages: number) => number) => {
    const wages = boxes[wagesKey];
    // Box 3 (5) empty beside its tax: the one amount of the page's spare ones and the other wage boxes' (boxes 1, 3
    // and 5 are often one amount) whose 6.2% (1.45%) the tax is.
    if (!wages && boxes[taxKey]) {
      const others = [boxes.wages, boxes.socialSecurityWages, boxes.medicareWagesAndTips].filter(Boolean);
      const fits = new Set([...spare, ...others].filter((amount) => /\.\d{2}$/.test(amount) && Number(amount) > 0 && agrees(Number(amount), Number(boxes[taxKey]))));
      return fits.size === 1 ? { [wagesKey]: [...fits][0]! } : {};
    }
    if (!wages || boxes[taxKey] || !(Number(wages) > 0)) return {};
    // As printed, else one digit off; the rounding allowance makes a misread cent agree as well as the figure printed.
    const printed = new Set(spare.filter((amount) => /\.\d{2}$/.test(amount) && agrees(Number(wages), Number(amount))));
    if (printed.size > 0) return printed.size === 1 ? { [taxKey]: [...printed][0]! } : {};
    const misread = new Set(spare.flatMap((amount) => readingsOf(amount).filter((reading) => /\.\d{2}$/.test(reading) && agrees(Number(wages), Number(reading)))));
    const nearest = [...misread].sort((a, b) => Math.abs(Number(a) - expected(Number(wages))) - Math.abs(Number(b) - expected(Number(wages))));
    return nearest.length > 0 && (nearest.length === 1 || Math.abs(Number(nearest[0]) - expected(Number(wages))) < 0.015) ? { [taxKey]: nearest[0]! } : {};
  };
  return {
    ...boxes,
    ...fill('socialSecurityWages', 'socialSecurityTaxWithheld', box4Agrees(tips), (box3) => expectedSocialSecurityTax(box3 + tips)),
    ...fill('medicareWagesAndTips', 'medicareTaxWithheld', box6Agrees, expectedMedicareTax),
  };
}
