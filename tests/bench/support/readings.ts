// How the document benches (documents.ts, documents-html.ts) score a reading: one comparison and one W-2 flattening,
// so the two benches' figures mean the same thing.

/** A field read right: trimmed, upper case, a masked '*' as 'X', spaces folded. */
export const same = (read: unknown, expected: string) => String(read ?? '').trim().toUpperCase().replace(/\*/g, 'X').replace(/\s+/g, ' ') === expected.toUpperCase();

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The W-2 answer with box 12, box 14 and the second state row joined as text, as the expected fields print them. */
export function w2AsRead(read: Record<string, unknown>): Record<string, unknown> {
  const entries = (read.box12Entries as { code: string; amount: string }[] | undefined) ?? [];
  const box14 = (read.box14Entries as { label: string; amount: string }[] | undefined) ?? [];
  const rows = (read.stateRows as { stateId: string; stateWages: string; stateIncomeTaxWithheld: string }[] | undefined) ?? [];
  const second = rows[1];
  return {
    ...read,
    retirementPlan: String(read.retirementPlan),
    box12: entries.map((entry) => `${entry.code} ${entry.amount}`).join(', '),
    box14: box14.map((entry) => `${entry.label} ${entry.amount}`).join(', '),
    secondState: second ? `${second.stateId} ${second.stateWages} ${second.stateIncomeTaxWithheld}` : '',
  };
}

/** The 1099 answer with its parties' names and TINs as fields of their own ('payerInfo.name', ...). */
function flat1099(read: Record<string, unknown>): Record<string, unknown> {
  const party = (key: string) => (read[key] as { name?: string; tin?: string } | undefined) ?? {};
  return { ...read, 'payerInfo.name': party('payerInfo').name, 'payerInfo.tin': party('payerInfo').tin, 'recipientInfo.name': party('recipientInfo').name, 'recipientInfo.tin': party('recipientInfo').tin };
}

/** A reader's answer for a kind ('w2', a 1099 kind, 'last-year') flattened as the expected fields are written. */
export function asScored(kind: string, answer: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'w2') return w2AsRead(answer);
  if (kind === 'last-year') return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, String(value)]));
  return flat1099(answer);
}

/** Fields right and times of one kind read in one variant. */
export interface Tally { correct: number; total: number; ms: number[] }

/** The benches' table: a tally per kind and variant, made when first asked for. */
export function tallyTable<Variant extends string>(): { byVariant: Map<string, Map<Variant, Tally>>; cell: (kind: string, variant: Variant) => Tally } {
  const byVariant = new Map<string, Map<Variant, Tally>>();
  const cell = (kind: string, variant: Variant): Tally => {
    let row = byVariant.get(kind);
    if (!row) byVariant.set(kind, (row = new Map()));
    let found = row.get(variant);
    if (!found) row.set(variant, (found = { correct: 0, total: 0, ms: [] }));
    return found;
  };
  return { byVariant, cell };
}
