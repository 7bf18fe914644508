// The W-2 reader on what the world prints and scans (testing/w2Harsh.ts's kinds of page), from positioned words:
// a text layer's dot leaders, box 14 as table rows.
import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { copiesOf, parseW2 } from './w2';

/** A text-layer item at (x, y): 5 units a letter, 10 tall (a PDF's item may hold several words). */
const item = (x: number, y: number, text: string): TextItem => ({ text, x0: x, x1: x + text.length * 5, y0: y, y1: y + 10 });
const page = (...items: TextItem[]): PageText => ({ width: 612, height: 792, items });
const leader = (x: number, y: number, to: number) => item(x, y, '. '.repeat(Math.floor((to - x) / 10)).trim());

describe('W-2 text layers as the world prints them', () => {
  it("reads box 12 from a list whose leader dots run from 'Code D' to its '$' amount", () => {
    // The leader's item runs on under the amount's first figures, as a text layer may measure it.
    const row = (y: number, label: string, amount: string) => [item(48, y, label), leader(48 + label.length * 5 + 6, y, 530), item(510, y, amount)];
    const read = parseW2(page(
      item(48, 40, 'EMPLOYEE'), item(48, 52, 'Annika J. Lindqvist'), item(48, 64, 'Social security number: 612-40-8815'),
      ...row(100, 'Box 1   Wages, tips, other compensation', '$84,025.00'),
      ...row(117, 'Box 2   Federal income tax withheld', '$11,406.20'),
      ...row(134, 'Box 3   Social security wages', '$89,500.00'),
      ...row(151, 'Box 5   Medicare wages and tips', '$89,500.00'),
      ...row(168, 'Box 12a  Code D', '$5,475.00'),
      ...row(185, 'Box 12b  Code DD', '$11,340.00'),
      ...row(202, 'Box 12c  Code W', '$1,800.00'),
    ));
    expect(read.box12Entries).toEqual([{ code: 'D', amount: '5475.00' }, { code: 'DD', amount: '11340.00' }, { code: 'W', amount: '1800.00' }]);
    expect(read).toMatchObject({ wages: '84025.00', federalIncomeTax: '11406.20', socialSecurityWages: '89500.00' });
  });

  it("reads box 14 from a table's rows numbered 14 ('14 | PA SUI | 33.33'), not a '14 Elm St' address", () => {
    const row = (y: number, box: string, description: string, amount: string) => [item(320, y, box), item(352, y, description), item(560 - amount.length * 5, y, amount)];
    const read = parseW2(page(
      item(40, 104, 'Employee name:'), item(130, 104, 'Tomasz P Wieczorek'), item(40, 119, 'Address:'), item(130, 119, '14 Elm St, Leesport PA 19533'),
      item(44, 200, 'Box'), item(78, 200, 'Description'), item(220, 200, 'Amount'), item(318, 200, 'Box'), item(352, 200, 'Description'), item(494, 200, 'Amount'),
      item(44, 218, '1'), item(78, 218, 'Wages, tips, other comp.'), item(254, 218, '45,200.00'),
      item(44, 236, '2'), item(78, 236, 'Federal income tax withheld'), item(259, 236, '3,840.00'),
      item(44, 254, '3'), item(78, 254, 'Social security wages'), item(254, 254, '47,620.00'),
      ...row(218, '12a', 'Code C', '54.00'),
      ...row(236, '14', 'PA SUI', '33.33'),
      ...row(254, '14', 'LST', '52.00'),
      ...row(272, '16', 'State wages, tips, etc.', '47,620.00'),
    ));
    expect(read.box14Entries).toEqual([{ label: 'PA SUI', amount: '33.33' }, { label: 'LST', amount: '52.00' }]);
  });
});

