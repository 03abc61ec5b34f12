// One lint for the app, the worker, the server, the tests and the scripts (decision 19): ESLint's recommended
// rules, typescript-eslint's, jsx-a11y's and React's hooks rules, natively in oxlint; the rules that read types on
// TypeScript 7's checker (`--type-aware`); the layers of CONTRIBUTING.md (eslint-plugin-boundaries) and kebab-case
// names (scripts/lint/file-names.js) as ESLint plugins that oxlint runs.
const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**', 'tests/**', 'vite.config.ts'];

// ESLint's and typescript-eslint's recommended rules, as ESLint ran them here (no-octal is the parser's: modules are
// strict).
const recommended = `
  for-direction no-async-promise-executor no-case-declarations no-compare-neg-zero no-cond-assign
  no-constant-binary-expression no-constant-condition no-control-regex no-debugger no-delete-var no-dupe-else-if
  no-duplicate-case no-empty no-empty-character-class no-empty-pattern no-empty-static-block no-ex-assign
  no-extra-boolean-cast no-fallthrough no-global-assign no-invalid-regexp no-irregular-whitespace
  no-loss-of-precision no-misleading-character-class no-nonoctal-decimal-escape no-prototype-builtins
  no-regex-spaces no-self-assign no-shadow-restricted-names no-sparse-arrays no-unsafe-finally
  no-unsafe-optional-chaining no-unused-labels no-unused-private-class-members no-useless-backreference
  no-useless-catch no-useless-escape require-yield use-isnan valid-typeof no-var prefer-const prefer-rest-params
  prefer-spread typescript/ban-ts-comment typescript/no-array-constructor typescript/no-duplicate-enum-values
  typescript/no-empty-object-type typescript/no-explicit-any typescript/no-extra-non-null-assertion
  typescript/no-misused-new typescript/no-namespace typescript/no-non-null-asserted-optional-chain
  typescript/no-require-imports typescript/no-this-alias typescript/no-unnecessary-type-constraint
  typescript/no-unsafe-declaration-merging typescript/no-unsafe-function-type typescript/no-unused-expressions
  typescript/no-wrapper-object-types typescript/prefer-as-const typescript/prefer-namespace-keyword
  typescript/triple-slash-reference
`
  .trim()
  .split(/\s+/);

// jsx-a11y's recommended rules. Dialogs move focus into themselves (the WAI-ARIA dialog pattern); that is the only autoFocus here, so
// jsx-a11y's no-autofocus stays off.
const jsxA11y = `
  alt-text anchor-has-content anchor-is-valid aria-activedescendant-has-tabindex aria-props aria-proptypes
  aria-role aria-unsupported-elements autocomplete-valid click-events-have-key-events heading-has-content
  html-has-lang iframe-has-title img-redundant-alt interactive-supports-focus label-has-associated-control
  media-has-caption mouse-events-have-key-events no-access-key no-distracting-elements
  no-interactive-element-to-noninteractive-role no-noninteractive-element-interactions
  no-noninteractive-element-to-interactive-role no-noninteractive-tabindex no-redundant-roles
  no-static-element-interactions role-has-required-aria-props role-supports-aria-props scope tabindex-no-positive
`
  .trim()
  .split(/\s+/);

// jsx-a11y's recommended options where they differ from the rule's own defaults.
const jsxA11yOptions = {
  'interactive-supports-focus': {
    tabbable: ['button', 'checkbox', 'link', 'searchbox', 'spinbutton', 'switch', 'textbox'],
  },
  'no-interactive-element-to-noninteractive-role': { tr: ['none', 'presentation'], canvas: ['img'] },
  'no-noninteractive-element-interactions': {
    handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
    alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
    body: ['onError', 'onLoad'],
    dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
    iframe: ['onError', 'onLoad'],
    img: ['onError', 'onLoad'],
  },
  'no-noninteractive-element-to-interactive-role': {
    ul: ['listbox', 'menu', 'menubar', 'radiogroup', 'tablist', 'tree', 'treegrid'],
    ol: ['listbox', 'menu', 'menubar', 'radiogroup', 'tablist', 'tree', 'treegrid'],
    li: ['menuitem', 'menuitemradio', 'menuitemcheckbox', 'option', 'row', 'tab', 'treeitem'],
    table: ['grid'],
    td: ['gridcell'],
    fieldset: ['radiogroup', 'presentation'],
  },
  'no-noninteractive-tabindex': { tags: [], roles: ['tabpanel'], allowExpressionValues: true },
  'no-static-element-interactions': {
    allowExpressionValues: true,
    handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
  },
};

const errors = (names) => Object.fromEntries(names.map((name) => [name, 'error']));

const noVitest = { name: 'vitest', message: 'vitest belongs in *.test.ts(x) and tests/.' };

// src/lib by concern. The HTTP client (lib/http) reaches neither the persisted cache nor the QueryClient
// (lib/offline): whatever imports it does not pull them in.
const libLayers = ['lib', 'lib-http', 'lib-offline', 'lib-hooks', 'lib-platform'];
const below = (...types) => ({ to: { element: { types: { anyOf: [...types, 'contract'] } } } });

const layers = [
  'error',
  {
    default: 'disallow',
    policies: [
      {
        from: { element: { type: 'app' } },
        allow: {
          to: { element: { types: { anyOf: ['app', 'feature', 'api', 'components', ...libLayers, 'contract'] } } },
        },
      },
      // A feature reaches only itself and the shared layers, never another feature.
      {
        from: { element: { type: 'feature' } },
        allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      },
      { from: { element: { type: 'feature' } }, allow: below('api', 'components', ...libLayers) },
      // The read layer: each entity's query keys, fetchers and query options, below every feature.
      { from: { element: { type: 'api' } }, allow: below('api', ...libLayers) },
      { from: { element: { type: 'components' } }, allow: below('components', ...libLayers) },
      // The pure helpers and the session know nothing of the layers below them but the platform's.
      { from: { element: { type: 'lib' } }, allow: below('lib', 'lib-http', 'lib-platform') },
      { from: { element: { type: 'lib-platform' } }, allow: below('lib-platform', 'lib') },
      { from: { element: { type: 'lib-http' } }, allow: below('lib-http', 'lib', 'lib-platform') },
      { from: { element: { type: 'lib-offline' } }, allow: below('lib-offline', 'lib-http', 'lib', 'lib-platform') },
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
];

export default {
  plugins: ['eslint', 'typescript', 'react', 'jsx-a11y'],
  jsPlugins: ['eslint-plugin-boundaries', './scripts/lint/file-names.js'],
  categories: { correctness: 'off' },
  env: { browser: true, node: true, es2024: true },
  ignorePatterns: ['dist/', 'dev-dist/', 'test-results/', 'server/drizzle/', '.data/'],
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
    ...errors(recommended),
    'typescript/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
    ],
    // Test runners belong to tests: production code never imports vitest.
    'no-restricted-imports': ['error', { paths: [noVitest] }],
    // The rules that read types (a promise nobody awaits or catches).
    'typescript/no-floating-promises': 'error',
    'typescript/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    'typescript/await-thenable': 'error',
  },
  overrides: [
    { files: ['src/**', 'server/**', 'sw/**', 'tests/**', 'scripts/**'], rules: { 'file-names/kebab-case': 'error' } },
    { files: ['src/**', 'server/**', 'sw/**'], rules: { 'boundaries/dependencies': layers } },
    {
      files: ['src/**/*.tsx'],
      rules: Object.fromEntries(
        jsxA11y.map((name) => [`jsx-a11y/${name}`, name in jsxA11yOptions ? ['error', jsxA11yOptions[name]] : 'error']),
      ),
    },
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: { 'react/rules-of-hooks': 'error', 'react/exhaustive-deps': 'error' },
    },
    {
      // One toast policy, and react-hot-toast kept out of the courier's first load: src/lib/toast imports it lazily.
      files: ['src/**'],
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
      files: ['src/lib/toast.ts', 'src/app/toaster.tsx'],
      rules: { 'no-restricted-imports': ['error', { paths: [noVitest] }] },
    },
    {
      // A response body in a test is `any` on purpose: each test asserts the shape it expects.
      files: testFiles,
      rules: { 'typescript/no-explicit-any': 'off', 'no-restricted-imports': 'off' },
    },
  ],
};
