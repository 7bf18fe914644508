// Printed state tax tables for 2024, as data: where a state's instructions require its tax table below an income
// limit, the tax is the rate-schedule tax at the midpoint of the table row that holds the taxable income, rounded
// to whole dollars (half up). Each rule says which rows the table has and where it stops; the engine
// (engine/src/states/tables.ts) applies it with no lookup table in memory.
//
// Only states whose table layout was checked against a printed table are listed (CA, NY, MD, OK, WI, NJ, HI, KS, VT); every other
// state is computed from its rate schedule (see engine/src/states/README.md for the states whose tables are still
// approximated by the schedule).

export interface TaxTableRule2024 {
  /** The table is used while taxable income is below this amount (or at most it, when `limitInclusive`). */
  limit: number;
  limitInclusive: boolean;
  /**
   * Row layout from `start` upward: rows are `width` wide, the first beginning at `start`. Segments are in
   * increasing order; a later segment takes over at its `start`.
   */
  rows: { start: number; width: number }[];
  /**
   * 'lower': a row is "at least A but less than B" (NY); 'upper': a row is "over A but not over B" (CA's
   * "$51 - $150" rows on whole-dollar income are over 50 and not over 150).
   */
  inclusive: 'lower' | 'upper';
  /** The state's rate schedule prints base amounts rounded to whole dollars (NY Tax Law §601(a)-(c) "$600 plus ..."). */
  roundedScheduleBases: boolean;
  /**
   * Added to the row's midpoint: Kansas prints whole-dollar rows "at least X+1 but not more than X+50" and taxes
   * their midpoint X + 25.50 (0.5 past the midpoint of the real interval X to X+50).
   */
  midpointShift?: number;
  /** Conditions besides the income limit, in words (the engine checks them in the state's rule). */
  note: string;
  source: string;
}

