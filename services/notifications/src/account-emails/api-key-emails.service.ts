import { Injectable } from '@nestjs/common';
import type { ApiKeysRevokedEvent, ServiceKeyExpiringEvent } from '@storefront/contracts';
import { AccountMailer } from './account-mailer';

/** One mail per revocation, however often its event is delivered. */
const revokedEmailKey = (revocationId: string) => `api-keys-revoked:${revocationId}`;

/** One reminder per service key and owner. */
const expiringEmailKey = (keyId: string, ownerId: string) => `service-key-expiring:${keyId}:${ownerId}`;

/**
 * Mails about API keys, always sent: the keys an account lost with its password (or "This wasn't
 * me"), named so the owner knows what stopped working; and a service key about to expire, to
 * every owner, so it is replaced in time.
 */
@Injectable()
export class ApiKeyEmailsService {
  constructor(private readonly mailer: AccountMailer) {}

  async revoked(event: ApiKeysRevokedEvent): Promise<void> {
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'api-keys-revoked',
      dedupeKey: revokedEmailKey(event.revocationId),
      build: async () => ({
        kind: 'api-keys-revoked',
        cause: event.cause,
        keys: event.keys,
        passkeys: event.passkeys ?? [],
      }),
    });
  }

  /** Each owner in their own language; one already mailed is skipped when the event comes again. */
  async serviceKeyExpiring(event: ServiceKeyExpiringEvent): Promise<void> {
    for (const ownerId of event.ownerIds) {
      await this.mailer.sendOnce({
        userId: ownerId,
        kind: 'service-key-expiring',
        dedupeKey: expiringEmailKey(event.keyId, ownerId),
        build: async () => ({
          kind: 'service-key-expiring',
          name: event.name,
          prefix: event.prefix,
          expiresAt: event.expiresAt,
        }),
      });
    }
  }
}
