import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeForm1040 } from '../src/form1040';
import { benchCorpus } from './corpus';
const parsed = benchCorpus(400).map((f) => parseForm1040Data(f));
let x = 0;
for (let i = 0; i < 400000; i++) x += computeForm1040(parsed[i % 400]).agi;
console.log(x);