describe('W-2 scans: cells whose captions OCR garbled', () => {
  /** An OCR word at its pixel box. */
  const w = (text: string, x0: number, y0: number, x1: number, y1: number): TextItem => ({ text, x0, y0, x1, y1 });
  // Boxes 1-14 of an IRS-grid W-2 scanned at 300 dpi (printed corpus 1, w2-irs-grid-b.scan.jpg), as OCR read them:
  // box 12's caption read 'Sce instructions', so boxes 11 and 14 had no column end before box 12's entries.
  const scan = (): PageText => ({
    width: 2550, height: 3230, items: [
      w('withheld', 2034, 221, 2118, 240), w('Wages,', 1307, 222, 1378, 245), w('other', 1433, 222, 1483, 240), w('compensation', 1489, 222, 1625, 245),
      w('2', 1816, 222, 1826, 240), w('Federal', 1840, 222, 1912, 240), w('income', 1920, 222, 1990, 240), w('I', 1286, 223, 1291, 240),
      w('tips,', 1386, 223, 1426, 245), w('tax', 1997, 225, 2026, 240), w('$131,907.18', 1604, 253, 1789, 284), w('$21,880.00', 2155, 253, 2323, 284),
      w('tax', 1991, 312, 2018, 343), w('Social', 1307, 315, 1367, 334), w('3', 1284, 316, 1294, 334), w('security', 1375, 316, 1451, 339),
      w('4', 1815, 316, 1826, 333), w('Social', 1840, 316, 1899, 334), w('withheld', 2027, 316, 2111, 334), w('security', 1907, 319, 2019, 339),
      w('wages', 1458, 321, 1518, 339), w('{', 2483, 340, 2486, 343), w('$138,200.00', 1604, 347, 1791, 381), w('$8,568.40', 2174, 347, 2324, 378),
      w('Medicare', 1308, 389, 1402, 438), w('s', 1283, 411, 1294, 429), w('and', 1472, 411, 1507, 429), w('Medicare', 1840, 411, 1931, 429),
      w('withheld', 1974, 411, 2059, 429), w('tips', 1514, 412, 1549, 434), w('6', 1815, 412, 1828, 429), w('tax', 1938, 414, 1967, 429),
      w('wages', 1406, 416, 1466, 434), w('$140,455.18', 1604, 442, 1790, 473), w('$2,036.60', 2175, 442, 2324, 472), w('7', 1283, 506, 1294, 523),
      w('Social', 1307, 506, 1367, 524), w('§', 1816, 506, 1827, 524), w('Allocated', 1840, 506, 1934, 524), w('security', 1375, 507, 1450, 529),
      w('tips', 1458, 507, 1493, 529), w('tips', 1941, 510, 1976, 529), w(':', 2343, 532, 2346, 535), w('Dependent', 1852, 599, 1956, 623),
      w('9', 1282, 600, 1295, 617), w('10', 1818, 600, 1840, 618), w('benefits', 2011, 600, 2088, 618), w('care', 1964, 605, 2004, 618),
      w('$2,500.00', 2175, 627, 2328, 684), w(')', 1910, 679, 1913, 681), w('Nonqualified', 1320, 694, 1447, 718), w('12', 1819, 694, 1838, 713),
      w('box', 2048, 694, 2084, 713), w('12', 2094, 694, 2114, 713), w('11', 1286, 695, 1304, 713), w('plans', 1455, 695, 1514, 718),
      w('Sce', 1853, 695, 1886, 713), w('instructions', 1894, 695, 2007, 713), w('for', 2014, 695, 2041, 713), w('|D', 1860, 723, 1897, 776),
      w('$8,548.00', 2175, 728, 2329, 779), w(':', 2485, 734, 2490, 747), w('2s', 1818, 745, 1843, 760), w('Suff.', 1220, 747, 1267, 779),
      w('Thi', 1622, 776, 1684, 837), w('13', 1286, 790, 1306, 808), w('Swwory', 1330, 792, 1409, 813), w(' Retieomen', 1487, 792, 1583, 833),
      w('pay', 1693, 795, 1743, 813), w('ro', 1680, 814, 1714, 873), w('me”', 1330, 818, 1497, 838), w('|DD', 1860, 818, 1924, 869),
      w('$14,212.66', 2155, 825, 2324, 857), w('oO', 1660, 832, 1696, 890), w('=', 1818, 838, 1844, 853), w('0', 1352, 853, 1384, 886),
      w('x', 1508, 853, 1540, 885), w('(W', 1860, 913, 1904, 965), w('$3,050.00', 2174, 920, 2324, 952), w('14', 1286, 922, 1306, 940),
      w('Other', 1319, 922, 1375, 945), w('ne', 1818, 933, 1841, 949), w('MA', 1292, 952, 1344, 978), w('PFML', 1354, 952, 1441, 983),
      w('$438.93', 1450, 952, 1558, 978), w(',500.00', 2212, 1010, 2323, 1051), w('124', 1818, 1013, 1849, 1048), w('$1', 2175, 1016, 2206, 1045),
      w('AA', 1871, 1017, 1923, 1044),
    ],
  });

  it("leaves box 11 empty when its only amount is box 12a's beside its code ('|D $8,548.00')", () => {
    const read = parseW2(scan(), { ocr: true });
    expect(read.nonqualifiedPlans).toBe('');
    expect(read.box12Entries.slice(0, 3)).toEqual([{ code: 'D', amount: '8548.00' }, { code: 'DD', amount: '14212.66' }, { code: 'W', amount: '3050.00' }]);
  });

  it("keeps box 12's '(W $3,050.00' out of box 14", () => {
    expect(parseW2(scan(), { ocr: true }).box14Entries).toEqual([{ label: 'MA PFML', amount: '438.93' }]);
  });

  it("joins an amount OCR cut at its comma ('$1' ',500.00') and reads box 12d's AA", () => {
    expect(parseW2(scan(), { ocr: true }).box12Entries.at(3)).toEqual({ code: 'AA', amount: '1500.00' });
  });
});

