import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** The web app reads the contracts through their browser entry only: the root is the Node build. */
const contractsEntry = {
  paths: [
    {
      name: '@storefront/contracts',
      message:
        "Import '@storefront/contracts/browser': the package root carries the request DTOs' decorators.",
    },
  ],
  patterns: [
    {
      group: ['@storefront/contracts/*', '!@storefront/contracts/browser'],
      message: "Import '@storefront/contracts/browser', never a file of the contracts library.",
    },
  ],
};

/** The contracts' rule, with more import patterns a folder may not use. */
const restrictedImports = (...patterns) => [
  'error',
  { ...contractsEntry, patterns: [...contractsEntry.patterns, ...patterns] },
];

const featureMessage =
  'A feature imports components, hooks, lib and the contracts, never another feature: move the shared piece up to src/components, src/hooks or src/lib (routes compose features).';

/**
 * Feature boundaries (frontend/src/features/<feature>/…): no import of another feature, by alias or
 * by a relative path that climbs to the features folder. One block per folder depth, since a
 * relative path's reach depends on where the importing file sits.
 */
const featureBoundaries = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`frontend/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restrictedImports(
      { regex: '^@/features/', message: featureMessage },
      // Up to the features folder and down into a feature, or up to src and into features/.
      { regex: `^(\\.\\./){${depth + 1}}[^./]`, message: featureMessage },
      { regex: `^(\\.\\./){${depth + 2}}features/`, message: featureMessage },
    ),
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/src/routeTree.gen.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', contractsEntry] },
  },
  {
    // The shared layers sit under the features: they never reach up into one (tests may).
    files: ['frontend/src/{components,hooks,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        regex: '^@/features/',
        message: 'components, hooks and lib sit under the features and never import one.',
      }),
    },
  },
  ...featureBoundaries,
);
