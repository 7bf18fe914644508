// The standard PDF fonts a fixture generator draws with, embedded in one call; each generator names its own set.
import type { PDFDocument, PDFFont, StandardFonts } from 'pdf-lib';

/** Embeds each named standard font in the order given, so a generator's PDF is the same as when it embedded them one by one. */
export async function embedFaces<Name extends string>(pdf: PDFDocument, faces: Record<Name, StandardFonts>): Promise<Record<Name, PDFFont>> {
  const embedded = {} as Record<Name, PDFFont>;
  for (const [name, font] of Object.entries(faces) as [Name, StandardFonts][]) embedded[name] = await pdf.embedFont(font);
  return embedded;
}
