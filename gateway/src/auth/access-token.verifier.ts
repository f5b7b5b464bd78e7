import { Injectable } from '@nestjs/common';
import { AccessTokenClaims, AuthErrorCode, AuthMessages } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import jwt, { JwtHeader } from 'jsonwebtoken';
import type { AuthUser } from './auth-user';
import { RevokedSessionsStore } from './revoked-sessions.store';
import { SigningKeysCache } from './signing-keys.cache';

export const TOKEN_ALGORITHMS: jwt.Algorithm[] = ['ES256'];
export const TOKEN_AUDIENCE = 'authenticated';

export const badToken = (message = 'Invalid access token') => ServiceError.unauthorized(message, AuthErrorCode.BadJwt);

/**
 * Turns an access token into the caller. The HTTP guard goes through passport-jwt; sockets and
 * anything else without a request call `verify` directly.
 */
@Injectable()
export class AccessTokenVerifier {
  constructor(
    private readonly keys: SigningKeysCache,
    private readonly revoked: RevokedSessionsStore,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload === 'string') throw badToken();
    const key = await this.keyFor(decoded.header);
    let claims: AccessTokenClaims;
    try {
      claims = jwt.verify(token, key, { algorithms: TOKEN_ALGORITHMS, audience: TOKEN_AUDIENCE }) as unknown as AccessTokenClaims;
    } catch (err) {
      throw err instanceof jwt.TokenExpiredError ? badToken(AuthMessages.sessionExpired) : badToken();
    }
    return this.toUser(claims);
  }

  /** The key named by a token's header; used by passport-jwt's key provider too. */
  async keyFor(header: JwtHeader) {
    const key = header.kid && TOKEN_ALGORITHMS.includes(header.alg as jwt.Algorithm) ? await this.keys.publicKey(header.kid) : undefined;
    if (!key) throw badToken();
    return key;
  }

  /** Checks what the signature cannot: the issuer, the claims' shape and that the session is live. */
  async toUser(claims: AccessTokenClaims): Promise<AuthUser> {
    if (claims.iss !== (await this.keys.issuer()) || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
      throw badToken();
    }
    let revoked: boolean;
    try {
      revoked = await this.revoked.isRevoked(claims.session_id);
    } catch {
      // Fail closed: without Redis a signed-out session could not be told from a live one.
      throw ServiceError.unavailable('Sign-in checks are unavailable. Please try again later');
    }
    if (revoked) throw ServiceError.unauthorized(AuthMessages.sessionExpired, AuthErrorCode.SessionNotFound);
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
