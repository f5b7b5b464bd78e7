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
);
