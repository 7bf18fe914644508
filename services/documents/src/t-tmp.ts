import { createSandbox } from './sandbox/sandbox';
import { readLastYearFormLocally } from './extract/local';
import { buildLastYear1040Pdf } from './testing/lastYearFixture';
const pdf = await buildLastYear1040Pdf();
const sandbox = createSandbox({ size: 1 });
await sandbox.run('last-year-1040', pdf, 'application/pdf');
await readLastYearFormLocally(pdf, 'application/pdf');
const a: number[] = [], b: number[] = [];
for (let i = 0; i < 15; i++) {
  let t = performance.now(); await sandbox.run('last-year-1040', pdf, 'application/pdf'); a.push(performance.now() - t);
  t = performance.now(); await readLastYearFormLocally(pdf, 'application/pdf'); b.push(performance.now() - t);
}
const med = (x: number[]) => x.sort((p, q) => p - q)[Math.floor(x.length / 2)].toFixed(0);
console.log('sandbox', med(a), 'in-process', med(b));
await sandbox.close();
