// Form 8839 (2024), Qualified Adoption Expenses (nonrefundable; unused credit carries forward 5 years).
import { ADOPTION_CREDIT_LIMIT, ADOPTION_PHASEOUT_RANGE, ADOPTION_PHASEOUT_START } from './years/2024';

const TAX_YEAR = 2024;

/** One eligible child as Part I line 1 and Part II lines 3 and 5 read it (contracts' adoptionSchema). */
export interface AdoptedChild {
  specialNeeds: boolean;
  foreign: boolean;
  /** Year the adoption became final; null = not final by the end of 2024. */
  yearFinal: number | null;
  priorCreditClaimed: number;
  expenses2024: number;
  /** Paid in 2023, before the adoption became final, not yet claimed. */
  expensesEarlier: number;
}

export interface Form8839Child {
  line4: number;
  line5: number;
  line6: number;
  line10: number;
  line11: number;
  /** Why line 5 is what it is (timing rules, special needs). */
  note: string;
}

export interface Form8839Result {
  children: Form8839Child[];
  line9: number;
  line12: number;
  line13: number;
  line14: number;
  line15: number;
  line16: number;
  /** Line 14 - line 16: to 2025 (Form 8839 instructions, 'Credit carryforward'). */
  carryforward: number;
}

/**
 * Line 5, by the Form 8839 (2024) instructions 'When to claim the credit': a U.S. child's expenses paid before the
 * year the adoption becomes final are taken the year after they were paid, those paid in or after that year the
 * year paid; a foreign child's only once the adoption is final. A special needs child (U.S. only) whose adoption
 * became final in 2024 gets line 4 whatever was paid.
 */
export function adoptionLine5(child: AdoptedChild, line4: number): { line5: number; note: string } {
  const final = child.yearFinal !== null && child.yearFinal <= TAX_YEAR;
  if (child.foreign) {
    if (!final) return { line5: 0, note: 'Foreign child, adoption not final in 2024: the expenses wait for the year it is final.' };
    return child.yearFinal === TAX_YEAR
      ? { line5: child.expenses2024 + child.expensesEarlier, note: 'Foreign child, final in 2024: the expenses of 2024 and of earlier years.' }
      : { line5: child.expenses2024, note: 'Foreign child, final before 2024: the expenses paid in 2024.' };
  }
  if (child.specialNeeds && child.yearFinal === TAX_YEAR) return { line5: line4, note: 'Special needs child, final in 2024: the full amount whatever was paid.' };
  // 2023 expenses come in 2024 when 2023 was before the year final (not final yet, or final in 2024).
  const earlier = child.yearFinal === null || child.yearFinal >= TAX_YEAR ? child.expensesEarlier : 0;
  if (!final) return { line5: earlier, note: 'Not final in 2024: 2024 expenses are taken in 2025; 2023 expenses now.' };
  return { line5: child.expenses2024 + earlier, note: child.yearFinal === TAX_YEAR ? 'Final in 2024: the expenses of 2023 and 2024.' : 'Final before 2024: the expenses paid in 2024.' };
}

/** Part II: lines 2-11 per child, 12-16 together. Line 9 is rounded to three places, as the form asks. */
export function form8839Return(children: readonly AdoptedChild[], modifiedAgi: number, line13: number, taxLimit: number): Form8839Result {
  const line9 = modifiedAgi > ADOPTION_PHASEOUT_START ? Math.min(1, Math.round(((modifiedAgi - ADOPTION_PHASEOUT_START) / ADOPTION_PHASEOUT_RANGE) * 1000) / 1000) : 0;
  const rows = children.map((child) => {
    const line4 = Math.max(0, ADOPTION_CREDIT_LIMIT - child.priorCreditClaimed);
    const { line5, note } = adoptionLine5(child, line4);
    const line6 = Math.min(line4, Math.max(0, line5));
    const line10 = Math.round(line6 * line9);
    return { line4, line5, line6, line10, line11: line6 - line10, note };
  });
  const line12 = rows.reduce((sum, row) => sum + row.line11, 0);
  const line14 = line12 + Math.max(0, line13);
  const line15 = Math.max(0, taxLimit);
  const line16 = Math.min(line14, line15);
  return { children: rows, line9, line12, line13: Math.max(0, line13), line14, line15, line16, carryforward: line14 - line16 };
}

/** One child, final in 2024, with `expenses` paid: the reading of a bare typed amount. */
export function form8839(expenses: number, modifiedAgi: number, taxLimit: number): { line6: number; line10: number; line12: number; credit: number; carryforward: number } {
  const result = form8839Return([{ specialNeeds: false, foreign: false, yearFinal: TAX_YEAR, priorCreditClaimed: 0, expenses2024: expenses, expensesEarlier: 0 }], modifiedAgi, 0, taxLimit);
  const child = result.children[0]!;
  return { line6: child.line6, line10: child.line10, line12: result.line12, credit: result.line16, carryforward: result.carryforward };
}
