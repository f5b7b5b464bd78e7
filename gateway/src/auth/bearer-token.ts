import type { AuthUser } from './auth-user';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme in any case, as RFC 7235
 * allows), or undefined for no header, another scheme, or anything after the token. Every bearer
 * the gateway takes is read here: access tokens, API keys, the metrics token.
 */
export function bearerToken(header: unknown): string | undefined {
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Whether a verified session counts as signed in: an account with a second factor is signed in
 * only once the session passed it (aal2). The HTTP API, the sockets and the maintenance check ask
 * this.
 */
export function passedSecondFactor(user: Pick<AuthUser, 'twoFactorEnabled' | 'aal'>): boolean {
  return !user.twoFactorEnabled || user.aal === 'aal2';
}