describe('W-2 scans: box 4 or 6 whose caption OCR lost', () => {
  /** OCR words at (x, y), 7 units a letter, 13 tall. */
  const line = (y: number, ...runs: [number, string][]): TextItem[] => runs.flatMap(([x, text]) => text.split(' ').map((word, index, all) => {
    const x0 = x + all.slice(0, index).join(' ').length * 7 + (index ? 7 : 0);
    return { text: word, x0, x1: x0 + word.length * 7, y0: y, y1: y + 13 };
  }));
  // Box 3 = 56,830.00; box 4 = 6.2% = 3,523.46 (Form W-2 instructions, box 4); box 6 = 1.45% of box 5 = 824.04.
  const grid = (box4Caption: string) => ({
    width: 700, height: 400, items: [
      ...line(40, [40, '1 Wages, tips, other compensation'], [360, '2 Federal income tax withheld']),
      ...line(60, [60, '56830.00'], [380, '5120.00']),
      ...line(90, [40, '3 Social security wages'], ...(box4Caption ? [[360, box4Caption] as [number, string]] : [])),
      ...line(110, [60, '56830.00'], [380, '3523.46']),
      ...line(140, [40, '5 Medicare wages and tips'], [360, '6 Medicare tax withheld']),
      ...line(160, [60, '56830.00'], [380, '824.04']),
    ],
  });

  it("takes the page's one amount that is 6.2% of box 3 for box 4 when OCR lost box 4's caption", () => {
    expect(parseW2(grid('4 Soc'), { ocr: true }).socialSecurityTaxWithheld).toBe('3523.46');
    expect(parseW2(grid(''), { ocr: true }).socialSecurityTaxWithheld).toBe('3523.46');
    // A text layer's reading is left as it is.
    expect(parseW2(grid(''), { ocr: false }).socialSecurityTaxWithheld).toBe('');
  });

  it("takes box 5's amount for box 3 when OCR lost box 3's figures and box 4 is 6.2% of it", () => {
    const lost = grid('4 Social security tax withheld');
    lost.items = lost.items.filter((item) => !(item.text === '56830.00' && item.y0 === 110));
    expect(parseW2(lost, { ocr: true }).socialSecurityWages).toBe('56830.00');
  });
});

describe('W-2 scans of an impact-printed continuous form', () => {
  const w = (text: string, x0: number, y0: number, x1: number, y1: number): TextItem => ({ text, x0, y0, x1, y1 });
  // Boxes 1-6 of a red drop-out form struck by a dot-matrix printer and scanned at 150 dpi turned 1.5 degrees
  // (testing/w2Harsh.ts 'impact' scan), as OCR read them: every caption garbled, each box number a little lower than
  // its words, so '2' stands on the line after '1', and '3' on a line with a word at the row's far end.
  const scan = (): PageText => ({
    width: 2550, height: 1200, items: [
      w('Wages.', 1344, 249, 1421, 291), w('55,', 1431, 249, 1474, 291), w('offer', 1484, 249, 1533, 291), w('compensation', 1478, 253, 1691, 287),
      w('1', 1320, 259, 1331, 278), w('Federal', 1906, 262, 1983, 304), w('income', 1993, 262, 2060, 304), w('tax', 2074, 262, 2106, 304),
      w('watiwdd', 2116, 262, 2204, 304), w('2', 1882, 272, 1892, 292), w('—', 2312, 273, 2329, 274), w('BE', 2394, 280, 2470, 320),
      w('_287-51-6094', 224, 281, 468, 314), w('56830.00', 1349, 309, 1525, 340), w('5120.00', 1910, 323, 2064, 355),
      w('Co', 2430, 330, 2469, 371), w('Sock)', 1340, 346, 1400, 382), w('sscunty', 1412, 346, 1490, 382), w('wages', 1502, 346, 1571, 382),
      w('3', 1317, 350, 1328, 368), w('Soc!', 1901, 360, 1962, 398), w('security', 1974, 360, 2054, 398), w('tx', 2062, 360, 2092, 398),
      w('wahhald', 2103, 360, 2193, 398), w('4', 1880, 364, 1891, 383), w('®)', 2503, 377, 2549, 431), w('N', 2464, 381, 2468, 404),
      w('§6830.00', 1346, 401, 1523, 432), w('3523.46', 1909, 416, 2063, 447), w('Madicors', 1338, 433, 1433, 475),
      w('wages', 1443, 433, 1510, 475), w('and', 1520, 433, 1555, 475), w('pe', 1569, 433, 1604, 475), w('5', 1314, 442, 1324, 460),
      w('Ne2Cy', 1897, 447, 1995, 487), w('By', 2007, 447, 2035, 487), w('withed', 2047, 447, 2135, 487), w('G', 1875, 456, 1885, 475),
      w(':', 2461, 462, 2466, 504), w('|', 2425, 465, 2433, 550),
    ],
  });

  it("finds box 1 by its number with box 2's a line lower, and takes no other cell's amount for box 3", () => {
    const read = parseW2(scan(), { ocr: true });
    expect(read.wages).toBe('56830.00');
    expect(read.socialSecurityWages).not.toBe('3523.46');
  });

  it("reads an SSN with a rule read before it ('_287-51-6094')", () => {
    expect(parseW2(scan(), { ocr: true }).ssn).toBe('287-51-6094');
  });
});

