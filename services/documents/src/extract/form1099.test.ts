// The 1099 reader on the IRS grid and a bank/broker statement of each kind, from their text layers: every
// box by its caption, the payer and recipient, the total; a W-2 or a receipt is not the 1099 asked for.
import { describe, expect, it } from 'vitest';
import { FORM_1099_KINDS, form1099KindOf } from '@taxapp/contracts/documents';
import { FORM_1099_FIXTURES, FORM_1099_LAYOUTS, PAYER, RECIPIENT, build1099Pdf } from '../testing/form1099Fixture';
import { MORE_1099_LAYOUTS, MORE_1099_TOTALS, type MoreLayout } from '../testing/form1099MoreLayouts';
import { brokerStatementExpected, buildBrokerStatementPdf } from '../testing/providerLayouts';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../testing/scanLike';
import { buildReceiptPdf, buildW2Pdf } from '../testing/w2Fixture';
import { captionWordOf, codeUnder } from './boxes1099';
import { groupLines, type PageText } from './layout';
import { looksLike1099, parse1099, read1099WithText, rereadLostAmounts } from './form1099';
import { readPdfPage } from './pdf';

const expected = (kind: (typeof FORM_1099_KINDS)[number]) =>
  Object.fromEntries(
    FORM_1099_FIXTURES[kind].boxes.map((box) => [box.field, box.field === 'dateAcquired' ? '2023-03-15' : box.field === 'dateSold' ? '2024-06-20' : box.value]),
  );
const TOTALS = { '1099-int': 1560.4, '1099-div': 2300.55, '1099-b': 4200, '1099-r': 20000, '1099-g': 7800, '1099-oid': 350.25, '1099-misc': 8300, '1099-nec': 18250, 'ssa-1099': 22800 };

describe.each(FORM_1099_KINDS.flatMap((kind) => FORM_1099_LAYOUTS.map((layout) => [kind, layout] as const)))('%s, %s layout', (kind, layout) => {
  it('reads every box, the payer, the recipient and the total', async () => {
    const page = await readPdfPage(await build1099Pdf(kind, layout));
    expect(looksLike1099(page, kind)).toBe(true);
    const read = parse1099(page, kind);
    expect(read.fieldDetails).toMatchObject(expected(kind));
    expect(read).toMatchObject(expected(kind));
    expect(read.totalAmount).toBe(TOTALS[kind]);
    expect(read.payerInfo.name.toLowerCase()).toBe(PAYER.name.toLowerCase());
    expect(read.payerInfo.tin).toBe(PAYER.tin);
    expect(read.recipientInfo.name.toLowerCase()).toBe(RECIPIENT.name.toLowerCase());
    expect(read.recipientInfo.tin).toBe(RECIPIENT.tin);
    if (kind === '1099-b') expect(read.shortTermOrLongTerm).toBe('short');
    if (kind === '1099-r') expect(read).toMatchObject({ taxableAmountBlank: false, taxableAmountNotDetermined: false });
  });
});

describe('documents that are not the 1099 asked for', () => {
  it('refuses a receipt and a W-2', async () => {
    expect(looksLike1099(await readPdfPage(await buildReceiptPdf()), '1099-int')).toBe(false);
    expect(looksLike1099(await readPdfPage(await buildW2Pdf()), '1099-div')).toBe(false);
  });
  it('reads card ids and document types as the kind', () => {
    expect(form1099KindOf('1099int')).toBe('1099-int');
    expect(form1099KindOf('1099-OID')).toBe('1099-oid');
    expect(form1099KindOf('ssa1099')).toBe('ssa-1099');
    expect(form1099KindOf('w2')).toBeNull();
  });
});

