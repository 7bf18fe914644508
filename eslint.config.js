// One lint for the whole repository (flat config). Besides the usual TypeScript, React hooks and
// accessibility rules it enforces the boundaries of ARCHITECTURE.md with import restrictions:
// a remote never imports another remote or a service, the engine imports only contracts,
// services never import front-end code, contracts import nothing of ours.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-personal', 'mfe-income', 'mfe-deductions-credits', 'mfe-review-coach'];
const SERVICES = ['platform', 'identity', 'forms', 'calc', 'gateway', 'documents', 'chat', 'audit'];
const FRONT_END = ['shell', 'ui', ...REMOTES];

/** Both ways of reaching a part: its package name and a relative path into its folder. */
function partPatterns(folders, packageOf = (folder) => `@taxapp/${folder}`) {
  return folders.flatMap((folder) => [packageOf(folder), `${packageOf(folder)}/*`, `**/${folder}/src/**`, `**/${folder}/src`]);
}
const serviceImports = partPatterns(SERVICES, (name) => `@taxapp/${name}`).concat(['**/services/**']);
const frontEndImports = partPatterns(FRONT_END);

function restrict(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/@mf-types/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Tests name an async boundary on purpose; an empty block with a comment is allowed.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Test clients and benchmarks read answers of any shape; production code may not.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', '**/testing.ts', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },

  // The boundaries (ARCHITECTURE.md "The parts").
  restrict(['contracts/**'], ['@taxapp/*', '**/engine/**', ...serviceImports, ...frontEndImports], 'contracts is the shared language: it imports nothing of ours.'),
  restrict(['engine/**'], [...serviceImports, ...frontEndImports], 'The engine imports only contracts.'),
  {
    // The engine runs in the browser too: no Node built-ins outside its CLI, data generator and tests.
    ...restrict(['engine/src/**'], [...serviceImports, ...frontEndImports, 'node:*', 'fs', 'path'], 'The engine is pure and imports only contracts (it runs in the browser too).'),
    ignores: ['engine/src/cli.ts', 'engine/src/**/*.test.ts'],
  },
  restrict(['services/**'], frontEndImports, 'Services never import front-end code.'),
  ...REMOTES.map((remote) =>
    restrict(
      [`${remote}/**`],
      [...partPatterns(REMOTES.filter((other) => other !== remote)), ...partPatterns(['shell']), ...serviceImports],
      'A remote never imports another remote, the shell or a service: share through contracts, ui or the shell interface.',
    ),
  ),
  restrict(['ui/**'], [...partPatterns(['shell', ...REMOTES]), ...serviceImports], 'ui is shared by the shell and the remotes: it imports neither, nor services.'),
  restrict(['shell/**'], [...partPatterns(REMOTES), ...serviceImports], 'The shell loads remotes at run time (Module Federation), never by import; it never imports a service.'),
);
