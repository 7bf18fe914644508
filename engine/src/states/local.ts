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
import { IN_CITY_COUNTY, IN_COUNTY_RATES, LOCAL_2024, MD_BRACKETED, MD_CITY_COUNTY, MD_COUNTY_RATES, MI_CITY_TAX, NYC_BRACKETS, OH_CITY_RATES, PA_CITY_RATES } from '../../data/localTax2024';
import { makeSchedule, scheduleTax, type StateStatus } from './params';
import { money, pct, usd } from './format';
import { wholeDollars } from './rules/in';
import type { LocalTax } from './types';
import { tableApplies, tableFormula, tableTax, taxTableFor } from './tables';
import { enteredNycEitc } from './rules/enteredCredits';

export { NYC_BRACKETS };

/** A local tax as computed; the formula is built only when the explanation is read. */
export type LocalTaxWork = Omit<LocalTax, 'formula' | 'withholding' | 'refund' | 'amountDue'> & {
  formula: () => string;
  /** What W-2 box 20 may say for this tax besides its name (an Ohio school district's four-digit number). */
  box20Numbers?: string[];
};
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

// ---------------------------------------------------------------- Ohio municipalities and Pennsylvania EIT

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
    const rate = LOCAL_2024.mdNonresidentRate;
    return [{ jurisdiction: 'Maryland special nonresident tax', base: taxable, rate, amount: rate * taxable, estimated: false, formula: lazy(() => `${pct(rate)} x Maryland taxable income ${money(taxable)}`), source: `Form 505 (2024) special nonresident tax, ${pct(rate)}` }];
  }
  if (code !== 'NY' && code !== 'MD' && code !== 'IN' && code !== 'OH' && code !== 'PA' && code !== 'MI') return [];
  // What the user answered on the State Questions step names the jurisdiction first; the address and the W-2s follow.
  const answers = input.isPrimary ? ctx.facts.residence.localityAnswers : undefined;
  const answered = answers ? [answers.county, answers.municipality].filter((name) => name.trim() !== '') : [];
  const names = input.isPrimary ? [...answered, ctx.facts.residence.city, ...input.localities] : input.localities;
  const taxable = input.taxableIncome;

  if (code === 'NY') {
    const out: LocalTaxWork[] = [];
    const zip = input.isPrimary ? ctx.facts.residence.zip.trim() : '';
    // The user's own answer stands over what the city, ZIP or W-2 suggest (a Manhattan ZIP can be a commuter's mail drop).
    const said = answers?.nycResidency ?? '';
    const isNyc = said !== '' ? said === 'nyc' : names.some((n) => NYC_NAMES.has(norm(n))) || (zip !== '' && isNycZip(zip));
    const isYonkers = said !== '' ? said === 'yonkers' : names.some((n) => norm(n) === 'yonkers') || /^107(0\d|10)/.test(zip);
    if (isNyc) {
      const schedule = NYC_SCHEDULES[ctx.status];
      const byTable = tableApplies(NYC_TABLE, taxable);
      const tax = byTable ? tableTax(NYC_TABLE, schedule, taxable) : scheduleTax(schedule, taxable);
      // NYC school tax credit rate reduction (IT-201 line 69a): 0.171% up to the first bracket, then 0.228%, for taxable income up to $500,000.
      const first = NYC_BRACKETS[ctx.status][1][0];
      const school = LOCAL_2024.nycSchoolCredit;
      const reduction = taxable > school.maxTaxable ? 0 : taxable <= first ? school.firstRate * taxable : school.firstRate * first + school.aboveRate * (taxable - first);
      // plus the fixed NYC school tax credit, $63 ($125 MFJ), for income up to $250,000 (IT-201 line 69), taken here against the NYC tax.
      const fixed = ctx.facts.federalAgi <= school.fixedMaxIncome ? (ctx.status === 'married-joint' ? school.fixed.joint : school.fixed.other) : 0;
      // The NYC earned income credit typed on the Credits screen ('Local EITC', IT-201 line 71), of the residence only.
      const eitc = input.isPrimary ? enteredNycEitc(ctx) : 0;
      const net = Math.max(0, tax - reduction - fixed - eitc);
      out.push({
        jurisdiction: 'New York City',
        estimated: false,
        base: taxable,
        rate: taxable > 0 ? net / taxable : 0,
        amount: net,
        formula: lazy(() => `${byTable ? `NYC tax table: ${tableFormula(NYC_TABLE, schedule, taxable, ctx.status)}` : `NYC rate schedule on NY taxable income ${money(taxable)} = ${money(tax)}`} - school tax credit rate reduction ${money(reduction)} - fixed school tax credit ${money(fixed)}${eitc > 0 ? ` - NYC earned income credit as entered ${money(eitc)} (not below 0)` : ''}`),
        source: `IT-201 line 47 (NYC resident tax: 2024 NYC tax table under $65,000, else the NYC rate schedule) and line 69a${eitc > 0 ? '; line 71 (NYC EIC, as entered)' : ''}. ${NYC_TABLE.rule.source}`,
      });
    }
    if (isYonkers) {
      const rate = LOCAL_2024.yonkersSurcharge;
      const amount = rate * input.netStateTax;
      out.push({ jurisdiction: 'Yonkers', base: input.netStateTax, rate, amount, estimated: false, formula: lazy(() => `${pct(rate)} x net NY State tax ${money(input.netStateTax)}`), source: 'IT-201 line 55 (Yonkers resident income tax surcharge)' });
    }
    return out;
  }

  if (code === 'MD') {
    const county = mdCounty(names);
    const narrow = ctx.status === 'single' || ctx.status === 'married-separate';
    if (county && MD_BRACKETED[county]) {
      const schedule = MD_SCHEDULES[county][narrow ? 'narrow' : 'wide'];
      const amount = scheduleTax(schedule, taxable);
      return [{ jurisdiction: `${title(county)} County`, base: taxable, rate: taxable > 0 ? amount / taxable : 0, amount, estimated: false, formula: lazy(() => `${title(county)} County bracketed rates on Maryland taxable income ${money(taxable)}`), source: 'Form 502 line 28, 2024 local tax rate chart' }];
    }
    const rate = county ? MD_COUNTY_RATES[county] : LOCAL_2024.mdUnknownCountyRate;
    const name = county ? (county === 'baltimore city' ? 'Baltimore City' : `${title(county)} County`) : 'Maryland county (not known from the address: 3.20%, the rate of most counties)';
    return [{ jurisdiction: name, base: taxable, rate, amount: rate * taxable, estimated: !county, formula: lazy(() => `${county ? '' : 'Estimate: '}${pct(rate)} x Maryland taxable income ${money(taxable)}`), source: 'Form 502 line 28, 2024 local tax rate chart' }];
  }

  if (code === 'IN') {
    let hit = lookup(IN_COUNTY_RATES, names.map((n) => norm(n).replace(/ county$/, '')));
    if (!hit) for (const n of names) { const c = IN_CITY_COUNTY[norm(n)]; if (c) { hit = [c, IN_COUNTY_RATES[c]]; break; } }
    const [name, rate] = hit ? [`${title(hit[0])} County`, hit[1]] : ['Indiana county (not known from the address: spec 3 rate of 1%)', LOCAL_2024.specFallbackRate];
    // Schedule CT-40 in whole dollars (IC 6-8.1-6-4.5): the income (IT-40 line 7) and the tax rounded, 50 cents up.
    const line7 = wholeDollars(taxable);
    const amount = wholeDollars(rate * line7);
    return [{ jurisdiction: name, base: line7, rate, amount, estimated: !hit, formula: lazy(() => `${hit ? '' : 'Estimate: '}${pct(rate)} x Indiana AGI less exemptions ${usd(line7)} = ${money(rate * line7)}, in whole dollars`), source: 'IT-40 line 9, Schedule CT-40 (2024 county rates; whole dollars, IC 6-8.1-6-4.5)' }];
  }

  if (code === 'MI') {
    // Michigan city income tax (MI-1040 city forms, Uniform City Income Tax Ordinance): a resident of one of the 24
    // taxing cities pays the city's rate on income less social security, pensions and annuities, IRA distributions
    // and unemployment compensation (excluded by the ordinance), less the city's exemption for each person and
    // dependent (and each 65+ or blind box). Most Michigan cities levy none, so an unknown city gives no tax.
    let city: string | null = null;
    for (const raw of names) {
      const n = norm(raw).replace(/^city of /, '');
      if (MI_CITY_TAX[n]) {
        city = n;
        break;
      }
    }
    if (!city) return [];
    const { rate, exemption } = MI_CITY_TAX[city];
    const f = ctx.facts;
    const income = Math.max(0, f.federalAgi - f.taxableSocialSecurity - f.taxablePensions - f.taxableIraDistributions - f.unemployment);
    const count = ctx.persons + ctx.dependents + ctx.age65Count + ctx.blindCount;
    const base = Math.max(0, income - exemption * count);
    return [{
      jurisdiction: title(city),
      base,
      rate,
      amount: rate * base,
      estimated: false,
      formula: lazy(() => `${pct(rate)} x (income ${money(income)} - ${count} x ${money(exemption)} exemptions) = ${pct(rate)} x ${money(base)}`),
      source: `${title(city)} resident city income tax (Michigan City Income Tax Act, MCL 141.501; Uniform City Income Tax Ordinance), filed with the city`,
    }];
  }

  // OH and PA: earned income (wages + net profits).
  const municipal = municipalTax(ctx, code, names);
  if (code !== 'OH' || !answers) return [municipal];
  const district = schoolDistrictTax(ctx, answers.schoolDistrict, taxable);
  return district ? [municipal, district] : [municipal];
}

