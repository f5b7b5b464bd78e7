import { createRedis, pingRedis } from './redis';
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
});