describe('an OCR reading with the slips a scan makes (words and places as Tesseract gave them for a 1099-INT scan)', () => {
  const word = (text: string, x0: number, y0: number) => ({ text, x0, x1: x0 + text.length * 14, y0, y1: y0 + 26 });
  const line = (y0: number, ...entries: [string, number][]) => entries.map(([text, x0]) => word(text, x0, y0));
  const page = {
    width: 2550,
    height: 3300,
    items: [
      ...line(114, ['Form', 151], ['1099-INT', 290], ['Interest', 512], ['Income', 707], ['2024', 894]),
      // 'address' misread, and the neighbour cell's caption on the same line far to the right.
      ...line(231, ["PAYER'S", 150], ['name,', 276], ['Street', 356], ['aunwas,', 432], ['City', 542], ['Of', 592], ['town,', 622], ['state,', 692], ['ZIP', 772], ['§', 1372], ['2', 1916], ['Early', 1939], ['penalty', 2143]),
      ...line(284, ['First', 168], ['Federal', 261], ['Bank', 413], ['1,250.40', 1393], ['25.00', 1934]),
      ...line(507, ['PAYERS', 150], ['TIN', 272], ["RECIPIENT'S", 734], ['TIN', 908]),
      // The boxes' column has a line between the TIN captions and the TINs.
      ...line(523, ['8', 1375], ['Tax-exempt', 1397], ['micreoi', 1548]),
      ...line(547, ['98-7654321', 163], ['XXX-XX-7890', 747]),
      ...line(657, ["RECIPIENT'S", 150], ['name', 326]),
      ...line(706, ['Jordan', 167], ['Whitaker', 305]),
    ],
  };
  it('takes the payer under a caption whose rest OCR garbled, and each TIN past the other cell\'s words', () => {
    const read = parse1099(page, '1099-int');
    expect(read.payerInfo).toEqual({ name: 'First Federal Bank', tin: '98-7654321' });
    expect(read.recipientInfo).toEqual({ name: 'Jordan Whitaker', tin: 'XXX-XX-7890' });
  });
});

/** A reading flattened the way the layouts state what they print ('payerInfo.name', TINs with X for masked digits). */
function flat(read: ReturnType<typeof parse1099>): Record<string, unknown> {
  return {
    ...read,
    'payerInfo.name': read.payerInfo.name.toUpperCase(), 'payerInfo.tin': read.payerInfo.tin,
    'recipientInfo.name': read.recipientInfo.name.toUpperCase(), 'recipientInfo.tin': read.recipientInfo.tin.replace(/\*/g, 'X'),
  };
}
const upper = (expected: MoreLayout['expected']) => Object.fromEntries(Object.entries(expected).map(([field, value]) => [field, typeof value === 'string' && field.endsWith('.name') ? value.toUpperCase() : value]));

describe.each(MORE_1099_LAYOUTS.map((more) => [more.layout, more.kind, more] as const))('%s, %s (a layout written apart from the reader)', (layout, kind, more) => {
  it('reads every printed box, the payer, the recipient and the total from the text layer', async () => {
    const page = await readPdfPage(await more.build());
    expect(looksLike1099(page, kind)).toBe(true);
    const read = parse1099(page, kind);
    expect(flat(read)).toMatchObject(upper(more.expected));
    expect(read.totalAmount).toBe(MORE_1099_TOTALS[`${layout} ${kind}`]);
  });
});

describe('1099 images read by OCR (slow)', () => {
  it('reads the SSA-1099 in the SSA\'s arrangement from a clean image: boxes 3-6 under their captions, the beneficiary', async () => {
    const more = MORE_1099_LAYOUTS.find((entry) => entry.kind === 'ssa-1099')!;
    const { local, source } = await read1099WithText(await cleanImageOf(await more.build(), 200), 'image/png', 'ssa-1099');
    expect(source).toBe('ocr');
    expect(flat(local)).toMatchObject(upper(more.expected));
  }, 60_000);
  it('reads a broker\'s 1099-MISC scan: its boxes, payer and recipient (the page was refused as no 1099-MISC)', async () => {
    const { local } = await read1099WithText(await scanLikeImageOf(await buildBrokerStatementPdf('1099-misc'), scanOptions(54)), 'image/jpeg', '1099-misc');
    expect(flat(local)).toMatchObject(upper(brokerStatementExpected('1099-misc')));
  }, 60_000);
});

describe('a 1099-R scan whose box 7 code OCR dropped (slow)', () => {
  it('reads the code again from the image under its caption', async () => {
    // Scan 2 of the IRS-grid 1099-R: the page's reading has no '7' under '7 Distribution code(s)'.
    const { local } = await read1099WithText(await scanLikeImageOf(await build1099Pdf('1099-r', 'irs'), scanOptions(2)), 'image/jpeg', '1099-r');
    expect(local).toMatchObject({ distributionCode: '7', grossDistribution: 20000, taxableAmount: 18500 });
  }, 60_000);
});

