// A combined statement (a bank's 'Forms 1099-INT and 1099-DIV' on one page) whose section titles OCR lost: boxes every
// 1099 shares ('Federal income tax withheld', 'Foreign tax paid', 'State tax withheld') are printed once per form, and
// the one that belongs to the form asked for is the row among that form's own rows (helper B, session 13).
import type { TextLine } from './layout';

const CENTS = /^\$?\d{1,3}(?:,\d{3})+\.\d{2}$|^\$?\d+\.\d{2}$/;
const SHARED = ['federalIncomeTaxWithheld', 'foreignTaxPaid', 'stateTaxWithheld'];
/** The forms a page names ('1099-INT', '1099 DIV'). */
const formsNamed = (lines: readonly TextLine[]) => new Set(lines.flatMap((line) => [...line.text.matchAll(/\b1099[-\s]?(INT|DIV|OID|MISC|NEC|B|R|G)\b/gi)].map((match) => match[1]!.toUpperCase())));

/** The amount with cents a statement row prints after its caption ('4  Federal income tax withheld  $140.76'). */
function rowAmount(line: TextLine, pattern: RegExp): string | undefined {
  const match = pattern.exec(line.text);
  if (!match) return undefined;
  const after = line.items.filter((item, index) => line.offsets[index]! >= match.index + match[0].length);
  const amount = after.find((item) => CENTS.test(item.text));
  return amount?.text.replace(/[$,]/g, '');
}

/**
 * On a page naming two or more forms, each shared box printed as a row with its amount more than once, with other
 * amounts: the row nearest (in lines) to a row of the kind's own boxes. Changes a box only when what was read is one
 * of those rows' amounts and one row is plainly nearest.
 */
export function sharedBoxesByOwnRows<Field extends string>(
  lines: readonly TextLine[],
  patterns: readonly (readonly [Field, RegExp])[],
  found: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  if (formsNamed(lines).size < 2) return found;
  const own = lines.flatMap((line, index) => (patterns.some(([field, pattern]) => !SHARED.includes(field) && rowAmount(line, pattern) !== undefined) ? [index] : []));
  if (own.length === 0) return found;
  const result = { ...found };
  for (const [field, pattern] of patterns) {
    if (!SHARED.includes(field) || result[field] === undefined) continue;
    const rows = lines.flatMap((line, index) => {
      const amount = rowAmount(line, pattern);
      return amount === undefined ? [] : [{ amount, distance: Math.min(...own.map((at) => Math.abs(at - index))) }];
    });
    if (rows.length < 2 || new Set(rows.map((row) => row.amount)).size < 2 || !rows.some((row) => Number(row.amount) === Number(result[field]))) continue;
    const nearest = Math.min(...rows.map((row) => row.distance));
    const best = rows.filter((row) => row.distance === nearest);
    if (best.length === 1) result[field] = best[0]!.amount as string;
  }
  return result;
}
