// Box a's SSN printed masked ('***-**-5521'), as OCR reads it on a clean image and on a scan of the reportlab IRS-like
// grid: the words are placed as OCR placed them (pixels of a 300 dpi page).
import { describe, expect, it } from 'vitest';
import { groupLines, type TextItem } from './layout';
import { maskedSsn } from './w2Ssn';

const word = (text: string, x0: number, y0: number, width: number, height = 16): TextItem => ({ text, x0, y0, x1: x0 + width, y1: y0 + height });
const caption = [word('a', 106, 123, 8, 12), word("Employee's", 122, 123, 80, 12), word('social', 206, 123, 40, 12), word('security', 251, 123, 55, 12), word('number', 310, 123, 50, 12)];
const omb = [word('OMB', 426, 124, 40, 12), word('No.', 472, 124, 30, 12), word('1545-0008', 512, 124, 70, 12)];

describe('a masked SSN under box a', () => {
  it("reads the asterisks OCR made letters of, and the digits it split ('Hk _Hk_552 1'), as XXX-XX-5521", () => {
    const value = [word('Hk', 113, 142, 26), word('_Hk_552', 151, 142, 76), word('1', 237, 142, 10), word('Safe,', 427, 142, 36)];
    expect(maskedSsn(groupLines([...caption, ...omb, ...value]))).toBe('XXX-XX-5521');
  });

  it("reads a scan's 'RRERS521' (a 5 read as S) past the specks between it and its caption", () => {
    const value = [word('.', 120, 145, 3, 3), word('RRERS521', 115, 170, 110)];
    expect(maskedSsn(groupLines([...caption, ...omb, ...value]))).toBe('XXX-XX-5521');
  });

  it("reads a scan's 'R*.4412', its 'XXX-XX-' run together into two marks and a point", () => {
    const value = [word('R*.4412', 113, 142, 110, 26)];
    expect(maskedSsn(groupLines([...caption, ...omb, ...value]))).toBe('XXX-XX-4412');
  });

  it("reads a blurred or faint scan's 'wk wk 4412', 'wx ar4412' and 'HEE AK5521' (asterisks read as w, a)", () => {
    const read = (...value: TextItem[]) => maskedSsn(groupLines([...caption, ...omb, ...value]));
    expect(read(word('wk', 113, 142, 30), word('wk', 150, 142, 30), word('4412', 186, 142, 50))).toBe('XXX-XX-4412');
    expect(read(word('wx', 113, 142, 30), word('ar4412', 150, 142, 80))).toBe('XXX-XX-4412');
    expect(read(word('HEE', 113, 142, 40), word('AK5521', 160, 142, 80))).toBe('XXX-XX-5521');
  });

  it('reads no SSN from an empty box a, nor from the OMB number beside it', () => {
    const next = [word('b', 106, 185, 8, 12), word('Employer', 123, 185, 60, 12), word('identification', 196, 185, 90, 12)];
    expect(maskedSsn(groupLines([...caption, ...omb, ...next]))).toBe('');
  });
});