describe('W-2 sheets of copies whose captions OCR garbled in every copy', () => {
  it('finds the copies where the writing repeats a third of the page or more down, a turned scan\'s slant allowed', () => {
    const copy = (dy: number, slant: number): TextItem[] => [
      ['Wxgos', 40, 20], ['56830.00', 60, 40], ['Fodoral', 360, 20], ['5120.00', 380, 40], ['3523.46', 380, 90], ['56830.00', 60, 90],
      ['TRI-COUNTY', 40, 150], ['FREIGHT', 150, 150], ['COLUMBUS', 40, 170], ['43207', 140, 170], ['824.04', 380, 140],
    ].map(([text, x, y]) => ({ text: text as string, x0: (x as number) + slant, x1: (x as number) + slant + (text as string).length * 7, y0: (y as number) + dy, y1: (y as number) + dy + 13 }));
    const sheet: PageText = { width: 612, height: 792, items: [...copy(0, 0), ...copy(400, 12)] };
    const copies = copiesOf(sheet, [/wages[,.]?\s*tips/i]);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.items.every((item) => item.y0 >= 400)).toBe(true);
    // One copy whose boxes 1, 3 and 5 print one amount is one copy.
    expect(copiesOf({ ...sheet, items: copy(0, 0) }, [/wages[,.]?\s*tips/i])).toHaveLength(1);
  });
});

describe("W-2 lists whose dot leaders OCR glued to the words ('..$0.00.', 'withheld...')", () => {
  /** OCR words at (x, y), 12 units a letter, 34 tall (a clean 200 dpi image). */
  const line = (y: number, ...runs: [number, string][]): TextItem[] => runs.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 12, y0: y, y1: y + 34 }));
  it('reads the amount inside the leader and the caption word before it', () => {
    const read = parseW2({
      width: 1700, height: 2200, items: [
        ...line(508, [135, 'Box'], [190, '1'], [223, 'Wages,'], [318, 'tips,'], [380, 'other'], [451, 'compensation'], [1431, '$84,025.00']),
        ...line(555, [135, 'Box'], [187, '2'], [225, 'Federal'], [323, 'income'], [412, 'tax'], [459, 'withheld'], [568, '..........'], [1437, '$11,406.20']),
        ...line(602, [135, 'Box'], [187, '3'], [224, 'Social'], [306, 'security'], [408, 'wages'], [509, '....'], [1437, '$89,500.00']),
        ...line(650, [135, 'Box'], [188, '4'], [224, 'Social'], [303, 'security'], [403, 'tax'], [447, 'withheld...'], [598, '........'], [1390, '....$5,549.00']),
        ...line(791, [135, 'Box'], [189, '7'], [224, 'Social'], [308, 'security'], [402, 'tips...'], [504, '......'], [1355, 'e....'], [1501, '$0.00.']),
        ...line(932, [135, 'Box'], [189, '11'], [232, 'Nonqualified'], [387, 'plans'], [465, '...........'], [627, 'eee.'], [1472, '..$0.00.']),
      ],
    }, { ocr: true });
    expect(read).toMatchObject({ socialSecurityTaxWithheld: '5549.00', socialSecurityTips: '0.00', nonqualifiedPlans: '0.00' });
  });
});
