// The SSA-1099 as the SSA prints it (Form SSA-1099, Social Security Benefit Statement, 2024; ssa.gov): boxes 1-8, and under
// 'DESCRIPTION OF AMOUNT IN BOX 3' / 'DESCRIPTION OF AMOUNT IN BOX 4' the lines that make up those boxes ('Paid by check
// or direct deposit', 'Medicare Part B premiums deducted from your benefits', 'Voluntary federal income tax withheld',
// 'Total additions', 'Benefits for 2024', 'Benefits repaid to SSA in 2024 for 2024'). Those lines repeat the boxes'
// captions with other amounts: they are no box, and the boxes are read without them.
import { groupLines, matchInLine, type PageText, type TextItem, type TextLine } from './layout';
import { words } from './w2';

const DESCRIPTION = /description\s*of\s*amount\s*in\s*box\s*[34]\b/i;
/** A box's own row or cell: 'Box 6. Voluntary ...', '6 VOLUNTARY ...', 'Box 7. Address'. */
const BOX_ROW = /^(?:b[o0e]x\s*)?[1-8]\b\.?\s+[A-Za-z]/i;

/**
 * The page without the description blocks. Each 'DESCRIPTION OF AMOUNT IN BOX 3' (or 4) heading opens a block in its
 * column (from the heading's left edge to the next such heading to its right, as the SSA prints the two side by side,
 * else to the page's edge), down to the first numbered box of the form starting in that column ('Box 6. Voluntary
 * Federal Income Tax Withheld', 'Box 8. Claim Number') or the page's end. The words of the blocks are left out; what
 * stands beside them in another column (box 6 printed right of box 3's description) stays. A page without such a
 * heading is as it was.
 */
export function withoutBoxDescriptions(page: PageText): PageText {
  const lines = groupLines(words(page.items));
  const headings = lines.flatMap((line, index) => {
    const box = matchInLine(line, DESCRIPTION);
    return box ? [{ index, box }] : [];
  });
  if (headings.length === 0) return page;
  const dropped = new Set<TextItem>();
  for (const { index, box } of headings) {
    const size = Math.max(1, box.y1 - box.y0);
    const right = headings.filter((other) => other.box.x0 > box.x0 + size * 5 && Math.abs(other.box.y0 - box.y0) < size * 8).map((other) => other.box.x0);
    const x1 = right.length > 0 ? Math.min(...right) : Infinity;
    const inColumn = (item: TextItem) => item.x0 >= box.x0 - size && item.x0 < x1 - size * 0.5;
    for (const line of lines.slice(index)) {
      const words = line.items.filter(inColumn);
      const text = words.map((item) => item.text).join(' ');
      if (line !== lines[index] && BOX_ROW.test(text) && !DESCRIPTION.test(text)) break;
      for (const item of words) dropped.add(item);
    }
  }
  return { ...page, items: lines.flatMap((line) => line.items.filter((item) => !dropped.has(item))) };
}

/**
 * The beneficiary named on a row of its own: 'BENEFICIARY ....... JANE Q. DOE-SMITH', 'Beneficiary: Name', or
 * the label and the name alone on their line where OCR set the leader's dots on a line of their own (box 1's person;
 * not 'Beneficiary's Social Security Number'): two to five words, each starting with a capital. ''.
 */
export function beneficiaryOfRow(lines: readonly TextLine[]): string {
  for (const line of lines) {
    const match = /^beneficiary(?:'?s\s*name)?\s*(?:[.\s]{2,}|:\s*|\s)([A-Za-z][A-Za-z .,'-]+)$/i.exec(line.text.trim());
    if (!match) continue;
    const name = match[1]!.replace(/^[.\s]+/, '').trim();
    const words = name.split(/\s+/);
    if (words.length >= 2 && words.length <= 5 && words.every((word) => /^[A-Z]/.test(word)) && !/social\s*security|number|information/i.test(name)) return name;
  }
  return '';
}
