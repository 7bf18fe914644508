// Federal constants for tax year 2024, each with its source.
// RP = Rev. Proc. 2023-34 (inflation adjustments for 2024); "i1040" = 2024 Instructions for Form 1040.
import type { FilingStatus } from '@taxapp/contracts/form';

export const TAX_YEAR = 2024;

/** Ordinary rate schedule: upper bounds of each bracket (last is Infinity). RP §3.01 Tables 1-4; i1040 "2024 Tax Rate Schedules". */
export interface RateSchedule {
  readonly bounds: readonly number[];
  readonly rates: readonly number[];
}
const RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;
export const RATE_SCHEDULES: Record<FilingStatus, RateSchedule> = {
  single: { bounds: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350, Infinity], rates: RATES }, // Schedule X
  'married-joint': { bounds: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200, Infinity], rates: RATES }, // Schedule Y-1
  'qualifying-widow': { bounds: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200, Infinity], rates: RATES }, // Y-1 (IRC §1(a))
  'married-separate': { bounds: [11_600, 47_150, 100_525, 191_950, 243_725, 365_600, Infinity], rates: RATES }, // Schedule Y-2
  'head-of-household': { bounds: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350, Infinity], rates: RATES }, // Schedule Z
};

/** i1040 "2024 Tax Table": used when taxable income is under 100,000. */
export const TAX_TABLE_LIMIT = 100_000;

/** Standard deduction, RP §3.15(1); QSS gets the married-joint amount (IRC §63(c)(2)(A)). */
export const STANDARD_DEDUCTION: Record<FilingStatus, number> = {
  single: 14_600,
  'married-joint': 29_200,
  'qualifying-widow': 29_200,
  'married-separate': 14_600,
  'head-of-household': 21_900,
};
/** Additional standard deduction per 65-or-older or blind box, RP §3.15(3): 1,550 married/QSS, 1,950 single/HOH. */
export const ADDITIONAL_STANDARD_DEDUCTION: Record<FilingStatus, number> = {
  single: 1_950,
  'head-of-household': 1_950,
  'married-joint': 1_550,
  'qualifying-widow': 1_550,
  'married-separate': 1_550,
};
/** i1040 line 12: "born before January 2, 1960" counts as 65 or older at the end of 2024. */
export const AGE_65 = 65;

/**
 * Someone can claim you as a dependent: RP §3.15(2), i1040 (2024) line 12 'Standard Deduction Worksheet for Dependents'
 * lines 1-2: the greater of 1,300 or earned income + 450, not more than the basic standard deduction (line 4).
 */
export const DEPENDENT_STANDARD_DEDUCTION_MINIMUM = 1_300;
export const DEPENDENT_EARNED_INCOME_ADDITION = 450;
/**
 * Form 8615 (2024) instructions, 'Who Must File': a child (under 18, or 18-23 and a student or with earned income not
 * over half of support) with unearned income over 2,600 figures the tax at the parents' rate (kiddie tax).
 */
export const KIDDIE_TAX_UNEARNED_INCOME_THRESHOLD = 2_600;
export const KIDDIE_TAX_AGE_LIMIT = 24;

/** Qualified Dividends and Capital Gain Tax Worksheet (i1040 line 16), RP §3.03: top of the 0% and 15% brackets. */
export const CAPITAL_GAIN_ZERO_RATE_TOP: Record<FilingStatus, number> = {
  single: 47_025,
  'married-separate': 47_025,
  'married-joint': 94_050,
  'qualifying-widow': 94_050,
  'head-of-household': 63_000,
};
export const CAPITAL_GAIN_FIFTEEN_RATE_TOP: Record<FilingStatus, number> = {
  single: 518_900,
  'married-separate': 291_850,
  'married-joint': 583_750,
  'qualifying-widow': 583_750,
  'head-of-household': 551_350,
};

/** Schedule D line 21 / IRC §1211(b): capital loss deduction limit. */
export const CAPITAL_LOSS_LIMIT: Record<FilingStatus, number> = {
  single: 3_000,
  'married-joint': 3_000,
  'qualifying-widow': 3_000,
  'head-of-household': 3_000,
  'married-separate': 1_500,
};

