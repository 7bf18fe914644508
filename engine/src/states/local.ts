// Local income taxes computed with the state return.
//
// Decision (spec 3 §9 vs the law, ARCHITECTURE decision 1: the law wins): spec 3 says "local tax is a flat 1% of
// taxable income for IN, MD, OH and PA" and "NY local tax is 10% of the NYC bracket result". The law is:
//  - NY: New York City residents pay the NYC resident tax on NY taxable income at the NYC rates (IT-201 line 47,
//    NYC-1127 not included); Yonkers residents pay a 16.75% surcharge on net NY State tax (IT-201 line 55).
//  - MD: every resident pays the county (or Baltimore City) tax on Maryland taxable income at the county's rate,
//    2.25%-3.20% for 2024 (Form 502 line 28; Comptroller's 2024 local tax rate table).
//  - IN: every resident pays the county tax of the county they lived in on 1 January, on Indiana AGI less
//    exemptions (IT-40 Schedule CT-40).
//  - OH and PA: municipal / school-district earned-income taxes on wages and net profits, filed with the
//    municipality (not on the IT 1040 / PA-40), at the municipality's rate.
// So the engine applies the law's base and the jurisdiction's rate when the form names the jurisdiction
// (city / ZIP of the address, or the W-2 box 20 locality); when it does not, IN, OH and PA use the spec's 1%
// (a rate within each state's legal range; PA's most common combined EIT is 1%), and MD uses 3.20%, the rate of
// Baltimore City and most counties (the spec's 1% is below Maryland's legal minimum of 2.25%).
import type { StateContext } from './context';
import { makeSchedule, scheduleTax, type StateStatus } from './params';
import { money, pct } from './format';
import type { LocalTax } from './types';
import { tableApplies, tableFormula, tableTax, taxTableFor } from './tables';

/** A local tax as computed; the formula is built only when the explanation is read. */
export type LocalTaxWork = Omit<LocalTax, 'formula'> & { formula: () => string };
const lazy = (f: () => string) => f;

export interface LocalInput {
  code: string;
  /** True when this state is the address state (primary residence). */
  isPrimary: boolean;
  /** State taxable income (full year) and net state tax after nonrefundable credits. */
  taxableIncome: number;
  netStateTax: number;
  /** W-2 box 20 localities for W-2s counted in this state. */
  localities: string[];
  /** A nonresident return (only Maryland's special nonresident tax applies). */
  nonresident?: boolean;
}

const normCache = new Map<string, string>();
/** Lower case letters and single spaces ('St. Mary's County' -> 'st marys county'); memoised (city names repeat). */
function norm(s: string): string {
  let n = normCache.get(s);
  if (n === undefined) {
    n = s.trim().toLowerCase().replace(/[^a-z ]/g, '').replace(/\s+/g, ' ');
    if (normCache.size < 10_000) normCache.set(s, n);
  }
  return n;
}

// ---------------------------------------------------------------- New York City and Yonkers
// NYC resident tax rate schedule 2024 (IT-201 instructions, NYC tax rate schedule).
export const NYC_BRACKETS: Record<StateStatus, [number, number][]> = {
  single: [[0, 0.03078], [12000, 0.03762], [25000, 0.03819], [50000, 0.03876]],
  'married-separate': [[0, 0.03078], [12000, 0.03762], [25000, 0.03819], [50000, 0.03876]],
  'married-joint': [[0, 0.03078], [21600, 0.03762], [45000, 0.03819], [90000, 0.03876]],
  'head-of-household': [[0, 0.03078], [14400, 0.03762], [30000, 0.03819], [60000, 0.03876]],
};
// The printed schedule gives whole-dollar base amounts (single "$369 plus 3.762% of the excess over $12,000").
const NYC_SCHEDULES = Object.fromEntries(Object.entries(NYC_BRACKETS).map(([k, v]) => [k, makeSchedule(v, true)])) as Record<StateStatus, ReturnType<typeof makeSchedule>>;
/** IT-201 line 47: NY taxable income under $65,000 uses the NYC tax table (engine/data/stateTaxTables2024.ts, NYC). */
const NYC_TABLE = taxTableFor('NYC')!;
const NYC_NAMES = new Set(['new york', 'new york city', 'nyc', 'manhattan', 'brooklyn', 'bronx', 'the bronx', 'queens', 'staten island', 'flushing', 'jamaica', 'astoria', 'long island city', 'far rockaway', 'forest hills']);
function isNycZip(zip: string): boolean {
  const z = zip.slice(0, 3);
  return z === '100' || z === '101' || z === '102' || z === '103' || z === '104' || z === '111' || z === '112' || z === '113' || z === '114' || z === '116' || zip.startsWith('11004') || zip.startsWith('11005');
}

