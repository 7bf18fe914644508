// Printed state tax tables for 2024, as data: where a state's instructions require its tax table below an income
// limit, the tax is the rate-schedule tax at the midpoint of the table row that holds the taxable income, rounded
// to whole dollars (half up). Each rule says which rows the table has and where it stops; the engine
// (engine/src/states/tables.ts) applies it with no lookup table in memory.
//
// Only states whose table layout was checked against a printed table are listed (CA, NY, MD, OK, WI, NJ, HI, KS, VT, WV,
// ND, SC, AR); every other state is computed from its rate schedule (STATES_WITHOUT_A_2024_TABLE below says why for the
// states of issue 9 item 10, engine/src/states/README.md for the rest).

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
  WV: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least / But less than": $25 wide to $100, $100 wide to $25,000, $60 wide to $40,000, $50 wide to
    // $100,000 (1,702 printed rows; the first printed row is $25-$50, below it 2.36% rounds to $0 anyway).
    rows: [
      { start: 0, width: 25 },
      { start: 100, width: 100 },
      { start: 25000, width: 60 },
      { start: 40000, width: 50 },
    ],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'IT-140 line 8: single, head of household, married filing jointly and widow(er) with a dependent child with taxable income (line 7) less than $100,000 use the Tax Table (Rate Schedule I at the row midpoint); married filing separately MUST use Rate Schedule II; $100,000 or more Rate Schedule I.',
    source:
      'West Virginia Tax Division, 2024 IT-140 Personal Income Tax Forms & Instructions, line 8, 2024 Tax Rate Schedules and West Virginia Tax Table (W. Va. Code §11-21-4g rates, ' +
      'which tax.wv.gov lists as "the tax rates currently applicable to income in the 2024 tax year"; the §11-21-4h/4i cut starts in 2025). Row layout and midpoint rule as printed in the ' +
      'same booklet\'s 2025 edition (it140.TaxTable.2025.pdf, same bracket bounds): rows "25 50 $1", "100 200 $3", "12,300 12,400 $292", "25,000 25,060 $667", "25,060 25,120 $669", ' +
      '"99,950 100,000 $3,980" are the 2025 Schedule I at the row midpoint, half up (as transcribed by Invaro/opentax-engine state-wv.ts, all 1,702 rows); the 2024 rows themselves were not read.',
  },
  ND: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least / But less than" $50 wide; columns single, married filing jointly (and qualifying surviving
    // spouse), married filing separately, head of household; below the first printed row every column is $0.
    rows: [{ start: 0, width: 50 }],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'ND-1 line 20 (2024 booklet, "2024 Tax Table" p. 20): North Dakota taxable income under $100,000 uses the Tax Table, $100,000 or more the Tax Rate Schedules; N.D.C.C. §57-38-30.3(10): tables the Commissioner prescribes "must be followed by every individual".',
    source:
      'North Dakota Office of State Tax Commissioner, 2024 Form ND-1 booklet (contents: "2024 Tax Table ... 20") and 2024 Form ND-1 Tax Tables and Rates; N.D.C.C. §57-38-30.3(1), (10). Row layout and ' +
      'midpoint rule as printed in the 2025 edition (tax-tables-2025.pdf: $50 rows to $100,000, "99,950 | 100,000 | 1,004 | 371 | 1,160 | 683"; booklet example: joint $91,900-$91,950 owes $214), ' +
      'each cell the schedule at the row midpoint rounded half up (as transcribed by Invaro/opentax-engine state-nd.ts, all 1,195 rows x 4 columns); the 2024 rows themselves were not read.',
  },
  SC: {
    limit: 100000,
    limitInclusive: false,
    // Rows "At least / But less than": $50 wide below $7,000, $100 wide from $7,000 (1,070 rows in 2024).
    rows: [
      { start: 0, width: 50 },
      { start: 7000, width: 100 },
    ],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'SC1040 line 6: "You must use the Tax Tables instead of this Tax Rate Schedule if your taxable income is less than $100,000"; $100,000 or more: "Multiply the amount on line 5 by 6.2%; subtract $659". One table for every filing status.',
    source:
      'South Carolina Department of Revenue, SC1040TT 2024 "2024 South Carolina Individual Income Tax Tables" (Revised 7/11/24) and its Tax Rate Schedule for $100,000 or more; SC1041 2024 ' +
      'Tax Computation Schedule ("3% times the amount minus $104", "6.2% times the amount minus $659"). The table is that schedule at the row midpoint rounded to whole dollars: layout as printed in ' +
      'the 2023 table (SC1040TT_2023: "3,350 3,400 $1", "3,400 3,450 $3", "3,450 3,500 $4", "3,500 3,550 $6" = 3% x midpoint - $100) and the 2025 table ($50 rows below $7,000, $100 rows from ' +
      '$7,000: "3,600 3,650 $2", "17,900 18,000 $435", "99,900 100,000 $5,355"; Invaro/opentax-engine state-sc.ts); 1,070 rows of the 2024 table reproduced by 3,460 / 17,350 at 3% / 6.2% ' +
      '(a public transcription\'s check of SC1040TT_2024); the 2024 rows themselves were not read.',
  },
  AR: {
    // Every whole-dollar net income to $100,000: "For $100,001 and over" the upper table applies to the income itself.
    limit: 100001,
    limitInclusive: false,
    // Rows "As much as / But less than": $100 wide from $0 to the row $74,900-$75,001, then $75,001-$75,101, ... to
    // $99,901-$100,001 (so the $100 rows above $75,000 line up with the bracket-adjustment rows $89,601-$89,700, ...).
    rows: [
      { start: 0, width: 100 },
      { start: 74900, width: 101 },
      { start: 75001, width: 100 },
    ],
    inclusive: 'lower',
    roundedScheduleBases: false,
    note: 'AR1000F line 29: "Using the appropriate tax table locate the tax for your income"; the Regular Income Tax Table for every filing status (Low Income Tax Tables not applied); the three income-level tables of Ark. Code 26-51-201(a)(3) at the row midpoint.',
    source:
      'Arkansas DFA, 2024 AR1000F/AR1000NR instructions, line 29 and the Regular Income Tax Table; DFA indexed-bracket sheet: "If you use a formula to calculate Arkansas income tax, the results must ' +
      'match the table exactly. The calculations in the table are made at the midpoint of each income level." Row layout as printed in the 2025 booklet (pp. 26-30: "0 5,100 0", "74,900 75,001 ' +
      '2,503", "75,001 75,101 2,507"; DFA examples "$14,800 to $14,900 ... $222", "$75,900 to $76,000 ... $2,542"; last row $3,809; Invaro/opentax-engine state-ar.ts, all 950 rows); the 2024 rows ' +
      'themselves were not read.',
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
 * States of issue 9 item 10 that stay on their rate schedule for 2024, and why (each with what was read). The engine
 * reads nothing here; it is the record the README points to.
 */
export const STATES_WITHOUT_A_2024_TABLE: Readonly<Record<string, { why: string; source: string }>> = {
  GA: {
    why: 'Flat 5.39% (O.C.G.A. 48-7-20 as amended by 2024 HB 1015): Form 500 line 16 multiplies Georgia taxable income by the rate; Georgia prints no tax table.',
    source:
      '2024 IT-511 booklet ("Effective January 1, 2024, the income tax rate is 5.39%", as quoted by tenforty TablesGA2024.hs); 2025 IT-511 Form 500 line 16 "Tax (Multiply Line 15c by 5.19%. Round to the nearest dollar)" and "No Georgia tax table exists" ' +
      '(Invaro/opentax-engine state-ga.ts). The 2024 line 16 wording itself was not read.',
  },
  ID: {
    why: 'Form 40 line 20 is a worksheet: 5.695% of Idaho taxable income over $4,673 (single, MFS) / $9,346 (joint, HoH, QSS); Idaho publishes no tax table.',
    source:
      'Idaho Code 63-3024 as amended by 2024 HB 521 (5.695%); Idaho State Tax Commission individual income tax rate schedule (thresholds, as quoted by tenforty TablesID2024.hs); the 2025 instructions ' +
      '"Idaho publishes no tax table - the worksheet is the only method" (Invaro/opentax-engine state-id.ts). The 2024 booklet\'s line 20 page was not read.',
  },
  NE: {
    why: 'The Nebraska Tax Table is for paper returns only ("Only taxpayers filing paper returns may use the Nebraska Tax Table"); electronic filers must use the 2024 Tax Calculation Schedule, which the engine applies (2.46 / 3.51 / 5.01 / 5.84%).',
    source:
      '2024 Nebraska Tax Calculation Schedule for Individual Income Tax (8-460-2024: single $95.94 + 3.51% over $3,900, $779.34 + 5.01% over $23,370, $1,495.77 + 5.84% over $37,670); the table header ' +
      '(2017 and 2025 editions, same words) and the 2025 line 15 instructions "Paper filers may use the Nebraska Tax Table. Electronic filers must use the Nebraska Tax Calculation Schedule" ' +
      '(Invaro/opentax-engine state-ne.ts). The 2024 table (2024_Tax_Tables.pdf, $100 rows "over / but not over" to $75,360) was not read.',
  },
  OR: {
    why: 'The OR-40 instructions print a tax table for taxable income (line 19) under $50,000, but no row of the 2024 table could be read: its row widths and the rounding behind each amount are unknown from a source, so the rate schedule (4.75 / 6.75 / 8.75%) is kept, within a few dollars of a table amount.',
    source:
      '2024 Form OR-40 Instructions (150-101-040-1, Rev. 12-13-24; only its contents page was found, not the table pages); the only row layout found is OpenTaxSolver 2024 taxsolve_OR_40_2024.c TaxLookup ' +
      '(rows $0-20, $20-50, $50-100, then $100 wide to $50,000, each bracket\'s part rounded to cents then whole dollars before adding, "to match ... the Oregon tax table generation"): a single reimplementation, not the printed table, and ' +
      'its per-bracket rounding is unlike every table checked here (midpoint tax rounded once), so it is not copied.',
  },
  DC: {
    why: 'The D-40 booklet prints "Tax tables for taxable income of $100,000 or less", but no row of the 2024 (or any recent) DC table could be read to check its width and which bound a row holds: the schedule (4 / 6 / 6.5 / 8.5% below $100,000) is kept, at most a dollar or so from the table.',
    source:
      'DC Office of Tax and Revenue, D-40 Forms and Instructions (2018 and 2019 editions list "Tax tables for taxable income of $100,000 or less", pp. 65-74 / 81-90); D.C. Code 47-1806.03 rates for 2024 ' +
      '(4% to $10,000, 6% to $40,000, 6.5% to $60,000, 8.5% to $250,000, 9.25%, 9.75%, 10.75%), unchanged in the engine.',
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
