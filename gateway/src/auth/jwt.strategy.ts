import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AccessTokenClaims } from '@storefront/contracts';
import type { IncomingMessage } from 'node:http';
import jwt from 'jsonwebtoken';
import { Strategy } from 'passport-jwt';
import { AccessTokenVerifier, TOKEN_ALGORITHMS, TOKEN_AUDIENCE } from './access-token.verifier';
import type { AuthUser } from './auth-user';
import { bearerToken } from './bearer-token';

const tokenOf = (req: IncomingMessage) => bearerToken(req.headers.authorization);

/**
 * passport-jwt with the auth service's public keys (looked up by `kid`) and the revocation check.
 * A token passport-jwt has verified is remembered (AccessTokenVerifier), so the next request with
 * it skips the ES256 check, never the expiry, key, issuer and revocation checks.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(private readonly verifier: AccessTokenVerifier) {
    super({
      jwtFromRequest: (req: IncomingMessage) => tokenOf(req) ?? null,
      algorithms: TOKEN_ALGORITHMS,
      audience: TOKEN_AUDIENCE,
      passReqToCallback: true,
      secretOrKeyProvider: (
        _req: unknown,
        rawJwt: string,
        done: (err: unknown, key?: string | Buffer) => void,
      ) => {
        const decoded = jwt.decode(rawJwt, { complete: true });
        if (!decoded) return done(new Error('malformed token'));
        verifier.keyFor(decoded.header).then(
          // jsonwebtoken takes a KeyObject although passport-jwt's typings say string | Buffer.
          (key) => done(null, key as unknown as Buffer),
          (err) => done(err),
        );
      },
    });
  }

  override authenticate(req: IncomingMessage, options?: object) {
    const token = tokenOf(req);
    if (!token) return super.authenticate(req as never, options);
    this.verifier.known(token).then(
      (user) => (user ? this.success(user) : super.authenticate(req as never, options)),
      (err) => this.error(err as Error),
    );
  }

  async validate(req: IncomingMessage, claims: AccessTokenClaims): Promise<AuthUser> {
    const user = await this.verifier.toUser(claims);
    await this.verifier.passed(tokenOf(req)!, claims);
    return user;
  }
}