describe('a 1099-B scan whose row of values OCR lost (slow)', () => {
  it('reads boxes 1g and 4 again from the image under their captions', async () => {
    // Scan 7 of the IRS-grid 1099-B: the page's reading has no line '98-7654321 XXX-XX-7890 200.00 75.00'.
    const { local } = await read1099WithText(await scanLikeImageOf(await build1099Pdf('1099-b', 'irs'), scanOptions(7)), 'image/jpeg', '1099-b');
    // What the fixture prints: 1d 15,000.00, 1e 11,000.00, 1g 200.00, 4 75.00; gain 15,000 - 11,000 + 200 = 4,200.
    expect(local).toMatchObject({ proceedsFromSales: 15000, costBasis: 11000, washSaleAdjustment: 200, federalIncomeTaxWithheld: 75, totalAmount: 4200 });
  }, 60_000);
});

describe('OCR slips in caption words', () => {
  it('reads a slipped caption word back to the caption word, and leaves short and unlike words alone', () => {
    expect(captionWordOf('ROYAIIES')).toBe('ROYALTIES');
    expect(captionWordOf('INCOM')).toBe('INCOME');
    expect(captionWordOf('Withheld.')).toBe('Withheld.');
    expect(captionWordOf('ROSS')).toBe('ROSS');
    expect(captionWordOf('OKAFOR-BENNETT')).toBe('OKAFOR-BENNETT');
  });
  it("reads a seven-letter word back though folding shortened it ('Onginal' for 'Original')", () => {
    expect(captionWordOf('Onginal')).toBe('Original');
  });
  it("reads box 1 of a 1099-OID under '1 Onginal issue discount', not under the title OCR read as 'Form 1099-0OID Original Issue Discount'", () => {
    // The IRS-grid fixture's clean image as OCR read it (words and places as Tesseract gave them); the form prints 310.25 in box 1.
    const line = (y0: number, height: number, ...entries: [string, number][]) =>
      entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * height * 0.5, (entries[i + 1]?.[1] ?? Infinity) - 6), y0, y1: y0 + height }));
    const page = {
      width: 1700,
      height: 2200,
      items: [
        ...line(75, 33, ['Form', 101], ['1099-0OID', 194], ['Original', 347], ['Issue', 483], ['Discount', 577], ['2024', 728]),
        ...line(160, 18, ["PAYER'S", 101], ['name,', 182], ['street', 237], ['address,', 287], ['city', 361], ['or', 393], ['town,', 414], ['state,', 463], ['ZIP', 512], ['1', 918], ['Onginal', 932], ['issue', 999], ['discount', 1046], ['for', 1118], ['2024', 1145], ['2', 1278], ['Other', 1293], ['penodic', 1343], ['interest', 1412]),
        ...line(193, 25, ['First', 112], ['Federal', 174], ['Bank', 276], ['310.25', 928], ['40.00', 1289]),
        ...line(229, 25, ['200', 112], ['Main', 167], ['Street,', 234], ['Trenton', 323], ['NJ', 427], ['08608', 468]),
        ...line(255, 14, ['4', 916], ['Federal', 932], ['income', 998], ['tax', 1061], ['withheld', 1090]),
        ...line(291, 21, ['10.00', 929]),
      ],
    };
    expect(parse1099(page, '1099-oid', { ocr: true })).toMatchObject({ originalIssueDiscount: 310.25, otherPeriodicInterest: 40, federalIncomeTaxWithheld: 10 });
  });
});

