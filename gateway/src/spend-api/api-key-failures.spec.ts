import { Logger } from '@nestjs/common';
import type { ServiceRedis } from '@storefront/platform';
import { ApiKeyFailures, type KeyCheckClaim } from './api-key-failures';
import type { SpendApiConfig } from './spend-api.config';

const IP = '203.0.113.7';

/** The count as each replica keeps it while Redis does not answer. */
describe('failed API key checks, counted by one gateway', () => {
  let failures: ApiKeyFailures;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const away = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const redis = {
      key: (...parts: string[]) => parts.join(':'),
      connection: () => ({
        defineCommand: () => undefined,
        claimKeyCheck: away,
        settleKeyCheck: away,
        disconnect: () => undefined,
      }),
    };
    const config = { API_KEY_FAILURES_PER_IP_PER_MINUTE: 2 } as SpendApiConfig;
    failures = new ApiKeyFailures(redis as unknown as ServiceRedis, config);
  });
  afterEach(() => jest.restoreAllMocks());

  /** Whether `claim` is still waiting a moment later. */
  async function pending(claim: Promise<unknown>): Promise<boolean> {
    return Promise.race([
      claim.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 50)),
    ]);
  }

  it('makes a check wait while checks in flight fill the allowance, and lets it in when one proves valid', async () => {
    const [first] = await Promise.all([failures.claim(IP), failures.claim(IP)]);
    const third = failures.claim(IP);
    expect(await pending(third)).toBe(true);
    first.giveBack();
    await expect(third).resolves.toBeDefined();
  });

  it('refuses once failures alone fill the allowance, with the minute’s time left', async () => {
    const claims: KeyCheckClaim[] = await Promise.all([failures.claim(IP), failures.claim(IP)]);
    const third = failures.claim(IP).catch((err: unknown) => err);
    expect(await pending(third)).toBe(true);
    claims.forEach((claim) => claim.keep());
    expect(await third).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    // Another address has its own allowance.
    await expect(failures.claim('203.0.113.8')).resolves.toBeDefined();
  });

  it('counts a check settled twice once', async () => {
    const claim = await failures.claim(IP);
    claim.keep();
    claim.giveBack();
    const inFlight = await failures.claim(IP);
    // One failure and one check in flight: the next waits rather than being refused.
    const next = failures.claim(IP);
    expect(await pending(next)).toBe(true);
    inFlight.giveBack();
    await expect(next).resolves.toBeDefined();
  });
});
