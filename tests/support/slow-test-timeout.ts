// Integration and browser tests start whole stacks; on a loaded 2-core machine they need time.
jest.setTimeout(Number(process.env.SLOW_TEST_TIMEOUT_MS ?? 180000));
