// A public read answered from the payments service's Redis cache, through the gateway and NATS.
import { load, measured } from '../lib/load.mjs';

export default {
  id: 1,
  name: 'public cached read GET /api/crypto-prices',
  target: '≥10% of baseline req/s, p99 < 25 ms',
  async run({ stack, baseline, seconds }) {
    const url = `${stack.baseUrl}/api/crypto-prices`;
    const first = await fetch(url).then((r) => r.json());
    if (first.source !== 'live')
      throw new Error(`prices came from ${first.source}, not the (stubbed) live source`);
    const result = await measured(stack.pids(), () => load({ url, connections: 100, duration: seconds }));
    return {
      ...result,
      tail: { label: 'p99', ms: result.p99 },
      met: result.rps >= 0.1 * baseline.rps && result.p99 < 25 && result.errors + result.non2xx === 0,
    };
  },
};
