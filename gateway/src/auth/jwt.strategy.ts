import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AccessTokenClaims } from '@storefront/contracts';
import jwt from 'jsonwebtoken';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AccessTokenVerifier, TOKEN_ALGORITHMS, TOKEN_AUDIENCE } from './access-token.verifier';
import type { AuthUser } from './auth-user';

/** passport-jwt with the auth service's public keys (looked up by `kid`) and the revocation check. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(private readonly verifier: AccessTokenVerifier) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: TOKEN_ALGORITHMS,
      audience: TOKEN_AUDIENCE,
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

  validate(claims: AccessTokenClaims): Promise<AuthUser> {
    return this.verifier.toUser(claims);
  }
}
