import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiKeyEvents, ApiKeysRevocationCause, RevokedApiKey } from '@storefront/contracts';
import { Outbox } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PasskeysRepository } from '../passkeys/passkeys.repository';
import { ApiKeysRevision } from './api-keys-revision';
import { ApiKeysRepository } from './api-keys.repository';

/** The account whose keys go, and who is acting (the account itself unless an administrator). */
export interface KeysOwner {
  id: string;
  email: string;
}

/**
 * A new password (changed, reset or set by an administrator) or "This wasn't me" revokes every
 * personal key of the account and removes its passkeys: whoever learnt the old password may have
 * made one, and neither needs the password. They go in the change's own transaction with their
 * `auth.api-keys.revoked` event (the owner's mail naming them, the audit log's entries), and once
 * it committed the API keys' revision moves so every gateway refuses the keys at once (a removed
 * passkey has nothing cached: the next sign-in with it finds no credential).
 */
@Injectable()
export class PersonalKeysRevocation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: ApiKeysRepository,
    private readonly outbox: Outbox,
    private readonly revision: ApiKeysRevision,
    private readonly passkeys: PasskeysRepository,
  ) {}

  /** Runs `change` and the revocation in one transaction, then tells the gateways. */
  async alongside<T>(
    owner: KeysOwner,
    cause: ApiKeysRevocationCause,
    change: (tx: EntityManager) => Promise<T>,
    actor: KeysOwner = owner,
  ): Promise<T> {
    const { result, revoked } = await this.dataSource.transaction(async (tx) => ({
      result: await change(tx),
      revoked: await this.revokeIn(tx, owner, cause, actor),
    }));
    await this.announce(owner.id, revoked);
    return result;
  }

  /** Part of the caller's transaction; call `announce` once it committed. */
  async revokeIn(
    tx: EntityManager,
    owner: KeysOwner,
    cause: ApiKeysRevocationCause,
    actor: KeysOwner = owner,
  ): Promise<RevokedApiKey[]> {
    const keys = await this.keys.revokeAllPersonal(tx, owner.id);
    const passkeys = await this.passkeys.deleteAll(tx, owner.id);
    if (keys.length || passkeys.length) {
      await this.outbox.add(tx, ApiKeyEvents.revoked, {
        revocationId: randomUUID(),
        userId: owner.id,
        cause,
        actor: { id: actor.id, email: actor.email },
        keys,
        passkeys,
        at: new Date().toISOString(),
      });
    }
    return keys;
  }

  async announce(userId: string, revoked: RevokedApiKey[]): Promise<void> {
    if (!revoked.length) return;
    await this.revision.bump(`revoking the API keys of user ${userId}`);
    this.outbox.flush();
  }
}
