// Connecticut 2024 Tax Calculation Schedule (Form CT-1040 instructions, "Tax Calculation Schedule", Tables A-E),
// as data. Line 1 CT AGI; line 2 personal exemption (Table A); line 3 taxable income; line 4 initial tax (Table B,
// the rate schedule); line 5 2% tax rate phase-out add-back (Table C); line 6 tax recapture (Table D);
// line 7 = lines 4 + 5 + 6; line 8 decimal (Table E); line 9 = line 7 x line 8; line 10 = line 7 - line 9.
//
// None of these amounts is indexed: they are written in the statute, so the printed 2024 tables are the statute's
// schedules. Sources:
// - Table A: Conn. Gen. Stat. §12-702(a): $15,000 single / $24,000 joint and surviving spouse / $12,000 separate /
//   $19,000 head of household, reduced $1,000 for each $1,000, or fraction, of CT AGI over $30,000 / $48,000 /
//   $24,000 / $38,000.
// - Table C: §12-700(a)(10) as amended by Public Act 23-204 (HB 6941, 2023; the 3% rate became 2% and 5% became 4.5%
//   from 2024): the income taxed at 2% is reduced by $1,000 ($2,000 joint, $1,600 head of household) for each $5,000
//   ($2,500 separate, $4,000 head of household), or fraction, of CT AGI over $56,500 / $100,500 / $50,250 / $78,500,
//   and taxed at 4.5% instead: $25 / $50 / $25 / $40 per step, at most $250 / $500 / $250 / $400.
// - Table D: §12-700(a)(9)-(11) and P.A. 23-204: three recaptures per status, each a fixed amount per step of CT AGI
//   over a threshold, up to a maximum. The first (new from 2024, "capped at individual filers who earn $150,000 and
//   couples who earn $300,000", Governor's release of 12 June 2023 on HB 6941) recaptures the 4.5% rate; the other two
//   are the long-standing ones (PolicyEngine-US gov/states/ct/tax/income/main/recapture lower/higher: starts
//   $200,000 / $400,000 / $320,000, $90 / $180 / $140 per $5,000 / $10,000 / $8,000 step, at most $2,700 / $5,400 /
//   $4,200; starts $500,000 / $1,000,000 / $800,000, $50 / $100 / $80 per step, at most $450 / $900 / $720).
//   The printed MFJ column (e.g. "more than $210,000 not more than $220,000: $50"; "$300,000-$400,000: $500";
//   "$690,000-$1,000,000: $5,900"; "more than $1,080,000: $6,800") and DRS TPG-211 Tables C-D agree.
// - Table E: §12-703(a): the personal tax credit as a decimal of line 7 by CT AGI ("over A but not over B"); the
//   figures below are the statute's schedules (also PolicyEngine-US gov/states/ct/tax/income/credits/personal).
import type { StateStatus } from '../src/states/params';

/** A fixed amount for each `step` of CT AGI, or fraction of a step, over `over`, at most `max`. */
export interface CtStepTier {
  over: number;
  step: number;
  amount: number;
  max: number;
}

export interface CtStatusSchedule {
  /** Table A. */
  exemption: { max: number; over: number };
  /** Table C. */
  phaseOutAddBack: CtStepTier;
  /** Table D, the three recaptures added together. */
  recapture: CtStepTier[];
  /**
   * Table E: `decimals[i]` applies to CT AGI more than `over[i]` and not more than `over[i + 1]`; above the last
   * bound the decimal is 0; at or below the first bound the taxable income is 0 (Table A), so there is nothing to credit.
   */
  personalCredit: { over: number[]; decimals: number[] };
}

const singleCredit = {
  over: [15000, 18800, 19300, 19800, 20300, 20800, 21300, 21800, 22300, 25000, 25500, 26000, 26500, 31300, 31800, 32300, 32800, 33300, 60000, 60500, 61000, 61500, 62000, 62500, 63000, 63500, 64000, 64500],
  decimals: [0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.14, 0.13, 0.12, 0.11, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0],
};
const jointCredit = {
  over: [24000, 30000, 30500, 31000, 31500, 32000, 32500, 33000, 33500, 40000, 40500, 41000, 41500, 50000, 50500, 51000, 51500, 52000, 96000, 96500, 97000, 97500, 98000, 98500, 99000, 99500, 100000, 100500],
  decimals: [0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.14, 0.13, 0.12, 0.11, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0],
};
const separateCredit = {
  over: [12000, 15000, 15500, 16000, 16500, 17000, 17500, 18000, 18500, 20000, 20500, 21000, 21500, 25000, 25500, 26000, 26500, 27000, 48000, 48500, 49000, 49500, 50000, 50500, 51000, 51500, 52000, 52500],
  decimals: [0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.14, 0.13, 0.12, 0.11, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0],
};
const headCredit = {
  over: [19000, 24000, 24500, 25000, 25500, 26000, 26500, 27000, 27500, 34000, 34500, 35000, 35500, 44000, 44500, 45000, 45500, 46000, 74000, 74500, 75000, 75500, 76000, 76500, 77000, 77500, 78000, 78500],
  decimals: [0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.14, 0.13, 0.12, 0.11, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0],
};

const singleRecapture: CtStepTier[] = [
  { over: 105000, step: 5000, amount: 25, max: 250 },
  { over: 200000, step: 5000, amount: 90, max: 2700 },
  { over: 500000, step: 5000, amount: 50, max: 450 },
];

/** Qualifying surviving spouse uses the married-joint column of every table. */
export const CT_TAX_CALCULATION_2024: Readonly<Record<StateStatus, CtStatusSchedule>> = {
  single: {
    exemption: { max: 15000, over: 30000 },
    phaseOutAddBack: { over: 56500, step: 5000, amount: 25, max: 250 },
    recapture: singleRecapture,
    personalCredit: singleCredit,
  },
  'married-separate': {
    exemption: { max: 12000, over: 24000 },
    phaseOutAddBack: { over: 50250, step: 2500, amount: 25, max: 250 },
    recapture: singleRecapture,
    personalCredit: separateCredit,
  },
  'married-joint': {
    exemption: { max: 24000, over: 48000 },
    phaseOutAddBack: { over: 100500, step: 5000, amount: 50, max: 500 },
    recapture: [
      { over: 210000, step: 10000, amount: 50, max: 500 },
      { over: 400000, step: 10000, amount: 180, max: 5400 },
      { over: 1000000, step: 10000, amount: 100, max: 900 },
    ],
    personalCredit: jointCredit,
  },
  'head-of-household': {
    exemption: { max: 19000, over: 38000 },
    phaseOutAddBack: { over: 78500, step: 4000, amount: 40, max: 400 },
    recapture: [
      { over: 168000, step: 8000, amount: 40, max: 400 },
      { over: 320000, step: 8000, amount: 140, max: 4200 },
      { over: 800000, step: 8000, amount: 80, max: 720 },
    ],
    personalCredit: headCredit,
  },
};

export const CT_TAX_CALCULATION_SOURCE =
  'Form CT-1040 instructions (2024), Tax Calculation Schedule and Tables A-E; Conn. Gen. Stat. §§12-700(a), 12-702(a), 12-703(a) as amended by P.A. 23-204';
