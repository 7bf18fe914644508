// Reading an OCR'd page whose rows still run at a slant (a photographed return): positioned words as OCR gives
// them, captions in a left column and values in a right one, every word lowered by the page's slope.
import { describe, expect, it } from 'vitest';
import { parseLastYear1040 } from './lastYear1040';
import type { PageText, TextItem } from './layout';

const HEIGHT = 20;
const CHARACTER = 11;

/** A row of words from `x`, its words lowered by `slope` per unit across (with a speck OCR made of a dot). */
function row(words: string, x: number, y: number, slope: number | ((y: number) => number)): TextItem[] {
  const items: TextItem[] = [];
  let at = x;
  for (const text of words.split(' ')) {
    const width = text.length * CHARACTER;
    const drop = (typeof slope === 'number' ? slope : slope(y)) * (at + width / 2);
    items.push({ text, x0: at, x1: at + width, y0: y + drop, y1: y + drop + HEIGHT });
    at += width + CHARACTER;
  }
  return items;
}

function slantedPage(slope: number | ((y: number) => number), income = 0): PageText {
  const rows: [string, string][] = [
    ['Your first name and middle initial:', 'TERRENCE W'],
    ['Last name:', 'OKONJO'],
    ['Your social security number:', '264-90-3318'],
    ['Home address (number and street):', '810 MAGNOLIA BLVD'],
    ['City, town, or post office:', 'TALLAHASSEE'],
    ['State:', 'FL'],
    ['ZIP code:', '32301'],
  ];
  const items = row('U.S. Individual Income Tax Return - Form 1040 - Tax Year 2023', 400, 40, slope);
  rows.forEach(([caption, value], index) => {
    const y = 120 + index * 42;
    items.push(...row(caption, 300, y, slope), ...row(value, 1000, y, slope));
  });
  // A dot OCR read as a mark, 2 px tall, on the first-name row.
  // The return's lines below the header: long rows, each a caption and its amount at the right.
  for (let index = 0; index < income; index += 1) items.push(...row(`${index + 1} Amount from the schedule for this line of the return 1,000`, 380, 450 + index * 42, slope));
  const dotDrop = (typeof slope === 'number' ? slope : slope(130)) * 1600;
  items.push({ text: '.', x0: 1600, x1: 1603, y0: 130 + dotDrop, y1: 132 + dotDrop });
  return { width: 1800, height: 2300, items, darkness: () => 0 };
}

const EXPECTED = { firstName: 'Terrence', middleInitial: 'W', lastName: 'Okonjo', ssn: '264-90-3318', street: '810 MAGNOLIA BLVD', city: 'TALLAHASSEE', state: 'FL', zip: '32301' };
const fieldsOf = (read: ReturnType<typeof parseLastYear1040>) => Object.fromEntries(Object.keys(EXPECTED).map((key) => [key, read[key as keyof typeof EXPECTED]]));

describe('a prior-year Form 1040 photographed at a slant', () => {
  it('reads each value beside its caption when the top rows slant more than the bottom ones (a photo from below)', () => {
    // 0.035 across the title row, easing to level at the eleventh line below the header: most long rows are
    // nearly level, the header's are not.
    expect(fieldsOf(parseLastYear1040(slantedPage((y) => 0.035 * Math.max(0, (700 - y) / 660), 11)))).toEqual(EXPECTED);
  });

  it.each([0, 0.03, -0.03])('reads each value beside its caption with rows sloping %s', (slope) => {
    const read = parseLastYear1040(slantedPage(slope));
    expect({ firstName: read.firstName, middleInitial: read.middleInitial, lastName: read.lastName, ssn: read.ssn, street: read.street, city: read.city, state: read.state, zip: read.zip }).toEqual({
      firstName: 'Terrence', middleInitial: 'W', lastName: 'Okonjo', ssn: '264-90-3318', street: '810 MAGNOLIA BLVD', city: 'TALLAHASSEE', state: 'FL', zip: '32301',
    });
  });
});

describe('a prior-year Form 1040 name box read by OCR', () => {
  const page = (items: TextItem[]): PageText => ({ width: 1800, height: 2300, items: [...row('U.S. Individual Income Tax Return - Form 1040 - Tax Year 2023', 400, 40, 0), ...items], darkness: () => 0 });

  it('keeps a hyphenated last name whole when OCR reads its hyphen as a word apart', () => {
    const read = parseLastYear1040(page([...row('Your first name and middle initial:', 300, 120, 0), ...row('KRZYSZTOF W', 1000, 120, 0), ...row('Last name:', 300, 162, 0), ...row('WOJCIECHOWSKI - NAKAMURA', 1000, 162, 0)]));
    expect([read.firstName, read.lastName]).toEqual(['Krzysztof', 'Wojciechowski-Nakamura']);
  });

  it('keeps a hyphenated street name whole, and a house number with its dash', () => {
    const street = (value: string) => parseLastYear1040(page([...row('Your first name and middle initial:', 300, 120, 0), ...row('KRZYSZTOF W', 1000, 120, 0), ...row('Home address (number and street):', 300, 162, 0), ...row(value, 1000, 162, 0)])).street;
    expect([street('10458 ZWIERZYNIECKA - ACHTERBERG BOULEVARD'), street('123-45 QUEENS BLVD')]).toEqual(['10458 ZWIERZYNIECKA-ACHTERBERG BOULEVARD', '123-45 QUEENS BLVD']);
  });

  it("takes no name from an empty box whose next caption OCR split over two lines ('Last' above 'name:')", () => {
    const read = parseLastYear1040(page([...row('Your first name and middle initial:', 300, 120, 0), ...row('Last', 300, 162, 0), ...row('name:', 360, 178, 0), ...row('264-90-3318', 1000, 220, 0)]));
    expect(read.firstName).toBe('');
  });
});
