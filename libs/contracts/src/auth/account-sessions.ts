/**
 * A user's own sessions (Settings › Sessions), the alerts mailed on a sign-in from a new device
 * and address and on a password change, their "This wasn't me" link, and the mail to an
 * account's owner when someone signs up with their address. GoTrue has no session list, so these
 * live under `/api/account/sessions`.
 */
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import type { Caller } from './requests';

export const AccountSessionSubjects = {
  list: 'auth.account-session.list',
  end: 'auth.account-session.end',
  endOthers: 'auth.account-session.end-others',
  /** The "This wasn't me" link of a new-sign-in alert: ends every session, mails a recovery code. */
  disown: 'auth.account-session.disown',
  /** The password of an account confirmed from another place than its sign-up's. */
  choosePassword: 'auth.account.choose-password',
  /** A user's sessions, ended ones included, newest first: the back office's customer timeline. */
  listOfUser: 'auth.account-session.list-of-user',
} as const;

export const AccountSessionEvents = {
  /** A sign-in from a device and address the account had not used for NEW_DEVICE_WINDOW_DAYS. */
  newDeviceSignIn: 'auth.session.new-device-signed-in',
} as const;

export const PasswordChangeEvents = {
  /**
   * The account's password changed, in Settings (PUT /auth/v1/user) or with a reset code: the
   * owner is mailed when, where and from which device, with a "This wasn't me" link.
   */
  changed: 'auth.account.password-changed',
} as const;

export const SignUpAttemptEvents = {
  /**
   * Someone signed up with the address of a confirmed account: the sign-up was answered as a new
   * one and the owner is told (at most once per resend cool-down).
   */
  attempted: 'auth.account.sign-up-attempted',
} as const;

export interface SignUpAttemptedEvent {
  userId: string;
  /** The address someone signed up with: the account's. */
  email: string;
  /** One per attempt: the mail's dedupe key. */
  attemptId: string;
  /** ISO time of the attempt. */
  at: string;
}

/** A device and address seen within this many days is known: its sign-ins are not announced. */
export const NEW_DEVICE_WINDOW_DAYS = 90;
/** How long the "This wasn't me" link of an alert works. */
export const DISOWN_LINK_TTL_DAYS = 7;

export const ACCOUNT_SESSION_MESSAGES = {
  notFound: 'Session not found',
  disownLinkInvalid: 'This link is invalid or has expired',
  disowned: 'Every session of your account has ended. We emailed you a code to choose a new password.',
  passwordAlreadySet: 'Your account already has a password: change it in Settings',
  passwordChosen: 'Password saved',
} as const;

export type SessionDeviceType = 'desktop' | 'mobile' | 'tablet';

/** A device as its user agent names it; null where the agent does not say. */
export interface SessionDevice {
  type: SessionDeviceType;
  browser: string | null;
  os: string | null;
}

/** One live session, as Settings › Sessions shows it. */
export interface AccountSessionView {
  id: string;
  /** The session making the request ("this device"). */
  current: boolean;
  device: SessionDevice;
  ip: string | null;
  /** "City, Country" from the configured GeoIP database; null without one or for an unknown address. */
  location: string | null;
  created_at: string;
  last_active_at: string;
}

/** A session as the back office's customer timeline shows it: when it began and, if so, ended. */
export interface UserSessionRecord {
  id: string;
  device: SessionDevice;
  ip: string | null;
  location: string | null;
  created_at: string;
  last_active_at: string;
  /** When it was signed out or ended; null while it lives. */
  ended_at: string | null;
}

export interface AccountSessionsResponse {
  /** Live sessions, the current one first, then the most recently active. */
  sessions: AccountSessionView[];
}

export interface EndSessionsResponse {
  /** How many sessions ended (0 when the named one had already ended). */
  ended: number;
}

export interface DisownResponse {
  success: true;
  message: string;
  /** The account's email, so the page can go on to choosing a new password. */
  email: string;
}

/** A link's token: 32 random bytes, base64url. */
export const DISOWN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/account/sessions/disown`, the page the alert's "This wasn't me" link opens. */
export class DisownSessionsBody {
  @IsString({ message: ACCOUNT_SESSION_MESSAGES.disownLinkInvalid })
  @Matches(DISOWN_TOKEN_PATTERN, { message: ACCOUNT_SESSION_MESSAGES.disownLinkInvalid })
  token: string;
}

export interface NewDeviceSignInEvent {
  userId: string;
  sessionId: string;
  /** ISO time of the sign-in. */
  at: string;
  device: SessionDevice;
  ip: string | null;
  location: string | null;
  /** The secret of the alert's "This wasn't me" link; only its hash is stored. */
  disownToken: string;
}

/** `change`: by a signed-in session (PUT /auth/v1/user); `reset`: with an emailed reset code. */
export type PasswordChangeMethod = 'change' | 'reset';

export interface PasswordChangedEvent {
  userId: string;
  /** One per change: the mail's dedupe key. */
  changeId: string;
  method: PasswordChangeMethod;
  /** ISO time of the change. */
  at: string;
  /** The device and address the change was asked from. */
  device: SessionDevice;
  ip: string | null;
  location: string | null;
  /** The secret of the mail's "This wasn't me" link; only its hash is stored. */
  disownToken: string;
}

/**
 * `POST /api/account/choose-password`: the password of an account whose sign-up code was confirmed
 * from another device or address than the sign-up that set its password (see GoTrueAppMetadata's
 * `password_required`). Refused once the account has one.
 */
export class ChoosePasswordBody {
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1024)
  password: string;
}

export type AccountSessionRequests = {
  'auth.account-session.list': { request: { caller: Caller }; reply: AccountSessionsResponse };
  'auth.account-session.end': { request: { caller: Caller; sessionId: string }; reply: EndSessionsResponse };
  'auth.account-session.end-others': { request: { caller: Caller }; reply: EndSessionsResponse };
  'auth.account-session.disown': { request: { token: string }; reply: DisownResponse };
  'auth.account-session.list-of-user': {
    request: { userId: string; limit: number; before?: string };
    reply: { sessions: UserSessionRecord[] };
  };
  'auth.account.choose-password': {
    request: { caller: Caller; password: string };
    reply: { success: true; message: string };
  };
};

export type AccountSessionEventPayloads = {
  'auth.session.new-device-signed-in': NewDeviceSignInEvent;
  'auth.account.sign-up-attempted': SignUpAttemptedEvent;
  'auth.account.password-changed': PasswordChangedEvent;
};
