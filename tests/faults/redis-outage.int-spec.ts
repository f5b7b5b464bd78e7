import { FaultRig, sleep, underLoad } from './fault-kit';

/** Redis (rate limits, revoked sessions, queues, the sandbox chain) vanishes under load. */
describe('a Redis outage under load', () => {
  let rig: FaultRig;

  beforeAll(async () => {
    rig = await FaultRig.start();
  }, 240000);

  afterAll(() => rig?.close());

  it('answers 503 in time while Redis is cut, names it in /health, and recovers by itself', async () => {
    const redis = rig.proxies.redis;
    expect(redis.connections).toBeGreaterThan(0);
    await underLoad(rig, () =>
      rig.fault(
        () => redis.cut(),
        async () => {
          const report = await rig.healthNames(['redis']);
          expect(report.dependencies).toMatchObject({ redis: 'down', postgres: 'up', nats: 'up' });
          await sleep(3000);
        },
        () => redis.restore(),
      ),
    );
    expect(rig.violations).toEqual([]);
    expect(rig.duringFaults().some((a) => a.lane !== 'health' && a.status === 503)).toBe(true);
  });
});
