import { Injectable } from '@nestjs/common';
import { AccessTokenClaims, AuthErrorCode, AUTH_MESSAGES } from '@storefront/contracts';
import { ExpiringMap, ServiceError } from '@storefront/platform';
import jwt, { JwtHeader } from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import type { AuthUser } from './auth-user';
import { RevokedSessionsStore } from './revoked-sessions.store';
import { SessionActivityRecorder } from './session-activity.recorder';
import { SigningKeysCache } from './signing-keys.cache';

export const TOKEN_ALGORITHMS: jwt.Algorithm[] = ['ES256'];
export const TOKEN_AUDIENCE = 'authenticated';

export const badToken = (message = 'Invalid access token') =>
  ServiceError.unauthorized(message, AuthErrorCode.BadJwt);

/** How many verified tokens one gateway remembers (about 1 kB each); the oldest go first. */
export const VERIFIED_TOKENS_MAX = 10_000;

interface VerifiedToken {
  claims: AccessTokenClaims;
  kid: string;
  key: KeyObject;
}

/**
 * Turns an access token into the caller. The HTTP guard goes through passport-jwt (`keyFor`,
 * `toUser` and `passed`) for a token it has not seen, and `known` for one it has; sockets and
 * anything else without a request call `verify` directly.
 *
 * An ES256 signature check costs more CPU than the rest of a socket's hello or of a signed-in
 * read, and a client sends the same token for its whole life, so a token whose signature,
 * algorithm and audience passed is remembered, by its full text (signature included), until its `exp`.
 * What can change during a token's life is checked on every call all the same: that it has not
 * expired, that its signing key is still published, its issuer, and that its session has not been
 * revoked (Redis), so a signed-out or suspended session is refused at once. A live session's use is
 * recorded for its "Last active".
 */
@Injectable()
export class AccessTokenVerifier {
  /** By token text, each until its `exp`. */
  private readonly verified = new ExpiringMap<string, VerifiedToken>({ maxEntries: VERIFIED_TOKENS_MAX });

  constructor(
    private readonly keys: SigningKeysCache,
    private readonly revoked: RevokedSessionsStore,
    private readonly activity: SessionActivityRecorder,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    const known = await this.known(token);
    if (known) return known;
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload === 'string') throw badToken();
    const key = await this.keyFor(decoded.header);
    let claims: AccessTokenClaims;
    try {
      claims = jwt.verify(token, key, {
        algorithms: TOKEN_ALGORITHMS,
        audience: TOKEN_AUDIENCE,
      }) as unknown as AccessTokenClaims;
    } catch (err) {
      throw err instanceof jwt.TokenExpiredError ? badToken(AUTH_MESSAGES.sessionExpired) : badToken();
    }
    const user = await this.toUser(claims);
    this.remember(token, claims, decoded.header.kid!, key);
    return user;
  }

  /** The caller of a token whose signature checked out before, or null when it must be checked in full. */
  async known(token: string): Promise<AuthUser | null> {
    const known = this.verified.get(token);
    if (!known) return null;
    if ((await this.keys.publicKey(known.kid)) === known.key) return this.toUser(known.claims);
    // The key was withdrawn or replaced: verify from scratch.
    this.verified.delete(token);
    return null;
  }

  /** Remembers a token whose signature, algorithm and audience passport-jwt has just checked. */
  async passed(token: string, claims: AccessTokenClaims): Promise<void> {
    const header = jwt.decode(token, { complete: true })?.header;
    if (header?.kid) this.remember(token, claims, header.kid, await this.keyFor(header));
  }

  private remember(token: string, claims: AccessTokenClaims, kid: string, key: KeyObject) {
    // A token without an expiry is checked in full every time.
    if (typeof claims.exp !== 'number') return;
    this.verified.set(token, { claims, kid, key }, claims.exp * 1000);
  }

  /** The key named by a token's header; used by passport-jwt's key provider too. */
  async keyFor(header: JwtHeader) {
    const key =
      header.kid && TOKEN_ALGORITHMS.includes(header.alg as jwt.Algorithm)
        ? await this.keys.publicKey(header.kid)
        : undefined;
    if (!key) throw badToken();
    return key;
  }

  /** Checks what the signature cannot: the issuer, the claims' shape and that the session is live. */
  async toUser(claims: AccessTokenClaims): Promise<AuthUser> {
    if (
      claims.iss !== (await this.keys.issuer()) ||
      typeof claims.sub !== 'string' ||
      typeof claims.session_id !== 'string'
    ) {
      throw badToken();
    }
    let revoked: boolean;
    try {
      revoked = await this.revoked.isRevoked(claims.session_id);
    } catch {
      // Fail closed: without Redis a signed-out session could not be told from a live one.
      throw ServiceError.unavailable('Sign-in checks are unavailable. Please try again later');
    }
    if (revoked) throw ServiceError.unauthorized(AUTH_MESSAGES.sessionExpired, AuthErrorCode.SessionNotFound);
    this.activity.used(claims.session_id);
    return {
      id: claims.sub,
      email: claims.email,
      isAdmin: claims.app_metadata?.is_admin === true,
      sessionId: claims.session_id,
      aal: claims.aal === 'aal2' ? 'aal2' : 'aal1',
      twoFactorEnabled: claims.app_metadata?.two_factor_enabled === true,
    };
  }
}
