import type { AdminRole } from './admin-roles';
import type { TextLanguage } from '../stored-texts/stored-texts';
import type { GoTrueSession, GoTrueUser, UserSummary } from './user';

/**
 * Request/reply subjects of the auth service. The first group backs the GoTrue-compatible
 * `/auth/v1` API and the product's account routes; the second is for other services.
 */
export const AuthSubjects = {
  signUp: 'auth.account.sign-up',
  verifyCode: 'auth.code.verify',
  resendCode: 'auth.code.resend',
  requestRecovery: 'auth.recovery.request',
  checkRecoveryCode: 'auth.recovery.check',
  resetPassword: 'auth.password.reset',
  requestOtp: 'auth.otp.request',
  signIn: 'auth.session.sign-in',
  refreshSession: 'auth.session.refresh',
  signOut: 'auth.session.sign-out',
  getSelf: 'auth.self.get',
  updateSelf: 'auth.self.update',
  deleteSelf: 'auth.self.delete',
  sendTwoFactorSetup: 'auth.two-factor.send-setup',
  enableTwoFactor: 'auth.two-factor.enable',
  challengeTwoFactor: 'auth.two-factor.challenge',
  verifyTwoFactor: 'auth.two-factor.verify',
  disableTwoFactor: 'auth.two-factor.disable',
  getJwks: 'auth.jwks.get',

  getUsers: 'auth.user.get-many',
  listUsers: 'auth.user.list',
  updateUser: 'auth.user.update',
  deleteUser: 'auth.user.delete',
  isAdmin: 'auth.user.is-admin',
  /** Ids of every active account in id order, a page at a time (broadcasts). */
  listActiveUserIds: 'auth.user.active-ids',
} as const;

export const USER_ID_PAGE_MAX = 10000;

export interface ListUserIdsRequest {
  /** Continue after this id (keyset paging); omit for the first page. */
  after?: string;
  /** At most USER_ID_PAGE_MAX. */
  limit?: number;
}

/** Who is calling, as the gateway saw it; used for rate limits and the session record. */
export interface ClientContext {
  ip: string;
  userAgent?: string;
}

/** The signed-in caller, from a verified access token. */
export interface Caller {
  userId: string;
  sessionId: string;
}

export type CodeType = 'signup' | 'email' | 'recovery' | 'magiclink';
export type SignOutScope = 'global' | 'local' | 'others';

export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The sign-up's language (its `data.language`, else its Accept-Language): the account's emails, the code's first. */
  language?: TextLanguage;
  client: ClientContext;
}

export interface VerifyCodeRequest {
  type: CodeType;
  email: string;
  code: string;
  client: ClientContext;
}

export interface EmailRequest {
  email: string;
  client: ClientContext;
}

export interface ResendCodeRequest extends EmailRequest {
  type: 'signup';
}

export interface CheckRecoveryCodeRequest {
  email: string;
  code: string;
  client: ClientContext;
}

export interface ResetPasswordRequest extends CheckRecoveryCodeRequest {
  newPassword: string;
}

export interface SignInRequest {
  email: string;
  password: string;
  client: ClientContext;
}

export interface RefreshSessionRequest {
  refreshToken: string;
  client: ClientContext;
}

export interface SignOutRequest {
  caller: Caller;
  scope: SignOutScope;
}

export interface UpdateSelfRequest {
  caller: Caller;
  password?: string;
  /** A password change needs this (the account's current password) or `nonce`. */
  currentPassword?: string;
  /** The code GET /reauthenticate emailed. */
  nonce?: string;
  /** Where the change is asked from (wrong answers count against the address; the alert names it). */
  client?: ClientContext;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The language the account's emails are written in from now on. */
  language?: TextLanguage;
}

export interface DeleteSelfRequest {
  caller: Caller;
  password: string;
}

/**
 * The original client named the account by email; a named email that is not the caller's own
 * is refused, the caller's account being the only one these requests can touch.
 */
export interface TwoFactorSetupRequest {
  caller: Caller;
  claimedEmail?: string;
}

