// A 2024 Form 1040 as a PDF, drawn with pdf-lib from the engine's explained lines: Form 1040 line by line, then
// each schedule or form the return used, every page marked NOT FOR FILING (it is a copy to check against the
// IRS form, not the IRS form). pdf-lib is loaded only when a taxpayer asks for the file.
import type { FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import { federalSections } from './federalSections';
import { filingStatusLabel } from './format';
import { lineNumberOf } from './irsInstructions';

export const PDF_FILE_NAME = 'form-1040-2024-not-for-filing.pdf';
export const NOT_FOR_FILING = 'NOT FOR FILING';

/** Whole dollars as the IRS form shows them (Form 1040 instructions: 'Rounding Off to Whole Dollars'). */
export function pdfAmount(value: number): string {
  const rounded = Math.round(value);
  const text = Math.abs(rounded).toLocaleString('en-US');
  return rounded < 0 ? `(${text})` : text;
}

/** The standard fonts encode WinAnsi only: other characters are written as their nearest ASCII. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2265/g, '>=')
    .replace(/\u2264/g, '<=')
    .replace(/\u00d7/g, 'x')
    .replace(/\u00a7/g, 'Sec. ')
    .replace(/[^\x20-\x7e]/g, '?');
}

export async function buildForm1040Pdf(form: Form1040Data, calculation: FullCalculation): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb, degrees } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle('Form 1040 (2024) - NOT FOR FILING');
  pdf.setSubject('A copy computed to check against the IRS form; not for filing.');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { federal } = calculation;
  const { form1040, used } = federalSections(federal);

  const WIDTH = 612;
  const HEIGHT = 792;
  const MARGIN = 40;
  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;

  const stamp = () => {
    page.drawText(NOT_FOR_FILING, { x: 130, y: 300, size: 64, font: bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.18, rotate: degrees(35) });
    page.drawText(`${NOT_FOR_FILING} - computed by the engine to check against the IRS form`, { x: MARGIN, y: 20, size: 8, font, color: rgb(0.6, 0.1, 0.1) });
  };
  const newPage = () => {
    page = pdf.addPage([WIDTH, HEIGHT]);
    stamp();
    y = HEIGHT - MARGIN;
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };
  const heading = (text: string, size = 13) => {
    need(size + 12);
    y -= size + 6;
    page.drawText(winAnsi(text), { x: MARGIN, y, size, font: bold });
    y -= 6;
  };
  const row = (label: string, amount: string) => {
    const size = 9;
    const maxWidth = WIDTH - 2 * MARGIN - 90;
    let text = winAnsi(label);
    while (font.widthOfTextAtSize(text, size) > maxWidth && text.length > 4) text = `${text.slice(0, -4)}...`;
    need(size + 6);
    y -= size + 5;
    page.drawText(text, { x: MARGIN, y, size, font });
    page.drawText(amount, { x: WIDTH - MARGIN - font.widthOfTextAtSize(amount, size), y, size, font });
    page.drawLine({ start: { x: MARGIN, y: y - 3 }, end: { x: WIDTH - MARGIN, y: y - 3 }, thickness: 0.3, color: rgb(0.8, 0.8, 0.8) });
  };

  stamp();
  heading('Form 1040 - U.S. Individual Income Tax Return 2024', 15);
  page.drawText(`${NOT_FOR_FILING}: a copy to check line by line against the IRS form.`, { x: MARGIN, y: (y -= 14), size: 10, font: bold, color: rgb(0.7, 0.1, 0.1) });
  const name = [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' ');
  const spouse = [form.spouseFirstName, form.spouseLastName].filter(Boolean).join(' ');
  row(`Name: ${name || 'not entered'}${spouse ? ` and ${spouse}` : ''}`, '');
  row(`Filing status: ${filingStatusLabel(federal.filingStatus)}`, '');
  row(`Dependents: ${federal.dependentsCount}`, '');
  y -= 6;
  heading('Form 1040 (2024)');
  for (const line of form1040) {
    const number = lineNumberOf(line.id);
    row(`${number ?? ''}${number ? '  ' : ''}${line.label}`, pdfAmount(line.value));
  }
  for (const section of used) {
    y -= 8;
    heading(section.title);
    for (const line of section.lines) {
      const number = lineNumberOf(line.id);
      row(`${number ?? ''}${number ? '  ' : ''}${line.label}`, pdfAmount(line.value));
    }
  }
  return pdf.save();
}