// ---------------------------------------------------------------- Ohio school districts (SD 100)

/** What the State Questions step's school district answer says: the district, and its rate and tax type when typed. */
export interface SchoolDistrictAnswer {
  /** The answer says the district levies no income tax ('none', 'no tax', '0%'). */
  none: boolean;
  /** The district's four-digit SD number (the Ohio Finder's), when typed. */
  number: string | null;
  /** The answer without the number, rate and tax type ('Bowling Green CSD'). */
  name: string;
  /** The 2024 rate as a decimal (1.25% -> 0.0125), when typed. */
  rate: number | null;
  /** Traditional tax base ('T') or earned income tax base ('E'), when typed. */
  base: 'traditional' | 'earned' | null;
}

export function readSchoolDistrictAnswer(text: string): SchoolDistrictAnswer | null {
  const said = text.trim();
  if (said === '') return null;
  if (/^(none|no|n\/a|no (income )?tax|0(\.0+)?\s*%)$/i.test(said) || /\bno (school district )?income tax\b/i.test(said)) return { none: true, number: null, name: said, rate: null, base: null };
  const number = /\b(\d{4})\b/.exec(said)?.[1] ?? null;
  const percent = /(\d+(?:\.\d+)?|\.\d+)\s*%/.exec(said);
  const typed = percent ? Number(percent[1]) / 100 : null;
  if (typed === 0) return { none: true, number, name: said, rate: null, base: null };
  const rate = typed !== null && typed <= LOCAL_2024.ohSchoolDistrict.highestRate ? typed : null;
  // The Finder's tax type column prints 'T' or 'E'; the words are taken too.
  const token = (letter: string) => new RegExp(`(^|[\\s,;(])${letter}([\\s,;)]|$)`).test(said);
  const base = /\btraditional\b/i.test(said) || token('T') ? 'traditional' : /\bearned\b/i.test(said) || token('E') ? 'earned' : null;
  const name = said
    .replace(/(\d+(?:\.\d+)?|\.\d+)\s*%/g, ' ')
    .replace(/\b\d{4}\b/g, ' ')
    .replace(/\b(traditional|earned income|earned|tax base|base|rate|SD|#|T|E)\b/gi, ' ')
    .replace(/[,;:()#-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { none: false, number, name, rate, base };
}

/**
 * Ohio SD 100 (2024): the school district income tax of the district lived in, its own return and its own W-2 box
 * 19 withholding. Traditional tax base: MAGI less exemptions (SD 100 line 5: Ohio AGI, IT 1040 line 3, plus the
 * business income deduction, which the engine does not take, less the exemptions of IT 1040 line 4), i.e. Ohio
 * taxable income here, less the $50 senior citizen credit. Earned income tax base (R.C. 5748.01(E)(1)(b)): wages plus
 * net earnings from self-employment.
 */
function schoolDistrictTax(ctx: StateContext, answer: string, ohioIncomeLessExemptions: number): LocalTaxWork | null {
  const said = readSchoolDistrictAnswer(answer);
  if (!said || said.none) return null;
  const sd = LOCAL_2024.ohSchoolDistrict;
  const known = said.rate !== null && said.base !== null;
  const rate = said.rate ?? sd.estimateRate;
  const base = said.base ?? 'traditional';
  const f = ctx.facts;
  const netEarnings = sd.netEarningsFactor * Math.max(0, f.businessIncome);
  const income = base === 'earned' ? f.wages + netEarnings : ohioIncomeLessExemptions;
  const tax = rate * income;
  const senior = base === 'traditional' && ctx.age65Count > 0 && ohioIncomeLessExemptions < sd.seniorCredit.baseUnder ? Math.min(tax, sd.seniorCredit.amount) : 0;
  const amount = tax - senior;
  const label = [said.name, said.number ? `SD ${said.number}` : ''].filter((part) => part !== '').join(' ') || 'Ohio school district';
  const missing = said.rate === null && said.base === null ? 'rate and tax type' : said.rate === null ? 'rate' : 'tax type';
  const baseText = base === 'earned' ? `earned income (wages ${money(f.wages)} + net earnings from self-employment ${money(netEarnings)})` : `MAGI less exemptions ${money(income)}`;
  return {
    jurisdiction: known ? `${label} school district` : `${label} school district (${missing} not in our data: estimate)`,
    base: income,
    rate: income > 0 ? amount / income : 0,
    amount,
    estimated: !known,
    box20Numbers: said.number ? [said.number] : [],
    formula: lazy(() => `${known ? '' : `Estimate (the district's ${missing} not known${said.rate === null ? `: spec 3 rate of ${pct(sd.estimateRate)}` : ''}${said.base === null ? ', traditional tax base' : ''}): `}${pct(rate)} x ${baseText}${senior > 0 ? ` - senior citizen credit ${money(senior)}` : ''}`),
    source: `Ohio SD 100 (2024), ${base === 'earned' ? 'earned income tax base (R.C. 5748.01(E)(1)(b))' : 'traditional tax base, line 5 (R.C. 5748.01(E)(1)(a))'}; filed apart from the IT 1040`,
  };
}

function municipalTax(ctx: StateContext, code: string, names: string[]): LocalTaxWork {
  const base = ctx.earnedIncome;
  const hit = lookup(code === 'OH' ? OH_CITY_RATES : PA_CITY_RATES, names);
  const [name, rate] = hit
    ? [title(hit[0]), hit[1]]
    : [code === 'OH' ? 'Ohio municipality (not known from the address: spec 3 rate of 1%)' : 'Pennsylvania local earned income tax (not known: spec 3 rate of 1%)', LOCAL_2024.specFallbackRate];
  return {
    jurisdiction: name,
    base,
    rate,
    amount: rate * base,
    estimated: !hit,
    formula: lazy(() => `${hit ? '' : 'Estimate: '}${pct(rate)} x earned income (wages + net profits) ${money(base)}`),
    source: code === 'OH' ? 'Ohio municipal income tax (R.C. 718), filed with the municipality' : 'PA Local Earned Income Tax (Act 32), filed with the local collector',
  };
}
