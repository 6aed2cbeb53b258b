import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** no-restricted-imports for client files: never the server, and not the named features. */
function clientZone(files, features) {
  const patterns = [{ group: ['**/server/**', '@/server/**'], message: 'Client code must not import src/server.' }];
  if (features.length) {
    patterns.push({
      group: features.map((f) => `@/features/${f}/**`),
      message: 'Features depend one way: move shared code to src/components or src/lib, or compose in the page.',
    });
  }
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

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
  // The browser bundle never reaches into the server (drizzle schema included), and features depend
  // on each other one way only: pages compose features, never the reverse, so no feature cycles.
  clientZone(clientZones, []),
  clientZone(['src/features/auth/**'], ['home', 'properties', 'reviews', 'contact', 'legal', 'layout']),
  clientZone(['src/features/layout/**'], ['home', 'properties', 'reviews', 'contact', 'legal']),
  clientZone(['src/features/reviews/**'], ['home', 'properties', 'auth', 'contact', 'legal', 'layout']),
  clientZone(['src/features/properties/**'], ['home', 'auth', 'contact', 'legal', 'layout']),
  clientZone(['src/features/{contact,legal}/**'], ['home', 'properties', 'reviews', 'auth', 'layout']),
  clientZone(['src/components/**', 'src/lib/**'], ['*']),
  {
    // Tests, scripts and benchmarks may print and use loose fixtures.
    files: ['tests/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
