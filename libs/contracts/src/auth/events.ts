export const AuthEvents = {
  userRegistered: 'auth.user.registered',
} as const;

/** A new account was created (before its email is verified). Credits start at 0. */
export interface UserRegisteredEvent {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  registeredAt: string;
}

export type AuthEventPayloads = {
  'auth.user.registered': UserRegisteredEvent;
};