describe('a broker statement as OCR read a scan of it (words and places as Tesseract gave them)', () => {
  // Each word as wide as its letters, and never into the next word (OCR boxes do not overlap).
  const line = (y0: number, ...entries: [string, number][]) =>
    entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * 24, (entries[i + 1]?.[1] ?? Infinity) - 12), y0, y1: y0 + 30 }));
  const page = {
    width: 2550,
    height: 3300,
    items: [
      ...line(129, ['NORTHBRIDGE', 202], ['INVESTMENT', 620], ['SERVICES', 983], ['LLC', 1273]),
      ...line(202, ['2024', 200], ['FORM', 295], ['1099-INT', 416], ['INTEREST', 593], ['INCOME', 789]),
      ...line(307, ["PAYER'S", 200], ['Name', 340], ['and', 423], ['Address', 485], ['RECIPIENT’S', 1375], ['Name', 1574], ['and', 1653], ['Address', 1715]),
      ...line(364, ['NORTHBRIDGE', 201], ['INVESTMENT', 489], ['SERVICES', 741], ['LLC', 941], ['MARISOL', 1376], ['T', 1555], ['OKAFOR-BENNETT', 1587]),
      ...line(560, ["PAYER'S", 201], ['Federal', 352], ['ID', 474], ['No.:', 517], ['46-2210987', 586], ['RECIPIENT’S', 1375], ['ID', 1591], ['No.:', 1634], ['HEk_*%-4093', 1704]),
      // Box 1's caption past reading; box 8's cut short; a decimal point lost in box 3.
      ...line(823, ['1', 219], ['LECT', 351], ['ToT', 493], ['TT', 557], ['2,841.09', 2172]),
      ...line(893, ['3', 217], ['Interest', 352], ['on', 493], ['U.S.', 543], ['Savings', 627], ['Bonds', 773], ['&', 884], ['Treasury', 919], ['Obligations.', 1084], ['1,020.50', 2173]),
      ...line(964, ['4', 217], ['Federal', 351], ['Income', 492], ['Tax', 626], ['Withheld', 703], ['0.00', 2261]),
      ...line(1035, ['8', 217], ['TAX-EXEMPT', 350], ['.', 698], ['615.00', 2217]),
    ],
  };
  it('reads each box by its row\'s number where the caption is garbled, and the masked TIN whose asterisks OCR misread', () => {
    const read = parse1099(page, '1099-int', { ocr: true });
    // Box 1 + box 3 = 2,841.09 + 1,020.50 = 3,861.59.
    expect(read).toMatchObject({ interestIncome: 2841.09, usSavingsBondsInterest: 1020.5, federalIncomeTaxWithheld: 0, taxExemptInterest: 615, totalAmount: 3861.59 });
    expect(read.payerInfo).toEqual({ name: 'NORTHBRIDGE INVESTMENT SERVICES LLC', tin: '46-2210987' });
    expect(read.recipientInfo).toEqual({ name: 'MARISOL T OKAFOR-BENNETT', tin: 'XXX-XX-4093' });
  });
});

describe("a state agency's 1099-G as OCR read a scan of it (words and places as Tesseract gave them)", () => {
  const line = (y0: number, ...entries: [string, number][]) =>
    entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * 22, (entries[i + 1]?.[1] ?? Infinity) - 10), y0, y1: y0 + 28 }));
  const page = {
    width: 1700,
    height: 2200,
    items: [
      ...line(220, ['2024', 137], ['Statement', 202], ['for', 334], ['Recipients', 378], ['of', 512], ['Certain', 544], ['Government', 645], ['Payments', 807], ['Form', 965], ['1099-G', 1042]),
      ...line(275, ['Payer:', 138], ['MINNESOTA', 203], ['UNEMPLOYMENT', 346], ['INSURANCE', 547], ['PROGRAM', 686], ["Payer's", 832], ['Federal', 896], ['ID:', 972], ['41-6007162', 1007]),
      // '***-**-7320' with its 0 split in two.
      ...line(310, ['Recipient:', 138], ['PA', 239], ['NOU', 275], ['VANG', 331], ["Recipient's", 421], ['SSN:', 529], ['***.*%.732()', 585]),
      ...line(630, ['Box', 137], ['1:', 180], ['Unemployment', 210], ['Compensation', 380], ['$6,912.00', 1450]),
      ...line(674, ['Box', 137], ['4:', 180], ['Federal', 210], ['Income', 300], ['Tax', 380], ['Withheld', 430], ['$691.20', 1480]),
      // '$369.79' with its '$' read as a 5, on a page that prints '6,912.00' with its separator.
      ...line(718, ['Box', 137], ['11:', 180], ['State', 222], ['Income', 290], ['Tax', 370], ['Withheld', 420], ['5369.79', 1470]),
    ],
  };
  it("reads a '$' misread as 5 off an amount, and a masked SSN whose 0 OCR split into '()'", () => {
    const read = parse1099(page, '1099-g', { ocr: true });
    expect(read).toMatchObject({ unemploymentCompensation: 6912, federalIncomeTaxWithheld: 691.2, stateTaxWithheld: 369.79 });
    expect(read.recipientInfo).toEqual({ name: 'PA NOU VANG', tin: 'XXX-XX-7320' });
    expect(read.payerInfo.tin).toBe('41-6007162');
  });
});

