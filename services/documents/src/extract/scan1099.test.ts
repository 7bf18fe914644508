// Grid cells of a poor scan labelled by their box number, the amount under the label (scan1099.ts). Words and places
// as Tesseract read this session's harsh scans of testing/form1099World.ts (a shaded-caption 1099-INT and 1099-OID).
import { describe, expect, it } from 'vitest';
import { BOX_NUMBERS } from './boxNumbers1099';
import { FORM_1099_SPECS, looksLike1099, parse1099 } from './form1099';
import { groupLines } from './layout';
import { readLabelledCells } from './scan1099';

const line = (y0: number, height: number, ...entries: [string, number][]) =>
  entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * 19, (entries[i + 1]?.[1] ?? Infinity) - 10), y0, y1: y0 + height }));

const intGrid = [
  ...line(779, 28, ['14', 186], ['Quarry', 234], ['Hill', 353], ['Dr', 412], ['Box', 1289], ['4', 1343], ['Federal', 1375], ['income', 1476], ['|', 1577], ['Box', 1602], ['5', 1656], ['Investment', 1687], ['Box', 1914], ['15', 1970], ['State', 2007]),
  ...line(815, 28, ['tnx', 1250], ['withheld', 1332], ['exper', 1601], ['ME', 1909]),
  ...line(866, 28, ['Haliowell,', 185], ['ME', 347], ['04347', 408], ['$', 1379], ['231.84', 1426]),
  ...line(922, 28, ['Box', 1289], ['@', 1343], ['Foreign', 1373], ['tax', 1472], ['paid', 1516], ['|', 1582], ['Box', 1601], ['7', 1657], ['Foreign', 1686], ['country', 1784]),
  ...line(1065, 28, ['Box', 1289], ['8', 1345], ['Tax-exempt', 1373], ['Box', 1601], ['§', 1657], ['Speched', 1687], ['private', 1807], ['Box', 1918], ['17', 1969], ['State', 2008], ['tax', 2077], ['withheld', 2118]),
  ...line(1131, 28, ['$', 1379], ['125.00', 1427], ['$', 2215], ['58.00', 2264]),
];

describe('cells labelled by box number', () => {
  const spec = FORM_1099_SPECS['1099-int'].boxes;
  it("takes the amount under 'Box 4' and 'Box 8' whose captions OCR broke, within each cell", () => {
    const found = readLabelledCells(groupLines(intGrid), BOX_NUMBERS['1099-int'], spec, {});
    expect(found).toEqual({ federalIncomeTaxWithheld: '231.84', taxExemptInterest: '125.00', stateTaxWithheld: '58.00' });
  });
  it('keeps what the reader read', () => {
    expect(readLabelledCells(groupLines(intGrid), BOX_NUMBERS['1099-int'], spec, { taxExemptInterest: '12.00' }).taxExemptInterest).toBe('12.00');
  });
  it("trusts a bare number when its words keep the caption's likeness ('5 Market Oiscours.'), not when they do not", () => {
    const oid = groupLines([
      ...line(629, 28, ['4', 1272], ['Federal', 1300], ['incomertax.', 1398], ['|', 1552], ['5', 1590], ['Market', 1613], ['Oiscours.', 1702], ['14', 1880], ['Ste', 1935]),
      ...line(665, 28, ['withheld)', 1266]),
      ...line(714, 28, ['‘31.12', 1736]),
      ...line(723, 28, ['104.68', 1410]),
      ...line(758, 28, ['6', 1255], ['Qwxyz', 1290], ['zzkq', 1437]),
      ...line(838, 28, ['12.00', 1434]),
    ]);
    expect(readLabelledCells(oid, BOX_NUMBERS['1099-oid'], FORM_1099_SPECS['1099-oid'].boxes, {})).toEqual({ federalIncomeTaxWithheld: '104.68', marketDiscount: '31.12' });
  });
  it('passes over no garbled amount under the label for the next row\'s', () => {
    const garbled = groupLines([
      ...line(380, 25, ['Box', 123], ['8', 181], ['Tax-exempt', 216], ['interest', 400]),
      ...line(467, 40, ['S4ps160', 249]),
      ...line(622, 31, ['Paid', 132], ['by', 216], ['check', 265], ['$19,815.60', 400]),
    ]);
    expect(readLabelledCells(garbled, BOX_NUMBERS['1099-int'], spec, {})).toEqual({});
  });
  it("reads no cell under a statement's row: an empty row's amount is not the next row's", () => {
    const rows = groupLines([
      ...line(300, 28, ['2', 100], ['Early', 160], ['withdrawal', 260], ['penalty', 480]),
      ...line(340, 28, ['3', 100], ['Interest', 160], ['on', 330], ['savings', 390], ['bonds', 540], ['410.00', 1700]),
    ]);
    expect(readLabelledCells(rows, BOX_NUMBERS['1099-int'], spec, {})).toEqual({});
  });
  it('fills the boxes a scanned page left empty (parse1099)', () => {
    const page = { width: 2550, height: 3300, items: [...line(200, 40, ['Form', 1928], ['1099-INT', 2055], ['Interest', 2200], ['Income', 2380]), ...line(400, 28, ['Box', 1289], ['2', 1345], ['Early', 1374], ['withdrawal', 1446], ['penalty', 1640]), ...line(470, 28, ['$', 1716], ['36.50', 1765]), ...intGrid] };
    expect(parse1099(page, '1099-int', { ocr: true })).toMatchObject({ earlyWithdrawalPenalty: 36.5, federalIncomeTaxWithheld: 231.84, taxExemptInterest: 125 });
  });
});

describe('a scanned grid whose title OCR lost, told by its numbered captions', () => {
  // The harsh scan of the IRS-like 1099-G grid: 'Form 1099-G' read 'Hm sisi Go', its captions garbled.
  const page = {
    width: 2550,
    height: 3300,
    items: [
      ...line(212, 28, ['PAVERS', 165], ['name,', 259], ['wtvoct', 318], ['1', 1254], ['Unemployment', 1299], ['competion', 1480]),
      ...line(234, 28, ['STATE', 75], ['OF', 314], ['IOWA', 374], ['Hm', 1859], ['sisi', 1977], ['Go', 2088]),
      ...line(312, 28, ['PO', 186], ['BOX', 251], ['10460', 332], ['0.00', 1739], ['2024', 2015]),
      ...line(366, 28, ['2', 1264], ['Stare', 1303], ['de', 1362], ['kcal', 1392], ['income', 1452], ['tax', 1537], ['3', 1847], ['Bia', 1885], ['2', 1937], ['amount', 1960]),
      ...line(518, 28, ['PAYERS', 164], ['TIX', 274], ['4', 1247], ['tax', 1475], ['withheld', 1520], ['5', 1846], ['RTAA', 1885], ['payments.', 1961]),
      ...line(624, 28, ['$', 1268], ['0.00', 1739]),
    ],
  };
  it('is the 1099-G: boxes 1, 2 and 5 labelled by number, their words half their captions', () => {
    expect(looksLike1099(page, '1099-g', { ocr: true })).toBe(true);
    expect(parse1099(page, '1099-g', { ocr: true })).toMatchObject({ unemploymentCompensation: 0, federalIncomeTaxWithheld: 0 });
  });
  it('is no other kind', () => {
    for (const kind of ['1099-int', '1099-div', '1099-r', '1099-misc', '1099-nec', '1099-oid'] as const) expect(looksLike1099(page, kind, { ocr: true })).toBe(false);
  });
});
