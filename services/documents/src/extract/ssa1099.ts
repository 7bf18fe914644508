// The SSA-1099 as the SSA prints it (Form SSA-1099, Social Security Benefit Statement, 2024; ssa.gov): boxes 1-8, and under
// 'DESCRIPTION OF AMOUNT IN BOX 3' / 'DESCRIPTION OF AMOUNT IN BOX 4' the lines that make up those boxes ('Paid by check
// or direct deposit', 'Medicare Part B premiums deducted from your benefits', 'Voluntary federal income tax withheld',
// 'Total additions', 'Benefits for 2024', 'Benefits repaid to SSA in 2024 for 2024'). Those lines repeat the boxes'
// captions with other amounts: they are no box, and the boxes are read without them.
import { groupLines, type PageText, type TextLine } from './layout';
import { words } from './w2';

const DESCRIPTION = /description\s*of\s*amount\s*in\s*box\s*[34]\b/i;
/** A box's own row or cell: 'Box 6. Voluntary ...', '6 VOLUNTARY ...', 'Box 7. Address'. */
const BOX_ROW = /^(?:box\s*)?[1-8]\b\.?\s+[A-Za-z]/i;

/**
 * The page without the description blocks: from a 'DESCRIPTION OF AMOUNT IN BOX 3' (or 4) heading down to the next
 * line that starts a numbered box of the form ('Box 6. Voluntary Federal Income Tax Withheld') or the page's end.
 * A page without such a heading is as it was.
 */
export function withoutBoxDescriptions(page: PageText): PageText {
  const lines = groupLines(words(page.items));
  const dropped = new Set<TextLine>();
  let inBlock = false;
  for (const line of lines) {
    if (DESCRIPTION.test(line.text)) inBlock = true;
    else if (inBlock && BOX_ROW.test(line.text) && !DESCRIPTION.test(line.text)) inBlock = false;
    if (inBlock) dropped.add(line);
  }
  if (dropped.size === 0) return page;
  return { ...page, items: lines.flatMap((line) => (dropped.has(line) ? [] : line.items)) };
}

/**
 * The beneficiary named on a row of its own: 'BENEFICIARY ....... EZEKIEL M. FONTAINE-OKAFOR' or 'Beneficiary: Name'
 * (box 1's person; not 'Beneficiary's Social Security Number'). ''.
 */
export function beneficiaryOfRow(lines: readonly TextLine[]): string {
  for (const line of lines) {
    const match = /^beneficiary(?:'?s\s*name)?\s*(?:[.\s]{2,}|:\s*)([A-Za-z][A-Za-z .,'-]+)$/i.exec(line.text.trim());
    if (!match) continue;
    const name = match[1]!.replace(/^[.\s]+/, '').trim();
    if (name.split(/\s+/).length >= 2 && !/social\s*security|number/i.test(name)) return name;
  }
  return '';
}