// ---------------------------------------------------------------- Maryland counties
// Comptroller of Maryland, 2024 local income tax rates (Form 502 instructions, local tax rate chart; the same
// table on marylandtaxes.gov/business/income/withholding/percentage-method.php, 2024 column).
const MD_COUNTY_RATES: Record<string, number> = {
  allegany: 0.0303, 'baltimore city': 0.032, 'baltimore county': 0.032, calvert: 0.03, caroline: 0.032, carroll: 0.0303,
  cecil: 0.0275, charles: 0.0303, dorchester: 0.032, garrett: 0.0265, harford: 0.0306, howard: 0.032, kent: 0.032,
  montgomery: 0.032, "prince georges": 0.032, "queen annes": 0.032, "st marys": 0.03, somerset: 0.032, talbot: 0.024,
  washington: 0.0295, wicomico: 0.032, worcester: 0.0225,
};
/** Anne Arundel and Frederick tax by brackets of Maryland taxable income from 2023/2024 (Form 502 instructions). */
const MD_BRACKETED: Record<string, Record<'narrow' | 'wide', [number, number][]>> = {
  'anne arundel': { narrow: [[0, 0.027], [50000, 0.0281], [400000, 0.032]], wide: [[0, 0.027], [75000, 0.0281], [480000, 0.032]] },
  frederick: { narrow: [[0, 0.0225], [25000, 0.0275], [50000, 0.0296], [150000, 0.032]], wide: [[0, 0.0225], [25000, 0.0275], [100000, 0.0296], [250000, 0.032]] },
};
const MD_CITY_COUNTY: Record<string, string> = {
  baltimore: 'baltimore city', towson: 'baltimore county', catonsville: 'baltimore county', dundalk: 'baltimore county', 'owings mills': 'baltimore county', essex: 'baltimore county', parkville: 'baltimore county', pikesville: 'baltimore county',
  annapolis: 'anne arundel', 'glen burnie': 'anne arundel', 'severna park': 'anne arundel', odenton: 'anne arundel', 'ellicott city': 'howard', columbia: 'howard',
  rockville: 'montgomery', bethesda: 'montgomery', 'silver spring': 'montgomery', gaithersburg: 'montgomery', germantown: 'montgomery', 'chevy chase': 'montgomery', potomac: 'montgomery', 'takoma park': 'montgomery',
  bowie: 'prince georges', laurel: 'prince georges', 'college park': 'prince georges', hyattsville: 'prince georges', 'upper marlboro': 'prince georges', greenbelt: 'prince georges', 'fort washington': 'prince georges',
  frederick: 'frederick', hagerstown: 'washington', salisbury: 'wicomico', 'ocean city': 'worcester', easton: 'talbot', cumberland: 'allegany', westminster: 'carroll',
  'bel air': 'harford', aberdeen: 'harford', elkton: 'cecil', waldorf: 'charles', 'la plata': 'charles', cambridge: 'dorchester', oakland: 'garrett', chestertown: 'kent',
  centreville: 'queen annes', leonardtown: 'st marys', 'lexington park': 'st marys', 'princess anne': 'somerset', 'prince frederick': 'calvert', denton: 'caroline',
} as Record<string, string>;

