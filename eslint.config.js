import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The library's layers, bottom up: api → provider → ui → widgets. A folder may import only the ones below it.
const layerImports = {
  api: ['provider', 'ui', 'widgets'],
  provider: ['ui', 'widgets'],
  ui: ['widgets'],
};

/**
 * no-restricted-imports for one folder of the library: no router, no simulator, no internals of swr, nothing from a
 * higher layer.
 */
function libraryImports(upper, extraPatterns = [], simulatorAllowed = false) {
  const simulator = simulatorAllowed
    ? []
    : [{ group: ['@portal/api-sim*'], message: 'The simulator is for tests and stories only.' }];
  return [
    'error',
    {
      paths: ['react-router', 'react-router-dom'],
      patterns: [
        ...simulator,
        {
          group: ['swr/_internal', 'swr/_internal/*'],
          message: "swr's public API only: its internals change without notice.",
        },
        ...upper.map((folder) => ({
          group: [`**/${folder}`, `**/${folder}/**`],
          message: `Layers: this folder may not import ${folder}/ (api → provider → ui → widgets, imports go down only).`,
        })),
        ...extraPatterns,
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'build/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server text as text; dangerouslySetInnerHTML is not allowed.',
        },
      ],
    },
  },
  {
    // Widgets never reach for the router or the address bar: navigation goes out through props.
    files: ['packages/widgets/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': libraryImports([]),
      'no-restricted-globals': ['error', { name: 'location', message: 'Navigate through props.' }],
    },
  },
  ...Object.entries(layerImports).flatMap(([folder, upper]) => {
    const files = [`packages/widgets/src/${folder}/**/*.{ts,tsx}`];
    const tests = ['**/*.test.{ts,tsx}', '**/*.stories.tsx'];
    const extra =
      folder === 'api'
        ? [
            {
              group: ['**/i18n', '**/i18n/**'],
              allowTypeImports: true,
              message: 'api/ names catalogue keys (type imports) but never holds texts.',
            },
          ]
        : [];
    const rules = (simulatorAllowed) => ({
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': libraryImports(upper, extra, simulatorAllowed),
    });
    // Tests and stories keep to their folder's layer too; only the simulator is allowed in them.
    return [
      { files, ignores: tests, rules: rules(false) },
      {
        files: tests.map((pattern) => `packages/widgets/src/${folder}/${pattern}`),
        rules: rules(true),
      },
    ];
  }),
  {
    // Playwright fixtures take `{}` and call `use()`: neither is React.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/portal/inline/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
