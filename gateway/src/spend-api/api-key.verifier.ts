import { Injectable } from '@nestjs/common';
import { API_KEY_PATTERN, ApiKeySubjects, VerifiedApiKey } from '@storefront/contracts';
import { ExpiringMap, KeyedSingleFlight, MessageBus } from '@storefront/platform';
import { createHash } from 'node:crypto';

/**
 * How long one gateway trusts the auth service's answer about a key. Revoking a key, suspending
 * or deleting its owner therefore takes effect on every replica within this time (plus one
 * request to the auth service), without any event to miss.
 */
export const API_KEY_CACHE_MS = 3_000;
/** An unknown or refused key is asked about again after this. */
export const API_KEY_NEGATIVE_CACHE_MS = 1_000;
const CACHE_MAX = 10_000;

/**
 * Turns an `osk_…` secret into the key it stands for. The secret is hashed here (SHA-256) and only
 * the hash goes to the auth service, which looks it up by that hash. Answers are kept for a few
 * seconds per hash, and callers presenting the same key at once share one question.
 */
@Injectable()
export class ApiKeyVerifier {
  private readonly answers = new ExpiringMap<string, VerifiedApiKey | null>({ maxEntries: CACHE_MAX });
  private readonly asking = new KeyedSingleFlight<string, VerifiedApiKey | null>();

  constructor(private readonly bus: MessageBus) {}

  async verify(secret: string): Promise<VerifiedApiKey | null> {
    if (!API_KEY_PATTERN.test(secret)) return null;
    const hash = createHash('sha256').update(secret).digest('hex');
    const known = this.answers.get(hash);
    if (known !== undefined) return known;
    return this.asking.run(hash, async () => {
      const { key } = await this.bus.request(ApiKeySubjects.verify, { hash });
      this.answers.set(hash, key, Date.now() + (key ? API_KEY_CACHE_MS : API_KEY_NEGATIVE_CACHE_MS));
      return key;
    });
  }
}
