// 1099 party names on phone photos: what a photo's specks do to the lines OCR gives (helper D, phone photos).
import { describe, expect, it } from 'vitest';
import { groupLines } from './layout';
import { nameByCaption, PARTY_CAPTIONS, readParties } from './parties1099';

/** Words of one line `height` tall, each at its x, 0.55 of the height a letter. */
const line = (y0: number, height: number, ...entries: [string, number][]) =>
  entries.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * height * 0.55, y0, y1: y0 + height }));

describe('a name under its caption on a photo', () => {
  // As OCR read a phone photo of an IRS-like 1099-NEC: two specks (4 px, read 'y' and '"') on a line of their own
  // between the caption's second line and the payer's name; the box 1 amount and box 2 caption on the caption's line.
  const lines = () =>
    groupLines([
      ...line(140, 13, ["PAYER'S", 101], ['name,', 177], ['street', 224], ['address,', 267], ['city', 328], ['or', 359], ['town,', 379], ['state', 423], ['ZIP', 613], ['1', 807], ['Nonemployee', 822], ['compensation', 926]),
      ...line(160, 17, ['or', 97], ['foreign', 121], ['postal', 176], ['code,', 222], ['and', 265], ['telephone', 294], ['no.', 368], ['27.450.00', 1089], ['$5.000', 1209], ['or', 1267], ['more', 1289], ['of', 1326], ['consumer', 1347], ['products', 1419]),
      ...line(183, 4, ['y', 133], ['"', 303]),
      ...line(186, 21, ['Bright', 108], ['Harbor', 178], ['Media', 256], ['Group', 327], ['Inc', 399]),
    ]);

  it('passes over specks far smaller than the caption', () => {
    expect(nameByCaption(lines(), PARTY_CAPTIONS.payerName, Object.values(PARTY_CAPTIONS))).toBe('Bright Harbor Media Group Inc');
    expect(readParties(lines(), []).payer.name).toBe('Bright Harbor Media Group Inc');
  });

  it('still stops at a line of words under the caption that are no name', () => {
    const notName = groupLines([
      ...line(140, 13, ["PAYER'S", 101], ['name', 177]),
      ...line(160, 13, ['1', 108], ['2', 140], ['3', 170]),
      ...line(186, 21, ['Bright', 108], ['Harbor', 178], ['Media', 256]),
    ]);
    expect(nameByCaption(notName, PARTY_CAPTIONS.payerName, [])).toBe('');
  });
});
