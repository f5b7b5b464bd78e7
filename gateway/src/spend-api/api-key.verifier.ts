import { Injectable, Logger } from '@nestjs/common';
import { AdminSubjects, API_KEY_PATTERN, ApiKeySubjects, VerifiedApiKey } from '@storefront/contracts';
import { ExpiringMap, KeyedSingleFlight, MessageBus } from '@storefront/platform';
import { hash as digest } from 'node:crypto';
import { ApiKeyFailures } from './api-key-failures';
import { ApiKeyRate, KeysRevision } from './api-key-rate';

/**
 * How long one gateway keeps the auth service's answer about a key while the API keys' revision
 * in Redis stays the one it saw when it asked. Revoking a key, or suspending or deleting its
 * owner, changes the revision, which every replica reads at least once a second while it has
 * requests (see `ApiKeyRate`): each asks again on its first request after, so the change takes
 * effect within about a second.
 */
export const API_KEY_CACHE_MS = 60_000;
/** While Redis does not answer (no revision to compare), an answer is kept this long only. */
export const API_KEY_UNCHECKED_CACHE_MS = 3_000;
/** An unknown or refused key is asked about again after this. */
const API_KEY_NEGATIVE_CACHE_MS = 1_000;
const CACHE_MAX = 10_000;

interface Answer {
  key: VerifiedApiKey | null;
  askedAt: number;
  /** The revision read before asking; undefined when Redis did not answer. */
  revision: string | null | undefined;
}

/**
 * Turns an `osk_…` secret into the key it stands for, and counts the request against the key's
 * rate. The secret is hashed here (SHA-256) and only the hash goes to the auth service, which
 * looks it up by that hash; callers presenting the same key at once share one question. The one
 * answer that reports a service key's first use writes it to the audit log.
 */
@Injectable()
export class ApiKeyVerifier {
  private readonly logger = new Logger(ApiKeyVerifier.name);
  private readonly answers = new ExpiringMap<string, Answer>({ maxEntries: CACHE_MAX });
  private readonly asking = new KeyedSingleFlight<string, Answer>();
  private readonly checking = new KeyedSingleFlight<string, Answer>();

  constructor(
    private readonly bus: MessageBus,
    private readonly rate: ApiKeyRate,
    private readonly failures: ApiKeyFailures,
  ) {}

  /**
   * The key, counted against its rate (429 beyond it), or null for no valid key. A key not held
   * here as valid is first counted against the failures of the caller's address `ip` (429 beyond
   * them, before anyone is asked).
   */
  async admit(secret: string, ip: string): Promise<VerifiedApiKey | null> {
    if (!API_KEY_PATTERN.test(secret)) return null;
    // One-shot: no Hash object per request, the same hex digest.
    const hash = digest('sha256', secret, 'hex');
    let answer = this.answers.get(hash);
    if (!answer) answer = await this.check(hash, ip);
    // A refusal held here is one more failure, known without asking.
    else if (!answer.key) await this.failures.countRefusal(ip);
    if (!answer.key) return null;
    const seen = await this.rate.hit(answer.key.keyId);
    if (!isFresh(answer, seen)) answer = await this.ask(hash, seen);
    return answer.key;
  }

  /**
   * Asks about a key this gateway knows nothing of, once the address's failures allow it (waiting
   * for its checks in flight when only they fill the allowance); only a refusal keeps counting.
   * Callers presenting the same key at once share the claim and the answer, so a client's burst
   * with a new valid key counts as one check.
   */
  private check(hash: string, ip: string): Promise<Answer> {
    return this.checking.run(hash, async () => {
      const claim = await this.failures.claim(ip);
      let answer: Answer | undefined;
      try {
        answer = await this.ask(hash, await this.rate.revision());
        return answer;
      } finally {
        // A lookup that failed proved nothing against the caller.
        if (!answer || answer.key) claim.giveBack();
        else claim.keep();
      }
    });
  }

  private ask(hash: string, seen: KeysRevision | undefined): Promise<Answer> {
    return this.asking.run(hash, async () => {
      const askedAt = Date.now();
      const { key, firstUse } = await this.bus.request(ApiKeySubjects.verify, { hash });
      if (firstUse && key?.kind === 'service') this.auditFirstUse(key);
      const answer: Answer = { key, askedAt, revision: seen?.revision };
      this.answers.set(hash, answer, askedAt + (key ? API_KEY_CACHE_MS : API_KEY_NEGATIVE_CACHE_MS));
      return answer;
    });
  }

  /**
   * No administrator acted: the entry names the key as its target and no actor. It is written
   * while the request goes on, so the audit log never fails or slows a call. A personal key's
   * first use is its owner's business, not the back office's.
   */
  private auditFirstUse(key: VerifiedApiKey) {
    this.bus
      .request(AdminSubjects.recordAudit, {
        action: 'service-keys.first-used',
        target: key.keyId,
        details: { name: key.name, prefix: key.prefix },
      })
      .catch((err: unknown) =>
        this.logger.error(
          `audit entry for the first use of service key ${key.keyId} not written: ${String(err)}`,
        ),
      );
  }
}

function isFresh(answer: Answer, seen: KeysRevision | undefined, now = Date.now()): boolean {
  const expiresAt = answer.key?.expiresAt;
  if (expiresAt && Date.parse(expiresAt) <= now) return false;
  if (!seen || answer.revision === undefined) return now - answer.askedAt < API_KEY_UNCHECKED_CACHE_MS;
  return seen.revision === answer.revision;
}
