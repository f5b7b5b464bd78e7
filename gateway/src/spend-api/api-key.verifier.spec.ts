import { Logger } from '@nestjs/common';
import { AdminSubjects, ApiKeySubjects, type VerifiedApiKey } from '@storefront/contracts';
import { type MessageBus, ServiceError } from '@storefront/platform';
import type { ApiKeyFailures } from './api-key-failures';
import type { ApiKeyRate, KeysRevision } from './api-key-rate';
import { API_KEY_CACHE_MS, API_KEY_UNCHECKED_CACHE_MS, ApiKeyVerifier } from './api-key.verifier';

const SECRET = `osk_${'a'.repeat(43)}`;
const IP = '2001:db8::1';

describe('API key verifier', () => {
  let keys: Map<string, VerifiedApiKey | null>;
  let firstUse: boolean;
  let audited: unknown[];
  let auditAnswer: () => Promise<unknown>;
  let asked: number;
  let askedHashes: string[];
  let revision: KeysRevision | undefined;
  let hits: string[];
  /** The address's failed checks, as ApiKeyFailures counts them, and its limit. */
  let failed: number;
  let failureLimit: number;
  let verifier: ApiKeyVerifier;
  let now: number;

  const key = (over: Partial<VerifiedApiKey> = {}): VerifiedApiKey => ({
    keyId: 'k1',
    kind: 'personal',
    ownerId: 'u1',
    scopes: ['credits:read', 'credits:spend'],
    name: 'analyser',
    prefix: 'osk_aaaaaaaa',
    expiresAt: null,
    ...over,
  });

  beforeEach(() => {
    now = Date.parse('2026-11-26T12:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    asked = 0;
    askedHashes = [];
    hits = [];
    failed = 0;
    failureLimit = 100;
    firstUse = false;
    audited = [];
    auditAnswer = async () => ({ id: 'a1' });
    revision = { revision: null };
    let current: VerifiedApiKey | null = key();
    keys = new Map([['any', current]]);
    const bus = {
      request: async (subject: string, payload: unknown) => {
        if (subject === AdminSubjects.recordAudit) {
          audited.push(payload);
          return auditAnswer();
        }
        expect(subject).toBe(ApiKeySubjects.verify);
        asked++;
        askedHashes.push((payload as { hash: string }).hash);
        current = keys.get('any') ?? null;
        // The auth service reports a first use to one lookup only.
        const reply = { key: current, firstUse };
        firstUse = false;
        return reply;
      },
    };
    const rate = {
      hit: async (keyId: string) => {
        hits.push(keyId);
        return revision;
      },
      revision: async () => revision,
    };
    const claim = async () => {
      if (failed >= failureLimit) throw ServiceError.tooManyRequests('too many', 'RATE_LIMITED', 42);
      failed++;
      return { giveBack: () => failed--, keep: () => undefined };
    };
    const failures = { claim, countRefusal: async () => void (await claim()) };
    verifier = new ApiKeyVerifier(
      bus as unknown as MessageBus,
      rate as unknown as ApiKeyRate,
      failures as unknown as ApiKeyFailures,
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks the auth service once while the keys’ revision stays the same, and counts every request', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await verifier.admit(SECRET, IP)).toMatchObject({ keyId: 'k1' });
      now += 10_000;
    }
    expect(asked).toBe(1);
    expect(hits).toEqual(['k1', 'k1', 'k1', 'k1', 'k1']);
  });

  it('sends the auth service the SHA-256 of the secret in hex, never the secret', async () => {
    await verifier.admit(SECRET, IP);
    // sha256("osk_" + 43 × "a"), computed once outside this code.
    expect(askedHashes).toEqual(['66c419b9c6f2d3f7c1ccd6fb329d854209d2cd292ed8a3c06489b357c1b1f0cf']);
  });

  it('asks again on the first request after the revision changed, and refuses a revoked key at once', async () => {
    expect(await verifier.admit(SECRET, IP)).not.toBeNull();
    keys.set('any', null);
    revision = { revision: 'after-a-revocation' };
    now += 100;
    expect(await verifier.admit(SECRET, IP)).toBeNull();
    expect(asked).toBe(2);
  });

  it('asks again after the longest keeping time even if nothing changed', async () => {
    await verifier.admit(SECRET, IP);
    now += API_KEY_CACHE_MS + 1;
    await verifier.admit(SECRET, IP);
    expect(asked).toBe(2);
  });

  it('keeps an answer for seconds only while Redis does not answer', async () => {
    revision = undefined;
    await verifier.admit(SECRET, IP);
    now += API_KEY_UNCHECKED_CACHE_MS - 1;
    await verifier.admit(SECRET, IP);
    expect(asked).toBe(1);
    now += 2;
    await verifier.admit(SECRET, IP);
    expect(asked).toBe(2);
  });

  it('asks again once a key’s expiry has passed', async () => {
    keys.set('any', key({ expiresAt: new Date(now + 5_000).toISOString() }));
    expect(await verifier.admit(SECRET, IP)).not.toBeNull();
    keys.set('any', null);
    now += 5_000;
    expect(await verifier.admit(SECRET, IP)).toBeNull();
    expect(asked).toBe(2);
  });

  it('counts an unknown key against the address, a valid one not, and a cached refusal again', async () => {
    keys.set('any', null);
    expect(await verifier.admit(SECRET, IP)).toBeNull();
    expect(failed).toBe(1);
    expect(await verifier.admit(SECRET, IP)).toBeNull();
    expect([asked, failed]).toEqual([1, 2]);
    keys.set('any', key());
    now += 1_001;
    expect(await verifier.admit(SECRET, IP)).not.toBeNull();
    expect(failed).toBe(2);
  });

  it('refuses an address out of failed checks with 429 without asking the auth service', async () => {
    keys.set('any', null);
    failureLimit = 1;
    expect(await verifier.admit(SECRET, IP)).toBeNull();
    const refused = await verifier.admit(`osk_${'b'.repeat(43)}`, IP).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 42 });
    expect(asked).toBe(1);
  });

  it('claims one check for a burst of requests with the same new key, and gives it back when valid', async () => {
    failureLimit = 1;
    const answers = await Promise.all(Array.from({ length: 10 }, () => verifier.admit(SECRET, IP)));
    expect(answers.every((answer) => answer?.keyId === 'k1')).toBe(true);
    expect([asked, failed]).toEqual([1, 0]);
  });

  it('gives the claim back when the auth service does not answer', async () => {
    const bus = { request: async () => Promise.reject(ServiceError.unavailable('auth is away')) };
    const failures = { claim: async () => ({ giveBack: () => failed--, keep: () => undefined }) };
    failed = 1;
    const away = new ApiKeyVerifier(
      bus as unknown as MessageBus,
      { revision: async () => revision } as unknown as ApiKeyRate,
      failures as unknown as ApiKeyFailures,
    );
    await expect(away.admit(SECRET, IP)).rejects.toMatchObject({ status: 503 });
    expect(failed).toBe(0);
  });

  it('refuses what is not a key without asking anyone', async () => {
    expect(await verifier.admit('osk_short', IP)).toBeNull();
    expect(await verifier.admit('Bearer-something', IP)).toBeNull();
    expect(asked).toBe(0);
    expect(hits).toEqual([]);
  });

  it('audits a service key’s first use once, by the key and without its secret, however many requests share it', async () => {
    keys.set('any', key({ kind: 'service', ownerId: null, name: 'Billing' }));
    firstUse = true;
    await Promise.all(Array.from({ length: 5 }, () => verifier.admit(SECRET, IP)));
    now += API_KEY_CACHE_MS + 1;
    await verifier.admit(SECRET, IP);
    expect(asked).toBe(2);
    expect(audited).toEqual([
      {
        action: 'service-keys.first-used',
        target: 'k1',
        details: { name: 'Billing', prefix: 'osk_aaaaaaaa' },
      },
    ]);
    expect(JSON.stringify(audited)).not.toContain(SECRET.slice(12));
  });

  it('leaves a personal key’s first use out of the audit log', async () => {
    firstUse = true;
    expect(await verifier.admit(SECRET, IP)).toMatchObject({ keyId: 'k1' });
    expect(audited).toEqual([]);
  });

  it('admits the key without waiting for the audit log', async () => {
    keys.set('any', key({ kind: 'service', ownerId: null }));
    firstUse = true;
    auditAnswer = () => new Promise(() => undefined);
    expect(await verifier.admit(SECRET, IP)).toMatchObject({ keyId: 'k1' });
    expect(audited).toHaveLength(1);
  });

  it('logs a first use it could not write to the audit log, and admits the key all the same', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    keys.set('any', key({ kind: 'service', ownerId: null }));
    firstUse = true;
    auditAnswer = async () => {
      throw new Error('admin service unavailable');
    };
    expect(await verifier.admit(SECRET, IP)).toMatchObject({ keyId: 'k1' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('first use of service key k1'));
  });
});