/** Schedule SE (2024): line 4a factor, line 7 wage base (SSA 2024 contribution and benefit base), rates. */
export const SE = {
  netEarningsFactor: 0.9235,
  minimumNetEarnings: 400,
  socialSecurityWageBase: 168_600,
  socialSecurityRate: 0.124,
  medicareRate: 0.029,
} as const;

/** Form 8959 (2024) thresholds and rate; line 21 employee Medicare rate 1.45%. */
export const ADDITIONAL_MEDICARE_THRESHOLD: Record<FilingStatus, number> = {
  single: 200_000,
  'head-of-household': 200_000,
  'qualifying-widow': 200_000,
  'married-joint': 250_000,
  'married-separate': 125_000,
};
export const ADDITIONAL_MEDICARE_RATE = 0.009;
export const REGULAR_MEDICARE_RATE = 0.0145;

/** Form 8960 (2024) line 13 thresholds, line 17 rate (IRC §1411). */
export const NIIT_THRESHOLD: Record<FilingStatus, number> = {
  single: 200_000,
  'head-of-household': 200_000,
  'married-joint': 250_000,
  'qualifying-widow': 250_000,
  'married-separate': 125_000,
};
export const NIIT_RATE = 0.038;

/** Schedule 1 line 11 / IRC §62(d)(3), RP §3.29: educator expenses per eligible educator. */
export const EDUCATOR_EXPENSE_LIMIT = 300;

/**
 * HSA deduction limits for 2024, Rev. Proc. 2023-23 §3 (Form 8889 line 3): 4,150 self-only, 8,300 family,
 * plus 1,000 at 55 or older (IRC §223(b)(3)). The spec's 4,300 / 8,550 are the 2025 figures (Rev. Proc. 2024-25).
 */
export const HSA_LIMIT_SELF_ONLY = 4_150;
export const HSA_LIMIT_FAMILY = 8_300;
export const HSA_CATCH_UP = 1_000;

/** Schedule 1 line 21 worksheet (i1040), RP §3.28: 2,500 cap, MAGI phase-out ranges. MFS cannot deduct. */
export const STUDENT_LOAN_INTEREST_LIMIT = 2_500;
export const STUDENT_LOAN_PHASEOUT: Record<FilingStatus, { start: number; range: number } | null> = {
  single: { start: 80_000, range: 15_000 },
  'head-of-household': { start: 80_000, range: 15_000 },
  'qualifying-widow': { start: 80_000, range: 15_000 },
  'married-joint': { start: 165_000, range: 30_000 },
  'married-separate': null,
};

/** IRA deduction, Pub 590-A (2024): 7,000, plus 1,000 at 50 or older (Notice 2023-75). */
export const IRA_LIMIT = 7_000;
export const IRA_CATCH_UP = 1_000;
/** 50 or older at the end of 2024 (born before January 2, 1975): IRA and elective deferral catch-up. */
export const AGE_50 = 50;
/** 55 or older at the end of 2024: HSA catch-up (IRC §223(b)(3)). */
export const AGE_55 = 55;
/** Pub 590-A Table 1-2/1-3 (2024), Notice 2023-75: phase-out when covered by a workplace plan. */
export const IRA_PHASEOUT_COVERED: Record<FilingStatus, { start: number; range: number }> = {
  single: { start: 77_000, range: 10_000 },
  'head-of-household': { start: 77_000, range: 10_000 },
  'married-joint': { start: 123_000, range: 20_000 },
  'qualifying-widow': { start: 123_000, range: 20_000 },
  'married-separate': { start: 0, range: 10_000 },
};
/** Not covered, but the spouse is (married filing jointly): 230,000-240,000. */
export const IRA_PHASEOUT_SPOUSE_COVERED = { start: 230_000, range: 10_000 };

