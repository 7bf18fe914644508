// How /federal groups the engine's explained lines: Form 1040 itself, then each schedule, form or worksheet the
// return needed (one that holds any amount; Schedule A only when itemizing, since it is always computed to compare).
import type { ExplainedLine, FederalResult } from '@taxapp/contracts/api/calculation';
import { formOfLine, formTitle } from './irsInstructions';

export interface LineSection {
  form: string;
  title: string;
  lines: ExplainedLine[];
}

export function federalSections(federal: FederalResult): { form1040: ExplainedLine[]; used: LineSection[] } {
  const byForm = new Map<string, ExplainedLine[]>();
  for (const line of Object.values(federal.lines)) {
    const form = formOfLine(line.id);
    const list = byForm.get(form) ?? [];
    list.push(line);
    byForm.set(form, list);
  }
  const used: LineSection[] = [];
  for (const [form, lines] of byForm) {
    if (form === 'form1040') continue;
    if (form === 'scheduleA' && federal.deductionType !== 'itemized') continue;
    if (!lines.some((line) => line.value !== 0)) continue;
    used.push({ form, title: formTitle(form), lines });
  }
  return { form1040: byForm.get('form1040') ?? [], used };
}

/** Where the tax comes from, in the order Form 1040 adds it up (each step a line of the return). */
export function taxPath(federal: FederalResult): { label: string; amount: number; line: string }[] {
  const v = (id: string) => federal.lines[id]?.value ?? 0;
  const steps = [
    { label: 'Wages', amount: v('form1040.line1z'), line: 'Form 1040 line 1z' },
    { label: 'Taxable interest', amount: v('form1040.line2b'), line: 'Form 1040 line 2b' },
    { label: 'Ordinary dividends', amount: v('form1040.line3b'), line: 'Form 1040 line 3b' },
    { label: 'IRA distributions', amount: v('form1040.line4b'), line: 'Form 1040 line 4b' },
    { label: 'Pensions and annuities', amount: v('form1040.line5b'), line: 'Form 1040 line 5b' },
    { label: 'Social security benefits', amount: v('form1040.line6b'), line: 'Form 1040 line 6b' },
    { label: 'Capital gain or (loss)', amount: v('form1040.line7'), line: 'Form 1040 line 7' },
    { label: 'Other income (Schedule 1)', amount: v('form1040.line8'), line: 'Form 1040 line 8' },
    { label: 'Total income', amount: federal.totalIncome, line: 'Form 1040 line 9' },
    { label: 'Adjustments to income', amount: -federal.aboveLineDeductions, line: 'Form 1040 line 10' },
    { label: 'Adjusted gross income', amount: federal.agi, line: 'Form 1040 line 11' },
    { label: federal.deductionType === 'itemized' ? 'Itemized deductions' : 'Standard deduction', amount: -v('form1040.line12'), line: 'Form 1040 line 12' },
    { label: 'Qualified business income deduction', amount: -federal.qbiDeduction, line: 'Form 1040 line 13' },
    { label: 'Taxable income', amount: federal.taxableIncome, line: 'Form 1040 line 15' },
    { label: 'Tax on taxable income', amount: v('form1040.line16'), line: 'Form 1040 line 16' },
    { label: 'Additions to tax (Schedule 2 Part I)', amount: v('form1040.line17'), line: 'Form 1040 line 17' },
    { label: 'Nonrefundable credits', amount: -federal.nonrefundableCredits, line: 'Form 1040 line 21' },
    { label: 'Other taxes (Schedule 2 Part II)', amount: v('form1040.line23'), line: 'Form 1040 line 23' },
    { label: 'Total tax', amount: federal.totalTax, line: 'Form 1040 line 24' },
    { label: 'Withholding and estimated payments', amount: federal.withholding + federal.estimatedTaxPayments, line: 'Form 1040 lines 25d + 26' },
    { label: 'Refundable credits', amount: federal.refundableCredits, line: 'Form 1040 line 32' },
    { label: 'Total payments', amount: federal.totalPayments, line: 'Form 1040 line 33' },
    federal.amountDue > 0
      ? { label: 'Amount you owe', amount: federal.amountDue, line: 'Form 1040 line 37' }
      : { label: 'Refund', amount: federal.refund, line: 'Form 1040 line 34' },
  ];
  const totals = new Set(['Total income', 'Adjusted gross income', 'Taxable income', 'Total tax', 'Total payments', 'Refund', 'Amount you owe']);
  return steps.filter((step) => step.amount !== 0 || totals.has(step.label));
}
