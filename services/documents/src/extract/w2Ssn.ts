// Box a's SSN printed masked ('***-**-5521', as employers may print Copies B, C and 2): OCR reads the asterisks as
// letters and marks and splits the digits ('Hk _Hk_552 1'; 'RRERS521' on a scan). Box a prints an SSN and nothing else, so a value under
// its caption made of marks and then four digits is the masked SSN, answered as XXX-XX- and the four digits.
import { matchInLine, type TextItem, type TextLine } from './layout';

/** Box a's caption, as the IRS prints it and as payroll sheets shorten it. */
const SSN_CAPTION = /employee['’]?\s?s?\s*(?:social\s*security\s*(?:number|no\.?)|ssn)|\bSSN\b/i;
/**
 * What OCR makes of an asterisk or an X: those letters and marks, the dashes between them, no digit. 'w' and 'a' too:
 * a blurred or faint scan's asterisks read 'wk wk', 'wx ar', 'HEE AK' before the four digits.
 */
const MASK_MARKS = /^[*xXhHkKsSeEoOrRwWaA%#+_.~\-—–]{3,12}$/;
/** The last four digits, as OCR may slip one ('S' for 5, 'l' for 1, 'O' for 0, 'B' for 8). */
const LAST_FOUR = /^(.+?)([0-9OIlSB]{4})$/;
const asDigits = (text: string) => text.replace(/O/g, '0').replace(/[Il]/g, '1').replace(/S/g, '5').replace(/B/g, '8');

const height = (item: { y0: number; y1: number }) => Math.max(1, item.y1 - item.y0);

/** The words of a value left to right up to the first gap wider than a character's height (the next cell's writing). */
function valueRun(items: readonly TextItem[]): string {
  const sorted = [...items].sort((a, b) => a.x0 - b.x0);
  let text = '';
  for (const [index, item] of sorted.entries()) {
    if (index > 0 && item.x0 - sorted[index - 1]!.x1 > height(item) * 1.5) break;
    text += item.text;
  }
  return text;
}

/** The masked SSN under (or right of) box a's caption on an OCR'd page: 'XXX-XX-5521', or '' when none is there. */
export function maskedSsn(lines: readonly TextLine[]): string {
  for (const [index, line] of lines.entries()) {
    const caption = matchInLine(line, SSN_CAPTION);
    if (!caption) continue;
    const size = height(caption);
    const right = line.items.filter((item) => item.x0 >= caption.x1 - 0.5 && item.x0 - caption.x1 < size * 4);
    // Under the caption: the next lines' words that start within its width (the cell beside holds other boxes),
    // specks a scan left between them (one character, no digit: '.', 'i') passed over.
    const below = lines
      .slice(index + 1, index + 5)
      .map((next) => next.items.filter((item) => item.x0 >= caption.x0 - size * 2 && item.x0 < caption.x1 && (item.text.length > 1 || /\d/.test(item.text))))
      .filter((items) => items.length > 0)
      .slice(0, 2);
    for (const items of [right, ...below]) {
      const masked = LAST_FOUR.exec(valueRun(items));
      // Two real digits at least among the four, so that a word of marks alone ('XXXXXXX') is no SSN. Two marks
      // besides dashes are enough: a scan's OCR ran 'XXX-XX-' together into 'R*.'.
      if (masked && MASK_MARKS.test(masked[1]!) && masked[1]!.replace(/[-—–_.~]/g, '').length >= 2 && /\d.*\d/.test(masked[2]!)) return `XXX-XX-${asDigits(masked[2]!)}`;
    }
  }
  return '';
}