/** SEP / solo 401(k) (IRC §402(g), §415(c), Notice 2023-75): elective deferral 23,000 (+7,500 at 50), total 69,000. */
export const ELECTIVE_DEFERRAL_LIMIT = 23_000;
export const ELECTIVE_DEFERRAL_CATCH_UP = 7_500;
export const DEFINED_CONTRIBUTION_LIMIT = 69_000;
/** Pub 560 deduction worksheet for the self-employed: 20% of net earnings (25% of compensation). */
export const SELF_EMPLOYED_PLAN_RATE = 0.2;

/** Schedule A: medical floor 7.5% of AGI (line 3); SALT cap (line 5e); charitable limits (Pub 526). */
export const MEDICAL_FLOOR_RATE = 0.075;
export const SALT_CAP: Record<FilingStatus, number> = {
  single: 10_000,
  'married-joint': 10_000,
  'qualifying-widow': 10_000,
  'head-of-household': 10_000,
  'married-separate': 5_000,
};
export const CHARITABLE_CASH_LIMIT_RATE = 0.6;
export const CHARITABLE_FIFTY_PERCENT_RATE = 0.5;
export const CHARITABLE_NONCASH_LIMIT_RATE = 0.3;
/** Schedule A line 15 / Form 4684: personal casualty loss, $100 per event and 10% of AGI. */
export const CASUALTY_LOSS_FLOOR = 100;
export const CASUALTY_LOSS_AGI_RATE = 0.1;
/** RP §3.20: eligible long-term care premiums by age at the end of 2024. */
export const LONG_TERM_CARE_PREMIUM_LIMITS: readonly { maxAge: number; limit: number }[] = [
  { maxAge: 40, limit: 470 },
  { maxAge: 50, limit: 880 },
  { maxAge: 60, limit: 1_760 },
  { maxAge: 70, limit: 4_710 },
  { maxAge: Infinity, limit: 5_880 },
];

/** Form 8995 (2024): threshold on taxable income before QBI (RP §3.27), 20% rate, phase-in range (8995-A). */
export const QBI_RATE = 0.2;
export const QBI_THRESHOLD: Record<FilingStatus, number> = {
  single: 191_950,
  'head-of-household': 191_950,
  'qualifying-widow': 191_950,
  'married-separate': 191_950,
  'married-joint': 383_900,
};
export const QBI_PHASE_IN_RANGE: Record<FilingStatus, number> = {
  single: 50_000,
  'head-of-household': 50_000,
  'qualifying-widow': 50_000,
  'married-separate': 50_000,
  'married-joint': 100_000,
};

/** Passive activity loss special allowance for rental real estate, IRC §469(i) (Form 8582 Part II). */
export const RENTAL_LOSS_ALLOWANCE = 25_000;
export const RENTAL_LOSS_PHASEOUT_START = 100_000;

/** Schedule 8812 (2024): 2,000 per qualifying child, 500 per other dependent, refundable up to 1,700 (RP §3.05). */
export const CHILD_TAX_CREDIT = 2_000;
export const OTHER_DEPENDENT_CREDIT = 500;
export const ADDITIONAL_CHILD_TAX_CREDIT_MAX = 1_700;
export const CTC_EARNED_INCOME_FLOOR = 2_500;
export const CTC_REFUNDABLE_RATE = 0.15;
export const CTC_PHASEOUT_START: Record<FilingStatus, number> = {
  single: 200_000,
  'head-of-household': 200_000,
  'qualifying-widow': 200_000,
  'married-separate': 200_000,
  'married-joint': 400_000,
};
/** Qualifying child for the child tax credit: under 17 at the end of 2024 (Schedule 8812 instructions). */
export const CTC_AGE_LIMIT = 17;
/** Qualifying relative: gross income less than 5,050 in 2024 (Pub 501 (2024), Gross Income Test; IRC §152(d)(1)(B), §151(d)). */
export const QUALIFYING_RELATIVE_GROSS_INCOME_LIMIT = 5_050;

