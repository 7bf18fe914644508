// Choosing the page of a PDF that carries the form asked for: a W-2 behind its employer's notice page.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import type { PageText } from './layout';
import { readFormPage } from './local';
import { readImage } from './ocr';
import { turnsToTry } from './orientation';
import { looksLikeW2, readW2WithText } from './w2';

// readImage as it is, unless a test says otherwise; no turned reading tried (orientation.ts needs a real picture).
vi.mock('./ocr', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ocr')>();
  return { ...original, readImage: vi.fn(original.readImage) };
});
vi.mock('./orientation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./orientation')>()),
  turnsToTry: vi.fn(async () => []),
  // A turned picture's bytes: its turn in tens of degrees, for the mocked readImage to know it by.
  turned: async (_bytes: Uint8Array, degrees: number) => new Uint8Array([degrees / 10]),
}));

/** A notice page (what employers print before Copy B), then the W-2 fixture's page. */
async function w2AfterNotice(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const notice = pdf.addPage([612, 792]);
  [
    'IMPORTANT TAX DOCUMENT ENCLOSED',
    'Your 2024 wage and tax statement follows on the next page.',
    'Notice to Employee: Do you have to file? Refer to the Form 1040 instructions to determine if you are required to file.',
    'Earned income credit (EIC). You may be able to take the EIC for 2024 if your adjusted gross income is less than a certain amount.',
    'Keep this statement with your tax records. Questions: Payroll Department, 555-0100.',
  ].forEach((line, i) => notice.drawText(line, { x: 40, y: 740 - i * 16, size: 9, font }));
  const [w2Page] = await pdf.copyPages(await PDFDocument.load(await buildW2Pdf(SAMPLE_W2, 'irs')), [0]);
  pdf.addPage(w2Page);
  return pdf.save();
}

describe('the page that carries the form', () => {
  it('is page 2 when page 1 is a notice', async () => {
    const chosen = await readFormPage(await w2AfterNotice(), 'application/pdf', (page) => (looksLikeW2(page) ? 1 : 0));
    expect(chosen.pageNumber).toBe(2);
    expect(chosen.source).toBe('text');
    expect(looksLikeW2(chosen.first.page)).toBe(false);
  });

  it('lets the W-2 reader read a W-2 behind a notice page', async () => {
    const { local } = await readW2WithText(await w2AfterNotice(), 'application/pdf');
    // What the fixture prints (w2Fixture.ts SAMPLE_W2): box 1 52,000.00, box 2 6,000.00.
    expect(local.firstName).toBe('Jordan');
    expect(local.wages).toBe('52000.00');
    expect(local.federalIncomeTax).toBe('6000.00');
  });
});

