import { ServiceConfig } from './base-config';
import { parseConfig } from './load-config';

describe('service configuration', () => {
  it('uses development defaults when nothing is set', () => {
    const config = parseConfig(ServiceConfig, {});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/storefront');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REQUEST_TIMEOUT_MS).toBe(5000);
  });

  it('reads numbers from the environment', () => {
    expect(parseConfig(ServiceConfig, { HEALTH_PORT: '8080' }).HEALTH_PORT).toBe(8080);
  });

  it('names the variable of a malformed DATABASE_URL in one line', () => {
    expect(() => parseConfig(ServiceConfig, { DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/,
    );
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseConfig(ServiceConfig, { HEALTH_PORT: 'eighty' })).toThrow(/HEALTH_PORT/);
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(() => parseConfig(ServiceConfig, { NODE_ENV: 'staging' })).toThrow(/NODE_ENV must be one of/);
  });
});
