// Builds engine/data/stateTax2024.ts, the compact parameter table the state engine reads, from the
// research dataset state-tax-2024.source.json (a copy of shared/data/state-tax-2024.json; see SOURCES.source.md),
// applying the corrections below. Run: npx tsx engine/data/generate-state-tax-2024.ts
// The engine never reads the JSON at run time: it imports the generated TS module (bundled for the browser).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household'] as const;
const LOCAL_TAX_STATES = ['IN', 'MD', 'MI', 'NY', 'OH', 'PA'];
type Status = (typeof STATUSES)[number];

interface SourceBracket { min: number; max: number | null; rate: number }
interface SourceState {
  code: string;
  name: string;
  taxType: 'none' | 'flat' | 'progressive' | 'limited';
  flatRate: number | null;
  brackets: Record<Status, SourceBracket[]>;
  standardDeduction: Record<Status, number>;
  personalExemption: { amount: number; type: 'deduction' | 'credit' | 'none'; byFilingStatus: Record<Status, number> | null };
  dependentExemption: { amount: number; type: 'deduction' | 'credit' | 'none' };
  incomeBase: string;
  confidence: string;
  sources: string[];
}

/** Corrections to the research dataset, each with the source that decides it. */
const CORRECTIONS: { state: string; what: string; source: string; apply: (s: SourceState) => void }[] = [
  {
    state: 'OK',
    what: 'Married-joint / head-of-household / surviving-spouse top bracket starts at $12,200, not $14,400 (the 3.75% band is $2,400 wide, not a doubling of single).',
    source:
      '68 O.S. §2355(B)(2) (joint schedule: 0.25% first $2,000, 0.75% next $3,000, 1.75% next $2,500, 2.75% next $2,300, 3.75% next $2,400, 4.75% remainder); ' +
      'the OTC Form 511 tax table reproduces the $12,200 break (2014 table: $96,000-$96,050 joint = $4,649 only with the $12,200 break); incometaxpro.com and comparetaxrates.com 2024 agree.',
    apply: (s) => {
      for (const status of ['married-joint', 'head-of-household'] as const) {
        const top = s.brackets[status][s.brackets[status].length - 1];
        const below = s.brackets[status][s.brackets[status].length - 2];
        top.min = 12200;
        below.max = 12200;
      }
    },
  },
  {
    state: 'AR',
    what:
      '2024 brackets for net income up to $89,600 are 0% to $5,299, 2% to $10,599, 3% to $15,099, 3.4% to $24,999, 3.9% from $25,000 to $89,600 ' +
      '(upper table over $89,600); the dataset had DFA\'s earlier indexed brackets ($5,500/$10,900/$15,600/$25,700, upper table from $92,300), replaced for 2024 by Act 1 of the 2024 Second Extraordinary Session.',
    source:
      'Ark. Code 26-51-201(a)(3)(A) as amended by Acts 1 and 4 of the 2024 Second Extraordinary Session (HB1001, "for tax years beginning on or after January 1, 2024": ' +
      '"$0 $5,299 0%; $5,300 $10,599 2%; $10,600 $15,099 3%; $15,100 $24,999 3.4%; $25,000 $89,600 3.9%", as quoted in Invaro/opentax-engine state-ar.ts); DFA Legislative Impact Statement on HB1001 ' +
      '("For tax year 2024, individuals with net taxable income of more than $89,600 but less than $92,701 will reduce their income tax due by the appropriate bracket adjustment amount"); ' +
      'Arkansas House, Second Extraordinary Session summary ("This reduction will benefit every Arkansan earning more than $25,000"). The AEDC page (aedc-arkansasedc.azurewebsites.net) agrees ' +
      'except that it prints the 3.9% band from $24,300, the 2023 figure.',
    apply: (s) => {
      // Each band starts one dollar under its "From" amount: "$5,300 $10,599 2%" taxes the dollars over $5,299, as DFA's
      // indexed-bracket sheets write it (2025: "2.00% ... minus $111.98" = 2% x $5,599 for the band from $5,600).
      const rows: SourceBracket[] = [
        { min: 0, max: 5299, rate: 0 },
        { min: 5299, max: 10599, rate: 0.02 },
        { min: 10599, max: 15099, rate: 0.03 },
        { min: 15099, max: 24999, rate: 0.034 },
        { min: 24999, max: null, rate: 0.039 },
      ];
      for (const status of STATUSES) s.brackets[status] = rows.map((row) => ({ ...row }));
    },
  },
  {
    state: 'SC',
    what:
      'Top bracket (6.2%) taken from $17,350 instead of $17,330, so the schedule is the one SCDOR prints and tables for 2024: "3% times the amount minus $104" and ' +
      '"6.2% times the amount minus $659" (3% x 3,460 = 103.80 -> $104; 6.2% x T - 659 = 3% x T - 103.80 gives T = 17,350; with $17,330 the top band would be 6.2% x amount - $658.36).',
    source:
      'SCDOR SC1040TT 2024 (Tax Rate Schedule for $100,000 or more: multiply by 6.2%, subtract $659) and SC1041 2024 Tax Computation Schedule; the 2024 tax table (1,070 rows) is reproduced by ' +
      '3,460 / 17,350 at 3% / 6.2% (engine/data/stateTaxTables2024.ts SC). Below $17,350 the 3% band gives the printed table figures whether its constant is $103.80 or $104 (midpoints are multiples of $25).',
    apply: (s) => {
      for (const status of STATUSES) {
        const top = s.brackets[status][s.brackets[status].length - 1];
        const below = s.brackets[status][s.brackets[status].length - 2];
        if (top.min !== 17330 || top.rate !== 0.062) throw new Error('SC: unexpected top bracket in the dataset');
        top.min = 17350;
        below.max = 17350;
      }
    },
  },
];