/** Earned income credit, RP §3.06 and the 2024 EIC Table (i1040): by number of qualifying children (0-3). */
export interface EicParameters {
  rate: number;
  earnedIncomeAmount: number;
  maxCredit: number;
  phaseoutRate: number;
  phaseoutStart: number;
  phaseoutStartJoint: number;
}
export const EIC: readonly EicParameters[] = [
  { rate: 0.0765, earnedIncomeAmount: 8_260, maxCredit: 632, phaseoutRate: 0.0765, phaseoutStart: 10_330, phaseoutStartJoint: 17_250 },
  { rate: 0.34, earnedIncomeAmount: 12_390, maxCredit: 4_213, phaseoutRate: 0.1598, phaseoutStart: 22_720, phaseoutStartJoint: 29_640 },
  { rate: 0.4, earnedIncomeAmount: 17_400, maxCredit: 6_960, phaseoutRate: 0.2106, phaseoutStart: 22_720, phaseoutStartJoint: 29_640 },
  { rate: 0.45, earnedIncomeAmount: 17_400, maxCredit: 7_830, phaseoutRate: 0.2106, phaseoutStart: 22_720, phaseoutStartJoint: 29_640 },
];
export const EIC_INVESTMENT_INCOME_LIMIT = 11_600;
/** EIC qualifying child: under 19 at the end of 2024, or a full-time student under 24 (Pub 596 Rule 8). */
export const EIC_CHILD_AGE_LIMIT = 19;
export const EIC_STUDENT_AGE_LIMIT = 24;
/** No qualifying child: taxpayer (or spouse) at least 25 and under 65 at the end of 2024 (Pub 596 Rule 12). */
export const EIC_NO_CHILD_MIN_AGE = 25;

/** Form 2441 (2024): 3,000 / 6,000 limits, 35% reduced by 1 point per 2,000 of AGI over 15,000, to 20%. */
export const CARE_EXPENSE_LIMIT_ONE = 3_000;
export const CARE_EXPENSE_LIMIT_TWO = 6_000;
export const CARE_CREDIT_MAX_RATE = 0.35;
export const CARE_CREDIT_MIN_RATE = 0.2;
export const CARE_CREDIT_AGI_START = 15_000;
export const CARE_CREDIT_AGI_STEP = 2_000;
/** Form 2441 Part III: dependent care benefits exclusion (W-2 box 10), 2,500 if married filing separately. */
export const DEPENDENT_CARE_EXCLUSION = 5_000;
/** Qualifying person: under 13 when the care was provided; 13 at the end of 2024 was under 13 for part of the year. */
export const CARE_CHILD_MAX_AGE_AT_YEAR_END = 13;

/** Form 8863 (2024): AOTC 100% of 2,000 + 25% of next 2,000, 40% refundable; LLC 20% of 10,000; MAGI phase-out. */
export const AOTC_FIRST_TIER = 2_000;
export const AOTC_SECOND_TIER = 2_000;
export const AOTC_SECOND_TIER_RATE = 0.25;
export const AOTC_REFUNDABLE_RATE = 0.4;
export const LLC_EXPENSE_LIMIT = 10_000;
export const LLC_RATE = 0.2;
export const EDUCATION_PHASEOUT_END = { single: 90_000, joint: 180_000 } as const;
export const EDUCATION_PHASEOUT_RANGE = { single: 10_000, joint: 20_000 } as const;

/** Form 8880 (2024), Notice 2023-75: AGI limits for the 50% / 20% / 10% rates, 2,000 per person. */
export const SAVERS_CREDIT_CONTRIBUTION_LIMIT = 2_000;
export const SAVERS_CREDIT_TIERS: Record<'joint' | 'head' | 'other', readonly [number, number, number]> = {
  joint: [46_000, 50_000, 76_500],
  head: [34_500, 37_500, 57_375],
  other: [23_000, 25_000, 38_250],
};

/** Form 5695 Part I (2024): residential clean energy credit 30% (IRC §25D). */
export const RESIDENTIAL_CLEAN_ENERGY_RATE = 0.3;
/** Form 5695 (2024) lines 9-11: a fuel cell's credit is at most 500 for each half kilowatt of capacity (IRC §25D(b)(1)). */
export const FUEL_CELL_LIMIT_PER_KILOWATT = 1_000;
/**
 * Form 5695 (2024) Part II, energy efficient home improvement credit (IRC §25C(b) as amended by P.L. 117-169):
 * 30% of the costs, at most 1,200 a year, within it windows 600, doors 250 each and 500 together, each item of
 * energy property 600, a home energy audit 150; heat pumps, heat pump water heaters and biomass 2,000 apart.
 */
