// The boundaries of ARCHITECTURE.md are enforced by eslint.config.js; these cases show the rule fires
// where it must and stays quiet where an import is allowed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['mfe-income/src/routes/x.ts', "import '@taxapp/mfe-personal';"],
    ['mfe-income/src/routes/x.ts', "import '../../../mfe-personal/src/state/usePersonalForm';"],
    ['mfe-review-coach/src/x.ts', "import '@taxapp/platform';"],
    ['mfe-personal/src/x.ts', "import '../../shell/src/app';"],
    ['engine/src/x.ts', "import '@taxapp/forms';"],
    ['engine/src/x.ts', "import { readFileSync } from 'node:fs';"],
    ['services/calc/src/x.ts', "import '@taxapp/ui';"],
    ['services/forms/src/x.ts', "import '../../../shell/src/features/form/formClient';"],
    ['contracts/src/x.ts', "import '@taxapp/engine';"],
    ['shell/src/x.ts', "import '@taxapp/mfe-income';"],
  ])('%s may not run %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each([
    ['mfe-income/src/routes/x.ts', "import '@taxapp/contracts/flow'; import '@taxapp/ui'; import '../components/y';"],
    ['engine/src/x.ts', "import '@taxapp/contracts/form';"],
    ['engine/src/cli.ts', "import { readFileSync } from 'node:fs';"],
    ['services/calc/src/x.ts', "import '@taxapp/engine'; import '@taxapp/platform';"],
    ['shell/src/x.ts', "import '@taxapp/ui'; import '@taxapp/contracts/shell';"],
  ])('%s may run %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
