import { SERVICE_NAMES } from '@storefront/contracts';
import { FaultRig, sleep, underLoad } from './fault-kit';

/** Each service stops (as in a rolling deploy or a crash) and comes back, one after another. */
describe('services stopping and starting under load', () => {
  let rig: FaultRig;

  beforeAll(async () => {
    rig = await FaultRig.start();
  }, 240000);

  afterAll(() => rig?.close());

  it('answers 503 in time for what needs the stopped service, names it, and carries on after', async () => {
    const { stack } = rig.kit;
    await underLoad(rig, async () => {
      for (const name of SERVICE_NAMES) {
        await rig.fault(
          () => stack.stop(name),
          async () => {
            const report = await rig.healthNames([name]);
            expect(report.down).toEqual([name]);
            await sleep(1000);
          },
          () => stack.start(name),
        );
        await rig.healthy();
      }
    });
    expect(rig.violations).toEqual([]);
    expect(rig.duringFaults().some((a) => a.lane !== 'health' && a.status === 503)).toBe(true);
  });
});
