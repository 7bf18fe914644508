// Box captions as OCR reads them off a clean image in small print: the apostrophe of "Employer's" dropped
// ('Employer s name'), box e's 'first name and initial' glued and garbled ('firstname and nibal').
import { describe, expect, it } from 'vitest';
import type { PageText } from './layout';
import { parseW2 } from './w2';
import { ocrLine } from '../testing/ocrLine';

function page(employer: string, employee: string): PageText {
  return {
    width: 720,
    height: 600,
    items: [
      ...ocrLine(40, [['a Employee s social security number', 20], ['1 Wages, tips, other compensation', 360]]),
      ...ocrLine(58, [['612-40-7781', 20], ['41820.55', 360]]),
      ...ocrLine(90, [['b Employer identification number (EIN)', 20], ['2 Federal income tax withheld', 360]]),
      ...ocrLine(108, [['31-5502846', 20], ['3904.10', 360]]),
      ...ocrLine(140, [[employer, 20], ['3 Social security wages', 360]]),
      ...ocrLine(158, [['QUARRY HILL TILE WORKS', 20], ['41820.55', 360]]),
      ...ocrLine(176, [['7 INDUSTRY RD', 20]]),
      ...ocrLine(194, [['BARRE VT 05641', 20]]),
      ...ocrLine(240, [[employee, 20]]),
      ...ocrLine(258, [['NADIA K', 20], ['FERREIRA-HOLM', 240]]),
    ],
  };
}

describe('W-2 captions as OCR reads them', () => {
  it("finds box c's and box e's captions with the apostrophe dropped and 'initial' garbled", () => {
    const read = parseW2(page('¢ Employer s name, address, and ZIP code', 'e Employee s firstname and nibal Lastname Suff.'), { ocr: true });
    expect(read.employerName).toBe('QUARRY HILL TILE WORKS');
    expect(read.firstName).toBe('NADIA');
    expect(read.lastName).toBe('FERREIRA-HOLM');
  });
  it('reads the same captions printed whole', () => {
    const read = parseW2(page("c Employer's name, address, and ZIP code", "e Employee's first name and initial Last name Suff."), { ocr: true });
    expect(read.employerName).toBe('QUARRY HILL TILE WORKS');
    expect(read.firstName).toBe('NADIA');
  });
});
