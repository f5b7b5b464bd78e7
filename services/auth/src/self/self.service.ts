import { Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  AuthEvents,
  AUTH_MESSAGES,
  Caller,
  CommonErrorCode,
  DeleteSelfRequest,
  GoTrueUser,
  MessageReply,
  MfaErrorCode,
  MFA_MESSAGES,
  UpdateSelfRequest,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import type { EntityManager } from 'typeorm';
import { PasswordChangeAlerts } from '../account-sessions/password-change-alerts';
import { ApiKeysRevision } from '../api-keys/api-keys-revision';
import { PersonalKeysRevocation } from '../api-keys/personal-keys-revocation';
import { AccountDeletion } from '../user-directory/account-deletion';
import { FactorsService } from '../mfa/factors.service';
import { assertPasswordAllowed, PasswordHasher } from '../passwords/password-hasher';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionEntity } from '../sessions/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { toGoTrueUser } from '../users/user-views';
import type { UserEntity } from '../users/user.entity';
import { normalizeEmail, UsersRepository } from '../users/users.repository';

/** The signed-in user's own account: read, update (GoTrue PUT /user) and delete. */
@Injectable()
export class SelfService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly factors: FactorsService,
    private readonly reauthentication: ReauthenticationService,
    private readonly apiKeys: ApiKeysRevision,
    private readonly deletion: AccountDeletion,
    private readonly personalKeys: PersonalKeysRevocation,
    private readonly passwordAlerts: PasswordChangeAlerts,
  ) {}

  async get(caller: Caller): Promise<GoTrueUser> {
    const { user } = await this.sessions.requireCaller(caller);
    return this.withFactors(user);
  }

  /**
   * A password change needs the session at aal2 when two-factor is on (403 insufficient_aal, as
   * GoTrue says it), and the current_password or the nonce GET /reauthenticate emailed (unless the
   * session signed in with a password-reset code moments ago); it ends every other session of the
   * account and is mailed to the owner (PasswordChangeAlerts). Email changes are not offered to
   * users.
   */
  async update(req: UpdateSelfRequest): Promise<GoTrueUser> {
    const { user, session } = await this.sessions.requireCaller(req.caller);
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
    if (req.language !== undefined) changes.language = req.language;
    if (req.password !== undefined) {
      this.requireFullSession(user, session);
      assertPasswordAllowed(req.password);
      await this.requirePasswordProof(user, session, req);
      if (await this.hasher.verify(user.passwordHash, req.password)) {
        throw new ServiceError(422, AuthErrorCode.SamePassword, AUTH_MESSAGES.samePassword);
      }
      changes.passwordHash = await this.hasher.hashNew(req.password);
    }
    const write = (tx?: EntityManager) => this.users.update(user.id, changes, tx);
    if (changes.passwordHash)
      await this.personalKeys.alongside(user, 'password_changed', async (tx) => {
        await write(tx);
        await this.passwordAlerts.record(tx, {
          userId: user.id,
          method: 'change',
          sessionId: session.id,
          client: req.client ?? { ip: session.ip, userAgent: session.userAgent },
        });
      });
    else if (Object.keys(changes).length) await write();
    if (changes.passwordHash) {
      this.passwordAlerts.sent();
      await this.sessions.revoke({ userId: user.id, exceptSessionId: session.id });
      await this.outbox.publish(AuthEvents.userStatusChanged, {
        userId: user.id,
        reason: 'password_changed',
        keptSessionId: session.id,
      });
    }
    return this.withFactors((await this.users.findById(user.id))!);
  }

  /** Deletes the account for real once the password confirms it; other services drop their data on the event. */
  async delete(req: DeleteSelfRequest): Promise<MessageReply> {
    const { user, session } = await this.sessions.requireCaller(req.caller);
    this.requireFullSession(user, session);
    if (!(await this.hasher.verify(user.passwordHash, req.password))) {
      throw ServiceError.badRequest('Incorrect password', AuthErrorCode.InvalidCredentials);
    }
    await this.deletion.delete(user);
    return { message: 'Your account has been deleted' };
  }

  /** The user as GET /user shows it, with their authenticator apps. */
  private async withFactors(user: UserEntity): Promise<GoTrueUser> {
    return { ...toGoTrueUser(user), factors: await this.factors.list(user.id) };
  }

  private async requirePasswordProof(
    user: UserEntity,
    session: SessionEntity,
    req: UpdateSelfRequest,
  ): Promise<void> {
    if (typeof req.nonce === 'string')
      return this.reauthentication.prove(user, { nonce: req.nonce }, req.client);
    if (typeof req.currentPassword === 'string') {
      try {
        return await this.reauthentication.prove(user, { password: req.currentPassword }, req.client);
      } catch (err) {
        if (err instanceof ServiceError && err.code === MfaErrorCode.ReauthenticationNotValid)
          throw ServiceError.badRequest(
            AUTH_MESSAGES.currentPasswordInvalid,
            AuthErrorCode.CurrentPasswordInvalid,
          );
        throw err;
      }
    }
    if (this.reauthentication.recentlyRecovered(session)) return;
    throw ServiceError.forbidden(MFA_MESSAGES.reauthenticationNeeded, MfaErrorCode.ReauthenticationNeeded);
  }

  /** The gateway already refuses aal1 here; checked again so no other caller can skip it. */
  private requireFullSession(user: UserEntity, session: SessionEntity): void {
    if (user.twoFactorEnabled && session.aal !== 'aal2') {
      throw ServiceError.forbidden(AUTH_MESSAGES.mfaRequired, AuthErrorCode.MfaRequired);
    }
  }
}
