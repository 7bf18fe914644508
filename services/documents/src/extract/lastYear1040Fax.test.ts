// Rules for a prior-year Form 1040 read from a poor picture (a fax: 1-bit, every other scan line, stretched back):
// captions OCR misread into another caption's words, an SSN box's rule read as a digit, and a second reading of a
// box that is further off than the first.
import { describe, expect, it } from 'vitest';
import { parseLastYear1040, readSsn, rereadSsn, rereadZip } from './lastYear1040';
import type { PageText, TextItem } from './layout';

/** Words as OCR gives them: (text, x, top) at a 7-unit height, with a darkness probe (an image's reading). */
const page = (...words: [string, number, number][]): PageText => ({
  width: 612,
  height: 792,
  items: words.map(([text, x, top]): TextItem => ({ text, x0: x, x1: x + text.length * 4, y0: top, y1: top + 7 })),
  darkness: () => 0,
});

describe('a 1040 header read from a fax', () => {
  it("finds 'Last name' read 'Just name', though 'first name' before it is as close to the caption", () => {
    const read = parseLastYear1040(page(
      ['Your', 30, 60], ['first', 50, 60], ['name', 72, 60], ['and', 92, 60], ['middie', 108, 60], ['initial', 134, 60], ['Just', 250, 60], ['name', 268, 60],
      ['Your', 470, 60], ['social', 488, 60], ['security', 514, 60], ['number', 548, 60],
      ['GABRIEL', 33, 72], ['T', 66, 72], ['OKAFOR-LUND', 253, 72], ['418-60-2275', 473, 72],
    ));
    expect([read.firstName, read.middleInitial, read.lastName, read.ssn]).toEqual(['Gabriel', 'T', 'Okafor-Lund', '418-60-2275']);
  });

  it("reads an SSN whose box's left rule OCR joined to it as a '1' ('1527-33-9014')", () => {
    expect(readSsn('1527-33-9014')).toBe('527-33-9014');
    expect(readSsn('|527-33-9014')).toBe('527-33-9014');
    // A digit read twice in one group ('530-444-1987'), when dropping one of the pair gives the SSN's shape one way only.
    expect(readSsn('530-444-1987')).toBe('530-44-1987');
    expect(readSsn('4118-60-2275')).toBe('418-60-2275');
    expect(readSsn('4128-60-2275')).toBe('');
    expect(readSsn('5300-444-1987')).toBe('');
    // A masked SSN stays masked.
    expect(readSsn('XXX-XX-9014')).toBe('XXX-XX-9014');
  });

  it('takes a second reading of an SSN box only in the 3-2-4 shape and within a digit of the first where that one read a group whole', () => {
    expect(rereadSsn('3208-00-es73', '4118-80-2275%')).toBe('');
    expect(rereadSsn('320-80-0573', '4118-80-2275%')).toBe('');
    expect(rereadSsn('418-60-2275', '4118-80-2275%')).toBe('418-60-2275');
    // The comb's nine digits read without their cells' gaps.
    expect(rereadSsn('145609930', '14560 99 930 1')).toBe('145-60-9930');
    expect(rereadSsn('418602275', '4118-80-2275%')).toBe('418-60-2275');
    expect(rereadSsn('418602275', '4118-80-5521')).toBe('');
  });

  it('takes a ZIP box read again when it keeps the digits of the first reading in order and adds one at most', () => {
    expect(rereadZip('66223', '6223')).toBe('66223');
    expect(rereadZip('223', '6223')).toBe('');
    expect(rereadZip('56223', '6623')).toBe('');
    expect(rereadZip('78701-1234', '787011234')).toBe('78701-1234');
  });

  it("finds the home address caption by its rest ('If you have a P.O. box, see instructions.') when OCR garbled its first words", () => {
    const read = parseLastYear1040(page(
      ['Mame', 30, 100], ['3d®933', 52, 100], ['(Rui', 80, 100], ['wna', 100, 100], ['SIORY.', 116, 100], ['If', 144, 100], ['you', 154, 100], ['have', 170, 100], ['a', 190, 100],
      ['P.O.', 196, 100], ['box,', 216, 100], ['see', 236, 100], ['instructions.', 252, 100], ['Apt.', 470, 100], ['no.', 490, 100],
      ['5530', 33, 112], ['RIVER', 56, 112], ['OAKS', 80, 112], ['DR', 100, 112], ['1207', 473, 112],
    ));
    expect([read.street, read.street2]).toEqual(['5530 RIVER OAKS DR', '1207']);
  });

  it("leaves out the city caption's last two words on the city's line when each is a letter or two off ('Spoes KNOXVILLE belo.')", () => {
    const read = parseLastYear1040(page(
      ['City,', 30, 100], ['town,', 50, 100], ['or', 72, 100], ['post', 82, 100], ['office.', 100, 100], ['If', 128, 100], ['you', 136, 100], ['have', 152, 100], ['a', 170, 100],
      ['foreign', 176, 100], ['address,', 206, 100], ['also', 240, 100], ['complete', 258, 100], ['State', 330, 100], ['ZIP', 380, 100], ['code', 394, 100],
      ['Spoes', 30, 110], ['KNOXVILLE', 34, 112], ['belo.', 76, 110], ['TN', 330, 112], ['37919', 380, 112],
    ));
    expect([read.city, read.state, read.zip]).toEqual(['KNOXVILLE', 'TN', '37919']);
  });

  it("reads the five filing-status boxes of one row when OCR glued two empty squares to their labels ('[single', '[]Head') and wrapped the last label after 'Qualifying'", () => {
    const read = parseLastYear1040(page(
      ['Filing', 30, 200], ['Status', 54, 200], ['[single', 100, 200], ['Married', 146, 200], ['filing', 178, 200], ['jointly', 204, 200], ['~[]', 250, 200], ['Married', 266, 200], ['filing', 298, 200],
      ['separately', 324, 200], ['(MFS)', 366, 200], ['[]Head', 392, 200], ['of', 418, 200], ['household', 430, 200], ['(HOH)', 470, 200], ['[]', 496, 200], ['Qualifying', 506, 200],
      ['Check', 30, 212], ['only', 54, 212], ['one', 74, 212], ['box.', 90, 212], ['surviving', 100, 212], ['spouse', 140, 212], ['(QSS)', 168, 212],
    ));
    expect(read.filingStatus).toBe('married-joint');
  });

  it("reads the ZIP code on the city's row when its caption was misread ('DP code') and no state was read before it", () => {
    const read = parseLastYear1040(page(
      ['City,', 30, 100], ['town,', 50, 100], ['or', 72, 100], ['post', 82, 100], ['office.', 100, 100], ['State', 330, 100], ['DP', 380, 100], ['code', 394, 100],
      ['Boise', 33, 112], ['m', 332, 112], ['83709', 362, 112],
    ));
    expect([read.city, read.zip, read.state]).toEqual(['Boise', '83709', 'ID']);
  });

  it("takes a speck before an empty square and an underscore in it ('~[[]', '[_]') for squares OCR read empty", () => {
    const read = parseLastYear1040(page(
      ['Filing', 30, 200], ['Status', 54, 200], ['[single', 100, 200], ['Married', 146, 200], ['filing', 178, 200], ['jointly', 204, 200], ['~[[]', 246, 200], ['Married', 266, 200], ['filing', 298, 200],
      ['separately', 324, 200], ['(MFS)', 366, 200], ['[_]', 392, 200], ['Head', 406, 200], ['of', 426, 200], ['household', 438, 200], ['(HOH)', 478, 200], ['[]', 500, 200], ['Qualifying', 510, 200],
      ['Check', 30, 212], ['only', 54, 212], ['one', 74, 212], ['box.', 90, 212], ['surviving', 100, 212], ['spouse', 140, 212], ['(QSS)', 168, 212],
    ));
    expect(read.filingStatus).toBe('married-joint');
  });
});

