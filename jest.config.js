// Three suites: unit tests beside the code, integration tests against real Postgres/Redis/NATS,
// and end-to-end journeys against the whole stack in Chromium.
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const moduleNameMapper = { '^@storefront/(contracts|platform)$': '<rootDir>/libs/$1/src' };
const common = {
  transform,
  setupFiles: ['reflect-metadata'],
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/frontend/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/src/**/*.spec.ts', '<rootDir>/tests/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-test-timeout.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-test-timeout.ts'],
    },
  ],
};
