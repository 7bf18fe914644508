// Local income tax figures for 2024 read by engine/src/states/local.ts: the NYC resident rate schedule, Maryland
// county rates (flat and bracketed), Indiana county rates, Ohio municipal and Pennsylvania EIT rates, and the places
// that name each jurisdiction. Each table cites its source above it; the rules that use them cite the form lines.
import type { StateStatus } from '../src/states/params';

// NYC resident tax rate schedule 2024 (IT-201 instructions, NYC tax rate schedule).
export const NYC_BRACKETS: Record<StateStatus, [number, number][]> = {
  single: [[0, 0.03078], [12000, 0.03762], [25000, 0.03819], [50000, 0.03876]],
  'married-separate': [[0, 0.03078], [12000, 0.03762], [25000, 0.03819], [50000, 0.03876]],
  'married-joint': [[0, 0.03078], [21600, 0.03762], [45000, 0.03819], [90000, 0.03876]],
  'head-of-household': [[0, 0.03078], [14400, 0.03762], [30000, 0.03819], [60000, 0.03876]],
};

// Comptroller of Maryland, 2024 local income tax rates (Form 502 instructions, local tax rate chart; the same
// table on marylandtaxes.gov/business/income/withholding/percentage-method.php, 2024 column).
export const MD_COUNTY_RATES: Record<string, number> = {
  allegany: 0.0303, 'baltimore city': 0.032, 'baltimore county': 0.032, calvert: 0.03, caroline: 0.032, carroll: 0.0303,
  cecil: 0.0275, charles: 0.0303, dorchester: 0.032, garrett: 0.0265, harford: 0.0306, howard: 0.032, kent: 0.032,
  montgomery: 0.032, "prince georges": 0.032, "queen annes": 0.032, "st marys": 0.03, somerset: 0.032, talbot: 0.024,
  washington: 0.0295, wicomico: 0.032, worcester: 0.0225,
};

/** Anne Arundel and Frederick tax by brackets of Maryland taxable income from 2023/2024 (Form 502 instructions). */
export const MD_BRACKETED: Record<string, Record<'narrow' | 'wide', [number, number][]>> = {
  'anne arundel': { narrow: [[0, 0.027], [50000, 0.0281], [400000, 0.032]], wide: [[0, 0.027], [75000, 0.0281], [480000, 0.032]] },
  frederick: { narrow: [[0, 0.0225], [25000, 0.0275], [50000, 0.0296], [150000, 0.032]], wide: [[0, 0.0225], [25000, 0.0275], [100000, 0.0296], [250000, 0.032]] },
};

/** Maryland places and the county whose rate applies to their residents. */
export const MD_CITY_COUNTY: Record<string, string> = {
  baltimore: 'baltimore city', towson: 'baltimore county', catonsville: 'baltimore county', dundalk: 'baltimore county', 'owings mills': 'baltimore county', essex: 'baltimore county', parkville: 'baltimore county', pikesville: 'baltimore county',
  annapolis: 'anne arundel', 'glen burnie': 'anne arundel', 'severna park': 'anne arundel', odenton: 'anne arundel', 'ellicott city': 'howard', columbia: 'howard',
  rockville: 'montgomery', bethesda: 'montgomery', 'silver spring': 'montgomery', gaithersburg: 'montgomery', germantown: 'montgomery', 'chevy chase': 'montgomery', potomac: 'montgomery', 'takoma park': 'montgomery',
  bowie: 'prince georges', laurel: 'prince georges', 'college park': 'prince georges', hyattsville: 'prince georges', 'upper marlboro': 'prince georges', greenbelt: 'prince georges', 'fort washington': 'prince georges',
  frederick: 'frederick', hagerstown: 'washington', salisbury: 'wicomico', 'ocean city': 'worcester', easton: 'talbot', cumberland: 'allegany', westminster: 'carroll',
  'bel air': 'harford', aberdeen: 'harford', elkton: 'cecil', waldorf: 'charles', 'la plata': 'charles', cambridge: 'dorchester', oakland: 'garrett', chestertown: 'kent',
  centreville: 'queen annes', leonardtown: 'st marys', 'lexington park': 'st marys', 'princess anne': 'somerset', 'prince frederick': 'calvert', denton: 'caroline',
} as Record<string, string>;

