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

  it('reads a NATS cluster from NATS_URL, its servers apart by commas', () => {
    const url = 'nats://nats-0.nats:4222, nats://nats-1.nats:4222, nats://nats-2.nats:4222';
    expect(parseConfig(ServiceConfig, { NATS_URL: url }).NATS_URL).toBe(url);
  });

  it('names what is wrong with a NATS_URL in one line', () => {
    expect(() => parseConfig(ServiceConfig, { NATS_URL: ' , ' })).toThrow(
      /^Invalid configuration: NATS_URL must name at least one NATS server: nats:\/\/host:4222, or several apart by commas$/,
    );
    expect(() => parseConfig(ServiceConfig, { NATS_URL: 'nats://nats-0:4222,redis://nats-1:4222' })).toThrow(
      /^Invalid configuration: NATS_URL must be nats:\/\/ URLs apart by commas, and "redis:\/\/nats-1:4222" is not one$/,
    );
  });

  it('keeps one copy of the event stream unless EVENTS_REPLICAS says more, up to 5', () => {
    expect(parseConfig(ServiceConfig, {}).EVENTS_REPLICAS).toBe(1);
    expect(parseConfig(ServiceConfig, { EVENTS_REPLICAS: '3' }).EVENTS_REPLICAS).toBe(3);
    for (const value of ['0', '6', '2.5', 'three'])
      expect(() => parseConfig(ServiceConfig, { EVENTS_REPLICAS: value })).toThrow(
        /^Invalid configuration: EVENTS_REPLICAS must be a whole number of copies, 1 to 5$/,
      );
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(() => parseConfig(ServiceConfig, { NODE_ENV: 'staging' })).toThrow(/NODE_ENV must be one of/);
  });

  it('reads a list of Sentinels, and names the master group mymaster by default', () => {
    const config = parseConfig(ServiceConfig, { REDIS_SENTINELS: 'redis-sentinel:26379,10.0.0.7:26379' });
    expect(config.REDIS_SENTINELS).toBe('redis-sentinel:26379,10.0.0.7:26379');
    expect(config.REDIS_SENTINEL_NAME).toBe('mymaster');
    expect(parseConfig(ServiceConfig, {}).REDIS_SENTINELS).toBe('');
  });

  it('names the entry of REDIS_SENTINELS that is not host:port', () => {
    for (const [list, entry] of [
      ['redis-sentinel:26379,redis-sentinel-1', 'redis-sentinel-1'],
      ['redis-sentinel:99999', 'redis-sentinel:99999'],
      ['redis://redis-sentinel:26379', 'redis://redis-sentinel:26379'],
      ['a:1,,b:2', ''],
    ]) {
      expect(() => parseConfig(ServiceConfig, { REDIS_SENTINELS: list })).toThrow(
        `Invalid configuration: REDIS_SENTINELS must be a comma-separated list of host:port, such as redis-sentinel:26379,10.0.0.7:26379 ("${entry}" is not)`,
      );
    }
  });

  it('refuses a master group name with spaces', () => {
    expect(() => parseConfig(ServiceConfig, { REDIS_SENTINEL_NAME: 'my master' })).toThrow(
      /REDIS_SENTINEL_NAME must be 1-64 letters/,
    );
  });
});
