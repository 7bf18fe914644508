// The Credits screen's state and local credit rows (issue 9 item 4) on the return of the state of residence: each
// typed amount becomes that state's credit where its 2024 resident return has one (data/stateRules2024/enteredCredits.ts),
// unless the engine figures that credit itself; every row not used says why in the state's details.
import { LOCAL_CREDIT_LINES_2024, OTHER_STATE_CREDIT_TYPE, STATE_CREDIT_LINES_2024 } from '../../../data/stateRules2024/enteredCredits';
import { OTHER_STATE_CREDIT_FORM_2024 } from '../../../data/multistate2024';
import type { StateContext } from '../context';
import { money } from '../format';
import { normalizeStateCode } from '../residency';
import type { StateCredit } from '../types';

export interface EnteredCredits {
  credits: StateCredit[];
  notes: string[];
}

const NONE: EnteredCredits = { credits: [], notes: [] };

/** The state credit rows for `code` when it is the state of residence (the rows name no state). */
export function enteredStateCredits(code: string, ctx: StateContext): EnteredCredits {
  const f = ctx.facts;
  if (normalizeStateCode(f.residence.state) !== code || (f.enteredStateCredits.length === 0 && f.enteredLocalCredits.length === 0)) return NONE;
  const credits: StateCredit[] = [];
  const notes: string[] = [];
  for (const { type, amount } of f.enteredStateCredits) {
    const entered = `State Tax Credits, ${type} ${money(amount)} as entered`;
    if (type === OTHER_STATE_CREDIT_TYPE) {
      if (f.w2States.some((w) => w.state !== '' && normalizeStateCode(w.state) !== code)) {
        notes.push(`${entered}: not added, the credit for tax paid to another state is figured from the W-2s naming another state.`);
        continue;
      }
      const form = OTHER_STATE_CREDIT_FORM_2024[code] ?? `${code} resident credit for income tax paid to another state`;
      credits.push({ name: `Credit for income tax paid to another state (as entered)`, amount, refundable: false, source: `${form}; amount typed on the Credits screen, at most the tax` });
      continue;
    }
    const row = STATE_CREDIT_LINES_2024[type]?.[code];
    if (!row) notes.push(`${entered}: ${code}'s 2024 resident income tax return has no such credit; the amount is not used.`);
    else if (row.computed) notes.push(`${entered}: not added, ${row.line}.`);
    else credits.push({ name: `${type} (as entered)`, amount, refundable: row.refundable, source: `${row.line}; amount typed on the Credits screen` });
  }
  for (const { type, amount } of f.enteredLocalCredits) {
    const row = LOCAL_CREDIT_LINES_2024[type];
    const entered = `Local Tax Credits, ${type} ${money(amount)} as entered`;
    if (!row) notes.push(`${entered}: not a credit this return knows; not used.`);
    else if ('none' in row) notes.push(`${entered}: ${row.none}`);
    else if (code !== 'NY') notes.push(`${entered}: the one local earned income credit on a 2024 income tax return here is ${row.jurisdiction}'s; not used.`);
  }
  return { credits, notes };
}

/** The 'Local EITC' rows typed for a New York City resident (IT-201 line 71), taken against the NYC tax. */
export function enteredNycEitc(ctx: StateContext): number {
  let total = 0;
  for (const c of ctx.facts.enteredLocalCredits) if (c.type === 'Local EITC') total += c.amount;
  return total;
}
