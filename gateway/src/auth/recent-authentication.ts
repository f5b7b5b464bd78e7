import { Injectable, SetMetadata } from '@nestjs/common';
import { MfaSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { type AuthUser, callerOf } from './auth-user';

/** Metadata key of `@RecentAuthentication()`: when the route needs the password proved lately. */
export const RECENT_AUTHENTICATION_KEY = 'recent-authentication';

/** Whether this request (by its raw body, before validation) needs a recent re-authentication. */
export type NeedsRecentAuthentication = (body: unknown) => boolean;

const always: NeedsRecentAuthentication = () => true;

/**
 * On an admin route (`@AdminOnly()`, or `@ApiKeyAuth` taking an administrator's session): after
 * the role check, the session must have proved the password within REAUTHENTICATION_WINDOW_SECONDS
 * (its sign-in or `POST /api/auth/reauthenticate`), else 403 REAUTHENTICATION_NEEDED and nothing is
 * done. `when` limits it to the requests that need it (an edit that sets credits or a role).
 */
export const RecentAuthentication = (when: NeedsRecentAuthentication = always) =>
  SetMetadata(RECENT_AUTHENTICATION_KEY, when);

/**
 * The auth service's own rule for its sensitive changes (creating a service key, turning 2FA
 * off…), asked for a back-office action: aal2 when the account has a second factor, and a proof of
 * the password within the window. Never remembered: the window is short and a proof can be new.
 */
@Injectable()
export class RecentAuthenticationCheck {
  constructor(private readonly bus: MessageBus) {}

  async require(user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<void> {
    await this.bus.request(MfaSubjects.requireRecent, { caller: callerOf(user) });
  }
}