const source = JSON.parse(readFileSync(join(here, 'state-tax-2024.source.json'), 'utf8')) as { states: Record<string, SourceState> };
const applied: string[] = [];
for (const correction of CORRECTIONS) {
  correction.apply(source.states[correction.state]);
  applied.push(`${correction.state}: ${correction.what} Source: ${correction.source}`);
}

const out: string[] = [];
out.push('// GENERATED by engine/data/generate-state-tax-2024.ts from state-tax-2024.source.json: do not edit by hand.');
out.push('// Brackets are [lower bound, rate] pairs (rate applies from the bound to the next one).');
out.push("import type { StateParams } from '../src/states/params';");
out.push('');
out.push('export const STATE_TAX_2024_CORRECTIONS: readonly string[] = ' + JSON.stringify(applied, null, 2) + ';');
out.push('');
out.push('export const STATE_TAX_2024: Readonly<Record<string, StateParams>> = {');
for (const code of Object.keys(source.states).sort()) {
  const s = source.states[code];
  const brackets = Object.fromEntries(STATUSES.map((status) => [status, s.brackets[status].map((b) => [b.min, b.rate])]));
  const byStatus = s.personalExemption.byFilingStatus ?? Object.fromEntries(STATUSES.map((st) => [st, st === 'married-joint' ? 2 * s.personalExemption.amount : s.personalExemption.amount]));
  const params = {
    code,
    name: s.name,
    taxType: s.taxType,
    flatRate: s.flatRate,
    incomeBase: s.incomeBase,
    // Local income taxes the engine computes with the state return (engine/src/states/local.ts).
    localTaxes: LOCAL_TAX_STATES.includes(code),
    brackets,
    standardDeduction: s.standardDeduction,
    personalExemption: { type: s.personalExemption.type, ...byStatus },
    dependentExemption: { type: s.dependentExemption.type, amount: s.dependentExemption.amount },
    confidence: s.confidence,
    sources: s.sources,
  };
  out.push(`  ${code}: ${JSON.stringify(params)},`);
}
out.push('};');
out.push('');
writeFileSync(join(here, 'stateTax2024.ts'), out.join('\n'));
console.log(`wrote stateTax2024.ts (${Object.keys(source.states).length} jurisdictions, ${applied.length} corrections)`);
