import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientZones = [
  'src/routes/**',
  'src/features/**',
  'src/components/**',
  'src/lib/**',
  'src/main.tsx',
  'src/router.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'data',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'src/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery, '@tanstack/router': pluginRouter },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      ...pluginRouter.configs.recommended.rules,
    },
  },
  {
    // The browser bundle never reaches into the server (drizzle schema included).
    files: clientZones,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@/server/**'], message: 'Client code must not import src/server.' }] },
      ],
    },
  },
  {
    // Tests, scripts and benchmarks may print and use loose fixtures.
    files: ['tests/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
