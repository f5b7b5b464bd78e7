// Password sign-in at a fixed rate over many accounts, with the production argon2id cost.
import { nextIp, PASSWORD, seedUsers } from '../lib/clients.mjs';
import { load, measured } from '../lib/load.mjs';

const RATE = 40;
const USERS = 400;

export default {
  id: 3,
  name: `sign-in POST /auth/v1/token at ${RATE}/s (argon2id t=2, 19 MiB)`,
  target: 'p95 < 150 ms',
  notes: [
    'each sign-in names its own client address in X-Forwarded-For (the gateway trusts loopback proxies, TRUST_PROXY=loopback), so the per-IP limit (30 per 15 min) is never reached; rate limits keep their production values',
  ],
  async run({ stack, seconds }) {
    const users = await seedUsers(stack.db, 'signin', USERS);
    let n = 0;
    const setupRequest = (req) => {
      const user = users[n++ % users.length];
      return {
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      };
    };
    const result = await measured(stack.pids(), () =>
      load({
        url: `${stack.baseUrl}/auth/v1/token?grant_type=password`,
        overallRate: RATE,
        duration: seconds,
        requests: [{ method: 'POST', setupRequest }],
      }),
    );
    return {
      ...result,
      tail: { label: 'p95', ms: result.p95 },
      met: result.p95 < 150 && result.errors + result.non2xx === 0 && result.rps >= RATE * 0.95,
    };
  },
};
