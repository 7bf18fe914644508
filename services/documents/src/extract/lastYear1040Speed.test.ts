// A text PDF's filing-status check drawn as lines (no glyph) is read from the page's paths, without rendering the
// page (rendering takes hundreds of milliseconds; a text-layer return must read in well under 300 ms).
import { describe, expect, it, vi } from 'vitest';
import * as pdf from './pdf';
import { readLastYearFormLocally } from './local';
import { filingStatusPdf } from '../testing/filingStatusPdf';

vi.mock('./pdf', async (original) => {
  const actual = await original<typeof import('./pdf')>();
  return { ...actual, renderPdfPageToPng: vi.fn(actual.renderPdfPageToPng) };
});

describe('a filing-status check drawn as lines on a text PDF', () => {
  it('is read from the drawing without rendering the page', async () => {
    const read = await readLastYearFormLocally(await filingStatusPdf(2), 'application/pdf');
    expect(read.filingStatus).toBe('married-separate');
    expect(vi.mocked(pdf.renderPdfPageToPng)).not.toHaveBeenCalled();
  });
});