export interface TwoFactorCodeRequest extends TwoFactorSetupRequest {
  code: string;
  /** The challenge id from `challengeTwoFactor`; optional, any live code of the user is accepted. */
  challengeId?: string;
  /** The caller's address, for the per-IP limit on code tries. */
  client?: ClientContext;
}

export interface TwoFactorChallengeReply {
  id: string;
  type: 'email';
  /** Unix seconds. */
  expires_at: number;
}

export interface JwksReply {
  keys: JsonWebKeyWithKid[];
  /** The `iss` claim access tokens carry. */
  issuer: string;
}

export interface JsonWebKeyWithKid {
  kid: string;
  kty: string;
  alg: string;
  use: 'sig';
  crv?: string;
  x?: string;
  y?: string;
}

export interface MessageReply {
  message: string;
}

export interface ListUsersRequest {
  /** 1-based. */
  page?: number;
  /** At most 100; default 20. */
  perPage?: number;
  /** Matches email, first or last name (case-insensitive substring) or an exact id. */
  search?: string;
}

export interface ListUsersReply {
  users: UserSummary[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * An administrator's change to a user. Suspending, demoting or changing the password ends the
 * user's sessions; every change of status emits `auth.user.status-changed`.
 */
export interface UpdateUserRequest {
  userId: string;
  /** The administrator acting, for the log. */
  actorId?: string;
  email?: string;
  /** true alone makes an owner (the spec's flag grants every right); false removes any role. */
  isAdmin?: boolean;
  /** The back-office role to give; null removes it (same as isAdmin false). */
  role?: AdminRole | null;
  isActive?: boolean;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export type AuthRequests = {
  'auth.account.sign-up': { request: SignUpRequest; reply: GoTrueUser };
  'auth.code.verify': { request: VerifyCodeRequest; reply: GoTrueSession };
  'auth.code.resend': { request: ResendCodeRequest; reply: Record<string, never> };
  'auth.recovery.request': { request: EmailRequest; reply: Record<string, never> };
  'auth.recovery.check': { request: CheckRecoveryCodeRequest; reply: { valid: true } };
  'auth.password.reset': { request: ResetPasswordRequest; reply: MessageReply };
  'auth.otp.request': { request: EmailRequest; reply: Record<string, never> };
  'auth.session.sign-in': { request: SignInRequest; reply: GoTrueSession };
  'auth.session.refresh': { request: RefreshSessionRequest; reply: GoTrueSession };
  'auth.session.sign-out': { request: SignOutRequest; reply: Record<string, never> };
  'auth.self.get': { request: { caller: Caller }; reply: GoTrueUser };
  'auth.self.update': { request: UpdateSelfRequest; reply: GoTrueUser };
  'auth.self.delete': { request: DeleteSelfRequest; reply: MessageReply };
  'auth.two-factor.send-setup': { request: TwoFactorSetupRequest; reply: MessageReply };
  'auth.two-factor.enable': {
    request: TwoFactorCodeRequest;
    /** recoveryCodes when this turned the account's first second factor on. */
    reply: MessageReply & { recoveryCodes?: string[] };
  };
  'auth.two-factor.challenge': { request: { caller: Caller }; reply: TwoFactorChallengeReply };
  'auth.two-factor.verify': { request: TwoFactorCodeRequest; reply: GoTrueSession };
  'auth.two-factor.disable': { request: { caller: Caller }; reply: MessageReply };
  'auth.jwks.get': { request: Record<string, never>; reply: JwksReply };

  'auth.user.get-many': { request: { ids: string[] }; reply: { users: UserSummary[] } };
  'auth.user.list': { request: ListUsersRequest; reply: ListUsersReply };
  'auth.user.update': { request: UpdateUserRequest; reply: UserSummary };
  'auth.user.delete': { request: { userId: string; actorId?: string }; reply: { deleted: true } };
  /**
   * True only for an existing, active administrator, with the role that administrator holds, and
   * whether the account has any second factor (an authenticator app, the emailed code, …).
   */
  'auth.user.is-admin': {
    request: { userId: string };
    reply: { isAdmin: boolean; role: AdminRole | null; secondFactor: boolean };
  };
  'auth.user.active-ids': { request: ListUserIdsRequest; reply: { ids: string[] } };
};
