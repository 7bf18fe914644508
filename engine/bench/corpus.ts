// A mixed corpus of returns as users type them: statuses, W-2s, investments, business, rental, retirement,
// social security, dependents, itemized deductions, credits, and several states (part-year included).
const STATES = ['NJ', 'CA', 'NY', 'TX', 'PA', 'IL', 'MD', 'OH', 'MA', 'GA', 'CO', 'FL', 'VA', 'NC', 'MI', 'OR'];
const STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow'] as const;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function benchCorpus(size = 200): unknown[] {
  const random = rng(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const amount = (max: number) => Math.round(random() * max);
  const out: unknown[] = [];
  for (let i = 0; i < size; i++) {
    const status = pick(STATUSES);
    const state = pick(STATES);
    const form: Record<string, unknown> = {
      filingStatus: status,
      state,
      dateOfBirth: `${1940 + Math.floor(random() * 60)}-0${1 + Math.floor(random() * 9)}-15`,
      spouseDateOfBirth: status === 'married-joint' ? '1975-05-05' : '',
      w2Data: [
        { wages: String(amount(180_000)), federalIncomeTax: String(amount(20_000)), stateTax: String(amount(6_000)), stateId: state, owner: 'taxpayer' },
        ...(status === 'married-joint' && random() < 0.6 ? [{ wages: String(amount(120_000)), federalIncomeTax: String(amount(12_000)), stateId: state, owner: 'spouse' }] : []),
      ],
      dependents: Array.from({ length: Math.floor(random() * 3) }, (_, k) => ({ firstName: `C${k}`, lastName: 'X', dob: `20${10 + k}-03-03`, relationship: 'daughter' })),
    };
    if (random() < 0.4)
      form.investmentData = [
        { documentType: '1099-int', interestIncome: amount(3_000) },
        { documentType: '1099-div', totalOrdinaryDividends: amount(5_000), qualifiedDividends: amount(2_000) },
        { documentType: '1099-b', proceedsFromSales: amount(20_000), costBasis: amount(20_000), shortTermOrLongTerm: random() < 0.5 ? 'long' : 'short' },
      ];
    if (random() < 0.25)
      form.otherIncomeEntries = [
        { type: 'Business Income', amount: 0, businessData: { grossReceipts: amount(90_000), totalExpenses: amount(30_000) } },
        { type: 'Gambling Winnings', amount: amount(2_000) },
      ];
    if (random() < 0.15) form.otherIncomeEntries = [{ type: 'Rental Income', amount: 0, rentalData: { rentalIncome: amount(30_000), totalExpenses: amount(35_000), daysRented: 300 } }];
    if (random() < 0.15) form.otherIncomeEntries = [{ type: 'Social Security Benefits', amount: 0, socialSecurityData: { totalBenefits: amount(30_000) } }];
    if (random() < 0.3) form.deductions = { mortgage: { 'mortgage-interest': amount(20_000), 'real-estate-taxes': amount(9_000) }, charitable: { 'cash-donations': amount(5_000) } };
    if (random() < 0.3) form.credits = { 'child-family': { 'child-care-expenses': amount(6_000) }, education: { 'college-credit-first-4': amount(4_000) } };
    if (random() < 0.2) form.iraContributions = amount(7_000);
    if (random() < 0.2) {
      form.isFullYearResident = false;
      form.primaryStateStartDate = '2024-01-01';
      form.primaryStateEndDate = '2024-06-30';
      form.additionalState = pick(STATES);
      form.additionalStateStartDate = '2024-07-01';
      form.additionalStateEndDate = '2024-12-31';
    }
    out.push(form);
  }
  return out;
}
