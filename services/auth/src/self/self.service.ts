import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AuthErrorCode,
  AuthEvents,
  AuthMessages,
  Caller,
  CommonErrorCode,
  DeleteSelfRequest,
  GoTrueUser,
  MessageReply,
  UpdateSelfRequest,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { ApiKeysRevision } from '../api-keys/api-keys-revision';
import { assertPasswordAllowed, PasswordHasher } from '../passwords/password-hasher';
import { SessionEntity } from '../sessions/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { assertNotLastAdmin } from '../users/last-admin.rule';
import { toGoTrueUser } from '../users/user-views';
import type { UserEntity } from '../users/user.entity';
import { normalizeEmail, UsersRepository } from '../users/users.repository';

/** The signed-in user's own account: read, update (GoTrue PUT /user) and delete. */
@Injectable()
export class SelfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly apiKeys: ApiKeysRevision,
  ) {}

  async get(caller: Caller): Promise<GoTrueUser> {
    const { user } = await this.load(caller);
    return toGoTrueUser(user);
  }

  /**
   * A password change needs only the signed-in session (at aal2 when two-factor is on); it ends
   * every other session of the account. A current_password sent with it (auth-js allows one) must
   * be right. Email changes are not offered to users.
   */
  async update(req: UpdateSelfRequest): Promise<GoTrueUser> {
    const { user, session } = await this.load(req.caller);
    if (req.email !== undefined && normalizeEmail(req.email) !== user.email) {
      throw new ServiceError(
        422,
        CommonErrorCode.ValidationFailed,
        'Changing the email address is not supported. Please contact support',
      );
    }
    const changes: Partial<UserEntity> = {};
    if (req.firstName !== undefined) changes.firstName = req.firstName.trim();
    if (req.lastName !== undefined) changes.lastName = req.lastName.trim();
    if (req.password !== undefined) {
      this.requireFullSession(user, session);
      assertPasswordAllowed(req.password);
      if (
        typeof req.currentPassword === 'string' &&
        !(await this.hasher.verify(user.passwordHash, req.currentPassword))
      ) {
        throw ServiceError.badRequest(
          AuthMessages.currentPasswordInvalid,
          AuthErrorCode.CurrentPasswordInvalid,
        );
      }
      if (await this.hasher.verify(user.passwordHash, req.password)) {
        throw new ServiceError(422, AuthErrorCode.SamePassword, AuthMessages.samePassword);
      }
      changes.passwordHash = await this.hasher.hashNew(req.password);
    }
    if (Object.keys(changes).length) await this.users.update(user.id, changes);
    if (changes.passwordHash) {
      await this.sessions.revoke({ userId: user.id, exceptSessionId: session.id });
      await this.outbox.publish(AuthEvents.userStatusChanged, {
        userId: user.id,
        reason: 'password_changed',
        keptSessionId: session.id,
      });
    }
    return toGoTrueUser((await this.users.findById(user.id))!);
  }

  /** Deletes the account for real once the password confirms it; other services drop their data on the event. */
  async delete(req: DeleteSelfRequest): Promise<MessageReply> {
    const { user, session } = await this.load(req.caller);
    this.requireFullSession(user, session);
    if (!(await this.hasher.verify(user.passwordHash, req.password))) {
      throw ServiceError.badRequest('Incorrect password', AuthErrorCode.InvalidCredentials);
    }
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
    return { message: 'Your account has been deleted' };
  }

  private async load(caller: Caller): Promise<{ user: UserEntity; session: SessionEntity }> {
    const session = await this.sessions.requireLive(caller);
    const user = await this.users.findById(caller.userId);
    if (!user)
      throw ServiceError.forbidden('User from sub claim in JWT does not exist', AuthErrorCode.UserNotFound);
    return { user, session };
  }

  /** The gateway already refuses aal1 here; checked again so no other caller can skip it. */
  private requireFullSession(user: UserEntity, session: SessionEntity): void {
    if (user.twoFactorEnabled && session.aal !== 'aal2') {
      throw ServiceError.forbidden(AuthMessages.mfaRequired, AuthErrorCode.MfaRequired);
    }
  }
}
