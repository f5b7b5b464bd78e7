/**
 * `npm run lint`'s import check: no module imports itself through others (a cycle makes start-up
 * order matter and hides which module owns what). `depcruise` reads TypeScript's imports, type-only
 * ones included, as the compiler resolves them.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      comment: 'A module must not reach itself through its imports: move the shared piece down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