describe('a picture read as no form or nearly none', () => {
  const pageOf = (...texts: string[]): PageText => ({ width: 100, height: 100, items: texts.map((text, at) => ({ text, x0: at * 20, y0: 0, x1: at * 20 + 15, y1: 10 })) });
  // The 'form' names its boxes; fits counts them.
  const fits = (page: PageText) => page.items.filter((item) => item.text.startsWith('Box')).length;

  it('is read again cleaned otherwise, and that reading kept when it finds more of the form', async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async (_bytes, options = {}) => (options.stronger ? pageOf('Box1', 'Box2', 'Box3') : pageOf('smudge', 'Box1')));
    const chosen = await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
    expect(fits(chosen.page)).toBe(3);
    expect(vi.mocked(readImage).mock.calls.map(([, options]) => Boolean(options?.stronger))).toEqual([false, true]);
  });

  it("is read again after a first reading that waited long for the machine but did little work (a busy machine's wall time is not the reading's)", async () => {
    let wall = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => wall);
    try {
      vi.mocked(readImage).mockReset().mockImplementation(async (_bytes, options = {}) => {
        wall += 12_000;
        return options.stronger ? pageOf('Box1', 'Box2', 'Box3') : pageOf('smudge', 'Box1');
      });
      const chosen = await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
      expect(fits(chosen.page)).toBe(3);
    } finally {
      now.mockRestore();
    }
  });

  it('is not read again once its first readings did more than their share of work', async () => {
    let cpuMicros = 0;
    const usage = vi.spyOn(process, 'cpuUsage').mockImplementation((since) => ({ user: cpuMicros - (since?.user ?? 0), system: 0 }));
    try {
      vi.mocked(readImage).mockReset().mockImplementation(async (_bytes, options = {}) => {
        cpuMicros += 11_000_000;
        return options.stronger ? pageOf('Box1', 'Box2', 'Box3') : pageOf('smudge', 'Box1');
      });
      const chosen = await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
      expect(fits(chosen.page)).toBe(1);
      expect(vi.mocked(readImage).mock.calls.map(([, options]) => Boolean(options?.stronger))).toEqual([false]);
    } finally {
      usage.mockRestore();
    }
  });

  it('keeps its first reading when the second finds no more', async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async (_bytes, options = {}) => (options.stronger ? pageOf('smudge') : pageOf('Box1')));
    expect(fits((await readFormPage(new Uint8Array([1]), 'image/png', fits, 6)).page)).toBe(1);
  });

  it('stays refused when the second reading finds only a little of the form', async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async (_bytes, options = {}) => (options.stronger ? pageOf('Box1', 'Box2') : pageOf('receipt')));
    expect(fits((await readFormPage(new Uint8Array([1]), 'image/png', fits, 6)).page)).toBe(0);
  });

  it("is taken when a refused page's second reading is surely the form", async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async (_bytes, options = {}) => (options.stronger ? pageOf('Box1', 'Box2', 'Box3') : pageOf('smudge')));
    expect(fits((await readFormPage(new Uint8Array([1]), 'image/png', fits, 6)).page)).toBe(3);
  });

  it('is read once when it is at least half of what surely is the form', async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async () => pageOf('Box1', 'Box2', 'Box3'));
    await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
    expect(vi.mocked(readImage)).toHaveBeenCalledTimes(1);
  });
});

describe('a picture whose print shows which way up it stands', () => {
  const pageOf = (...texts: string[]): PageText => ({ width: 100, height: 100, items: texts.map((text, at) => ({ text, x0: at * 20, y0: 0, x1: at * 20 + 15, y1: 10 })) });
  const fits = (page: PageText) => page.items.filter((item) => item.text.startsWith('Box')).length;
  const readBytes = () => vi.mocked(readImage).mock.calls.map(([bytes, options]) => `${bytes[0]}${options?.stronger ? ' stronger' : ''}`);

  it('plainly on its side: read turned first, the way its letters stand upright, and not as it came', async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async (bytes) => (bytes[0] === 1 ? { ...pageOf(), turnsOfPrint: { turns: [270, 90], sure: true } } : bytes[0] === 27 ? pageOf('Box1', 'Box2', 'Box3') : pageOf('smudge')));
    const chosen = await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
    expect(fits(chosen.page)).toBe(3);
    expect(readBytes()).toEqual(['1', '27']);
  });

  it('plainly on its side but no turn fits: read as it came after all', async () => {
    vi.mocked(readImage).mockReset().mockImplementation(async (bytes, options = {}) => (bytes[0] === 1 && options.orient ? { ...pageOf(), turnsOfPrint: { turns: [90, 270], sure: true } } : bytes[0] === 1 ? pageOf('Box1', 'Box2', 'Box3') : pageOf('smudge')));
    const chosen = await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
    expect(fits(chosen.page)).toBe(3);
    expect(readBytes()).toEqual(['1', '9', '27', '1']);
  });

  it('plainly upright: not read turned when its reading is not the form', async () => {
    vi.mocked(turnsToTry).mockResolvedValue([180]);
    vi.mocked(readImage).mockReset().mockImplementation(async (bytes, options = {}) => (options.stronger ? pageOf('smudge') : { ...pageOf('receipt'), turnsOfPrint: { turns: [], sure: true } }));
    await readFormPage(new Uint8Array([1]), 'image/png', fits, 6);
    expect(readBytes()).toEqual(['1', '1 stronger']);
    vi.mocked(turnsToTry).mockResolvedValue([]);
  });
});