const mdCountyCache = new Map<string, string | null>();
function mdCountyOf(raw: string): string | null {
  let county = mdCountyCache.get(raw);
  if (county !== undefined) return county;
  const n = norm(raw).replace(/ county$/, '').replace(/^saint /, 'st ');
  county = n === 'baltimore county' ? n : MD_COUNTY_RATES[n] !== undefined || MD_BRACKETED[n] ? n : (MD_CITY_COUNTY[n] ?? null);
  if (mdCountyCache.size < 10_000) mdCountyCache.set(raw, county);
  return county;
}
function mdCounty(names: string[]): string | null {
  for (const raw of names) {
    if (!raw) continue;
    const county = mdCountyOf(raw);
    if (county) return county;
  }
  return null;
}
const MD_SCHEDULES = Object.fromEntries(
  Object.entries(MD_BRACKETED).map(([county, v]) => [county, { narrow: makeSchedule(v.narrow), wide: makeSchedule(v.wide) }]),
) as Record<string, { narrow: ReturnType<typeof makeSchedule>; wide: ReturnType<typeof makeSchedule> }>;

// ---------------------------------------------------------------- Indiana counties
// Indiana Departmental Notice #1 (effective 1 January 2024), county income tax rates of all 92 counties
// (resident rate = nonresident rate since 2017); copy of the notice's table at suburbancomputer.com, Indiana 2024,
// cross-checked with PayrollOrg's list of the 13 counties that changed for 2024 (Allen 1.59%, Blackford 2.5%, ...).
const IN_COUNTY_RATES: Record<string, number> = {
  adams: 0.016, allen: 0.0159, bartholomew: 0.0175, benton: 0.0179, blackford: 0.025, boone: 0.017, brown: 0.025234, carroll: 0.022733, cass: 0.0295, clark: 0.02, clay: 0.0235, clinton: 0.0265, crawford: 0.0165, daviess: 0.015, dearborn: 0.014, decatur: 0.025, dekalb: 0.0213, delaware: 0.015, dubois: 0.012, elkhart: 0.02, fayette: 0.0257, floyd: 0.0139, fountain: 0.021, franklin: 0.017, fulton: 0.0268, gibson: 0.009, grant: 0.0255, greene: 0.0215, hamilton: 0.011, hancock: 0.0194, harrison: 0.01, hendricks: 0.017, henry: 0.018, howard: 0.0195, huntington: 0.0195, jackson: 0.021, jasper: 0.02864, jay: 0.0245, jefferson: 0.0103, jennings: 0.025, johnson: 0.014, knox: 0.017, kosciusko: 0.01, lagrange: 0.0165, lake: 0.015, laporte: 0.0145, lawrence: 0.0175, madison: 0.0225, marion: 0.0202, marshall: 0.0125, martin: 0.025, miami: 0.0254, monroe: 0.02035, montgomery: 0.0265, morgan: 0.0272, newton: 0.01, noble: 0.0175, ohio: 0.02, orange: 0.0175, owen: 0.025, parke: 0.0265, perry: 0.014, pike: 0.012, porter: 0.005, posey: 0.0145, pulaski: 0.0285, putnam: 0.023, randolph: 0.03, ripley: 0.0238, rush: 0.021, 'st joseph': 0.0175, scott: 0.0216, shelby: 0.016, spencer: 0.008, starke: 0.0171, steuben: 0.0199, sullivan: 0.017, switzerland: 0.0125, tippecanoe: 0.0128, tipton: 0.026, union: 0.02, vanderburgh: 0.0125, vermillion: 0.015, vigo: 0.02, wabash: 0.029, warren: 0.0212, warrick: 0.01, washington: 0.02, wayne: 0.0125, wells: 0.021, white: 0.0232, whitley: 0.016829,
};
const IN_CITY_COUNTY: Record<string, string> = {
  indianapolis: 'marion', 'fort wayne': 'allen', muncie: 'delaware', anderson: 'madison', kokomo: 'howard', 'terre haute': 'vigo', elkhart: 'elkhart', valparaiso: 'porter', greenwood: 'johnson', columbus: 'bartholomew', jeffersonville: 'clark', 'new albany': 'floyd', richmond: 'wayne', gary: 'lake', hammond: 'lake', 'east chicago': 'lake', carmel: 'hamilton', fishers: 'hamilton', noblesville: 'hamilton', westfield: 'hamilton',
  'south bend': 'st joseph', mishawaka: 'st joseph', evansville: 'vanderburgh', lafayette: 'tippecanoe', 'west lafayette': 'tippecanoe', bloomington: 'monroe',
};