describe("a city caption's wrapped end misread on a fax", () => {
  it("passes over 'potas bio' (for 'spaces below.') on its own line under the caption, and keeps it out of the city under it", () => {
    const read = parseLastYear1040(page(
      ['City,', 30, 100], ['town,', 50, 100], ['or', 72, 100], ['post', 82, 100], ['office.', 100, 100], ['If', 128, 100], ['you', 136, 100], ['have', 152, 100], ['a', 170, 100],
      ['foreign', 176, 100], ['address,', 206, 100], ['also', 240, 100], ['complete', 258, 100], ['State', 330, 100], ['ZIP', 380, 100], ['code', 394, 100],
      ['potas', 30, 108], ['bio', 54, 108],
      ['KNOXVILLE', 32, 114], ['TN', 330, 114], ['37919', 380, 114],
      ['Foreign', 30, 130], ['country', 62, 130], ['name', 94, 130],
    ));
    expect([read.city, read.state, read.zip]).toEqual(['KNOXVILLE', 'TN', '37919']);
  });
});

describe("the apartment box's caption misread on a fax", () => {
  it.each([['ApLno.'], ['Ast. ne.'], ['Agno.']])("finds '%s' on the home address row as 'Apt. no.' and reads the apartment under it", (caption) => {
    const words = caption.split(' ');
    const read = parseLastYear1040(page(
      ['Home', 30, 100], ['address', 52, 100], ['(number', 84, 100], ['and', 118, 100], ['street).', 134, 100], ['If', 168, 100], ['you', 178, 100], ['have', 194, 100], ['a', 214, 100],
      ['P.O.', 220, 100], ['box,', 240, 100], ['see', 260, 100], ['instructions.', 276, 100], ...words.map((word, index): [string, number, number] => [word, 400 + index * 20, 100]), ['Presidential', 470, 100],
      ['2417', 33, 112], ['SAGEBRUSH', 54, 112], ['LOOP', 96, 112], ['Unit', 402, 112], ['12', 422, 112],
    ));
    expect([read.street, read.street2]).toEqual(['2417 SAGEBRUSH LOOP', 'Unit 12']);
  });
});

