import { FaultRig, sleep, underLoad } from './fault-kit';

/** NATS vanishes for the whole stack while people sign up, pay and get credits changed. */
describe('a NATS outage under load', () => {
  let rig: FaultRig;

  beforeAll(async () => {
    rig = await FaultRig.start();
  }, 240000);

  afterAll(() => rig?.close());

  it('answers 503 in time while NATS is cut, names it in /health, and recovers by itself', async () => {
    const nats = rig.proxies.nats;
    expect(nats.connections).toBeGreaterThan(0);
    await underLoad(rig, () =>
      rig.fault(
        () => nats.cut(),
        async () => {
          const report = await rig.healthNames(['nats']);
          expect(report.dependencies).toMatchObject({ nats: 'down', postgres: 'up', redis: 'up' });
          await sleep(3000);
        },
        () => nats.restore(),
      ),
    );
    expect(rig.violations).toEqual([]);
    expect(rig.duringFaults().some((a) => a.lane !== 'health' && a.status === 503)).toBe(true);
  });
});
