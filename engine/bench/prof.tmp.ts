import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeForm1040 } from '../src/form1040';
import { federalFactsForStates } from '../src/federal';
import { computeStates } from '../src/states/index';
import { benchCorpus } from './corpus';
const corpus = benchCorpus(400);
const parsed = corpus.map((f) => parseForm1040Data(f));
const comps = parsed.map((f) => computeForm1040(f));
const facts = comps.map((c) => federalFactsForStates(c));
function t(label: string, fn: (i: number) => unknown) {
  for (let i = 0; i < 20000; i++) fn(i % 400);
  const n = 100000; const s = performance.now();
  for (let i = 0; i < n; i++) fn(i % 400);
  console.log(label, ((performance.now() - s) * 1000 / n).toFixed(2), 'µs');
}
t('federal', (i) => computeForm1040(parsed[i]));
t('states', (i) => computeStates(parsed[i], facts[i]));
t('parse', (i) => parseForm1040Data(corpus[i]));