describe('a 1099-B on the IRS grid as OCR read scans of it (words and places as Tesseract gave them)', () => {
  const line = (y0: number, ...entries: [string, number][]) =>
    entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * 20, (entries[i + 1]?.[1] ?? Infinity) - 10), y0, y1: y0 + 26 }));
  const page = {
    width: 2550,
    height: 3300,
    items: [
      ...line(112, ['Form', 151], ['1099-B', 289], ['Proceeds', 468], ['From', 706], ['Broker', 845], ['and', 1019], ['Barter', 1123], ['Exchange', 1284], ['Transactions', 1531], ['2024', 1858]),
      // 'sold' read as 'solid'.
      ...line(240, ["PAYER'S", 150], ['name,', 272], ['street', 355], ['address,', 430], ['1b', 1376], ['Date', 1412], ['acquired', 1477], ['1c', 1917], ['Date', 1952], ['solid', 2016], ['or', 2073], ['disposed', 2105]),
      ...line(290, ['First', 167], ['Federal', 260], ['Bank', 413], ['03/15/2023', 1390], ['06/20/2024', 1932]),
      // 'or' read as 'of'.
      ...line(381, ['1d', 1376], ['Proceeds', 1412], ['1e', 1917], ['Cost', 1953], ['of', 2016], ['other', 2047], ['basis', 2117]),
      ...line(430, ['15,000.00', 1393], ['11,000.00', 1934]),
    ],
  };
  it("reads 'Cost of other basis' as box 1e and 'Date solid or disposed' as box 1c", () => {
    const read = parse1099(page, '1099-b', { ocr: true });
    expect(read).toMatchObject({ proceedsFromSales: 15000, costBasis: 11000, dateAcquired: '2023-03-15', dateSold: '2024-06-20' });
  });
});

describe("a broker's 1099-B sale rows with a wash sale column and a 'Gain or (loss)' column right of it", () => {
  const line = (y0: number, ...entries: [string, number, number][]) => entries.map(([text, x0, x1]) => ({ text, x0, x1, y0, y1: y0 + 9 }));
  const page = {
    width: 792,
    height: 612,
    items: [
      ...line(39, ['2024', 683, 701], ['FORM', 706, 723], ['1099-B', 728, 755]),
      ...line(156, ['1d', 443, 450], ['Proceeds', 454, 481], ['1e', 496, 502], ['Cost', 505, 517], ['or', 521, 527], ['other', 530, 545], ['basis', 548, 563], ['1g', 585, 591], ['Wash', 594, 607], ['sale', 610, 623], ['loss', 626, 639], ['disallowed', 642, 674], ['Gain', 701, 712], ['or', 715, 721], ['(loss)', 724, 742]),
      // The first sale has no wash sale: its gain sits right of the empty wash sale cell.
      ...line(169, ['5,412.80', 461, 493], ['4,980.00', 550, 582], ['432.80', 730, 755]),
      ...line(183, ['2,104.55', 461, 493], ['2,466.10', 550, 582], ['361.55', 673, 698], ['0.00', 739, 755]),
      ...line(239, ['Total', 38, 57], ['short-term', 61, 100], ['7,517.35', 457, 493], ['7,446.10', 545, 582], ['361.55', 673, 698], ['432.80', 730, 755]),
    ],
  };
  it("takes the wash sale total under its own head, not the gain's under 'Gain or (loss)'", () => {
    expect(parse1099(page, '1099-b')).toMatchObject({ proceedsFromSales: 7517.35, costBasis: 7446.1, washSaleAdjustment: 361.55 });
  });
  it('answers the gain in cents, as the boxes print it (1,000.10 - 1,445.40 is -445.30000000000007 in floating point)', () => {
    const loss = { ...page, items: page.items.map((item) => ({ ...item, text: item.text === '7,517.35' ? '1,000.10' : item.text === '7,446.10' ? '1,445.40' : item.text === '361.55' ? '0.00' : item.text })) };
    const read = parse1099(loss, '1099-b');
    expect(read).toMatchObject({ proceedsFromSales: 1000.1, costBasis: 1445.4, totalAmount: -445.3 });
    expect(read.capitalGains).toBe(-445.3);
  });
});

