// npm run -w engine bench: full federal + state returns per second, and median microseconds per return,
// over a mixed corpus, on one core (single thread). Two figures: from the saved form as stored (read and
// validated as the contracts schema does, what the calc service does) and from an already parsed form.
// Wall-clock throughput depends on what else the machine runs; returns per CPU-second (process.cpuUsage)
// is the figure for one core when the machine is shared.
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeParsedReturn, computeReturn } from '../src/index';
import { benchCorpus } from './corpus';

const corpus = benchCorpus(400);
const parsed = corpus.map((form) => parseForm1040Data(form));

function measure(label: string, run: (i: number) => unknown, seconds = 3) {
  for (let i = 0; i < 20_000; i++) run(i % corpus.length); // warm-up
  const samples: number[] = [];
  let count = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < end) {
    const batchStart = process.hrtime.bigint();
    for (let k = 0; k < 100; k++) run((count + k) % corpus.length);
    now = process.hrtime.bigint();
    samples.push(Number(now - batchStart) / 1e3 / 100);
    count += 100;
  }
  const elapsed = Number(now - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(
    `${label}: ${Math.round(count / elapsed).toLocaleString('en-US')} returns/s wall, ` +
      `${Math.round(count / cpuSeconds).toLocaleString('en-US')} returns per CPU-second, ` +
      `median ${median.toFixed(2)} µs per return (batches of 100; ${count.toLocaleString('en-US')} returns, ${corpus.length} distinct)`,
  );
}

console.log(`Node ${process.version}, one thread`);
measure('full federal + state, from the stored form (schema parse included)', (i) => computeReturn(corpus[i]));
measure('full federal + state, from a parsed form', (i) => computeParsedReturn(parsed[i]));
