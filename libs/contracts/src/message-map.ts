import type { AdminEventMap, AdminRequests } from './admin';
import type { AccountSessionRequests, ApiKeyRequests, AuthEventMap, AuthRequests } from './auth';
import type { CreditsEventMap, CreditsRequests } from './credits';
import type { HealthRequests } from './health';
import type { NotificationsEventMap, NotificationsRequests } from './notifications';
import type { PaymentsEventMap, PaymentsRequests } from './payments';
import type { PresenceEventMap, PresenceRequests } from './presence';
import type { MfaRequests } from './auth/mfa';
import type { PasskeyRequests } from './auth/passkeys';

/**
 * Every request/reply subject with its request and reply types. Each service declares its own
 * map in its folder; this joins them so a misspelt subject or payload is a compile error.
 */
export type RequestMap = HealthRequests &
  AuthRequests &
  ApiKeyRequests &
  AccountSessionRequests &
  PaymentsRequests &
  CreditsRequests &
  NotificationsRequests &
  PresenceRequests &
  AdminRequests &
  MfaRequests &
  PasskeyRequests;

/** Every event subject with its payload type. */
export type EventMap = AuthEventMap &
  PaymentsEventMap &
  CreditsEventMap &
  NotificationsEventMap &
  PresenceEventMap &
  AdminEventMap;

export type RequestSubject = keyof RequestMap;
export type EventSubject = keyof EventMap;
