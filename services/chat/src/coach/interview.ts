// The local Tax Coach (AI_PROVIDER=local, ARCHITECTURE 'AI parts'): a deterministic interview. Questions are chosen
// from the user's return; each answer is a what-if the engine runs (the return again with the change), and the
// recommendation's saving is the engine's difference, never a rule of thumb.
import type { CoachRecommendation } from '@taxapp/contracts/api/coach';
import { parseForm1040Data, type Form1040Data } from '@taxapp/contracts/form';
import { computeReturn } from '@taxapp/engine';

export interface Figures {
  totalTax: number;
  refundOwed: number;
}

export interface CoachQuestion {
  id: string;
  /** Whether the question fits this return. */
  applies: (form: Form1040Data, figures: FederalFigures) => boolean;
  text: (form: Form1040Data) => string;
  /** The return with the change the answer describes (amount in dollars, > 0). */
  whatIf: (form: Form1040Data, amount: number) => Form1040Data;
  title: (amount: number) => string;
  rule: string;
}

interface FederalFigures extends Figures {
  agi: number;
  amountDue: number;
  deductionType: 'standard' | 'itemized';
  standardDeduction: number;
  itemizedDeductions: number;
  filingStatus: string;
}

function figuresOf(form: Form1040Data): FederalFigures {
  const { federal } = computeReturn(form);
  return {
    totalTax: federal.totalTax,
    refundOwed: federal.refundOwed,
    agi: federal.agi,
    amountDue: federal.amountDue,
    deductionType: federal.deductionType,
    standardDeduction: federal.standardDeduction,
    itemizedDeductions: federal.itemizedDeductions,
    filingStatus: federal.filingStatus,
  };
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

function withAmount(map: Record<string, Record<string, number>>, category: string, item: string, add: number) {
  const current = map[category]?.[item] ?? 0;
  return { ...map, [category]: { ...(map[category] ?? {}), [item]: current + add } };
}

const youngChildren = (form: Form1040Data) => form.dependents.filter((d) => d.ageAtYearEnd !== null && d.ageAtYearEnd < 13);

export const COACH_QUESTIONS: CoachQuestion[] = [
  {
    id: 'ira',
    applies: (form, f) => f.agi > 0 && (form.deductions.retirement?.['ira-contributions'] ?? 0) === 0 && form.iraContributions === 0,
    text: () =>
      'Traditional IRA contributions made until April 15, 2025 can still count for 2024. How much could you contribute to a traditional IRA for 2024? (Answer with an amount, or "no".)',
    whatIf: (form, amount) => ({ ...form, deductions: withAmount(form.deductions, 'retirement', 'ira-contributions', amount) }),
    title: (amount) => `Contribute ${dollars(amount)} to a traditional IRA for 2024`,
    rule: 'Deductible up to $7,000 ($8,000 at 50 or over), limited when you or your spouse have a workplace plan (Schedule 1 line 20; Pub 590-A, IRA Deduction Worksheet).',
  },
  {
    id: 'hsa',
    applies: (form, f) => f.agi > 0 && (form.deductions.health?.hsa ?? 0) === 0,
    text: () =>
      'If you had a high-deductible health plan in 2024, contributions to a health savings account until April 15, 2025 are deductible. How much could you put into an HSA? (An amount, or "no".)',
    whatIf: (form, amount) => ({ ...form, deductions: withAmount(form.deductions, 'health', 'hsa', amount) }),
    title: (amount) => `Contribute ${dollars(amount)} to a health savings account`,
    rule: 'Deductible up to $4,150 self-only or $8,300 family coverage, plus $1,000 at 55 or over (Form 8889 line 13; Schedule 1 line 13; Pub 969).',
  },
  {
    id: 'dependent-care',
    applies: (form) => youngChildren(form).length > 0 && (form.credits['child-family']?.['child-care-expenses'] ?? 0) === 0,
    text: (form) =>
      `Did you pay for care of ${youngChildren(form)[0]?.firstName || 'your child'} (daycare, after-school care, day camp) so you could work in 2024? How much did you pay? (An amount, or "no".)`,
    whatIf: (form, amount) => {
      const child = form.dependents.findIndex((d) => d.ageAtYearEnd !== null && d.ageAtYearEnd < 13);
      return {
        ...form,
        selectedCreditOptions: form.selectedCreditOptions.includes('child-family') ? form.selectedCreditOptions : [...form.selectedCreditOptions, 'child-family'],
        credits: withAmount(form.credits, 'child-family', 'child-care-expenses', amount),
        creditFacts: { ...form.creditFacts, careExpenses: [...form.creditFacts.careExpenses, { dependentIndex: child, amount, providerName: '' }] },
      };
    },
    title: (amount) => `Claim the child and dependent care credit for ${dollars(amount)} of care`,
    rule: 'Up to $3,000 of expenses for one qualifying person ($6,000 for two or more), 20% to 35% of them by AGI (Form 2441 lines 3-11; Schedule 3 line 2).',
  },
  {
    id: 'charity',
    applies: (form, f) => f.deductionType === 'itemized' || f.itemizedDeductions > f.standardDeduction * 0.8,
    text: () =>
      'Your itemized deductions are close to (or above) your standard deduction. Did you give to charity in 2024 that is not entered yet? How much? (An amount, or "no".)',
    whatIf: (form, amount) => ({
      ...form,
      selectedDeductionOptions: form.selectedDeductionOptions.includes('charitable') ? form.selectedDeductionOptions : [...form.selectedDeductionOptions, 'charitable'],
      deductions: withAmount(form.deductions, 'charitable', 'cash-donations', amount),
    }),
    title: (amount) => `Deduct ${dollars(amount)} of charitable gifts by itemizing`,
    rule: 'Cash gifts to qualified charities are deductible on Schedule A line 11 (up to 60% of AGI) when itemizing beats the standard deduction (Pub 526).',
  },
  {
    id: 'estimated-payments',
    applies: (_form, f) => f.amountDue >= 1000,
    text: () =>
      'You owe $1,000 or more for 2024. How much in 2024 estimated tax payments (Form 1040-ES) or prior-year overpayment applied have you made that is not entered yet? (An amount, or "no".)',
    whatIf: (form, amount) => ({ ...form, estimatedTaxPayments: form.estimatedTaxPayments + amount }),
    title: (amount) => `Enter ${dollars(amount)} of 2024 estimated tax payments`,
    rule: 'Estimated payments count as payments (Form 1040 line 26). Paying at least 90% of this year\'s tax or 100% of last year\'s (110% above $150,000 AGI) through withholding and estimates avoids the underpayment penalty (Form 2210; Pub 505).',
  },
];

/** Head of household instead of single is not a question of amount: offered when a dependent lives with a single filer. */
export function filingStatusRecommendation(form: Form1040Data): CoachRecommendation | null {
  if (form.filingStatus !== 'single' || !form.dependents.some((d) => d.monthsLivedWithTaxpayer > 6)) return null;
  return recommendation('head-of-household', 'File as head of household', form, { ...form, filingStatus: 'head-of-household' },
    'Unmarried and paid more than half the cost of keeping up a home where a qualifying person lived more than half the year: a larger standard deduction (21,900) and wider brackets (Pub 501, Head of Household).');
}

function recommendation(id: string, title: string, before: Form1040Data, after: Form1040Data, rule: string): CoachRecommendation | null {
  const a = figuresOf(before);
  const b = figuresOf(after);
  const saving = Math.round((b.refundOwed - a.refundOwed) * 100) / 100;
  if (saving <= 0) return null;
  return { id, title, saving, rule, before: { totalTax: a.totalTax, refundOwed: a.refundOwed }, after: { totalTax: b.totalTax, refundOwed: b.refundOwed } };
}

/** The questions that fit this return, at most `max`, in the catalogue's order. */
export function chooseQuestions(input: unknown, max = 3): string[] {
  const form = parseForm1040Data(input);
  const figures = figuresOf(form);
  return COACH_QUESTIONS.filter((q) => q.applies(form, figures))
    .slice(0, max)
    .map((q) => q.id);
}

export function questionText(id: string, input: unknown): string {
  const question = COACH_QUESTIONS.find((q) => q.id === id);
  return question ? question.text(parseForm1040Data(input)) : '';
}

/** An answer as dollars: the first number in it ('$2,500', 'about 3000'), 0 for 'no'/'none', null when unclear. */
export function readAmount(answer: string): number | null {
  const number = /-?\d[\d,]*(\.\d+)?/.exec(answer);
  if (number) {
    const value = Number(number[0].replace(/,/g, ''));
    return Number.isFinite(value) && value >= 0 ? Math.min(value, 1e9) : null;
  }
  if (/\b(no|none|nothing|nope|n\/a|zero|skip)\b/i.test(answer)) return 0;
  return null;
}

/** The recommendations for the answers given, each with the engine's saving. */
export function recommendationsFor(input: unknown, answers: Record<string, number>): CoachRecommendation[] {
  const form = parseForm1040Data(input);
  const found: CoachRecommendation[] = [];
  for (const question of COACH_QUESTIONS) {
    const amount = answers[question.id];
    if (!amount || amount <= 0) continue;
    const r = recommendation(question.id, question.title(amount), form, question.whatIf(form, amount), question.rule);
    if (r) found.push(r);
  }
  const status = filingStatusRecommendation(form);
  if (status) found.push(status);
  return found;
}

export function recommendationsMessage(recommendations: CoachRecommendation[]): string {
  if (recommendations.length === 0) {
    return 'Thank you. From your answers, I found no change that would lower your 2024 tax: your return already takes what applies.';
  }
  const lines = recommendations.map(
    (r) => `• ${r.title}: your refund grows (or what you owe shrinks) by ${dollars(r.saving)} (total tax ${dollars(r.before.totalTax)} → ${dollars(r.after.totalTax)}). ${r.rule}`,
  );
  return `Thank you. Here are my recommendations, each computed by running your return again with the change:\n${lines.join('\n')}`;
}
