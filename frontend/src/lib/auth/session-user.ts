// What the app needs from an auth-js session: who is signed in, and whether the sign-in is still
// waiting for its emailed two-factor code (password accepted, session at aal1).
import type { Session, User } from '@supabase/auth-js';
import type { AccessTokenClaims } from './contracts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Sign-in asks for a second factor after the password. */
  twoFactorEnabled: boolean;
  /** That second factor may be a code emailed at sign-in. */
  emailFactorEnabled?: boolean;
}

export type SessionStatus = 'signed-out' | 'two-factor-pending' | 'signed-in';

/** The claims of an access token, without checking its signature (the server does that). */
export function readClaims(accessToken: string): Partial<AccessTokenClaims> {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Partial<AccessTokenClaims>;
  } catch {
    return {};
  }
}

export function sessionStatus(session: Session | null): SessionStatus {
  if (!session) return 'signed-out';
  const claims = readClaims(session.access_token);
  const twoFactorOn =
    claims.app_metadata?.two_factor_enabled ?? session.user.app_metadata?.two_factor_enabled === true;
  return twoFactorOn && claims.aal !== 'aal2' ? 'two-factor-pending' : 'signed-in';
}

export function toAuthUser(user: User): AuthUser {
  const metadata = (user.user_metadata ?? {}) as { first_name?: unknown; last_name?: unknown };
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: typeof metadata.first_name === 'string' ? metadata.first_name : '',
    lastName: typeof metadata.last_name === 'string' ? metadata.last_name : '',
    twoFactorEnabled: user.app_metadata?.two_factor_enabled === true,
    emailFactorEnabled: user.app_metadata?.email_factor_enabled === true,
  };
}

/** "Ada Lovelace", or the email when the profile has no name. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
