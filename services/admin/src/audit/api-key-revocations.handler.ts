import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ApiKeyEvents, ApiKeysRevokedDto } from '@storefront/contracts';
import { DroppedEventFilter } from '@storefront/platform';
import { AuditLogRepository } from './audit-log.repository';

/**
 * Keys revoked by auth itself (a new password, "This wasn't me") go to the audit log as any key
 * revocation does (`api-keys.revoked`), one entry per key, and the passkeys removed with them as
 * `passkeys.removed`, each with why; the actor is whoever set the password or followed the link.
 */
@Controller()
export class ApiKeyRevocationsHandler {
  constructor(private readonly log: AuditLogRepository) {}

  @EventPattern(ApiKeyEvents.revoked)
  @UseFilters(DroppedEventFilter)
  async onRevoked(@Payload() event: ApiKeysRevokedDto): Promise<void> {
    for (const key of event.keys) {
      await this.log.appendOnce({
        actor: event.actor,
        action: 'api-keys.revoked',
        target: key.id,
        details: { name: key.name, prefix: key.prefix, cause: event.cause },
      });
    }
    for (const passkey of event.passkeys ?? []) {
      await this.log.appendOnce({
        actor: event.actor,
        action: 'passkeys.removed',
        target: passkey.id,
        details: { name: passkey.name, cause: event.cause },
      });
    }
  }
}