export const HOME_IMPROVEMENT_RATE = 0.3;
export const HOME_IMPROVEMENT_LIMITS = { annual: 1_200, windows: 600, doorEach: 250, doors: 500, energyPropertyEach: 600, audit: 150, heatPumps: 2_000 } as const;

/** Form 8839 (2024), RP §3.19: 16,810 per child; MAGI phase-out 252,150 to 292,150. */
export const ADOPTION_CREDIT_LIMIT = 16_810;
export const ADOPTION_PHASEOUT_START = 252_150;
export const ADOPTION_PHASEOUT_RANGE = 40_000;

/** Form 5329 Part I: 10% additional tax on early distributions (1099-R code 1), IRC §72(t). */
export const EARLY_DISTRIBUTION_RATE = 0.1;
/** Form 5329 (2024) line 4 caution: 25% for a SIMPLE IRA distribution in the first 2 years of participation (1099-R code S; IRC §72(t)(6)). */
export const SIMPLE_IRA_EARLY_DISTRIBUTION_RATE = 0.25;

/** Pub 915 Worksheet 1 / i1040 lines 6a-6b: base and adjusted base amounts. */
export const SOCIAL_SECURITY_BASE: Record<'joint' | 'other', { base: number; adjusted: number }> = {
  joint: { base: 32_000, adjusted: 12_000 },
  other: { base: 25_000, adjusted: 9_000 },
};

/**
 * Excess social security tax withheld (Schedule 3 line 11; i1040 "Schedule 3, line 11"; Pub 505 ch. 3):
 * employee rate 6.2% (IRC §3101(a)) up to the 2024 wage base 168,600, so at most 10,453.20 per person.
 */
export const SOCIAL_SECURITY_EMPLOYEE_RATE = 0.062;
export const MAXIMUM_SOCIAL_SECURITY_TAX = 10_453.2;

/**
 * Form 6251 (2024) and its instructions; Rev. Proc. 2023-34 §3.11 (IRC §55(d)): exemption (line 5),
 * exemption phase-out start (Exemption Worksheet line 3, 25% of the excess), the 26% / 28% break (line 7)
 * and the amount subtracted at 28% (2% of the break).
 */
export const AMT_EXEMPTION: Record<FilingStatus, number> = {
  single: 85_700,
  'head-of-household': 85_700,
  'married-joint': 133_300,
  'qualifying-widow': 133_300,
  'married-separate': 66_650,
};
export const AMT_EXEMPTION_PHASEOUT_START: Record<FilingStatus, number> = {
  single: 609_350,
  'head-of-household': 609_350,
  'married-joint': 1_218_700,
  'qualifying-widow': 1_218_700,
  'married-separate': 609_350,
};
export const AMT_EXEMPTION_PHASEOUT_RATE = 0.25;
export const AMT_RATE_BREAK: Record<FilingStatus, number> = {
  single: 232_600,
  'head-of-household': 232_600,
  'married-joint': 232_600,
  'qualifying-widow': 232_600,
  'married-separate': 116_300,
};
export const AMT_LOW_RATE = 0.26;
export const AMT_HIGH_RATE = 0.28;
/**
 * Form 6251 line 4 instructions (IRC §55(d)(4)(C)): married filing separately with line 4 over 875,950
 * (609,350 + 4 x 66,650, where the exemption is fully phased out) adds 25% of the excess, at most 66,650.
 */
export const AMT_MFS_ADDITION_START = 875_950;

/**
 * Schedule D Tax Worksheet (2024 Schedule D instructions): unrecaptured section 1250 gain taxed at most 25%,
 * 28% rate gain (collectibles) at most 28% (IRC §1(h)(1)(E)-(F)).
 */
export const UNRECAPTURED_1250_RATE = 0.25;
export const RATE_GAIN_28 = 0.28;