export const STATE_TAX_TABLES_2024: Readonly<Record<string, TaxTableRule2024>> = {
  CA: {
    limit: 100000,
    limitInclusive: true,
    // Rows "$1-$50", "$51-$150", ..., "$99,951-$100,000": $100 wide, centred on each multiple of $100; the last
    // row stops at $100,000 (its midpoint is $99,975).
    rows: [{ start: -50, width: 100 }],
    inclusive: 'upper',
    roundedScheduleBases: false,
    note: 'Form 540 line 31: taxable income (line 19) of $100,000 or less uses the 2024 California Tax Table; more than $100,000 the Tax Rate Schedules.',
    source:
      'FTB 2024 Form 540 booklet, line 31 instructions and "2024 California Tax Table" (rows $100 wide, tax figured at the row midpoint and rounded to whole dollars); ' +
      'row layout and midpoint rule as reproduced by OpenTaxSolver 2024 taxsolve_CA_540_2024.c ("quantize to match tax-table exactly").',
  },
  NY: {
    limit: 65000,
    limitInclusive: false,
    // Rows "$0-$13", "$13-$25", "$25-$50", then $50 wide: "at least $X but less than $X+50".
    rows: [
      { start: 0, width: 13 },
      { start: 13, width: 12 },
      { start: 25, width: 25 },
      { start: 50, width: 50 },
    ],
    inclusive: 'lower',
    roundedScheduleBases: true,
    note: 'IT-201 line 39: NY AGI (line 33) $107,650 or less and taxable income (line 38) less than $65,000 uses the NYS tax table; $65,000 or more the rate schedule; AGI over $107,650 the tax computation worksheets.',
    source:
      'NYS Department of Taxation and Finance, "2024 tax tables" (tax.ny.gov/pit/file/tax-tables/2024.htm) and Form IT-201-I (2024), NYS tax table ' +
      '(rows $50 wide, tax at the row midpoint rounded to whole dollars; as reproduced by OpenTaxSolver 2024 taxsolve_NY_IT201_2024.c TaxRateLookup).',
  },
  MD: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least $X / But less than $X+50" in one column for every filing status (the rates below $100,000 are
    // the same for all statuses: 2% / 3% / 4% on the first $3,000, then 4.75%).
    rows: [{ start: 0, width: 50 }],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'Form 502 line 21: taxable net income (line 20) less than $100,000 uses the Maryland Tax Table; $100,000 or more the Computation Worksheet Schedules I/II. Tax-General §10-602: the tax "shall" be computed from the tables up to their maximum.',
    source:
      'Comptroller of Maryland, 2024 Resident Tax Forms & Instructions, line 21 and "2024 Maryland Tax Table" (Md. Code Tax-Gen. §10-602); row layout and the midpoint rule checked against the printed Maryland Tax Table ' +
      '(e.g. "$90,000-$90,050: $4,224", "$96,000-$96,050: $4,509", "$98,150-$98,200: $4,611"; the brackets below $100,000 are unchanged since 2012).',
  },
  OK: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least $X / But less than $X+50"; one column for single / married filing separately, one for married
    // filing jointly / head of household / qualifying surviving spouse (the engine's schedules per status are the same pairs).
    rows: [{ start: 0, width: 50 }],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'Form 511 (tax on Oklahoma taxable income): taxable income under $100,000 uses the Oklahoma Income Tax Table; $100,000 or more the Tax Computation for Taxable Income of $100,000 or more.',
    source:
      'Oklahoma Tax Commission, 2024 Form 511 Packet, income tax line instructions and "2024 Oklahoma Income Tax Table"; row layout ($50 rows, "at least / but less than") and the midpoint rule checked against the printed ' +
      'Oklahoma Income Tax Table (2014: single "$96,000-$96,050: $4,831" = $246.50 + 5.25% x ($96,025 - $8,700) rounded).',
  },
  WI: {
    limit: 100000,
    limitInclusive: false,
    // Rows "$0-$20", "$20-$40", "$40-$100", then $100 wide ("At least / But less than").
    rows: [
      { start: 0, width: 20 },
      { start: 20, width: 20 },
      { start: 40, width: 60 },
      { start: 100, width: 100 },
    ],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'Form 1 line 12: taxable income (line 11) less than $100,000 uses the Tax Table; $100,000 or more the Tax Computation Worksheet.',
    source:
      'Wisconsin Department of Revenue, 2024 Form 1 Instructions, line 12 and "2024 Tax Table" ("Use this Tax Table if your taxable income is less than $100,000"); row layout and the midpoint ' +
      'rule checked against the printed Wisconsin Tax Table (2010 Form 1X: "$0-$20: 0", "$20-$40: 1", "$40-$100: 3", "$3,000-$3,100: $140" = 4.6% x $3,050 rounded).',
  },
  NJ: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least $X / But less than $X+50" (e.g. "59,000 59,050 1,769 1,026").
    rows: [{ start: 0, width: 50 }],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'NJ-1040 line 43: "If the income on line 42 is less than $100,000, use the Tax Table on page 54. Otherwise, calculate the tax by using the Tax Rate Schedules on page 63." Columns "1 or 3" (Table A) and "2, 4, or 5" (Table B).',
    source:
      'NJ Division of Taxation, 2024 NJ-1040 instructions, line 43 (printed p. 31) and "2024 New Jersey Tax Table" (printed pp. 54-62: rows $50 wide "At least / But less than", ' +
      'the Table A / B schedule at the row midpoint rounded to whole dollars); printed rows as transcribed from the 2024 booklet by tenforty (docs/validation/state-fixtures/NJ-VA-2024-2025.md): ' +
      '"29,000 29,050 438 438", "59,000 59,050 1,769 1,026", "63,000 63,050 1,990 1,124", "99,000 99,050 4,182 2,696".',
  },
  HI: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least $X / But less than $X+50" from $0; columns single/MFS, MFJ (and QSS), head of household.
    rows: [{ start: 0, width: 50 }],
    inclusive: 'lower',
    // HRS §235-51 and the N-11 Tax Rate Schedules print whole-dollar bases ($34, $110, ..., $3,214 single).
    roundedScheduleBases: true,
    note: 'Form N-11 line 27: "If your taxable income is less than $100,000, you MUST use the Tax Table"; $100,000 or more the Tax Rate Schedules.',
    source:
      'Hawaii Department of Taxation, 2024 Form N-11 Instructions, line 27 (p. 20), Tax Table (pp. 36-47, $50 rows "At least / But less than") and 2024 Tax Rate Schedules (p. 48): every printed cell equals ' +
      'the schedule with its printed whole-dollar bases at the row midpoint (lower bound + $25), rounded half up, as checked on all 5,997 cells by tenforty (docs/validation/state-fixtures/HI-2024-2025.md); ' +
      'published example: joint taxable income $23,275, row 23,250-23,300 -> $1,010.',
  },
  KS: {
    limit: 100000,
    limitInclusive: true,
    // Printed rows "26-50", then "51-100", "101-150", ... "99,951-100,000" (whole dollars, both ends inclusive).
    rows: [
      { start: 0, width: 25 },
      { start: 25, width: 25 },
      { start: 50, width: 50 },
    ],
    inclusive: 'upper',
    roundedScheduleBases: false,
    midpointShift: 0.5,
    note: 'Form K-40 line 8: "If line 7 is $100,000 or less, use the Tax Tables ... If line 7 is more than $100,000, you will need to use the Tax Computation Worksheet" (rate x income less $87, or $175 married filing joint).',
    source:
      'Kansas Department of Revenue, 2024 Individual Income Tax booklet (IP24), line 8 instructions (p. 7), Tax Table (pp. 27-34: columns single/head of household/married filing separate and married filing joint) and ' +
      'Tax Computation Worksheet (p. 34); K.S.A. 79-32,110(a) as amended by 2024 Special Session SB 1. Each printed row is the statutory schedule at X + 25.50, rounded (e.g. 37,201-37,250 single $1,990; ' +
      '58,751-58,800 joint $3,105), as transcribed from IP24 by tenforty (docs/validation/state-fixtures/KS-2024-2025.md).',
  },
  VT: {
    limit: 75000,
    limitInclusive: false,
    // Rows $100 wide "At least / But less than" from $0 to $75,000; columns single, MFJ, MFS, head of household.
    rows: [{ start: 0, width: 100 }],
    inclusive: 'lower',
    roundedScheduleBases: true,
    note: 'Form IN-111 line 8 and the 2024 rate schedules: "TAXABLE INCOME UNDER $75,000 USE THE TAX TABLES"; from $75,000 the schedules, restarting at $75,000 with a whole-dollar base; federal AGI over $150,000: the larger of that and 3% of federal AGI.',
    source:
      'Vermont Department of Taxes, 2024 Form IN-111 Instructions, line 8 (p. 7), 2024 Rate Schedules (p. 13) and Tax Tables (pp. 14-20, $100 rows, the schedule at the row midpoint rounded: ' +
      'e.g. single 17,500-17,600 -> $588, joint 64,900-65,000 -> $2,176, head of household 73,800-73,900 -> $2,788), as transcribed by tenforty (docs/validation/state-fixtures/VT-2024-2025.md).',
  },
  // Not a state: the New York City resident tax (IT-201 line 47) has its own table with the NYS table's rows.
  NYC: {
    limit: 65000,
    limitInclusive: false,
    rows: [
      { start: 0, width: 13 },
      { start: 13, width: 12 },
      { start: 25, width: 25 },
      { start: 50, width: 50 },
    ],
    inclusive: 'lower',
    roundedScheduleBases: true,
    note: 'IT-201 line 47: NY taxable income (line 38) less than $65,000 uses the NYC tax table; $65,000 or more the NYC tax rate schedule (whole-dollar base amounts, e.g. single "$369 plus 3.762% of the excess over $12,000").',
    source:
      'Form IT-201-I (2024), New York City tax table and New York City tax rate schedule (line 47); the table/schedule rule as IT-201-I states it ("NYS taxable income less than $65,000: NYC tax table; ' +
      '$65,000 or more: NYC tax rate schedule"); base amounts printed rounded to whole dollars as in every IT-201-I NYC schedule (2016: "$349 plus 3.534%" = 2.907% x $12,000 rounded).',
  },
};

