import { FaultRig, sleep, underLoad } from './fault-kit';

/** Postgres drops every connection, some mid-transaction, while payments are being credited. */
describe('a Postgres outage under load', () => {
  let rig: FaultRig;

  beforeAll(async () => {
    rig = await FaultRig.start();
  }, 240000);

  afterAll(() => rig?.close());

  it('answers 503 in time while Postgres is cut, names it in /health, and recovers by itself', async () => {
    const postgres = rig.proxies.postgres;
    expect(postgres.connections).toBeGreaterThan(0);
    await underLoad(rig, () =>
      rig.fault(
        () => postgres.cut(),
        async () => {
          const report = await rig.healthNames(['postgres', 'credits', 'payments']);
          expect(report.dependencies).toMatchObject({ postgres: 'down', redis: 'up', nats: 'up' });
          await sleep(3000);
        },
        () => postgres.restore(),
      ),
    );
    expect(rig.violations).toEqual([]);
    expect(rig.duringFaults().some((a) => a.lane !== 'health' && a.status === 503)).toBe(true);
  });
});
