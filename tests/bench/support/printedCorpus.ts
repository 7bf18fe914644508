// A printed corpus (services/documents/src/testing/<name>/ with expected.json: each file, its kind, layout, variant
// and the fields it prints) chosen by the benches' common arguments: kinds or sections ('w2', '1099', 'last-year',
// '1099-int' ...), variants and a part of the file name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type CorpusVariant = 'pdf' | 'clean' | 'scan' | 'photo';
export interface CorpusFile { file: string; kind: string; layout: string; variant: CorpusVariant; expected: Record<string, string> }

const MIME: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };
const sectionOf = (kind: string) => (kind === 'w2' ? 'w2' : kind === 'last-year' ? 'last-year' : '1099');

export interface PrintedCorpus {
  files: CorpusFile[];
  bytesOf: (entry: CorpusFile) => Uint8Array;
  mimeOf: (entry: CorpusFile) => string;
}

/** The corpus's files of the kinds (none: all), variants and file-name part asked for. */
export function printedCorpus(name: string, choice: { kinds: string[]; variants: readonly CorpusVariant[]; only: string }): PrintedCorpus {
  if (!/^[\w-]+$/.test(name)) throw new Error(`--corpus takes a folder name, got '${name}'`);
  const folder = join(import.meta.dirname, '../../../services/documents/src/testing', name);
  const wanted = (entry: CorpusFile) =>
    (choice.kinds.length === 0 || choice.kinds.includes(sectionOf(entry.kind)) || choice.kinds.includes(entry.kind)) &&
    choice.variants.includes(entry.variant) &&
    entry.file.includes(choice.only);
  return {
    files: (JSON.parse(readFileSync(join(folder, 'expected.json'), 'utf8')) as { files: CorpusFile[] }).files.filter(wanted),
    bytesOf: (entry) => new Uint8Array(readFileSync(join(folder, entry.file))),
    mimeOf: (entry) => MIME[entry.file.slice(entry.file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
  };
}
