// One linter for the whole tree. The import-direction rules below are the architecture's
// first convention: core imports neither server nor web; web never imports server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.node/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'packages/foods/db/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/**'],
    rules: forbid(
      [
        ['@forkcast/server', '@forkcast/server/*', '**/server/**'],
        'core is pure: it never imports the server.',
      ],
      [['@forkcast/web', '@forkcast/web/*', '**/web/**'], 'core is pure: it never imports the web app.'],
      [
        ['@forkcast/foods', '@forkcast/foods/*', '**/foods/**'],
        'core is pure: it never imports the food database.',
      ],
    ),
  },
  {
    files: ['packages/foods/**'],
    rules: forbid(
      [['@forkcast/server', '@forkcast/server/*', '**/server/**'], 'foods never imports the server.'],
      [['@forkcast/web', '@forkcast/web/*', '**/web/**'], 'foods never imports the web app.'],
    ),
  },
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        [
          ['@forkcast/server', '@forkcast/server/*', '**/server/**'],
          'web talks to the server over HTTP only; never import it.',
        ],
        [
          ['@forkcast/foods', '@forkcast/foods/*', '**/foods/**'],
          'web reaches the food database through the API.',
        ],
      ),
    },
  },
);
