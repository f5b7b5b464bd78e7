import {
  bullConnection,
  createRedis,
  pingRedis,
  promotionWatches,
  redisConnectionOptions,
  redisTarget,
} from './redis';
import { ServiceRedis } from './redis.module';

describe('Redis connections', () => {
  it('takes the password from REDIS_URL', () => {
    const redis = createRedis('redis://:s3cret@127.0.0.1:6390/2', { lazyConnect: true });
    expect(redis.options).toMatchObject({ password: 's3cret', port: 6390, db: 2 });
    redis.disconnect();
  });

  it('fails a command at once while Redis is away, instead of queueing it', async () => {
    // Nothing listens on port 1: the connection is refused, and retried in the background.
    const redis = createRedis('redis://127.0.0.1:1');
    await expect(redis.get('anything')).rejects.toThrow(/enableOfflineQueue/);
    await expect(pingRedis(redis)).rejects.toThrow(/enableOfflineQueue/);
    redis.disconnect();
  });

  it("names a service's keys under the stack's prefix, then the service", () => {
    const redis = createRedis('redis://127.0.0.1:6379', { lazyConnect: true });
    expect(new ServiceRedis(redis, 'sf:', 'payments').key('sandbox', 'paid', 'p1')).toBe(
      'sf:payments:sandbox:paid:p1',
    );
    redis.disconnect();
  });

  describe('through Sentinel', () => {
    const settings = {
      REDIS_URL: 'redis://:s3cret@ignored-host:6379/3',
      REDIS_SENTINELS: 'redis-sentinel-0:26379, 10.0.0.7:26380,[fd00::1]:26379',
      REDIS_SENTINEL_NAME: 'storefront',
      REDIS_SENTINEL_PASSWORD: 'watch',
    };

    it('asks the Sentinels for the primary, with the password and database of REDIS_URL', () => {
      const redis = createRedis(redisTarget(settings), { lazyConnect: true, commandTimeout: 1000 });
      expect(redis.options).toMatchObject({
        sentinels: [
          { host: 'redis-sentinel-0', port: 26379 },
          { host: '10.0.0.7', port: 26380 },
          { host: 'fd00::1', port: 26379 },
        ],
        name: 'storefront',
        role: 'master',
        password: 's3cret',
        sentinelPassword: 'watch',
        db: 3,
        // The fail-fast defaults and the caller's options hold through Sentinel too.
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: 1000,
      });
      redis.disconnect();
    });

    it('follows a failover: a demoted primary is left on +switch-master or at its first READONLY', async () => {
      // One +switch-master subscription per Sentinel group, shared, closed with its last client;
      // not ioredis's detector, which can leave a client reconnecting at that moment closed.
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      await settle();
      const before = promotionWatches();
      const [one, two] = [1, 2].map(() => createRedis(redisTarget(settings), { lazyConnect: true }));
      expect(one.options.failoverDetector).toBe(false);
      expect(promotionWatches()).toBe(before + 1);
      one.disconnect();
      expect(promotionWatches()).toBe(before + 1);
      two.disconnect();
      await settle();
      expect(promotionWatches()).toBe(before);
      const options = redisConnectionOptions(redisTarget(settings));
      const reconnectOnError = options.reconnectOnError as (err: Error) => boolean;
      expect(reconnectOnError(new Error("READONLY You can't write against a read only replica."))).toBe(true);
      expect(reconnectOnError(new Error('WRONGTYPE Operation against a key'))).toBe(false);
    });

    it('gives BullMQ the same Sentinel options, with the unlimited retries its workers need', () => {
      expect(bullConnection(redisTarget(settings))).toMatchObject({
        sentinels: expect.arrayContaining([{ host: 'redis-sentinel-0', port: 26379 }]),
        name: 'storefront',
        password: 's3cret',
        maxRetriesPerRequest: null,
      });
      expect(bullConnection(redisTarget(settings))).not.toHaveProperty('url');
      // BullMQ closes with quit(), which would leave a +switch-master listener's connections open.
      expect(bullConnection(redisTarget(settings))).not.toHaveProperty('failoverDetector');
    });

    it('connects to REDIS_URL alone when no Sentinel is named', () => {
      const target = redisTarget({ ...settings, REDIS_SENTINELS: '' });
      expect(target).toEqual({ url: settings.REDIS_URL });
      expect(bullConnection(target)).toEqual({ url: settings.REDIS_URL, maxRetriesPerRequest: null });
    });
  });
});
