// npm run -w engine calc -- path/to/form.json : prints { federal, state } with every line explained.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { computeReturn } from './index';

const path = process.argv[2];
if (!path) {
  process.stderr.write('Usage: npm run -w engine calc -- path/to/form.json\n');
  process.exit(2);
}
try {
  // npm runs the script inside engine/; a relative path is taken from where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const text = readFileSync(resolve(base, path), 'utf8');
  process.stdout.write(JSON.stringify(computeReturn(text), null, 2) + '\n');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