/**
 * New York supplemental tax (benefit recapture), 2024: Form IT-201-I (2024) Tax computation worksheets 1-16 (lines 39),
 * Tax Law §601(d-4). For each filing status: the first recapture bracket (its flat rate applies on taxable income up
 * to `flatUpTo` once NY AGI reaches $157,650), then per higher bracket the recapture base and the incremental
 * benefit the worksheets print. The amounts are the published ones (e.g. MFJ worksheet 2: $333 and $807; single
 * worksheet 9: $2,399 and $30,172); PolicyEngine-US parameters gov/states/ny/tax/income/supplemental
 * (recapture_base, incremental_benefit, 2023 values unchanged for 2024) and OpenTaxSolver 2024 agree.
 */
export interface NySupplementalStatus {
  flatRate: number;
  flatUpTo: number;
  /** Higher brackets: lower bound of taxable income (and of NY AGI for the phase-in), recapture base, incremental benefit. */
  steps: { from: number; base: number; increment: number }[];
}
export const NY_SUPPLEMENTAL_2024 = {
  agiThreshold: 107650,
  phaseIn: 50000,
  /** Above this NY AGI the whole taxable income is taxed at the top rate (worksheets 6, 11, 16). */
  topAgi: 25000000,
  topRate: 0.109,
  byStatus: {
    'married-joint': {
      flatRate: 0.055,
      flatUpTo: 161550,
      steps: [
        { from: 161550, base: 333, increment: 807 },
        { from: 323200, base: 1140, increment: 2747 },
        { from: 2155350, base: 3887, increment: 60350 },
        { from: 5000000, base: 64237, increment: 32500 },
      ],
    },
    single: {
      flatRate: 0.06,
      flatUpTo: 215400,
      steps: [
        { from: 215400, base: 568, increment: 1831 },
        { from: 1077550, base: 2399, increment: 30172 },
        { from: 5000000, base: 32571, increment: 32500 },
      ],
    },
    'married-separate': {
      flatRate: 0.06,
      flatUpTo: 215400,
      steps: [
        { from: 215400, base: 568, increment: 1831 },
        { from: 1077550, base: 2399, increment: 30172 },
        { from: 5000000, base: 32571, increment: 32500 },
      ],
    },
    'head-of-household': {
      flatRate: 0.06,
      flatUpTo: 269300,
      steps: [
        { from: 269300, base: 787, increment: 2289 },
        { from: 1616450, base: 3076, increment: 45261 },
        { from: 5000000, base: 48337, increment: 32500 },
      ],
    },
  } as Record<'single' | 'married-joint' | 'married-separate' | 'head-of-household', NySupplementalStatus>,
  source:
    'Form IT-201-I (2024), Tax computation - New York AGI of more than $107,650, worksheets 1-16; Tax Law §601(d-4)',
} as const;
