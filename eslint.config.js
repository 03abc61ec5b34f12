// One lint for the app, the worker, the server, the tests and the scripts. The boundaries rule
// keeps the layers of CONTRIBUTING.md apart. The rules that read types (a promise nobody awaits or
// catches) run in oxlint on TypeScript 7's checker (`.oxlintrc.json`, decision 19): here they built
// four TypeScript 6 programs, two thirds of the lint's time.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**', 'tests/**', 'vite.config.ts'];

const noVitest = { name: 'vitest', message: 'vitest belongs in *.test.ts(x) and tests/.' };

// src/lib by concern. The HTTP client (lib/http) reaches neither the persisted cache nor the QueryClient
// (lib/offline): whatever imports it does not pull them in.
const libLayers = ['lib', 'lib-http', 'lib-offline', 'lib-hooks', 'lib-platform'];
const below = (...types) => ({ to: { element: { types: { anyOf: [...types, 'contract'] } } } });

/** Files and folders are kebab-case (CONTRIBUTING.md): `use-list-params.ts`, `courier-change/`. */
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', messages: { name: '«{{name}}» is not kebab-case (CONTRIBUTING.md).' } },
      create(context) {
        const parts = context.filename.slice(context.cwd.length + 1).split(/[\\/]/);
        const names = [...parts.slice(0, -1), parts.at(-1).split('.')[0]];
        for (const name of names.filter((part) => !part.startsWith('.') && !kebabCase.test(part))) {
          context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
        }
        return {};
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dev-dist/', 'node_modules/', 'test-results/', 'server/drizzle/', '.data/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A response body in a test is `any` on purpose: each test asserts the shape it expects.
    files: testFiles,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus into themselves (the WAI-ARIA dialog pattern); that is the only autoFocus here.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Test runners belong to tests: production code never imports vitest.
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { paths: [noVitest] }],
    },
  },
  {
    // One toast policy, and react-hot-toast kept out of the courier's first load: src/lib/toast imports it lazily.
    files: ['src/**'],
    ignores: [...testFiles, 'src/lib/toast.ts', 'src/app/toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            noVitest,
            { name: 'react-hot-toast', message: 'Toasts go through src/lib/toast.' },
            {
              name: 'jotai',
              importNames: ['useAtom', 'useAtomValue'],
              message: 'Read an atom with useAtomSnapshot (src/lib/hooks): these render every reader twice on mount.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**', 'server/**', 'sw/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'api', pattern: 'src/api' },
        { type: 'lib-http', pattern: 'src/lib/http' },
        { type: 'lib-offline', pattern: 'src/lib/offline' },
        { type: 'lib-hooks', pattern: 'src/lib/hooks' },
        { type: 'lib-platform', pattern: 'src/lib/platform' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'contract', pattern: 'src/contract' },
        { type: 'server', pattern: 'server' },
        { type: 'worker', pattern: 'sw' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['app', 'feature', 'api', 'components', ...libLayers, 'contract'] } },
                },
              },
            },
            // A feature reaches only itself and the shared layers, never another feature.
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: below('api', 'components', ...libLayers),
            },
            // The read layer: each entity's query keys, fetchers and query options, below every feature.
            {
              from: { element: { type: 'api' } },
              allow: below('api', ...libLayers),
            },
            {
              from: { element: { type: 'components' } },
              allow: below('components', ...libLayers),
            },
            // The pure helpers and the session know nothing of the layers below them but the platform's.
            { from: { element: { type: 'lib' } }, allow: below('lib', 'lib-http', 'lib-platform') },
            { from: { element: { type: 'lib-platform' } }, allow: below('lib-platform', 'lib') },
            { from: { element: { type: 'lib-http' } }, allow: below('lib-http', 'lib', 'lib-platform') },
            {
              from: { element: { type: 'lib-offline' } },
              allow: below('lib-offline', 'lib-http', 'lib', 'lib-platform'),
            },
            { from: { element: { type: 'lib-hooks' } }, allow: below(...libLayers) },
            { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'contract'] } } } },
            },
            {
              from: { element: { type: 'worker' } },
              allow: { to: { element: { types: { anyOf: ['worker', 'contract'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**', 'server/**', 'sw/**', 'tests/**', 'scripts/**'],
    plugins: { 'file-names': fileNames },
    rules: { 'file-names/kebab-case': 'error' },
  },
  prettier,
);
