// The document benches that score fields (documents-html.ts, documents-printed.ts) read through one sandbox with the
// service's local readers, each answer flattened as the expected fields are written (support/readings.ts).
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { local1099Reader, localLastYearReader, localW2Reader } from '../../../services/documents/src/readers';
import { createSandbox } from '../../../services/documents/src/sandbox/sandbox';
import { asScored } from './readings';

/** A reader of any kind ('w2', a 1099 kind, 'last-year') in a sandbox of one child; close it when done. */
export function sandboxReadings(): { read: (kind: string, bytes: Uint8Array, mime: string) => Promise<Record<string, unknown>>; close: () => Promise<void> } {
  const sandbox = createSandbox({ size: 1 });
  const readW2 = localW2Reader(sandbox);
  const read1099 = local1099Reader(sandbox);
  const readLastYear = localLastYearReader(sandbox);
  return {
    async read(kind, bytes, mime) {
      if (kind === 'w2') return asScored(kind, (await readW2(bytes, mime)) as unknown as Record<string, unknown>);
      if (kind === 'last-year') return asScored(kind, (await readLastYear(bytes, mime)) as unknown as Record<string, unknown>);
      return asScored(kind, (await read1099(bytes, mime, kind as Form1099Kind)).extraction as unknown as Record<string, unknown>);
    },
    close: () => sandbox.close(),
  };
}
