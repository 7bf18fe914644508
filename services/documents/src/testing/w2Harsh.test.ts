// The harsh W-2 generator's figures hold together as a W-2's must (Form W-2 instructions, boxes 3-6: social security
// 6.2% to the $168,600 wage base for 2024, Medicare 1.45%), each layout's text layer prints them, and a damaged image is
// the same every time.
import { describe, expect, it } from 'vitest';
import { openPdf } from '../extract/pdf';
import { buildHarshW2Pdf, damagedImageOf, HARSH_LAYOUTS, harshW2Expected, worldDamage } from './w2Harsh';

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('harsh W-2 layouts', () => {
  it.each(HARSH_LAYOUTS)("'%s': boxes 4 and 6 are 6.2% and 1.45% of boxes 3 and 5, the state wages no more than box 1", (layout) => {
    const e = harshW2Expected(layout);
    expect(cents(e.socialSecurityTaxWithheld)).toBe(Math.round(Math.min(Number(e.socialSecurityWages), 168_600) * 6.2));
    expect(cents(e.medicareTaxWithheld)).toBe(Math.round(Number(e.medicareWagesAndTips) * 1.45));
    expect(e.stateRows.reduce((sum, row) => sum + cents(row.stateWages), 0)).toBeLessThanOrEqual(Math.max(cents(e.wages), cents(e.socialSecurityWages)));
  });

  it.each(HARSH_LAYOUTS)("'%s': the text layer prints the SSN, the EIN and box 1", async (layout) => {
    const e = harshW2Expected(layout);
    const pdf = await openPdf(await buildHarshW2Pdf(layout));
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    await pdf.destroy();
    expect(text).toContain(e.ssn);
    expect(text).toContain(e.employerEIN);
    expect(text.replace(/[$,]/g, '')).toContain(e.wages);
  });

  it('damages a page the same way every time', async () => {
    const pdf = await buildHarshW2Pdf('plain');
    const damage = { ...worldDamage('plain', 'photo'), dpi: 40 };
    expect(Buffer.compare(await damagedImageOf(pdf, damage), await damagedImageOf(pdf, damage))).toBe(0);
  });
});
