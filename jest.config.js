// Three suites: unit tests beside the code, integration tests against real Postgres/Redis/NATS,
// and end-to-end journeys against the whole stack in Chromium. The last two get Postgres, Redis and
// NATS from tests/support/global-setup.ts: containers when a runtime answers, else the services.
const transform = {
  '^.+\\.(t|m?j)sx?$': [
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
const infrastructure = {
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
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
      ...infrastructure,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-test-timeout.ts'],
    },
    {
      ...common,
      ...infrastructure,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-test-timeout.ts'],
    },
  ],
};
