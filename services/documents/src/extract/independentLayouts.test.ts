// The readers on layouts written apart from the generators they were developed on (testing/providerLayouts.ts):
// a payroll provider's W-2 four copies to a page, a broker's statement of each 1099 kind and the SSA's
// SSA-1099, a tax program's 2024 Form 1040; and (w2MoreLayouts.ts) a payroll bureau's and a web payroll service's
// W-2. Text layers, and one clean image of the web print (the rest of the images: tests/bench/documents.ts).
import { describe, expect, it } from 'vitest';
import { FORM_1099_KINDS } from '@taxapp/contracts/documents';
import { brokerStatementExpected, buildBrokerStatementPdf, buildFilled1040Pdf, buildProviderW2Pdf, buildSoftware1040Pdf, filled1040Expected, providerW2Expected, software1040Expected } from '../testing/providerLayouts';
import { looksLike1099, parse1099 } from './form1099';
import { parseLastYear1040 } from './lastYear1040';
import { readPdfPage } from './pdf';
import { buildBureauW2Pdf, buildWebW2Pdf, bureauW2Expected, webW2Expected } from '../testing/w2MoreLayouts';
import { cleanImageOf } from '../testing/scanLike';
import { closeOcr } from './ocr';
import { looksLikeW2, parseW2, readW2Locally } from './w2';

describe('W-2 printed four copies to a page by a payroll provider', () => {
  it('reads the first copy: every box, box 12 and 14 entries, both state rows, the retirement plan mark', async () => {
    const page = await readPdfPage(await buildProviderW2Pdf());
    expect(looksLikeW2(page)).toBe(true);
    const read = parseW2(page);
    expect(read).toMatchObject(providerW2Expected());
    expect(read.statutoryEmployee).toBe(false);
    expect(read.thirdPartySickPay).toBe(false);
    // Box 4 = 6.2% of 72,112.37 = 4,470.97; box 6 = 1.45% = 1,045.63; CA 51,309.28 + OR 17,103.09 = box 1 68,412.37.
    expect(read.notices).toEqual([]);
  });
});

describe.each(FORM_1099_KINDS)('%s as a broker prints it (box column, dot leaders, "RECIPIENT\'S ID No.")', (kind) => {
  it('reads every box, the payer and the recipient', async () => {
    const page = await readPdfPage(await buildBrokerStatementPdf(kind));
    expect(looksLike1099(page, kind)).toBe(true);
    const read = parse1099(page, kind) as unknown as Record<string, unknown> & { payerInfo: { name: string; tin: string }; recipientInfo: { name: string; tin: string } };
    const flat: Record<string, unknown> = { ...read, 'payerInfo.name': read.payerInfo.name, 'payerInfo.tin': read.payerInfo.tin, 'recipientInfo.name': read.recipientInfo.name, 'recipientInfo.tin': read.recipientInfo.tin.replace(/\*/g, 'X') };
    for (const [field, value] of Object.entries(brokerStatementExpected(kind))) expect([field, flat[field]]).toEqual([field, value]);
  });
});

it('reads a 2024 Form 1040 printed by tax software (filing status on top, capitals)', async () => {
  const read = parseLastYear1040(await readPdfPage(await buildSoftware1040Pdf()));
  expect(read).toEqual(software1040Expected());
});

it('reads a 2024 Form 1040 filled in on screen (values only in its form fields, the Single box checked)', async () => {
  const read = parseLastYear1040(await readPdfPage(await buildFilled1040Pdf()));
  expect(read).toEqual(filled1040Expected());
});

describe('W-2s printed by other payroll services (w2MoreLayouts.ts, written apart from the reader)', () => {
  it("reads a payroll bureau's two-up sheet: boxes three to a row, first and last name apart, a city tax", async () => {
    const page = await readPdfPage(await buildBureauW2Pdf());
    expect(looksLikeW2(page)).toBe(true);
    const read = parseW2(page);
    expect(read).toMatchObject(bureauW2Expected());
    // Box 4 = 6.2% of 62,440.16 = 3,871.29; box 6 = 1.45% = 905.38: nothing to tell.
    expect(read.notices).toEqual([]);
  });

  it("reads a web payroll service's card print: grey captions, '$' amounts, a truncated SSN, the state apart from its ID", async () => {
    const page = await readPdfPage(await buildWebW2Pdf());
    expect(looksLikeW2(page)).toBe(true);
    const read = parseW2(page);
    expect(read).toMatchObject(webW2Expected());
    expect(read.box12.codeW).toBe('1000.00');
    expect(read.notices).toEqual([]);
  });

  it("reads the web print's clean image (OCR): every box 1-6 amount, box 12, the state row and the X drawn in box 13's square", { timeout: 60_000 }, async () => {
    const read = await readW2Locally(await cleanImageOf(await buildWebW2Pdf(), 200), 'image/png');
    const expected = webW2Expected();
    expect(read).toMatchObject({
      wages: expected.wages, federalIncomeTax: expected.federalIncomeTax, socialSecurityWages: expected.socialSecurityWages,
      socialSecurityTaxWithheld: expected.socialSecurityTaxWithheld, medicareWagesAndTips: expected.medicareWagesAndTips,
      medicareTaxWithheld: expected.medicareTaxWithheld, employerEIN: expected.employerEIN, stateRows: expected.stateRows, box12Entries: expected.box12Entries,
      statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false,
    });
    await closeOcr();
  });
});