// Indiana Departmental Notice #1 (effective 1 January 2024), county income tax rates of all 92 counties
// (resident rate = nonresident rate since 2017); copy of the notice's table at suburbancomputer.com, Indiana 2024,
// cross-checked with PayrollOrg's list of the 13 counties that changed for 2024 (Allen 1.59%, Blackford 2.5%, ...).
export const IN_COUNTY_RATES: Record<string, number> = {
  adams: 0.016, allen: 0.0159, bartholomew: 0.0175, benton: 0.0179, blackford: 0.025, boone: 0.017, brown: 0.025234, carroll: 0.022733, cass: 0.0295, clark: 0.02, clay: 0.0235, clinton: 0.0265, crawford: 0.0165, daviess: 0.015, dearborn: 0.014, decatur: 0.025, dekalb: 0.0213, delaware: 0.015, dubois: 0.012, elkhart: 0.02, fayette: 0.0257, floyd: 0.0139, fountain: 0.021, franklin: 0.017, fulton: 0.0268, gibson: 0.009, grant: 0.0255, greene: 0.0215, hamilton: 0.011, hancock: 0.0194, harrison: 0.01, hendricks: 0.017, henry: 0.018, howard: 0.0195, huntington: 0.0195, jackson: 0.021, jasper: 0.02864, jay: 0.0245, jefferson: 0.0103, jennings: 0.025, johnson: 0.014, knox: 0.017, kosciusko: 0.01, lagrange: 0.0165, lake: 0.015, laporte: 0.0145, lawrence: 0.0175, madison: 0.0225, marion: 0.0202, marshall: 0.0125, martin: 0.025, miami: 0.0254, monroe: 0.02035, montgomery: 0.0265, morgan: 0.0272, newton: 0.01, noble: 0.0175, ohio: 0.02, orange: 0.0175, owen: 0.025, parke: 0.0265, perry: 0.014, pike: 0.012, porter: 0.005, posey: 0.0145, pulaski: 0.0285, putnam: 0.023, randolph: 0.03, ripley: 0.0238, rush: 0.021, 'st joseph': 0.0175, scott: 0.0216, shelby: 0.016, spencer: 0.008, starke: 0.0171, steuben: 0.0199, sullivan: 0.017, switzerland: 0.0125, tippecanoe: 0.0128, tipton: 0.026, union: 0.02, vanderburgh: 0.0125, vermillion: 0.015, vigo: 0.02, wabash: 0.029, warren: 0.0212, warrick: 0.01, washington: 0.02, wayne: 0.0125, wells: 0.021, white: 0.0232, whitley: 0.016829,
};

/** Indiana cities and their county. */
export const IN_CITY_COUNTY: Record<string, string> = {
  indianapolis: 'marion', 'fort wayne': 'allen', muncie: 'delaware', anderson: 'madison', kokomo: 'howard', 'terre haute': 'vigo', elkhart: 'elkhart', valparaiso: 'porter', greenwood: 'johnson', columbus: 'bartholomew', jeffersonville: 'clark', 'new albany': 'floyd', richmond: 'wayne', gary: 'lake', hammond: 'lake', 'east chicago': 'lake', carmel: 'hamilton', fishers: 'hamilton', noblesville: 'hamilton', westfield: 'hamilton',
  'south bend': 'st joseph', mishawaka: 'st joseph', evansville: 'vanderburgh', lafayette: 'tippecanoe', 'west lafayette': 'tippecanoe', bloomington: 'monroe',
};

// Resident municipal income tax rates 2024 (the cities' tax departments / RITA / CCA rate tables).
export const OH_CITY_RATES: Record<string, number> = { columbus: 0.025, cleveland: 0.025, cincinnati: 0.018, toledo: 0.025, akron: 0.025, dayton: 0.025, youngstown: 0.0275, canton: 0.025, parma: 0.025, lorain: 0.025 };

// Philadelphia Wage Tax resident 3.75% (2024); Pittsburgh 3% (1% city + 2% school district); Scranton 3.4%; Reading 3.6%.
export const PA_CITY_RATES: Record<string, number> = { philadelphia: 0.0375, pittsburgh: 0.03, scranton: 0.034, reading: 0.036, harrisburg: 0.02, allentown: 0.01975, erie: 0.0118 };

