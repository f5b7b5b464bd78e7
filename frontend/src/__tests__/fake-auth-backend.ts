// An in-memory stand-in for the gateway's /auth/v1 (GoTrue shapes) and the account routes of /api,
// installed as the global fetch. The real auth-js client runs against it, so tests cover the
// actual session handling: storage, events, refresh, two-factor.
import { vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/auth/session-storage';

export interface FakeUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  confirmed: boolean;
  active: boolean;
  isAdmin: boolean;
  twoFactor: boolean;
  /** The language of the account's emails. */
  language: 'en' | 'fr';
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

/** A JSON answer, or `text` as it is (a CSV file) with the headers given. */
type Reply = { status: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Override = (call: RecordedCall) => Reply | Promise<Reply>;

/** The codes the fake mailbox "sends". */
export const FAKE_CODES = { signup: '123456', recovery: '654321', twoFactor: '111222' } as const;

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const gotrueError = (status: number, errorCode: string, msg: string): Reply => ({
  status,
  body: { code: status, error_code: errorCode, msg },
});

export function createFakeAuthBackend() {
  const users = new Map<string, FakeUser>();
  const refreshTokens = new Map<string, { userId: string; aal: 'aal1' | 'aal2' }>();
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, Override>();
  let serial = 0;

  function addUser(partial: Partial<FakeUser> & { email: string }): FakeUser {
    const user: FakeUser = {
      id: `user-${++serial}`,
      password: 'Secret-Pass1!',
      firstName: 'Ada',
      lastName: 'Lovelace',
      confirmed: true,
      active: true,
      isAdmin: false,
      twoFactor: false,
      language: 'en',
      ...partial,
    };
    users.set(user.email.toLowerCase(), user);
    return user;
  }

  function goTrueUser(user: FakeUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.confirmed ? '2025-01-01T00:00:00.000Z' : null,
      phone: '',
      app_metadata: {
        provider: 'email',
        providers: ['email'],
        is_admin: user.isAdmin,
        two_factor_enabled: user.twoFactor,
        // Here the one second factor is the emailed code.
        email_factor_enabled: user.twoFactor,
      },
      user_metadata: { first_name: user.firstName, last_name: user.lastName, language: user.language },
      identities: [
        {
          id: user.id,
          user_id: user.id,
          provider: 'email',
          identity_data: { sub: user.id, email: user.email },
        },
      ],
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
  }

  function accessToken(user: FakeUser, aal: 'aal1' | 'aal2', ttl = 900): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      exp: now + ttl,
      iat: now,
      aal,
      amr: [{ method: 'password', timestamp: now }],
      session_id: `session-${user.id}`,
      jti: `token-${++serial}`,
      app_metadata: { is_admin: user.isAdmin, two_factor_enabled: user.twoFactor },
      user_metadata: { first_name: user.firstName, last_name: user.lastName, language: user.language },
    };
    return `${base64Url({ alg: 'ES256', typ: 'JWT', kid: 'test' })}.${base64Url(claims)}.signature`;
  }

  function session(user: FakeUser, aal: 'aal1' | 'aal2' = 'aal1', ttl = 900) {
    const refresh = `refresh-${++serial}`;
    refreshTokens.set(refresh, { userId: user.id, aal });
    return {
      access_token: accessToken(user, aal, ttl),
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: Math.floor(Date.now() / 1000) + ttl,
      refresh_token: refresh,
      user: goTrueUser(user),
    };
  }

  /** Puts a signed-in session in storage, as if the user had signed in earlier. */
  function storeSession(user: FakeUser, aal: 'aal1' | 'aal2' = user.twoFactor ? 'aal2' : 'aal1', ttl = 900) {
    const value = session(user, aal, ttl);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
    return value;
  }

  function claimsOf(call: RecordedCall): { sub: string; aal: 'aal1' | 'aal2' } | undefined {
    const token = call.authorization?.replace(/^Bearer /, '');
    if (!token) return undefined;
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub: string;
      aal: 'aal1' | 'aal2';
    };
  }

  function userFromBearer(call: RecordedCall): FakeUser | undefined {
    const claims = claimsOf(call);
    return claims && [...users.values()].find((user) => user.id === claims.sub);
  }

  /** As PUT /auth/v1/user judges a new password: aal2 with two-factor on, then the current one. */
  function passwordChangeRefusal(call: RecordedCall, user: FakeUser): Reply | undefined {
    const body = call.body as { password: string; current_password?: string; nonce?: string };
    if (user.twoFactor && claimsOf(call)?.aal !== 'aal2')
      return gotrueError(
        403,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    if (body.current_password === undefined && body.nonce === undefined)
      return gotrueError(403, 'reauthentication_needed', 'Please confirm your password to continue');
    if (body.current_password !== user.password)
      return gotrueError(400, 'current_password_invalid', 'Current password is incorrect');
    if (body.password === user.password)
      return gotrueError(422, 'same_password', 'New password should be different from the old password');
    return undefined;
  }

  function route(call: RecordedCall): Reply | Promise<Reply> {
    const override = overrides.get(`${call.method} ${call.path}`);
    if (override) return override(call);
    const body = (call.body ?? {}) as Record<string, string>;
    const byEmail = (email?: string) => (email ? users.get(email.toLowerCase()) : undefined);

    switch (`${call.method} ${call.path}`) {
      case 'POST /auth/v1/token': {
        if (call.search.includes('grant_type=refresh_token')) {
          const entry = refreshTokens.get(body.refresh_token);
          const user = entry && [...users.values()].find((candidate) => candidate.id === entry.userId);
          if (!entry || !user)
            return gotrueError(
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
          if (!user.active)
            return gotrueError(403, 'user_banned', 'Your account has been suspended. Please contact support');
          refreshTokens.delete(body.refresh_token);
          return { status: 200, body: session(user, entry.aal) };
        }
        const user = byEmail(body.email);
        if (!user || user.password !== body.password)
          return gotrueError(400, 'invalid_credentials', 'Invalid email or password');
        if (!user.active)
          return gotrueError(403, 'user_banned', 'Your account has been suspended. Please contact support');
        if (!user.confirmed) return gotrueError(400, 'email_not_confirmed', 'Email not confirmed');
        return { status: 200, body: session(user, 'aal1') };
      }
      case 'POST /auth/v1/signup': {
        const existing = byEmail(body.email);
        if (existing?.confirmed)
          return gotrueError(422, 'user_already_exists', 'An account with this email already exists');
        const data =
          (call.body as { data?: { first_name?: string; last_name?: string; language?: 'en' | 'fr' } })
            .data ?? {};
        const user = addUser({
          email: body.email,
          password: body.password,
          firstName: data.first_name ?? '',
          lastName: data.last_name ?? '',
          language: data.language ?? 'en',
          confirmed: false,
        });
        return { status: 200, body: goTrueUser(user) };
      }
      case 'POST /auth/v1/verify': {
        const user = byEmail(body.email);
        const expected = body.type === 'recovery' ? FAKE_CODES.recovery : FAKE_CODES.signup;
        if (!user || body.token !== expected)
          return gotrueError(403, 'otp_expired', 'Invalid verification code');
        user.confirmed = true;
        return { status: 200, body: session(user, 'aal1') };
      }
      case 'POST /auth/v1/resend':
      case 'POST /auth/v1/recover':
      case 'POST /auth/v1/otp':
        return { status: 200, body: {} };
      case 'POST /auth/v1/logout':
        return { status: 204 };
      case 'GET /auth/v1/user': {
        const user = userFromBearer(call);
        return user
          ? { status: 200, body: goTrueUser(user) }
          : gotrueError(401, 'no_authorization', 'Please sign in to continue');
      }
      case 'PUT /auth/v1/user': {
        const user = userFromBearer(call);
        if (!user) return gotrueError(401, 'no_authorization', 'Please sign in to continue');
        const update = call.body as { data?: { language?: 'en' | 'fr' }; password?: string };
        if (update.password !== undefined) {
          const refused = passwordChangeRefusal(call, user);
          if (refused) return refused;
          user.password = update.password;
        }
        if (update.data?.language) user.language = update.data.language;
        return { status: 200, body: goTrueUser(user) };
      }
      case 'POST /auth/v1/factors/email/challenge':
        return {
          status: 200,
          body: { id: 'challenge-1', type: 'email', expires_at: Math.floor(Date.now() / 1000) + 600 },
        };
      case 'POST /auth/v1/factors/email/verify': {
        const user = userFromBearer(call);
        if (!user || body.code !== FAKE_CODES.twoFactor)
          return gotrueError(403, 'otp_expired', 'Invalid verification code');
        return { status: 200, body: session(user, 'aal2') };
      }
      case 'DELETE /auth/v1/factors/email': {
        const user = userFromBearer(call);
        if (user) user.twoFactor = false;
        return { status: 200, body: { id: 'email' } };
      }
      case 'GET /api/user/admin-status':
        return { status: 200, body: { is_admin: userFromBearer(call)?.isAdmin === true } };
      case 'POST /api/reset-password/verify-code':
        return body.code === FAKE_CODES.recovery
          ? { status: 200, body: { valid: true } }
          : { status: 403, body: { error: 'Invalid verification code', code: 'OTP_EXPIRED' } };
      case 'POST /api/reset-password': {
        const user = byEmail(body.email);
        if (!user || body.code !== FAKE_CODES.recovery)
          return { status: 403, body: { error: 'Invalid verification code', code: 'OTP_EXPIRED' } };
        user.password = body.newPassword;
        return {
          status: 200,
          body: { message: 'Password updated successfully! You can now log in with your new password.' },
        };
      }
      case 'POST /api/auth/send-2fa-setup':
        return { status: 200, body: { success: true, message: 'Verification code sent to your email!' } };
      case 'POST /api/auth/verify-2fa': {
        const user = userFromBearer(call);
        if (!user || body.code !== FAKE_CODES.twoFactor)
          return { status: 403, body: { error: 'Invalid verification code', code: 'OTP_EXPIRED' } };
        user.twoFactor = true;
        // As the server does: this session passed the code, its next refresh carries aal2.
        for (const entry of refreshTokens.values()) if (entry.userId === user.id) entry.aal = 'aal2';
        return { status: 200, body: { success: true, message: '2FA enabled successfully!' } };
      }
      case 'DELETE /api/account': {
        const user = userFromBearer(call);
        if (!user || body.password !== user.password)
          return { status: 400, body: { error: 'Incorrect password', code: 'INVALID_CREDENTIALS' } };
        users.delete(user.email.toLowerCase());
        return { status: 200, body: { success: true, message: 'Your account has been deleted' } };
      }
      case 'GET /api/check-ip-status':
        return { status: 200, body: { banned: false } };
      case 'GET /api/maintenance':
        return {
          status: 200,
          body: {
            enabled: false,
            title: 'Maintenance',
            message: 'Site en maintenance',
            estimatedTime: '2-3 heures',
            showCountdown: true,
          },
        };
      // What the signed-in pages around the accounts screens load (dashboard, bell): empty.
      case 'GET /api/notifications':
        return { status: 200, body: { success: true, notifications: [] } };
      case 'GET /api/credits/balance':
        return { status: 200, body: { balance: 0 } };
      case 'GET /api/credits/transactions':
        return { status: 200, body: { success: true, transactions: [] } };
      default:
        return { status: 404, body: { error: `No fake for ${call.method} ${call.path}`, code: 'NOT_FOUND' } };
    }
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const reply = await route(call);
    if (reply.text !== undefined)
      return new Response(reply.text, { status: reply.status, headers: reply.headers });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });

  return {
    users,
    calls,
    fetch,
    addUser,
    storeSession,
    /** Replaces the answer of one `METHOD /path`. */
    override(methodAndPath: string, handler: Override) {
      overrides.set(methodAndPath, handler);
    },
    /** The calls made to one `METHOD /path`. */
    callsTo(methodAndPath: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === methodAndPath);
    },
    install() {
      vi.stubGlobal('fetch', fetch);
    },
  };
}

export type FakeAuthBackend = ReturnType<typeof createFakeAuthBackend>;
