// The 1099 party readers on lines as printers and OCR set them (docs/READER-MISSES-HTML.md section 5).
import { describe, expect, it } from 'vitest';
import { groupLines } from './layout';
import { beforeNextLabel, isNameLike, letterhead, nameAtTop, nameByCaption, PARTY_CAPTIONS, readParties, salutationName, tinByCaption } from './parties1099';

/** Words of one line: each `width` points a letter, never into the next word. */
const line = (y0: number, height: number, ...entries: [string, number][]) =>
  entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * height * 0.55, (entries[i + 1]?.[1] ?? Infinity) - 4), y0, y1: y0 + height }));

/** Words of one line in a typewriter face 17 high, 14.7 a letter (as the image's OCR boxed them). */
const typewritten = (y0: number, ...entries: [string, number][]) => entries.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 14.7, y0, y1: y0 + 17 }));

describe('the payer and recipient names', () => {
  it('takes a letterhead that shares its line with the form title printed far right', () => {
    const lines = groupLines([
      ...line(30, 16, ['Bayside', 40], ['Securities', 112], ['Corp', 200], ['1099-DIV', 360], ['Dividends', 440], ['and', 520], ['Distributions', 552]),
      ...line(60, 8, ['200', 40], ['Harbor', 60], ['Way,', 92], ['San', 116], ['Diego', 134], ['CA', 162], ['92101', 176]),
      ...line(80, 8, ['Account', 40], ['No.', 78], ['4471-2210', 98]),
    ]);
    expect(letterhead(lines)).toBe('Bayside Securities Corp');
  });

  it("takes the paying department under a heading that names only its government, and keeps a firm's letterhead", () => {
    // Each word a letter's width (0.55 of the type's height) and a space after the one before it.
    const spaced = (words: string[], height: number) => words.map((word, i) => [word, 40 + words.slice(0, i).join(' ').length * height * 0.55 + (i ? height * 0.55 : 0)] as [string, number]);
    const letter = (heading: string[], second: string[]) =>
      groupLines([
        ...line(100, 24, ...spaced(heading, 24)),
        ...line(128, 14, ...spaced(second, 14)),
        ...line(150, 10, ['Federal', 40], ['Employer', 90], ['Identification', 150], ['Number', 240], ['54-6001786', 300]),
      ]);
    expect(letterhead(letter(['COMMONWEALTH', 'OF', 'VIRGINIA'], ['Virginia', 'Department', 'of', 'Taxation', '–', 'PO', 'Box', '1115,']))).toBe('Virginia Department of Taxation');
    expect(letterhead(letter(['Bayside', 'Securities', 'Corp'], ['Client', 'Services', 'Department', '–', 'PO', 'Box', '12']))).toBe('Bayside Securities Corp');
  });

  it("takes the department's name, not a logo's mark OCR read as a short word in small letters a little taller ('dhe')", () => {
    // The HTML corpus's state portal 1099-G as OCR read its clean image: the mark at the right of the name's line.
    const lines = groupLines([
      ...line(93, 14, ['1099-G', 1286], ['Certain', 1354], ['Government', 1419], ['Payments', 1528]),
      { text: 'Colorado', x0: 91, x1: 253, y0: 97, y1: 125 }, { text: 'Department', x0: 267, x1: 473, y0: 97, y1: 131 }, { text: 'of', x0: 485, x1: 519, y0: 97, y1: 125 },
      { text: 'Labor', x0: 531, x1: 633, y0: 97, y1: 125 }, { text: 'and', x0: 645, x1: 708, y0: 97, y1: 125 }, { text: 'Employment', x0: 723, x1: 946, y0: 95, y1: 131 },
      { text: 'dhe', x0: 1492, x1: 1563, y0: 98, y1: 129 },
      ...line(134, 15, ['633', 90], ['17th', 131], ['Street,', 178], ['Suite', 245], ['201', 298]),
      ...line(156, 15, ['Denver,', 91], ['CO', 168], ['80202', 205]),
    ]);
    expect(letterhead(lines)).toBe('Colorado Department of Labor and Employment');
  });

  it("takes a recipient's address block whose house number OCR ran into its direction ('72N 400 E')", () => {
    const lines = groupLines([
      ...line(96, 32, ['Summit', 112], ['Ridge', 278], ['Home', 405], ['Builders', 533], ['1099-NEC', 1352]),
      ...line(150, 18, ['1450', 113], ['S', 167], ['State', 188], ['St', 247], ['Orem,', 298], ['UT', 367], ['84097', 401]),
      ...line(257, 21, ['Dallin', 113], ['Okonkwo', 189], ['Account', 1000], ['No.', 1088], ['1806', 1259]),
      ...line(291, 20, ['72N', 112], ['400', 178], ['E', 234], ["Recipient's", 1002], ['TIN:', 1114], ['529-33-1806', 1259]),
      ...line(324, 21, ['Provo,', 113], ['UT', 201], ['84606', 245], ["Payer's", 1002], ['Federal', 1081], ['ID', 1163], ['No.:', 1191], ['87-0519924', 1259]),
    ]);
    expect(readParties(lines, []).recipient).toMatchObject({ name: 'Dallin Okonkwo', tin: '529-33-1806' });
  });

  it("reads a label column and a value column ('Payer's name  ...  Sandpiper Investment Services Inc')", () => {
    const lines = groupLines([
      ...line(88, 10, ['Sandpiper Investment Services Inc', 190], ["Payer's name", 36]),
      ...line(103, 10, ['1 Harbor Place, Tampa FL 33602', 190], ["Payer's address", 36]),
      ...line(118, 10, ['59-2284417', 190], ["Payer's TIN", 36]),
      ...line(133, 10, ['Marguerite Beaulieu-Tran', 190], ["Recipient's name", 36]),
      ...line(148, 10, ['2207 Lakeshore Dr, Shreveport LA 71109', 190], ["Recipient's address", 36]),
    ]);
    const parties = readParties(lines, []);
    expect(parties.payer).toMatchObject({ name: 'Sandpiper Investment Services Inc', tin: '59-2284417' });
    expect(parties.recipient.name).toBe('Marguerite Beaulieu-Tran');
  });

  it("takes no far word of another cell on a grid's caption line as the name", () => {
    const lines = groupLines([
      ...line(40, 6, ["PAYER'S", 36], ['name', 62], ['OMB', 400], ['No.', 420], ['1545-0112', 436]),
      ...line(58, 9, ['Prairie', 40], ['Wind', 76], ['Properties', 102], ['LLC', 156]),
    ]);
    expect(nameByCaption(lines, PARTY_CAPTIONS.payerName, [])).toBe('Prairie Wind Properties LLC');
  });

  it("drops a stray mark OCR read before a name (a speck as \"'\")", () => {
    const lines = groupLines([
      ...line(40, 6, ["PAYER'S", 36], ['name,', 62], ['street', 80], ['address', 100]),
      ...line(58, 9, ["'Bright", 40], ['Harbor', 76], ['Media', 110]),
    ]);
    expect(readParties(lines, []).payer.name).toBe('Bright Harbor Media');
  });

  it("passes over a caption's last words wrapped onto a line of their own ('no.')", () => {
    const lines = groupLines([
      ...line(40, 6, ["PAYER'S", 36], ['name,', 62], ['street', 80], ['address,', 100], ['city', 128], ['or', 142], ['town,', 150], ['and', 170], ['telephone', 184]),
      ...line(47, 6, ['no.', 36]),
      ...line(58, 9, ['Prairie', 40], ['Wind', 76], ['Properties', 102], ['LLC', 156]),
    ]);
    expect(nameByCaption(lines, PARTY_CAPTIONS.payerName, [])).toBe('Prairie Wind Properties LLC');
  });

  it("is never a caption's word alone ('name,' OCR set on a line of its own)", () => {
    expect(isNameLike('name,')).toBe(false);
    expect(isNameLike('[1VOID [] CORRECTED')).toBe(false);
    expect(isNameLike('Street')).toBe(false);
    expect(isNameLike('Prairie Wind Properties LLC')).toBe(true);
  });
});

