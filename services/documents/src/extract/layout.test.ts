// Captions as OCR reads small print: words a letter or two off a caption's words, and phrases garbled past
// one word at a time. The slips below are ones Tesseract made on the bench's scans (tests/bench/documents.ts).
import { describe, expect, it } from 'vitest';
import { buildBureauW2Pdf, bureauW2Expected } from '../testing/w2MoreLayouts';
import { correctedLines, correctWord, editDistance, findPhrase, groupLines, vocabularyOf, vocabularyOnce, type PageText, type TextItem } from './layout';
import { readPdfPage } from './pdf';
import { parseW2, words } from './w2';

describe('approximate caption words', () => {
  const vocabulary = vocabularyOf([/social\s*security\s*wages/i, /medicare\s*tax\s*withheld/i, /local\s*wages/i, /federal\s*income\s*tax/i]);

  it('measures edits, and stops past a limit', () => {
    expect(editDistance('securty', 'security')).toBe(1);
    expect(editDistance('madcare', 'medicare')).toBe(2);
    expect(editDistance('wages', 'withheld', 2)).toBe(3);
  });

  it('reads a word a letter or two off as the caption word, keeping its marks', () => {
    expect(correctWord('Socal', vocabulary)).toBe('social');
    expect(correctWord('securty', vocabulary)).toBe('security');
    expect(correctWord('lncome', vocabulary)).toBe('income');
    expect(correctWord('wshheld,', vocabulary)).toBe('withheld,');
    expect(correctWord('Medi|care', vocabulary)).toBe('medicare');
  });

  it('leaves values, short words, exact words and far-off words alone', () => {
    expect(correctWord('72112.37', vocabulary)).toBeNull();
    expect(correctWord('tax', vocabulary)).toBeNull();
    expect(correctWord('Wages', vocabulary)).toBeNull();
    expect(correctWord('OAKLAND', vocabulary)).toBeNull();
  });

  it('finds a caption phrase whose words OCR garbled together, not a neighbouring caption', () => {
    const line = (text: string) => groupLines(text.split(' ').map((word, index): TextItem => ({ text: word, x0: index * 60, x1: index * 60 + 50, y0: 0, y1: 10 })))[0]!;
    expect(findPhrase(line('1 Wages. tgs, other comp 2 Federal'), 'wages tips other comp')?.box.x0).toBe(60);
    expect(findPhrase(line('1 Wages, tips, other compensation'), 'wages tips other comp')).not.toBeNull();
    expect(findPhrase(line('7 Social security tips'), 'social security wages')).toBeNull();
  });

  it('finds the same phrases when lines lacking its letters are passed over unmeasured (a text PDF reads in < 300 ms)', () => {
    const line = (text: string) => groupLines(text.split(' ').map((word, index): TextItem => ({ text: word, x0: index * 60, x1: index * 60 + 50, y0: 0, y1: 10 })))[0]!;
    // One letter lacked is within a fifth of 'wages tips other comp' (18 letters, 3 edits); 'Box 12 Code DD 4,310.88' lacks most.
    expect(findPhrase(line('Wages tips othr comp 52780.50'), 'wages tips other comp')?.distance).toBe(1);
    expect(findPhrase(line('Box 12 Code DD 4,310.88'), 'wages tips other comp')).toBeNull();
    expect(findPhrase(line('x Wges tps other cmp'), 'wages tips other comp')?.box.x0).toBe(60);
  });

  it('corrects words once per vocabulary, as correctedLines does', () => {
    const lines = groupLines('3 Socal securty wages 4 Socal securty tax wshheld'.split(' ').map((word, index): TextItem => ({ text: word, x0: index * 60, x1: index * 60 + 50, y0: 0, y1: 10 })));
    const patterns = [/social\s*security\s*wages/i, /withheld/i];
    expect(vocabularyOnce(patterns)).toBe(vocabularyOnce([...patterns]));
    const once = correctedLines(lines, vocabularyOnce(patterns));
    expect(once.map((one) => one.text)).toEqual(correctedLines(lines, vocabularyOf(patterns)).map((one) => one.text));
    expect(correctedLines(lines, vocabularyOnce(patterns))[0]!.text).toBe('3 social security wages 4 social security tax withheld');
  });
});

describe('a W-2 whose captions OCR garbled', () => {
  it("reads boxes 1-6 of the bureau's print with its captions misspelt as Tesseract misspelt them on a scan", async () => {
    const page = await readPdfPage(await buildBureauW2Pdf());
    const slips: Record<string, string> = { 'WAGES,': 'WAGES.', 'TIPS,': 'TGS,', SOCIAL: 'SOCAL', SECURITY: 'SECURTY', WITHHELD: 'WSHHELD', MEDICARE: 'MADCARE', INCOME: 'MCOME' };
    const garbled: PageText = { ...page, items: words(page.items).map((item) => ({ ...item, text: slips[item.text] ?? item.text })) };
    const read = parseW2(garbled, { ocr: true });
    const expected = bureauW2Expected();
    expect(read).toMatchObject({
      wages: expected.wages, federalIncomeTax: expected.federalIncomeTax, socialSecurityWages: expected.socialSecurityWages,
      socialSecurityTaxWithheld: expected.socialSecurityTaxWithheld, medicareWagesAndTips: expected.medicareWagesAndTips, medicareTaxWithheld: expected.medicareTaxWithheld,
    });
  });
});
