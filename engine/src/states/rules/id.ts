// ID: Idaho Form 40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { ID_2024 } from '../../../data/stateRules2024/id';
import { usd } from '../format';
import type { StateRule } from '../rule';
import { credit } from './shared';

const D = ID_2024;
const ID_FORM = D.form;
export const ID: StateRule = {
  form: ID_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Grocery credit per person and dependent, more for 65 or over (Form 40 line 43), refundable.
  credits: (ctx) => {
    const count = ctx.persons + ctx.dependents;
    const g = D.groceryCredit;
    return [credit(`Grocery credit (${count} x ${usd(g.perPerson)} + ${ctx.age65Count} x ${usd(g.age65Extra)} for 65 or over)`, g.perPerson * count + g.age65Extra * ctx.age65Count, true, `${ID_FORM} line 43`)];
  },
};