// Michigan city income taxes (City Income Tax Act, MCL 141.501 et seq., Uniform City Income Tax Ordinance): the
// resident rates of the 24 taxing cities from Michigan Treasury's "What cities impose an income tax?" (michigan.gov,
// the list in force for 2023 and 2024); the personal exemption per person from the cities' 2016 exemption table
// (City of Grand Rapids, "Michigan Cities Imposing an Income Tax"; UCITO's $600 where a city is not listed there).
export const MI_CITY_TAX: Record<string, { rate: number; exemption: number }> = {
  albion: { rate: 0.01, exemption: 600 },
  'battle creek': { rate: 0.01, exemption: 750 },
  'benton harbor': { rate: 0.01, exemption: 600 },
  'big rapids': { rate: 0.01, exemption: 600 },
  detroit: { rate: 0.024, exemption: 600 },
  'east lansing': { rate: 0.01, exemption: 600 },
  flint: { rate: 0.01, exemption: 600 },
  'grand rapids': { rate: 0.015, exemption: 600 },
  grayling: { rate: 0.01, exemption: 3000 },
  hamtramck: { rate: 0.01, exemption: 600 },
  'highland park': { rate: 0.02, exemption: 600 },
  hudson: { rate: 0.01, exemption: 1000 },
  ionia: { rate: 0.01, exemption: 700 },
  jackson: { rate: 0.01, exemption: 600 },
  lansing: { rate: 0.01, exemption: 600 },
  lapeer: { rate: 0.01, exemption: 600 },
  muskegon: { rate: 0.01, exemption: 600 },
  'muskegon heights': { rate: 0.01, exemption: 600 },
  pontiac: { rate: 0.01, exemption: 600 },
  'port huron': { rate: 0.01, exemption: 1200 },
  portland: { rate: 0.01, exemption: 1000 },
  saginaw: { rate: 0.015, exemption: 750 },
  springfield: { rate: 0.01, exemption: 750 },
  walker: { rate: 0.01, exemption: 750 },
};

/** The other 2024 local figures, each with its source. */
export const LOCAL_2024 = {
  /**
   * IT-201 line 69a: NYC school tax credit rate reduction, `firstRate` of NYC taxable income up to the first bracket
   * and `aboveRate` over it, for taxable income up to `maxTaxable`; line 69: the fixed credit (joint / others) for
   * income up to `fixedMaxIncome`.
   */
  nycSchoolCredit: { firstRate: 0.00171, aboveRate: 0.00228, maxTaxable: 500000, fixed: { joint: 125, other: 63 }, fixedMaxIncome: 250000 },
  /** IT-201 line 55: Yonkers resident income tax surcharge, share of net NY State tax. */
  yonkersSurcharge: 0.1675,
  /** Form 505 line 32d: Maryland special nonresident tax (the lowest county rate). */
  mdNonresidentRate: 0.0225,
  /** Maryland county not known from the address: 3.20%, the rate of Baltimore City and most counties. */
  mdUnknownCountyRate: 0.032,
  /** IN, OH, PA jurisdiction not known: spec 3 §9's 1%. */
  specFallbackRate: 0.01,
  /**
   * Ohio school district income tax (R.C. Chapter 5748; Ohio SD 100 2024 and the IT 1040/SD 100 instructions). No
   * 2024 list of the districts' rates could be sourced (the Department's list changes each year as levies expire and
   * renew), so the State Questions step asks the district's rate and tax type as the Ohio Finder gives them; a district
   * named without its rate is shown at the spec's 1% as an estimate.
   */
  ohSchoolDistrict: {
    /**
     * Ohio SD 100 (2024) senior citizen credit, traditional tax base districts only: $50 per return with someone 65 or
     * over, when MAGI less exemptions (SD 100 line 5) is under $100,000 (the IT 1040 credit's test).
     */
    seniorCredit: { amount: 50, baseUnder: 100000 },
    /**
     * Earned income tax base (R.C. 5748.01(E)(1)(b)): wages plus self-employment earned income, i.e. net earnings from
     * self-employment under IRC 1402(a): 92.35% of the net profit (Schedule SE line 4a).
     */
    netEarningsFactor: 0.9235,
    /** A rate typed above this is taken for a typing slip, not a 2024 district rate (the highest were 2%). */
    highestRate: 0.03,
    /** The district named without its rate: spec 3 §9's 1%, shown as an estimate. */
    estimateRate: 0.01,
  },
} as const;
