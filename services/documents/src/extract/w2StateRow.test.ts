// Boxes 15-17 on a picture: a first row at the foot of a tall cell, a speck after 'State', and state wages one
// misread digit from box 1 (the states' wages are box 1 split by state: Form W-2 instructions 2024, boxes 15-17).
import { describe, expect, it } from 'vitest';
import type { PageText } from './layout';
import { parseW2 } from './w2';
import { ocrLine } from '../testing/ocrLine';

const line = ocrLine;

/** A W-2's wage boxes and its state row, the row `rowDrop` below the caption's second line. */
function page(options: { sixteen?: string; stateWages?: string; rowDrop?: number } = {}): PageText {
  const rowY = 413 + (options.rowDrop ?? 60);
  return {
    width: 720,
    height: 600,
    items: [
      ...line(40, [['a Employee\'s social security number', 40], ['OMB No. 1545-0029', 320]]),
      ...line(58, [['507-23-9184', 40]]),
      ...line(100, [['1 Wages, tips, other compensation', 300], ['2 Federal income tax withheld', 500]]),
      ...line(118, [['73,950.40', 300], ['8,022.10', 500]]),
      ...line(150, [['3 Social security wages', 300], ['4 Social security tax withheld', 500]]),
      ...line(168, [['73,950.40', 300], ['4,584.92', 500]]),
      ...line(200, [['5 Medicare wages and tips', 300], ['6 Medicare tax withheld', 500]]),
      ...line(218, [['73,950.40', 300], ['1,072.28', 500]]),
      ...line(400, [['15 Employer\'s state ID', 20], [options.sixteen ?? '16 State', 200], ['17 State', 320], ['18 Local', 440], ['19 Local', 560]]),
      ...line(416, [['State number', 20], ['wages, tips, etc.', 200], ['income tax', 320], ['wages, tips, etc.', 440], ['income tax', 560]]),
      ...line(rowY, [['VA 40-1182233', 20], [options.stateWages ?? '73,950.40', 200], ['3,611.05', 320]]),
    ],
  };
}

describe('the state row on a picture', () => {
  it('finds the first row at the foot of a tall cell, under a caption in small print', () => {
    const rows = parseW2(page({ rowDrop: 80 }), { ocr: true }).stateRows;
    expect(rows).toEqual([{ stateId: 'VA 40-1182233', stateWages: '73950.40', stateIncomeTaxWithheld: '3611.05' }]);
    // Far below (another form's writing), no row.
    expect(parseW2(page({ rowDrop: 140 }), { ocr: true }).stateRows).toEqual([]);
  });
  it("reads box 16's caption with a speck after 'State'", () => {
    expect(parseW2(page({ sixteen: '16 State.', rowDrop: 80 }), { ocr: true }).stateWages).toBe('73950.40');
  });
  it('takes the reading of the state wages one misread digit from box 1 on an image only', () => {
    expect(parseW2(page({ stateWages: '78,950.40', rowDrop: 20 }), { ocr: true }).stateWages).toBe('73950.40');
    expect(parseW2(page({ stateWages: '78,950.40', rowDrop: 20 })).stateWages).toBe('78950.40');
    // Wages no single misread explains are left as read (a state may tax other wages than box 1's).
    expect(parseW2(page({ stateWages: '70,100.00', rowDrop: 20 }), { ocr: true }).stateWages).toBe('70100.00');
  });
});