// ---------------------------------------------------------------- Ohio municipalities and Pennsylvania EIT
// Resident municipal income tax rates 2024 (the cities' tax departments / RITA / CCA rate tables).
const OH_CITY_RATES: Record<string, number> = { columbus: 0.025, cleveland: 0.025, cincinnati: 0.018, toledo: 0.025, akron: 0.025, dayton: 0.025, youngstown: 0.0275, canton: 0.025, parma: 0.025, lorain: 0.025 };
// Philadelphia Wage Tax resident 3.75% (2024); Pittsburgh 3% (1% city + 2% school district); Scranton 3.4%; Reading 3.6%.
const PA_CITY_RATES: Record<string, number> = { philadelphia: 0.0375, pittsburgh: 0.03, scranton: 0.034, reading: 0.036, harrisburg: 0.02, allentown: 0.01975, erie: 0.0118 };

function lookup(table: Record<string, number>, names: string[]): [string, number] | null {
  for (const raw of names) {
    const n = norm(raw);
    if (table[n] !== undefined) return [n, table[n]];
  }
  return null;
}
const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function localTaxes(ctx: StateContext, input: LocalInput): LocalTaxWork[] {
  const { code } = input;
  if (input.nonresident) {
    // Maryland special nonresident tax: 2.25% (the lowest county rate) of Maryland taxable income (Form 505 line 32d).
    if (code !== 'MD') return [];
    const taxable = input.taxableIncome;
    return [{ jurisdiction: 'Maryland special nonresident tax', base: taxable, rate: 0.0225, amount: 0.0225 * taxable, formula: lazy(() => `2.25% x Maryland taxable income ${money(taxable)}`), source: 'Form 505 (2024) special nonresident tax, 2.25%' }];
  }
  if (code !== 'NY' && code !== 'MD' && code !== 'IN' && code !== 'OH' && code !== 'PA') return [];
  const names = input.isPrimary ? [ctx.facts.residence.city, ...input.localities] : input.localities;
  const taxable = input.taxableIncome;

  if (code === 'NY') {
    const out: LocalTaxWork[] = [];
    const zip = input.isPrimary ? ctx.facts.residence.zip.trim() : '';
    const isNyc = names.some((n) => NYC_NAMES.has(norm(n))) || (zip !== '' && isNycZip(zip));
    const isYonkers = names.some((n) => norm(n) === 'yonkers') || /^107(0\d|10)/.test(zip);
    if (isNyc) {
      const schedule = NYC_SCHEDULES[ctx.status];
      const byTable = tableApplies(NYC_TABLE, taxable);
      const tax = byTable ? tableTax(NYC_TABLE, schedule, taxable) : scheduleTax(schedule, taxable);
      // NYC school tax credit rate reduction (IT-201 line 69a): 0.171% up to the first bracket, then 0.228%, for taxable income up to $500,000.
      const first = NYC_BRACKETS[ctx.status][1][0];
      const reduction = taxable > 500000 ? 0 : taxable <= first ? 0.00171 * taxable : 0.00171 * first + 0.00228 * (taxable - first);
      // plus the fixed NYC school tax credit, $63 ($125 MFJ), for income up to $250,000 (IT-201 line 69), taken here against the NYC tax.
      const fixed = ctx.facts.federalAgi <= 250000 ? (ctx.status === 'married-joint' ? 125 : 63) : 0;
      out.push({
        jurisdiction: 'New York City',
        base: taxable,
        rate: taxable > 0 ? Math.max(0, tax - reduction - fixed) / taxable : 0,
        amount: Math.max(0, tax - reduction - fixed),
        formula: lazy(() => `${byTable ? `NYC tax table: ${tableFormula(NYC_TABLE, schedule, taxable, ctx.status)}` : `NYC rate schedule on NY taxable income ${money(taxable)} = ${money(tax)}`} - school tax credit rate reduction ${money(reduction)} - fixed school tax credit ${money(fixed)}`),
        source: `IT-201 line 47 (NYC resident tax: 2024 NYC tax table under $65,000, else the NYC rate schedule) and line 69a. ${NYC_TABLE.rule.source}`,
      });
    }
    if (isYonkers) {
      const amount = 0.1675 * input.netStateTax;
      out.push({ jurisdiction: 'Yonkers', base: input.netStateTax, rate: 0.1675, amount, formula: lazy(() => `16.75% x net NY State tax ${money(input.netStateTax)}`), source: 'IT-201 line 55 (Yonkers resident income tax surcharge)' });
    }
    return out;
  }

  if (code === 'MD') {
    const county = mdCounty(names);
    const narrow = ctx.status === 'single' || ctx.status === 'married-separate';
    if (county && MD_BRACKETED[county]) {
      const schedule = MD_SCHEDULES[county][narrow ? 'narrow' : 'wide'];
      const amount = scheduleTax(schedule, taxable);
      return [{ jurisdiction: `${title(county)} County`, base: taxable, rate: taxable > 0 ? amount / taxable : 0, amount, formula: lazy(() => `${title(county)} County bracketed rates on Maryland taxable income ${money(taxable)}`), source: 'Form 502 line 28, 2024 local tax rate chart' }];
    }
    const rate = county ? MD_COUNTY_RATES[county] : 0.032;
    const name = county ? (county === 'baltimore city' ? 'Baltimore City' : `${title(county)} County`) : 'Maryland county (not known from the address: 3.20%, the rate of most counties)';
    return [{ jurisdiction: name, base: taxable, rate, amount: rate * taxable, formula: lazy(() => `${pct(rate)} x Maryland taxable income ${money(taxable)}`), source: 'Form 502 line 28, 2024 local tax rate chart' }];
  }

  if (code === 'IN') {
    let hit = lookup(IN_COUNTY_RATES, names.map((n) => norm(n).replace(/ county$/, '')));
    if (!hit) for (const n of names) { const c = IN_CITY_COUNTY[norm(n)]; if (c) { hit = [c, IN_COUNTY_RATES[c]]; break; } }
    const [name, rate] = hit ? [`${title(hit[0])} County`, hit[1]] : ['Indiana county (not known from the address: spec 3 rate of 1%)', 0.01];
    return [{ jurisdiction: name, base: taxable, rate, amount: rate * taxable, formula: lazy(() => `${pct(rate)} x Indiana AGI less exemptions ${money(taxable)}`), source: 'IT-40 line 9, Schedule CT-40 (2024 county rates)' }];
  }

  // OH and PA: earned income (wages + net profits).
  const base = ctx.earnedIncome;
  const hit = lookup(code === 'OH' ? OH_CITY_RATES : PA_CITY_RATES, names);
  const [name, rate] = hit
    ? [title(hit[0]), hit[1]]
    : [code === 'OH' ? 'Ohio municipality (not known from the address: spec 3 rate of 1%)' : 'Pennsylvania local earned income tax (not known: spec 3 rate of 1%)', 0.01];
  return [{
    jurisdiction: name,
    base,
    rate,
    amount: rate * base,
    formula: lazy(() => `${pct(rate)} x earned income (wages + net profits) ${money(base)}`),
    source: code === 'OH' ? 'Ohio municipal income tax (R.C. 718), filed with the municipality' : 'PA Local Earned Income Tax (Act 32), filed with the local collector',
  }];
}
