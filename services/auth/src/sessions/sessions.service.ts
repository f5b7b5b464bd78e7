import { Inject, Injectable } from '@nestjs/common';
import {
  Aal,
  AmrEntry,
  AmrMethod,
  AuthErrorCode,
  AuthEvents,
  AUTH_MESSAGES,
  Caller,
  ClientContext,
  GoTrueSession,
  SignOutScope,
  UserSignedOutEvent,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AuthConfig } from '../config';
import { toGoTrueFactors } from '../mfa/factor-views';
import { FactorsRepository } from '../mfa/factors.repository';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { appMetadata, toGoTrueUser, userMetadata } from '../users/user-views';
import { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { NewSignInAlerts } from '../account-sessions/new-sign-in-alerts';
import { decideRefresh } from './refresh-rotation';
import { RevokedSessionsPublisher } from './revoked-sessions.publisher';
import { SessionEntity } from './session.entity';
import { SessionsRepository } from './sessions.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const now = () => Math.floor(Date.now() / 1000);

const refreshTokenNotFound = () =>
  ServiceError.badRequest(
    'Invalid Refresh Token: Refresh Token Not Found',
    AuthErrorCode.RefreshTokenNotFound,
  );

/** Sessions, their rotating refresh tokens and the access tokens issued for them. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly keys: SigningKeysService,
    private readonly revoked: RevokedSessionsPublisher,
    private readonly outbox: Outbox,
    private readonly alerts: NewSignInAlerts,
    private readonly factors: FactorsRepository,
    @Inject(AuthConfig) private readonly config: AuthConfig,
  ) {}

  /**
   * Signs a user in: a new session at aal1 (two-factor raises it later; a passkey's sign-in starts
   * at aal2), its first refresh token and an access token. A sign-in from a device and address the
   * account has not used lately is announced once it is committed (NewSignInAlerts).
   */
  async start(
    user: UserEntity,
    method: AmrMethod,
    client: ClientContext,
    em?: EntityManager,
    aal: Aal = 'aal1',
  ): Promise<GoTrueSession> {
    let started: SessionEntity | undefined;
    const work = async (tx: EntityManager) => {
      const signedInAt = new Date();
      await this.users.update(user.id, { lastSignInAt: signedInAt }, tx);
      user.lastSignInAt = signedInAt;
      const session = await this.sessions.createSession(
        user.id,
        aal,
        [{ method, timestamp: now() }],
        client,
        tx,
      );
      started = session;
      const refreshToken = await this.newRefreshToken(session.id, null, tx);
      return this.issue(user, session, refreshToken, tx);
    };
    if (em) return work(em);
    const issued = await this.sessions.transaction(work);
    if (started) await this.alerts.afterSignIn(started);
    return issued;
  }

  /**
   * Exchanges a refresh token for a new one and an access token. A token already exchanged ends
   * the session, unless it is a retry or a concurrent refresh within the reuse interval
   * (`decideRefresh`), which gets a second child of the same token instead.
   */
  async refresh(refreshToken: string): Promise<GoTrueSession> {
    type Outcome =
      | { kind: 'issued'; session: GoTrueSession }
      | { kind: 'reuse' | 'inactive' | 'missing'; userId: string; sessionId: string };
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.sessions.transaction(async (tx): Promise<Outcome> => {
      const presented = await this.sessions.findRefreshToken(tokenHash, tx);
      if (!presented) throw refreshTokenNotFound();
      const session = await this.sessions.lockSession(presented.sessionId, tx);
      // Read again under the lock: a concurrent refresh of the same token may have just exchanged it.
      const token = session && (await this.sessions.findRefreshToken(tokenHash, tx));
      if (!session || !token) throw refreshTokenNotFound();
      const now = new Date();
      const decision = decideRefresh(token, session, {
        children: token.revoked ? await this.sessions.findChildren(token.id, tx) : [],
        now,
        reuseIntervalSeconds: this.config.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
      });
      if (decision === 'session-ended') throw refreshTokenNotFound();
      if (
        decision === 'reuse-detected' ||
        (decision === 'rotate' && !(await this.sessions.markExchanged(token.id, now, tx)))
      ) {
        return { kind: 'reuse', userId: session.userId, sessionId: session.id };
      }
      const user = await this.users.findById(session.userId, tx);
      if (!user || !user.isActive)
        return { kind: user ? 'inactive' : 'missing', userId: session.userId, sessionId: session.id };
      await this.sessions.touch(session.id, tx);
      // On 'reissue' this is a second child of the same token: the first one cannot be handed back,
      // only its hash is stored.
      const next = await this.newRefreshToken(session.id, token.id, tx);
      return { kind: 'issued', session: await this.issue(user, session, next, tx) };
    });
    if (outcome.kind === 'issued') return outcome.session;
    // Revocations happen outside the transaction above so they stick even though the request fails;
    // the ended session's sockets close with it.
    await this.endBySignOut({ userId: outcome.userId, ended: 'session', sessionId: outcome.sessionId });
    if (outcome.kind === 'reuse') {
      throw ServiceError.badRequest(
        'Invalid Refresh Token: Already Used',
        AuthErrorCode.RefreshTokenAlreadyUsed,
      );
    }
    if (outcome.kind === 'missing') throw refreshTokenNotFound();
    throw ServiceError.forbidden(AUTH_MESSAGES.suspended, AuthErrorCode.UserBanned);
  }

  /** Raises a session after a second factor, with a fresh refresh-token chain (as GoTrue does). */
  async raise(user: UserEntity, session: SessionEntity, method: AmrMethod): Promise<GoTrueSession> {
    return this.sessions.transaction(async (tx) => {
      const amr: AmrEntry[] = [
        { method, timestamp: now() },
        ...session.amr.filter((entry) => entry.method !== method),
      ];
      await this.sessions.raiseAal(session.id, 'aal2', amr, tx);
      await this.sessions.revokeTokens(session.id, tx);
      const refreshToken = await this.newRefreshToken(session.id, null, tx);
      return this.issue(user, { ...session, aal: 'aal2', amr }, refreshToken, tx);
    });
  }

  /** Marks a session aal2 without issuing tokens; its next refresh carries the new level. */
  async markAal2(session: SessionEntity, method: AmrMethod): Promise<void> {
    const amr: AmrEntry[] = [
      { method, timestamp: now() },
      ...session.amr.filter((entry) => entry.method !== method),
    ];
    await this.sessions.raiseAal(session.id, 'aal2', amr);
  }

  /** The caller's session, refused once it has ended. */
  async requireLive(caller: Caller): Promise<SessionEntity> {
    const session = await this.sessions.findSession(caller.sessionId);
    if (!session || session.revokedAt || session.userId !== caller.userId) {
      throw ServiceError.forbidden(
        'Session from session_id claim in JWT does not exist',
        AuthErrorCode.SessionNotFound,
      );
    }
    return session;
  }

  /** The caller's live session and its account, refused once either is gone. */
  async requireCaller(caller: Caller): Promise<{ user: UserEntity; session: SessionEntity }> {
    const session = await this.requireLive(caller);
    const user = await this.users.findById(caller.userId);
    if (!user)
      throw ServiceError.forbidden('User from sub claim in JWT does not exist', AuthErrorCode.UserNotFound);
    return { user, session };
  }

  /**
   * A session that has passed only the password while two-factor is on may end itself, nothing
   * more: otherwise whoever holds the password alone could sign the owner out everywhere. Asked
   * for `global`, it still ends itself (auth-js drops its tokens on a 403 anyway) and is refused
   * the rest.
   */
  async signOut(caller: Caller, scope: SignOutScope): Promise<void> {
    const { userId, sessionId } = caller;
    const itself: UserSignedOutEvent = { userId, ended: 'session', sessionId };
    if (scope !== 'local' && !(await this.passedTwoFactor(caller))) {
      if (scope === 'global') await this.endBySignOut(itself);
      throw ServiceError.forbidden(AUTH_MESSAGES.mfaRequired, AuthErrorCode.MfaRequired);
    }
    if (scope === 'local') await this.endBySignOut(itself);
    else if (scope === 'others')
      await this.endBySignOut({ userId, ended: 'others', keptSessionId: sessionId });
    else await this.endBySignOut({ userId, ended: 'all' });
  }

  /** Ends sessions in the database and tells the gateways at once. */
  async revoke(where: { userId: string; exceptSessionId?: string } | { sessionId: string }): Promise<void> {
    const ids = await this.sessions.revoke(where);
    await this.revoked.publish(ids);
  }

  /** For a user about to be deleted: their sessions vanish with the row, the gateways must know. */
  async announceEnded(sessionIds: string[]): Promise<void> {
    await this.revoked.publish(sessionIds);
  }

  liveSessionIds(userId: string, em?: EntityManager): Promise<string[]> {
    return this.sessions.liveSessionIds(userId, em);
  }

  /**
   * Ends the sessions a sign-out names, then tells the gateways to close their sockets (also
   * Settings › Sessions, an alert's "This wasn't me", a confirmed sign-up, a reused refresh token).
   */
  async endBySignOut(event: UserSignedOutEvent): Promise<void> {
    if (event.ended === 'session') await this.revoke({ sessionId: event.sessionId });
    else if (event.ended === 'others')
      await this.revoke({ userId: event.userId, exceptSessionId: event.keptSessionId });
    else await this.revoke({ userId: event.userId });
    await this.outbox.publish(AuthEvents.userSignedOut, event);
  }

  /** True unless the account has two-factor on and this session has not passed it. */
  private async passedTwoFactor(caller: Caller): Promise<boolean> {
    const session = await this.requireLive(caller);
    const user = await this.users.findById(caller.userId);
    return !user?.twoFactorEnabled || session.aal === 'aal2';
  }

  private async newRefreshToken(
    sessionId: string,
    parentId: string | null,
    em: EntityManager,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insertRefreshToken(sessionId, hashToken(token), parentId, em);
    return token;
  }

  /** The tokens and the user as GoTrue returns them, its factors listed (auth-js reads them). */
  private async issue(
    user: UserEntity,
    session: Pick<SessionEntity, 'id' | 'aal' | 'amr'>,
    refreshToken: string,
    em: EntityManager,
  ): Promise<GoTrueSession> {
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS;
    const accessToken = this.keys.sign(
      {
        sub: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        phone: '',
        aal: session.aal as Aal,
        amr: session.amr,
        session_id: session.id,
        is_anonymous: false,
        app_metadata: appMetadata(user),
        user_metadata: userMetadata(user),
      },
      ttl,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: now() + ttl,
      refresh_token: refreshToken,
      user: { ...toGoTrueUser(user), factors: toGoTrueFactors(await this.factors.list(user.id, em)) },
    };
  }
}
