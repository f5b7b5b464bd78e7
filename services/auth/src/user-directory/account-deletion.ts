import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthEvents } from '@storefront/contracts';
import { Outbox } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { ApiKeysRevision } from '../api-keys/api-keys-revision';
import { SessionsService } from '../sessions/sessions.service';
import { assertNotLastAdmin } from '../users/last-admin.rule';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

/**
 * Deletes an account, whether its owner or an administrator asks: never the last owner; the
 * deletion and its `auth.user.deleted` event commit together, then its sessions end (their
 * sockets close) and its API keys stop being honoured.
 */
@Injectable()
export class AccountDeletion {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly outbox: Outbox,
    private readonly apiKeys: ApiKeysRevision,
  ) {}

  async delete(user: UserEntity): Promise<void> {
    const sessionIds = await this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['auth:admins']);
      await assertNotLastAdmin(this.users, user, tx);
      const ids = await this.sessions.liveSessionIds(user.id, tx);
      await this.users.delete(user.id, tx);
      await this.outbox.add(tx, AuthEvents.userDeleted, { userId: user.id });
      return ids;
    });
    await this.sessions.announceEnded(sessionIds);
    await this.apiKeys.bump(`deleting user ${user.id}`);
    this.outbox.flush();
  }
}
