/** Shapes of users and sessions as GoTrue (Supabase Auth) serialises them, so auth-js reads them. */
import type { AdminRole } from './admin-roles';
import type { GoTrueFactor } from './factors';
import type { TextLanguage } from '../stored-texts/stored-texts';

export type Aal = 'aal1' | 'aal2';

/** How a session was authenticated, as in GoTrue's `amr` claim. */
export type AmrMethod =
  'password' | 'otp' | 'recovery' | 'magiclink' | 'mfa/email' | 'totp' | 'recovery_code' | 'webauthn';

export interface AmrEntry {
  method: AmrMethod;
  /** Unix seconds. */
  timestamp: number;
}

export interface GoTrueAppMetadata {
  provider: 'email';
  providers: ['email'];
  is_admin: boolean;
  /**
   * Only in the answer to the sign-up code's verification, when the password was set by a sign-up
   * from another device or address than the confirmer's: the password is dropped and the confirmer
   * must choose one (`POST /api/account/choose-password`).
   */
  password_required?: true;
  /** Some second factor is on: sessions must reach aal2. */
  two_factor_enabled: boolean;
  /** The emailed-code factor is on (a code is mailed at each password sign-in). */
  email_factor_enabled: boolean;
}

export interface GoTrueUserMetadata {
  first_name: string;
  last_name: string;
  /** The language the account's emails are written in; set with `data.language` at sign-up or PUT /user. */
  language: TextLanguage;
}

export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: { sub: string; email: string; email_verified: boolean };
  provider: 'email';
  email: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at?: string;
  phone: '';
  last_sign_in_at: string | null;
  app_metadata: GoTrueAppMetadata;
  user_metadata: GoTrueUserMetadata;
  identities: GoTrueIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
  /** The authenticator apps (GoTrue's factors); the emailed-code factor is not listed. */
  factors?: GoTrueFactor[];
}

export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  /** Seconds. */
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

/** The claims of an access token (ES256 JWT). */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  email: string;
  phone: '';
  role: 'authenticated';
  aal: Aal;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: false;
  app_metadata: GoTrueAppMetadata;
  user_metadata: GoTrueUserMetadata;
}

/** A user as other services and the back office see it. */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** The back-office role; null for a customer. */
  adminRole: AdminRole | null;
  isActive: boolean;
  twoFactorEnabled: boolean;
  /** The language the user's emails are written in (absent from older replies: English). */
  language: TextLanguage;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Redis key a gateway sets (to the ISO time, at most once a minute per session) when a session's
 * access token is used; the auth service reads it for the session's "Last active". Kept this long
 * after the last use; the session's own row (bumped at each refresh) covers an older one.
 */
export function sessionActivityKey(redisKeyPrefix: string, sessionId: string): string {
  return `${redisKeyPrefix}auth:session-active:${sessionId}`;
}
export const SESSION_ACTIVITY_TTL_SECONDS = 90 * 24 * 3600;
/** A session's use is written at most this often: "Last active" is to the minute. */
export const SESSION_ACTIVITY_STEP_MS = 60_000;

/** The one email factor a user with two-factor authentication has; its id is this constant. */
export const EMAIL_FACTOR_ID = 'email';

/** Redis key the auth service sets (with the access-token lifetime as TTL) when a session ends. */
export function revokedSessionKey(redisKeyPrefix: string, sessionId: string): string {
  return `${redisKeyPrefix}auth:revoked-session:${sessionId}`;
}

/**
 * The aal2 session a verified factor gives. `recovery_codes` comes once, when this verification
 * set up the account's first second factor; `recovery_codes_remaining` after a recovery code.
 */
export interface FactorVerifyReply extends GoTrueSession {
  recovery_codes?: string[];
  recovery_codes_remaining?: number;
}
