import { Injectable } from '@nestjs/common';
import { AuthSubjects, JwksReply } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { createPublicKey, KeyObject } from 'node:crypto';

/** Refetches for an unknown key id at most this often, so forged kids cannot flood NATS. */
const REFETCH_INTERVAL_MS = 5000;

/**
 * The auth service's public signing keys, fetched over NATS once and kept; a token signed with
 * a key id not seen yet (after a key rotation) triggers one refetch.
 */
@Injectable()
export class SigningKeysCache {
  private keys = new Map<string, KeyObject>();
  private issuerValue?: string;
  private lastFetch = 0;
  private inflight?: Promise<void>;

  constructor(private readonly bus: MessageBus) {}

  async publicKey(kid: string): Promise<KeyObject | undefined> {
    if (!this.keys.has(kid) && Date.now() - this.lastFetch > REFETCH_INTERVAL_MS) await this.refresh();
    return this.keys.get(kid);
  }

  async issuer(): Promise<string> {
    if (!this.issuerValue) await this.refresh();
    return this.issuerValue!;
  }

  async jwks(): Promise<Pick<JwksReply, 'keys'>> {
    const reply = await this.bus.request(AuthSubjects.getJwks, {});
    return { keys: reply.keys };
  }

  private refresh(): Promise<void> {
    this.inflight ??= this.bus
      .request(AuthSubjects.getJwks, {})
      .then((reply) => {
        this.keys = new Map(
          reply.keys.map((jwk) => [jwk.kid, createPublicKey({ key: { ...jwk }, format: 'jwk' })]),
        );
        this.issuerValue = reply.issuer;
        this.lastFetch = Date.now();
      })
      .finally(() => (this.inflight = undefined));
    return this.inflight;
  }
}