describe('the payer read from its address block when no caption or letterhead names it', () => {
  // An IRS-like grid as OCR read it: the caption 'PAYER'S name, ...' lost, the form's title the tallest words.
  const lines = groupLines([
    ...line(20, 14, ['Dividends', 400], ['and', 480], ['Distributions', 510]),
    ...line(52, 8, ['Prairie', 40], ['Wind', 76], ['Properties', 102], ['LLC', 156]),
    ...line(64, 8, ['1800', 40], ['Prairie', 66], ['Ave', 104]),
    ...line(76, 8, ['Fargo,', 40], ['ND', 76], ['58102', 94]),
    ...line(100, 7, ["PAYER'S", 37], ['TIN', 62], ["RECIPIENT'S", 142], ['TIN', 176]),
    ...line(110, 8, ['45-1234567', 40], ['XXX-XX-2286', 145]),
    ...line(130, 7, ["RECIPIENT'S", 37], ['name', 72]),
    ...line(142, 8, ['Kwame', 40], ['Osei-Mensah', 76]),
    ...line(166, 8, ['12', 40], ['Elm', 56], ['St', 76]),
    ...line(178, 8, ['Bismarck,', 40], ['ND', 90], ['58501', 108]),
  ]);
  it("is no form title ('Dividends and Distributions')", () => {
    expect(letterhead(lines)).toBe('');
  });
  it("is no form revision date ('January' of '(Rev. January 2024)', OCR set apart from 'Rev.' and the year)", () => {
    const revised = groupLines([...line(20, 14, ['(Rev.', 300], ['January', 420], ['2024)', 560]), ...line(40, 7, ["PAYER'S", 37], ['TIN', 62])]);
    expect(letterhead(revised)).toBe('');
  });
  it("reads the block's name whole when OCR read specks as letters inside its words ('Landscape' holding a 'p')", () => {
    // As OCR boxed the 1099-NEC image's payer: 'p' within 'Landscape', 'g' within 'Design', each a word of its own.
    const specked = groupLines([
      ...line(97, 17, ['[1VOID', 101], ['[]', 181], ['CORRECTED', 203]),
      ...line(141, 12, ["PAYER'S", 107], ['name,', 169], ['street', 217], ['address,', 262], ['city', 327], ['or', 356], ['town,', 375], ['state', 418], ['ZIP', 608], ['1', 737], ['Nonemployee', 750], ['compensation', 851]),
      ...line(156, 12, ['or', 106], ['foreign', 125], ['postal', 179], ['code,', 226], ['and', 268], ['telephone', 299], ['no.', 374], ['OMB', 1395], ['No.', 1433], ['1545-0116', 1461]),
      ...line(231, 18, ['14350.00', 1242], ['Form', 1407], ['1099-NEC', 1454]),
      { text: 'Blue', x0: 112, x1: 169, y0: 261, y1: 277 }, { text: 'Heron', x0: 187, x1: 260, y0: 262, y1: 277 },
      { text: 'Landscape', x0: 277, x1: 409, y0: 261, y1: 277 }, { text: 'p', x0: 382, x1: 395, y0: 265, y1: 281 },
      { text: 'Design', x0: 427, x1: 515, y0: 261, y1: 278 }, { text: 'g', x0: 487, x1: 500, y0: 265, y1: 281 }, { text: 'LLC', x0: 532, x1: 574, y0: 261, y1: 277 },
      ...typewritten(290, ['14820', 114], ['NE', 201], ['95th', 249], ['St', 323]),
      ...typewritten(319, ['Redmond,', 112], ['WA', 246], ['98052', 294]),
      ...line(381, 12, ["PAYER'S", 107], ['TIN', 168], ["RECIPIENT'S", 422], ['TIN', 510]),
      ...typewritten(444, ['82-3310457', 114], ['611-40-2297', 430]),
    ]);
    expect(readParties(specked, []).payer.name).toBe('Blue Heron Landscape Design LLC');
  });
  it("is no caption's possessive OCR kept alone ('PAYER'S' of a garbled 'PAYER'S name, street address, ...')", () => {
    expect(isNameLike("PAYER'S")).toBe(false);
    expect(isNameLike("RECIPIENT'S")).toBe(false);
  });
  it("keeps a city line whole beside a caption in smaller type ('Parkersburg, WV 26106-7015' level with 'TREASURY OBLIGATIONS')", () => {
    const block = groupLines([
      // The page's top as OCR read it: the title, then the payer's caption garbled, its 'PAYER'S' boxed taller than the title.
      ...line(103, 20, ['DEPARTMENT', 101], ['OF', 262], ['THE', 298], ['TREASURY', 351], ['-', 477], ['BUREAU', 493], ['OF', 595], ['THE', 632], ['FISCAL', 685], ['SERVICE', 774]),
      ...line(136, 26, ['SAVINGS', 103], ['BOND', 244], ['REDEMPTION', 344], ['-', 554], ['TAX', 575], ['YEAR', 644], ['2024', 737]),
      { text: "PAYER'S", x0: 106, x1: 210, y0: 226, y1: 253 }, { text: 'ZIP', x0: 678, x1: 700, y0: 232, y1: 244 }, { text: '1', x0: 737, x1: 745, y0: 232, y1: 244 },
      { text: 'INTEREST', x0: 752, x1: 825, y0: 232, y1: 244 }, { text: 'INCOME', x0: 830, x1: 890, y0: 232, y1: 244 },
      ...typewritten(352, ['Bureau', 111], ['of', 217], ['the', 261], ['Fiscal', 321], ['Service', 427]),
      ...typewritten(382, ['PO', 111], ['Box', 156], ['7015', 218]),
      { text: 'Parkersburg,', x0: 111, x1: 285, y0: 411, y1: 432 }, { text: 'WV', x0: 306, x1: 337, y0: 415, y1: 430 },
      { text: '26106-7015', x0: 352, x1: 499, y0: 413, y1: 430 }, { text: 'TREASURY', x0: 735, x1: 813, y0: 414, y1: 426 }, { text: 'OBLIGATIONS', x0: 819, x1: 916, y0: 415, y1: 425 },
      ...line(443, 12, ["PAYER'S", 106], ['TIN', 185], ["RECIPIENT'S", 421], ['TIN', 541]),
      ...typewritten(498, ['53-0205698', 113], ['XXX-XX-3305', 426]),
    ]);
    expect(readParties(block, []).payer.name).toBe('Bureau of the Fiscal Service');
  });
  it("takes the block printed over the payer's TIN as the payer's, and the other as the recipient's", () => {
    const { payer, recipient } = readParties(lines.filter((row) => !/RECIPIENT'S name/.test(row.text)), []);
    expect(payer.name).toBe('Prairie Wind Properties LLC');
    expect(recipient.name).toBe('Kwame Osei-Mensah');
  });
});

describe("the recipient's address block under captions wrapped in a narrow cell", () => {
  it("passes over a caption's last word alone between the street and the city ('code' of '... foreign postal code')", () => {
    const lines = groupLines([
      ...line(40, 7, ["PAYER'S", 37], ['TIN', 62]),
      ...line(50, 8, ['45-1234567', 40]),
      ...line(70, 8, ['Kwame', 40], ['Osei-Mensah', 76]),
      ...line(90, 7, ['Street', 37], ['address', 62], ['(including', 92], ['apt.', 130], ['no.)', 148]),
      ...line(100, 8, ['1710', 40], ['Crestview', 62], ['Dr', 104]),
      ...line(120, 7, ['City', 37], ['or', 54], ['town,', 64], ['state', 86], ['or', 106], ['province,', 116], ['country,', 154], ['and', 190], ['ZIP', 206], ['or', 222], ['foreign', 232], ['postal', 262]),
      ...line(128, 7, ['code', 37]),
      ...line(140, 8, ['Manhattan,', 40], ['KS', 88], ['66502', 102]),
    ]);
    expect(readParties(lines, []).recipient.name).toBe('Kwame Osei-Mensah');
  });
});

describe("a masked recipient TIN as OCR reads it", () => {
  it("takes '***-**-2087' read as words of small letters ('sks sek 2087') under the TIN caption", () => {
    const lines = groupLines([
      ...line(352, 14, ["PAYER'S", 106], ['TIN', 180], ["RECIPIENT'S", 453], ['TIN', 560]),
      ...line(366, 20, ['25-6000781', 112], ['sks', 460], ['sek', 506], ['2087', 547]),
    ]);
    expect(readParties(lines, []).recipient.tin).toBe('XXX-XX-2087');
    expect(readParties(lines, []).payer.tin).toBe('25-6000781');
  });

  it("takes the marks read as capitals, the last glued to the digits ('HEE AE5008')", () => {
    const lines = groupLines([...line(352, 12, ["RECIPIENT'S", 453], ['TIN', 559]), ...line(376, 20, ['HEE', 460], ['AE5008', 509])]);
    expect(readParties(lines, []).recipient.tin).toBe('XXX-XX-5008');
  });

  it("takes asterisks read as other star-like marks, a dash read as a 1 ('rre-rr-6602', '¥Ee_sx5008', '\"*1.**.9146')", () => {
    for (const [word, digits] of [['rre-rr-6602', '6602'], ['¥Ee_sx5008', '5008'], ['"*1.**.9146', '9146']]) {
      const lines = groupLines([...line(535, 20, ["RECIPIENT'S", 692], ['TIN', 848]), ...line(570, 30, ['26-1187340', 190], [word!, 702])]);
      expect(readParties(lines, []).recipient.tin).toBe(`XXX-XX-${digits}`);
    }
  });

  it("takes asterisks read as 1s and 0s ('11.5318', '*e.0.5318') after a 'Taxpayer ID:' label", () => {
    for (const word of ['11.5318', '*e.0.5318']) {
      const lines = groupLines([...line(300, 9, ['Account', 50], ['holder:', 92], ['THEODORA', 140], ['V.', 196], ['LINDQVIST', 210]), ...line(314, 9, ['Taxpayer', 50], ['ID:', 92], [word, 140])]);
      expect(readParties(lines, []).recipient.tin).toBe('XXX-XX-5318');
    }
  });

  it("takes a statement's 'Issued by' and 'Prepared for' blocks side by side, not its logo's word", () => {
    const lines = groupLines([
      ...line(40, 18, ['brightpath', 44], ['Form', 501], ['1099-B', 532]),
      ...line(96, 9, ['Prepared', 44], ['for', 75], ['Issued', 320], ['by', 345]),
      ...line(107, 11, ['Devika', 44], ['N.', 84], ['Ramaswamy', 101], ['Brightpath', 320], ['Automated', 376], ['Investing', 428], ['LLC', 479]),
      ...line(121, 9, ['Taxpayer', 44], ['ID', 76], ['•••-••-4471', 87], ['Federal', 320], ['ID', 351], ['47-3318065', 363]),
    ]);
    const parties = readParties(lines, []);
    expect(parties.payer.name).toBe('Brightpath Automated Investing LLC');
    expect(parties.recipient.name).toBe('Devika N. Ramaswamy');
  });

  it("takes a recipient's name printed just above its TIN caption, on the payer's TIN row far right", () => {
    const lines = groupLines([
      ...line(30, 12, ['WEXFORD', 36], ['LANE', 95], ['SECURITIES', 132], ['LLC', 213]),
      ...line(76, 9, ["PAYER'S", 36], ['TIN:', 67], ['84-2290571', 87], ['TOMASZ', 330], ['R.', 366], ['ALBRECHT-OYELARAN', 381]),
      ...line(88, 9, ["RECIPIENT'S", 330], ['TIN:', 373], ['***-**-7314', 391]),
      ...line(100, 9, ['61', 330], ['QUARRY', 343], ['HILL', 373], ['RD', 394]),
    ]);
    const parties = readParties(lines, []);
    expect(parties.recipient.name).toBe('TOMASZ R. ALBRECHT-OYELARAN');
    expect(parties.payer.name).toBe('WEXFORD LANE SECURITIES LLC');
  });

  it("takes the addressee's name above a 'Taxpayer ID' holding an SSN, not as the payer's beside the payer's ID", () => {
    const lines = groupLines([
      ...line(36, 14, ['sproutline', 40], ['2024', 491], ['tax', 513], ['documents', 531]),
      ...line(62, 9, ['Sproutline', 40], ['Advisers', 78], ['LLC', 110], ['·', 124], ["Payer's", 131], ['federal', 159], ['ID', 187], ['47-3019664', 197], ['Ignatius', 360], ['P.', 400], ['Oduya', 414]),
      ...line(72, 9, ['900', 40], ['Mission', 55], ['Row,', 84], ['Oakland', 138], ['CA', 167], ['Taxpayer', 360], ['ID', 395], ['XXX-XX-5120', 407]),
    ]);
    const parties = readParties(lines, []);
    expect(parties.recipient.name).toBe('Ignatius P. Oduya');
    expect(parties.payer.name).not.toBe('Ignatius P. Oduya');
  });

  it("takes each party's name printed after its TIN on the TIN caption's row", () => {
    const lines = groupLines([
      ...line(40, 14, ['Millbrook', 48], ['Savings', 119], ['Bank', 176]),
      ...line(124, 9, ["PAYER'S", 48], ['TIN', 85], ['36-4471902', 118], ['Millbrook', 230], ['Savings', 269], ['Bank', 300], ['Investment', 320], ['Services', 362]),
      ...line(142, 9, ["RECIPIENT'S", 48], ['TIN', 102], ['XXX-XX-2209', 118], ['ADAEZE', 230], ['K.', 269], ['FONTAINE-MORROW', 285]),
      ...line(154, 9, ['27', 230], ['ORCHARD', 243], ['TERRACE,', 279], ['NASHUA', 349], ['NH', 380], ['03060', 393]),
    ]);
    const parties = readParties(lines, []);
    expect(parties.payer.name).toBe('Millbrook Savings Bank Investment Services');
    expect(parties.recipient.name).toBe('ADAEZE K. FONTAINE-MORROW');
  });

  it('takes no account number or date as a masked TIN', () => {
    for (const word of ['ACCT-5008', '12-31-2024', 'A-1-2087', '12.5318', '1.5318']) {
      const lines = groupLines([...line(535, 20, ["RECIPIENT'S", 692], ['TIN', 848]), ...line(570, 30, [word, 702])]);
      expect(readParties(lines, []).recipient.tin).toBe('');
    }
  });

  it('takes no box or suite number in capitals as a masked TIN', () => {
    for (const words of [['PO', 'BOX', '2087'], ['SUITE', '2087'], ['STE2087']]) {
      const lines = groupLines([...line(352, 14, ["RECIPIENT'S", 453], ['TIN', 560]), ...line(366, 20, ...words.map((word, at): [string, number] => [word, 460 + at * 50]))]);
      expect(readParties(lines, []).recipient.tin).toBe('');
    }
  });

  it('takes no ordinary words before four digits as a masked TIN', () => {
    const lines = groupLines([...line(352, 14, ["RECIPIENT'S", 453], ['TIN', 560]), ...line(366, 20, ['Suite', 460], ['2087', 547])]);
    expect(readParties(lines, []).recipient.tin).toBe('');
  });
});

describe('a masked recipient TIN that OCR set on two lines of one height', () => {
  it("joins the marks ('Kok ok kk') and the four digits read apart", () => {
    const lines = [
      ...groupLines(line(351, 14, ["PAYER'S", 107], ['TIN', 185], ["RECIPIENT'S", 454], ['TIN', 566])),
      { ...groupLines(line(378, 20, ['Kok', 461], ['ok', 494], ['kk', 528]))[0]! },
      { ...groupLines(line(378, 20, ['23-7719054', 113], ['6602', 578]))[0]! },
    ];
    expect(readParties(lines, []).recipient.tin).toBe('XXX-XX-6602');
  });

  it("ends a name where its line runs on into the next label ('... TIN XXX-XX-2264', \"... Recipient's\", '... Federal ID ...', '· 1400 Farnam St')", () => {
    expect(beforeNextLabel('CHIDINMA OKORO-LINDQVIST TIN XXX-XX-2264 Account 7WX-20418 41 Tuckahoe Rd, Yonkers')).toBe('CHIDINMA OKORO-LINDQVIST');
    expect(beforeNextLabel("CHIDINMA OKORO-LINDQVIST Recipient's")).toBe('CHIDINMA OKORO-LINDQVIST');
    expect(beforeNextLabel('LARCHMONT CLEARING SERVICES LLC Federal ID 13-4402716 2 Gateway Plaza')).toBe('LARCHMONT CLEARING SERVICES LLC');
    expect(beforeNextLabel('Life Insurance Company · 1400 Farnam St')).toBe('Life Insurance Company');
    // A firm's own words stay ('Federal' of a credit union, 'Accountants').
    expect(beforeNextLabel('SIERRA FOOTHILLS FEDERAL CREDIT UNION')).toBe('SIERRA FOOTHILLS FEDERAL CREDIT UNION');
    expect(beforeNextLabel('Brightwater Accountants LLC')).toBe('Brightwater Accountants LLC');
    const lines = groupLines([
      ...line(98, 10, ['Recipient:', 46], ['CHIDINMA', 108], ['OKORO-LINDQVIST', 159], ['TIN', 252], ['XXX-XX-2264', 273], ['Account', 341], ['7WX-20418', 383]),
    ]);
    expect(readParties(lines, []).recipient).toEqual({ name: 'CHIDINMA OKORO-LINDQVIST', tin: 'XXX-XX-2264' });
  });

  it("takes a letter's own word for the recipient ('Annuitant:', 'Prepared for') and a name under the heading 'RECIPIENT'", () => {
    const letter = groupLines([
      ...line(195, 10, ['Annuitant:', 51], ['HOWARD', 105], ['L.', 140], ['PETTIGREW', 155]),
      ...line(208, 10, ['SSN:', 51], ['XXX-XX-0956', 74]),
      ...line(221, 10, ['2210', 51], ['Sheridan', 72], ['Blvd', 111]),
    ]);
    expect(readParties(letter, []).recipient).toEqual({ name: 'HOWARD L. PETTIGREW', tin: 'XXX-XX-0956' });
    const prepared = groupLines([...line(102, 10, ['Prepared', 43], ['for', 76], ['Samuel', 89], ['K.', 119], ['Adebayo-Reyes', 131], ['TIN', 193], ['XXX-XX-9187', 210])]);
    expect(readParties(prepared, []).recipient.name).toBe('Samuel K. Adebayo-Reyes');
    const headed = groupLines([
      ...line(135, 10, ['RECIPIENT', 51]),
      ...line(149, 10, ['Ingrid', 51], ['Solberg', 86], ['Haugen', 126]),
      ...line(163, 10, ["Recipient's", 51], ['TIN:', 111], ['XXX-XX-6652', 136]),
      ...line(177, 10, ['4417', 51], ['County', 76], ['Road', 113], ['19', 139]),
    ]);
    expect(readParties(headed, []).recipient).toEqual({ name: 'Ingrid Solberg Haugen', tin: 'XXX-XX-6652' });
  });

  it('takes the rest of a letterhead from the line under it, and the whole name under a logo word', () => {
    const twoLines = groupLines([
      ...line(52, 16, ['Great', 51], ['Plains', 96], ['Mutual', 148]),
      ...line(80, 10, ['Life', 51], ['Insurance', 72], ['Company', 114], ['·', 148], ['1400', 156], ['Farnam', 177], ['St', 207], ['·', 219], ['Omaha', 228], ['NE', 253], ['68102', 266]),
      ...line(141, 10, ['2024', 51], ['Form', 75], ['1099-R', 100]),
    ]);
    expect(letterhead(twoLines)).toBe('Great Plains Mutual Life Insurance Company');
    const logo = groupLines([
      ...line(47, 18, ['fernway', 45]),
      ...line(68, 10, ['Fernway', 45], ['Digital', 73], ['Advisers', 102], ['LLC', 134], ['·', 149], ['1', 156], ['Ferry', 163], ['Building,', 184]),
      ...line(102, 10, ['Prepared', 43], ['for', 76], ['Samuel', 89]),
    ]);
    expect(letterhead(logo)).toBe('Fernway Digital Advisers LLC');
    // A name whole on its line keeps it: a department's second line is not its name's rest.
    const whole = groupLines([
      ...line(52, 16, ['Bayside', 40], ['Securities', 112], ['Corp', 200]),
      ...line(80, 10, ['Client', 40], ['Services', 72], ['Group', 120]),
      ...line(100, 8, ['Account', 40], ['No.', 78]),
    ]);
    expect(letterhead(whole)).toBe('Bayside Securities Corp');
  });

  it("takes a payer's name typed in the body's type on the first line, over its street or before its TIN", () => {
    const courier = groupLines([
      ...line(58, 10, ['SIERRA', 58], ['FOOTHILLS', 100], ['FEDERAL', 160], ['CREDIT', 208], ['UNION', 250]),
      ...line(70, 10, ['PO', 58], ['BOX', 76], ['1410', 100], ['AUBURN', 136], ['CA', 178], ['95604', 196]),
      ...line(82, 10, ["PAYER'S", 58], ['FEDERAL', 106], ['ID', 154], ['NO:', 172], ['94-1172683', 196]),
    ]);
    expect(nameAtTop(courier)).toBe('SIERRA FOOTHILLS FEDERAL CREDIT UNION');
    const oneLine = groupLines([
      ...line(47, 10, ['LARCHMONT', 46], ['CLEARING', 113], ['SERVICES', 174], ['LLC', 234], ['Federal', 262], ['ID', 301], ['13-4402716', 315], ['2', 371], ['Gateway', 381], ['Plaza,', 418]),
      ...line(72, 10, ['2024', 46], ['FORM', 76], ['1099-DIV', 106]),
    ]);
    expect(readParties(oneLine, []).payer).toEqual({ name: 'LARCHMONT CLEARING SERVICES LLC', tin: '13-4402716' });
    // A first line that is a name with nothing of a payer's after it or under it is not taken.
    const alone = groupLines([...line(47, 10, ['Annual', 46], ['Tax', 100], ['Summary', 130]), ...line(72, 10, ['Jordan', 46], ['Whitaker', 100])]);
    expect(nameAtTop(alone)).toBe('');
  });

  it("takes a letterhead's words that OCR set on a line of their own, level with its first words ('Prairie Wind' + 'Energy Holdings LLC')", () => {
    const lines = groupLines([
      { text: 'Prairie', x0: 144, x1: 232, y0: 145, y1: 214 }, { text: 'Wind', x0: 249, x1: 310, y0: 145, y1: 199 }, { text: '1099-MISC', x0: 1285, x1: 1553, y0: 150, y1: 188 },
      ...line(182, 26, ['Energy', 319], ['Holdings', 419], ['LLC', 542]),
      ...line(209, 22, ['700', 145], ['E', 199], ['Main', 226], ['Ave', 300]),
      ...line(242, 22, ['Bismarck', 145], ['ND', 275], ['58501', 328]),
    ]);
    expect(letterhead(lines)).toBe('Prairie Wind Energy Holdings LLC');
  });
});

describe('payers and recipients that statements and letters name without a caption of their own (printed corpus 4)', () => {
  it("takes the legal name under a letterhead brand that repeats the brand's first word, not both", () => {
    const lines = groupLines([
      ...line(40, 17, ['Ridgeline', 45], ['Investments', 130]),
      ...line(66, 10, ['Ridgeline', 45], ['Brokerage', 100], ['Services', 160], ['Inc', 210], ['•', 232], ['400', 242], ['Devon', 266], ['Park', 300], ['Drive,', 328]),
      ...line(94, 10, ['Form', 45], ['1099-B', 76], ['2024', 121]),
    ]);
    expect(letterhead(lines)).toBe('Ridgeline Brokerage Services Inc');
  });

  it("keeps a letterhead whose name goes on under it ('Great Plains Mutual' over 'Life Insurance Company')", () => {
    const lines = groupLines([
      ...line(40, 17, ['Great', 45], ['Plains', 105], ['Mutual', 175]),
      ...line(66, 10, ['Life', 45], ['Insurance', 75], ['Company', 135], ['•', 190], ['1400', 200], ['Farnam', 230], ['St', 275]),
    ]);
    expect(letterhead(lines)).toBe('Great Plains Mutual Life Insurance Company');
  });

  it("takes the name in a sentence without the city and state run on after it ('Payer: GEORGIA DEPARTMENT OF REVENUE, Atlanta, GA. This ...')", () => {
    const lines = groupLines([
      ...line(300, 10, ['Payer:', 45], ['GEORGIA', 80], ['DEPARTMENT', 128], ['OF', 200], ['REVENUE,', 216], ['Atlanta,', 268], ['GA.', 310], ['This', 330], ['notice', 356], ['is', 392], ['your', 404]),
    ]);
    expect(nameByCaption(lines, PARTY_CAPTIONS.payerName, Object.values(PARTY_CAPTIONS))).toBe('GEORGIA DEPARTMENT OF REVENUE');
    // A suffix after the name is no state: the name is kept whole.
    expect(nameByCaption(groupLines(line(300, 10, ['Payer:', 45], ['DOE,', 80], ['JOHN,', 110], ['JR', 145])), PARTY_CAPTIONS.payerName, Object.values(PARTY_CAPTIONS))).toBe('DOE, JOHN, JR');
  });

  it("takes the name at the top over a one-line address ending in city, state and ZIP, not the page number far right", () => {
    const lines = groupLines([
      ...line(20, 10, ['HOLLIS', 20], ['&', 62], ['TRAVERS', 74], ['CLEARING', 122], ['CORP', 176], ['PAGE', 600], ['4', 630], ['OF', 640], ['6', 656]),
      ...line(34, 10, ['ONE', 20], ['BATTERY', 44], ['PARK', 92], ['PLAZA,', 122], ['NEW', 160], ['YORK', 186], ['NY', 216], ['10004', 234], ['TAX', 600], ['YEAR', 624], ['2024', 652]),
      ...line(48, 10, ["PAYER'S", 20], ['TIN:', 66], ['13-3770612', 92]),
    ]);
    expect(readParties(lines, []).payer.name).toBe('HOLLIS & TRAVERS CLEARING CORP');
    // Without the comma the line under is no address: nothing is taken for the payer.
    const plain = groupLines([...lines[0]!.items, ...line(34, 10, ['ONE', 20], ['BATTERY', 44], ['PARK', 92], ['PLAZA', 122])]);
    expect(nameAtTop(plain)).toBe('');
  });

  it("is no page number in larger type ('PAGE 4 OF 6' taller than the name beside it)", () => {
    const lines = groupLines([...line(20, 10, ['HOLLIS', 20], ['CLEARING', 74], ['CORP', 130]), ...line(18, 16, ['PAGE', 600], ['4', 650], ['OF', 664], ['6', 690]), ...line(40, 10, ['Account', 20])]);
    expect(letterhead(lines)).toBe('');
  });

  it("reads the recipient from a label/value table row 'Recipient   Name', and a letter's name without 'Ms.'", () => {
    const table = groupLines([
      ...line(114, 11, ['Recipient', 45], ['Colette', 133], ['Vanderhoek-Amadi', 176]),
      ...line(127, 11, ["Recipient's", 45], ['TIN', 106], ['XXX-XX-4150', 133]),
      ...line(141, 11, ['Address', 45], ['23', 133], ['Fernbrook', 149], ['Rd,', 200], ['Voorhees,', 221], ['NJ', 273], ['08043', 289]),
    ]);
    expect(readParties(table, []).recipient.name).toBe('Colette Vanderhoek-Amadi');
    // A sentence that opens with the word is no table row.
    const sentence = groupLines([...line(114, 11, ['Recipient', 45], ['Colette', 133], ['Vanderhoek-Amadi', 176]), ...line(127, 11, ['copies', 45], ['are', 90], ['sent', 120])]);
    expect(readParties(sentence, []).recipient.name).toBe('');
    const letter = groupLines([
      ...line(100, 10, ['Ms.', 40], ['Eloise', 60], ['Badu-Whitfield', 96]),
      ...line(112, 10, ['612', 40], ['Oakdale', 62], ['Rd', 104], ['NE', 118]),
      ...line(124, 10, ['Atlanta', 40], ['GA', 80], ['30307', 96]),
    ]);
    const payer = groupLines(line(300, 10, ['Payer:', 40], ['GEORGIA', 80], ['DEPARTMENT', 130], ['OF', 200], ['REVENUE', 220]));
    expect(readParties([...letter, ...payer], []).recipient.name).toBe('Eloise Badu-Whitfield');
  });
});

describe('letterheads as OCR boxes them (printed corpus 4 pictures)', () => {
  const boxed = (y0: number, ...entries: [string, number, number][]) => entries.map(([text, x0, height]) => ({ text, x0, x1: x0 + text.length * 14, y0, y1: y0 + height }));
  it("takes the legal name under a brand when OCR read the bullet before the address as a small 'o'", () => {
    const lines = groupLines([
      ...boxed(125, ['Ridgeline', 127, 43], ['Investments', 320, 34]),
      ...boxed(184, ['Ridgeline', 127, 25], ['Brokerage', 249, 25], ['Services', 380, 21], ['Inc', 484, 19], ['o', 537, 9], ['400', 562, 20], ['Devon', 613, 19], ['Park', 699, 20]),
      ...boxed(266, ['Form', 127, 23], ['1099-B', 216, 24], ['2024', 338, 24]),
    ]);
    expect(letterhead(lines)).toBe('Ridgeline Brokerage Services Inc');
  });
  it('takes no address line for a letterhead, though OCR boxed it a little taller than the name over it', () => {
    const lines = groupLines([
      ...boxed(104, ['HOLLIS', 95, 17], ['&', 198, 18], ['TRAVERS', 226, 17], ['CLEARING', 358, 17], ['CORP', 507, 17], ['PAGE', 1447, 19], ['4', 1527, 17], ['OF', 1548, 19], ['6', 1593, 18]),
      ...boxed(130, ['ONE', 95, 19], ['BATTERY', 160, 19], ['PARK', 294, 19], ['PLAZA', 376, 18], ['14TH', 473, 17], ['FL,', 544, 22], ['NEW', 592, 18], ['YORK', 662, 19], ['NY', 750, 17], ['10004', 798, 18]),
      ...boxed(156, ["PAYER'S", 95, 19], ['TIN:', 213, 17], ['13-3770612', 276, 18]),
      ...boxed(300, ['WASH', 95, 12], ['SALE', 170, 12]),
    ]);
    expect(readParties(lines, []).payer.name).toBe('HOLLIS & TRAVERS CLEARING CORP');
  });
});

describe("a 1099-G letter (testing/form1099World.ts 'g letter', words and places as OCR read its clean image)", () => {
  const letter = groupLines([
    // The addressee's block OCR boxed taller than the agency's letterhead: the letterhead test took her for the payer.
    ...line(142, 40, ['New', 200], ['Mexico', 277], ['Department', 399], ['of', 595], ['Workforce', 634], ['Solutions', 812]),
    ...line(191, 30, ['401', 200], ['Broadway', 244], ['NE,', 353], ['Albuquerque,', 399], ['NM', 542], ['87102', 589]),
    ...line(291, 30, ['January', 200], ['21,', 294], ['2025', 336]),
    ...line(364, 48, ['Perpetua', 200], ['L.', 310], ['Garza-Whitford', 342]),
    ...line(400, 34, ['718', 201], ['Calle', 252], ['Alamo', 320]),
    ...line(436, 34, ['Las', 200], ['Cruces,', 250], ['NM', 345], ['88005', 401]),
    ...line(530, 34, ['RE:', 201], ['Your', 258], ['2024', 330], ['Form', 396], ['1099-G,', 474], ['Certain', 579], ['Government', 681], ['Payments', 845]),
    ...line(597, 34, ['Dear', 200], ['Perpetua', 264], ['L.', 374], ['Garza-Whitford:', 406]),
    ...line(785, 34, ['Unemployment', 279], ['compensation', 467], ['(Box', 637], ['1):', 705], ['$6,930.00', 1051]),
    ...line(952, 30, ['Payers', 200], ['federal', 282], ['ID:', 362], ['85-6000565', 405], ['Your', 584], ['identification', 646], ['number:', 793], ['XXX-XX-4482', 887]),
  ]);
  it("the salutation's name is the recipient, never the payer", () => {
    expect(salutationName(letter)).toBe('Perpetua L. Garza-Whitford');
    expect(readParties(letter, [])).toEqual({ payer: { name: 'New Mexico Department of Workforce Solutions', tin: '85-6000565' }, recipient: { name: 'Perpetua L. Garza-Whitford', tin: 'XXX-XX-4482' } });
    expect(salutationName(groupLines(line(100, 30, ['Dear', 200], ['Claimant:', 264])))).toBe('');
  });
  it("'Your identification number:' captions the recipient's TIN", () => {
    const garbled = groupLines(line(952, 30, ['Payers', 200], ['federal', 282], ['ID:', 362], ['8S-60O0S65', 405], ['Your', 584], ['identification', 646], ['number:', 793], ['XXX-XX-4482', 887]));
    expect(tinByCaption(garbled, PARTY_CAPTIONS.recipientTin, Object.values(PARTY_CAPTIONS))).toBe('XXX-XX-4482');
  });
});

describe("a state agency's 1099-G whose recipient block is headed 'CLAIMANT' (the address under the name lost to OCR)", () => {
  const page = groupLines([
    ...line(40, 14, ['STATE', 40], ['OF', 96], ['OREGON', 120], ['EMPLOYMENT', 186], ['DEPARTMENT', 290]),
    ...line(62, 9, ['Federal', 40], ['ID', 76], ['93-6001773', 90]),
    ...line(100, 10, ['CLAIMANT', 40], ['Recipients', 330], ['identification', 380], ['number', 450]),
    ...line(114, 11, ['WILHELMINA', 40], ['J', 112], ['ASANTE-BRODY', 124], ['Krk', 330], ['kx', 356], ['65620', 374]),
    ...line(128, 11, ['es', 40], ['0', 60], ['SE', 74], ['ate', 94]),
    ...line(142, 11, ['PORTLAND', 40], ['OR', 104]),
  ]);
  it("takes the name under 'CLAIMANT' as the recipient's", () => {
    expect(readParties(page, []).recipient.name).toBe('WILHELMINA J ASANTE-BRODY');
  });
});

describe("a state agency's letter that greets its claimant", () => {
  const spaced = (y0: number, height: number, text: string, x = 40) => {
    const words = text.split(' ');
    return line(y0, height, ...words.map((word, i) => [word, x + words.slice(0, i).join(' ').length * height * 0.55 + (i ? height * 0.55 : 0)] as [string, number]));
  };
  const lines = groupLines([
    ...spaced(40, 18, 'Office of Unemployment Compensation'),
    ...spaced(64, 9, 'PO Box 1200 Capital City, ST 10001'),
    ...spaced(130, 11, 'JANE Q CLAIMANT', 80),
    ...spaced(144, 11, '12 ELM ST', 80),
    ...spaced(158, 11, 'SMALLTOWN ST 10002', 80),
    ...spaced(196, 11, 'Dear Claimant:'),
    ...spaced(212, 10, 'The table below shows the payments this office made to you in calendar year 2024 and the taxes withheld from'),
    ...line(250, 10, ["Payer's", 58], ['Federal', 100], ['ID', 140], ['Number:', 156], ['10-0000001', 200], ["Claimant's", 330], ['SSN:', 390], ['HAE', 430], ['AK', 460], ['5213', 480]),
  ]);

  it("takes no sentence after 'Dear Claimant:' for the recipient's name", () => {
    expect(readParties(lines, []).recipient.name).toBe('JANE Q CLAIMANT');
  });

  it("reads the masked SSN OCR garbled after 'Claimant's SSN'", () => {
    expect(readParties(lines, []).recipient.tin).toBe('XXX-XX-5213');
  });
});
