export const AuthEvents = {
  userRegistered: 'auth.user.registered',
  userDeleted: 'auth.user.deleted',
  userStatusChanged: 'auth.user.status-changed',
  userSignedOut: 'auth.user.signed-out',
} as const;

/** A new account was created (before its email is verified). Credits start at 0. */
export interface UserRegisteredEvent {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  registeredAt: string;
}

/** An account was deleted, by its owner or an administrator. Other services drop its data. */
export interface UserDeletedEvent {
  userId: string;
}

/** `role_changed`: an administrator's back-office role changed (owner, finance, support). */
export type UserStatusChangeReason =
  'suspended' | 'reactivated' | 'admin_granted' | 'admin_revoked' | 'role_changed' | 'password_changed';

/**
 * A user's standing changed; the gateway pushes `user:status_changed` to their sockets. For
 * 'suspended', 'admin_revoked' and 'password_changed' their sessions have already ended
 * (except `keptSessionId`, the session that changed its own password).
 */
export interface UserStatusChangedEvent {
  userId: string;
  reason: UserStatusChangeReason;
  keptSessionId?: string;
}

/**
 * A sign-out ended sessions (one event per call, after they ended; also Settings › Sessions, a
 * reused refresh token); the gateways close their sockets. `ended` says which: `sessionId` alone
 * (scope local, or an aal1 session refused `global`), every one but `keptSessionId` (others), or
 * all of them (global).
 */
export type UserSignedOutEvent =
  | { userId: string; ended: 'session'; sessionId: string }
  | { userId: string; ended: 'others'; keptSessionId: string }
  | { userId: string; ended: 'all' };

export type AuthEventPayloads = {
  'auth.user.registered': UserRegisteredEvent;
  'auth.user.deleted': UserDeletedEvent;
  'auth.user.status-changed': UserStatusChangedEvent;
  'auth.user.signed-out': UserSignedOutEvent;
};
