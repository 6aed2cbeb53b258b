import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which features each feature may import: an allow-list. A feature imports nothing of another
 * feature unless it is listed here, and a feature missing from this table imports none. Adding a
 * feature, or letting it use another, is one line. Pages (src/routes) compose features freely.
 */
const FEATURE_DEPS = {
  admin: ['auth'],
  'admin-properties': ['profile'],
  'admin-reviews': [],
  'admin-users': [],
  auth: ['pwa'],
  contact: [],
  home: ['properties', 'reviews'],
  layout: ['auth', 'pwa'],
  legal: [],
  'moderation-log': [],
  'my-reviews': ['reviews', 'profile'],
  profile: [],
  properties: ['reviews'],
  pwa: [],
  reviews: [],
  'write-review': ['properties', 'my-reviews'],
};

const noServer = { group: ['**/server/**', '@/server/**'], message: 'Client code must not import src/server.' };
const featureMessage =
  'This feature may not import that one: move shared code to src/components or src/lib, compose in the page, or list the dependency in FEATURE_DEPS (eslint.config.js).';

const clientZones = [
  'src/routes/**',
  'src/features/**',
  'src/components/**',
  'src/lib/**',
  'src/main.tsx',
  'src/router.tsx',
];

function restrictImports(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [noServer, ...patterns] }] } };
}

/**
 * A relative import may climb to its feature's root and no further, so `../../other-feature` is
 * caught; other features are reached through `@/features/<name>`, which the allow-list checks.
 * `depth` is how many folders below the feature root the file sits.
 */
function climbsOutOfFeature(depth) {
  return {
    regex: `^(\\.\\./){${depth + 1},}`,
    message: 'Leaves the feature: import another feature as @/features/<name> (checked by FEATURE_DEPS).',
  };
}

function featureZones() {
  const zones = [];
  for (const depth of [0, 1, 2]) {
    const below = depth === 2 ? '*/*/**/*' : '*/'.repeat(depth) + '*';
    // Any feature folder, listed or not, starts with no other feature at all.
    zones.push(
      restrictImports(
        [`src/features/*/${below}`],
        [{ group: ['@/features/**'], message: featureMessage }, climbsOutOfFeature(depth)],
      ),
    );
    for (const [feature, allowed] of Object.entries(FEATURE_DEPS)) {
      const own = [feature, ...allowed].flatMap((f) => [`!@/features/${f}`, `!@/features/${f}/**`]);
      zones.push(
        restrictImports(
          [`src/features/${feature}/${below}`],
          [{ group: ['@/features/**', ...own], message: featureMessage }, climbsOutOfFeature(depth)],
        ),
      );
    }
  }
  return zones;
}

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
  // The browser bundle never reaches into the server (drizzle schema included); shared code never
  // reaches into a feature; features follow FEATURE_DEPS.
  restrictImports(clientZones, []),
  restrictImports(
    ['src/components/**', 'src/lib/**'],
    [{ group: ['@/features/**', '**/features/**'], message: 'Shared code must not import a feature.' }],
  ),
  ...featureZones(),
  {
    // Tests, scripts and benchmarks may print and use loose fixtures.
    files: ['tests/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
