export const AuthEvents = {
  userRegistered: 'auth.user.registered',
  userDeleted: 'auth.user.deleted',
  userStatusChanged: 'auth.user.status-changed',
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

export type UserStatusChangeReason =
  'suspended' | 'reactivated' | 'admin_granted' | 'admin_revoked' | 'password_changed';

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

export type AuthEventPayloads = {
  'auth.user.registered': UserRegisteredEvent;
  'auth.user.deleted': UserDeletedEvent;
  'auth.user.status-changed': UserStatusChangedEvent;
};
