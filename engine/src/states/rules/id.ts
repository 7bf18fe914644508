// ID: Idaho Form 40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { credit } from './shared';

const ID_FORM = 'Idaho Form 40 (2024)';
export const ID: StateRule = {
  form: ID_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Grocery credit: $120 per person and dependent, $140 for 65 or over (Form 40 line 43), refundable.
  credits: (ctx) => {
    const count = ctx.persons + ctx.dependents;
    return [credit(`Grocery credit (${count} x $120 + ${ctx.age65Count} x $20 for 65 or over)`, 120 * count + 20 * ctx.age65Count, true, `${ID_FORM} line 43`)];
  },
};