describe('amounts the page OCR read as letters, read again from their own line', () => {
  const line = (y0: number, height: number, ...entries: [string, number, number][]) => entries.map(([text, x0, x1]) => ({ text, x0, x1, y0, y1: y0 + height }));
  // A bank's 1099-INT grid as OCR read its colour image: the title names 'Interest Income' too, box 1's '$3,482.17'
  // read 'REA' and box 2's '$41.09' (the last column, right-aligned at the form's edge) 'SRAl)'.
  const items = [
    ...line(1140, 22, ['Form', 126, 194], ['1099-INT', 206, 328], ['Interest', 350, 437], ['Income', 446, 529], ['Copy', 919, 957], ['B', 963, 972]),
    ...line(1184, 12, ["PAYER'S", 125, 179], ['name,', 184, 224], ['1', 856, 862], ['Interest', 867, 919], ['income', 924, 972], ['2', 1220, 1227], ['Early', 1232, 1264], ['withdrawal', 1269, 1343], ['penalty', 1349, 1398]),
    ...line(1225, 20, ['Harborview', 125, 242], ['Savings', 249, 323], ['Bank', 330, 384]),
    ...line(1245, 20, ['REA', 1112, 1211], ['SRAl)', 1508, 1576]),
    ...line(1354, 12, ["PAYER'S", 125, 179], ['TIN', 184, 205], ['3', 855, 862], ['Interest', 867, 919], ['on', 923, 940], ['U.S.', 945, 970], ['Savings', 976, 1024], ['Bonds', 1030, 1070], ['4', 1219, 1227], ['Federal', 1232, 1281], ['income', 1287, 1335], ['tax', 1340, 1359], ['withheld', 1364, 1422]),
    ...line(1417, 19, ['$0.00', 1521, 1576]),
    ...line(1438, 19, ['$0.00', 1156, 1211]),
  ];
  it("reads box 1 under its caption, not the title's, and box 2 out to the form's right edge", async () => {
    const asked: { x0: number; x1: number; y0: number; y1: number }[] = [];
    const page: PageText = {
      width: 1700,
      height: 2200,
      items,
      reread: async (box) => {
        asked.push(box);
        if (box.y0 > 1250 || box.y1 < 1250) return '';
        return box.x0 < 1000 && box.x1 > 1150 ? '$3,482.17' : box.x0 > 1200 && box.x1 > 1560 ? '$41.09' : '';
      },
    };
    const local = parse1099(page, '1099-int', { ocr: true });
    await rereadLostAmounts(local, page, '1099-int');
    expect(local).toMatchObject({ interestIncome: 3482.17, earlyWithdrawalPenalty: 41.09 });
  });

  it("reads box 7's code with a cell's rule OCR read as a bracket beside it ('7)')", () => {
    const lines = groupLines([
      ...line(544, 17, ["RECIPIENT'S", 105, 207], ['TIN', 212, 238], ['7', 854, 863], ['Distribution', 869, 950], ['code(s)', 956, 1010], ['IRA/', 1230, 1261], ['SEP/', 1267, 1304]),
      ...line(566, 17, ['XXX-XX-3871', 105, 267]),
      ...line(602, 28, ['7)', 1204, 1219]),
    ]);
    expect(codeUnder(lines, /distribution\s*codes?|\bcode\(s\)/i, /^[1-9A-HJ-UW]{1,2}$/)).toBe('7');
  });
});

describe("a box number glued to its caption whose 'O' OCR read as 0", () => {
  const line = (y0: number, ...entries: [string, number, number][]) => entries.map(([text, x0, x1]) => ({ text, x0, x1, y0, y1: y0 + 14 }));
  it("reads box 1 of a 1099-OID under '10riginal issue discount for 2024' (the title's own words set apart)", () => {
    const page = {
      width: 1700,
      height: 2200,
      items: [
        ...line(239, ['Form', 125, 204], ['1099-OID', 212, 345], ['Original', 365, 460], ['Issue', 467, 528], ['Discount', 536, 640]),
        ...line(281, ["PAYER'S", 125, 182], ['name,', 187, 227], ['10riginal', 854, 919], ['issue', 923, 957], ['discount', 960, 1019], ['for', 1023, 1042], ['2024', 1046, 1079], ['2', 1219, 1227], ['Other', 1231, 1269], ['periodic', 1273, 1328], ['interest', 1332, 1384]),
        ...line(350, ['$1,046.29', 1120, 1211], ['$212.50', 1502, 1576]),
        ...line(405, ['3', 854, 861], ['Early', 866, 900], ['withdrawal', 907, 982], ['penalty', 988, 1039]),
      ],
    };
    expect(parse1099(page, '1099-oid', { ocr: true })).toMatchObject({ originalIssueDiscount: 1046.29, otherPeriodicInterest: 212.5 });
  });
});