describe('the filing-status row of a fax', () => {
  it("takes the square nearest each label, not a short word before it ('one' of 'Check only one box.'), and 'Qualifying surviving' ending the row as the fifth label", () => {
    const read = parseLastYear1040(page(
      ['Filing', 20, 200], ['Status', 44, 200], ['Check', 70, 200], ['only', 92, 200], ['one', 110, 200], ['box.', 124, 200], ['[J', 142, 200], ['Single', 152, 200],
      ['i', 180, 200], ['Married', 188, 200], ['filing', 218, 200], ['jointly', 244, 200], ['(J', 276, 200], ['Married', 286, 200], ['filing', 316, 200], ['separately', 342, 200],
      ['(MFS)', 384, 200], ['[J', 406, 200], ['Head', 416, 200], ['of', 436, 200], ['household', 446, 200], ['(HOM)', 486, 200], ['CJ', 510, 200], ['Qualifying', 520, 200], ['surviving', 562, 200],
      ['spouse', 142, 212], ['(QSS)', 170, 212],
    ));
    expect(read.filingStatus).toBe('married-joint');
  });
});

describe('a checked square OCR read as capitals', () => {
  it("takes 'BX' before a label as its square (ink inside), while a short word in small letters is not one", () => {
    const words = page(
      ['Filing', 20, 200], ['Status', 44, 200], ['[', 100, 200], ['Single', 110, 200], ['BX', 240, 200], ['Married', 252, 200], ['filing', 282, 200], ['jointly', 308, 200],
      ['[J', 400, 200], ['Married', 412, 200], ['filing', 442, 200], ['separately', 468, 200],
      ['Check', 20, 212], ['only', 44, 212], ['one', 62, 212], ['box.', 76, 212], ['[7]', 100, 212], ['Head', 114, 212], ['of', 134, 212], ['household', 146, 212],
      ['[J', 240, 212], ['Qualifying', 252, 212], ['surviving', 294, 212], ['spouse', 332, 212],
    );
    // Ink inside the 'BX' square only; every other square's inside is nearly blank.
    const read = parseLastYear1040({ ...words, darkness: (box) => (box.x0 >= 240 && box.x1 <= 248 && box.y0 >= 200 && box.y1 <= 207 ? 0.5 : 0.02) });
    expect(read.filingStatus).toBe('married-joint');
  });
});

describe('a 1040 header read from a phone photo', () => {
  // Words with their own heights: (text, x, top, height).
  const tall = (...words: [string, number, number, number][]): PageText => ({
    width: 1200,
    height: 1600,
    items: words.map(([text, x, top, height]): TextItem => ({ text, x0: x, x1: x + text.length * 12, y0: top, y1: top + height })),
    darkness: () => 0,
  });

  it("passes over a sliver of the street's top read as a line of its own, and a flat second reading lying across a word", () => {
    const read = parseLastYear1040(tall(
      ['Home', 60, 500, 20], ['address', 124, 500, 20], ['(number', 214, 500, 20], ['and', 310, 500, 20], ['street).', 352, 500, 20], ['Apt.', 760, 500, 20], ['no.', 814, 500, 20],
      ['21174', 70, 528, 8], ['OWER', 190, 528, 6],
      ['8124', 68, 552, 20], ['SUNFLOWER', 130, 552, 24], ['CUNEI', 131, 552, 9], ['PKWY', 254, 552, 24],
    ));
    expect(read.street).toBe('8124 SUNFLOWER PKWY');
  });

  it("reads a name under its caption when OCR boxed the caption rows tall (a fax): the next caption row's tall words do not make the name a sliver", () => {
    const read = parseLastYear1040(tall(
      ['Your', 100, 227, 37], ['first', 150, 227, 37], ['name', 200, 227, 37], ['and', 250, 227, 37], ['middle', 300, 227, 37], ['initial', 380, 227, 37], ['Last', 700, 227, 40], ['name', 760, 227, 40],
      ['DANIELA', 105, 263, 18], ['R', 205, 263, 18], ['OYELOWO-PRICE', 701, 263, 30],
      ['If', 104, 290, 14], ['joint', 121, 290, 36], ['return,', 190, 290, 36], ["spouse's", 280, 290, 36], ['first', 390, 290, 36], ['name', 450, 290, 36],
    ));
    expect([read.firstName, read.middleInitial, read.lastName]).toEqual(['Daniela', 'R', 'Oyelowo-Price']);
  });
});

