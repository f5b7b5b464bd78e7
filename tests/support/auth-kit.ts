/**
 * Helpers for the auth integration tests: a stack with auth and notifications, the dev mailbox
 * read over NATS the way the back office would, and small HTTP clients with their own client IP.
 */
import { AuthClient } from '@supabase/auth-js';
import { AdminRole, EmailSubjects, RequestMap, RequestSubject } from '@storefront/contracts';
import { MessageBus, PrefixedClientNats } from '@storefront/platform';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { addAuthenticatorApp, AppSession, passwordSignIn, signInWithApp } from './authenticator-app';
import { startStack, Stack, StackOptions, waitFor } from './stack';
import { testNatsCredentials } from './local-servers';

export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const DEV_ADMIN = { email: 'admin@storefront.local', password: 'Storefront-Admin-2024!' };
export const STRONG_PASSWORD = 'Correct-Horse-9';
/** The new sign-in alert's subject, English or French (`New sign-in to your <brand> account`). */
export const NEW_SIGN_IN_SUBJECT = /^(New sign-in to your |Nouvelle connexion à votre compte )/;
/** The password change alert's subject, English or French (`Your <brand> password was changed`). */
export const PASSWORD_CHANGED_SUBJECT =
  /^(Your .+ password was changed|Le mot de passe de votre compte .+ a été modifié)$/;
/** Mails that carry no code: the alerts. */
const isAlert = (subject: string) =>
  NEW_SIGN_IN_SUBJECT.test(subject) || PASSWORD_CHANGED_SUBJECT.test(subject);

export interface AuthKit {
  stack: Stack;
  bus: MessageBus;
  /** Requests to the stack's services, as another service would send them. */
  request<S extends RequestSubject>(
    subject: S,
    payload: RequestMap[S]['request'],
  ): Promise<RequestMap[S]['reply']>;
  close(): Promise<void>;
}

/** A stack with the given services (auth and notifications at least) and a NATS client to it. */
export async function startKit(options: StackOptions): Promise<AuthKit> {
  return kitFor(await startStack(options), 'test-kit');
}

/** A NATS client named `clientName` to a started stack; closing the kit stops both. */
export function kitFor(stack: Stack, clientName: string): AuthKit {
  const bus = new MessageBus(
    new PrefixedClientNats(
      { servers: [NATS_URL], name: clientName, ...testNatsCredentials() },
      stack.env.NATS_SUBJECT_PREFIX,
    ),
    10000,
    Number(stack.env.EVENTS_MAX_AGE_HOURS),
  );
  return {
    stack,
    bus,
    request: (subject, payload) => bus.request(subject, payload),
    close: async () => {
      await bus.onApplicationShutdown();
      await stack.shutdown();
    },
  };
}

export function startAuthKit(env: Record<string, string> = {}): Promise<AuthKit> {
  return startKit({
    services: ['auth', 'notifications'],
    env: { RATE_LIMIT_PER_IP: '200', RATE_LIMIT_PER_EMAIL: '8', ...env },
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.test`;
}

/** A client address of its own per test, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2] || 1}`;
}

/**
 * Runs `action` and returns the six-digit code of the first new mail to `to` in the dev
 * mailbox (mails are queued, so this waits for delivery). Alerts (a new sign-in, a password
 * change) carry no code and are passed over.
 */
export async function codeMailedBy(
  kit: AuthKit,
  to: string,
  action: () => Promise<unknown>,
): Promise<string> {
  const before = new Set((await listMail(kit, to)).map((m) => m.id));
  await action();
  const mail = await waitFor(
    `a mail to ${to}`,
    async () => (await listMail(kit, to)).find((m) => !before.has(m.id) && !isAlert(m.subject)),
    20000,
    150,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}": ${mail.text}`);
  return code;
}

export async function listMail(kit: AuthKit, to: string) {
  return (await kit.bus.request(EmailSubjects.listMailbox, { to, limit: 50 })).messages;
}

/** auth-js exactly as the frontend uses it, minus storage and timers. */
export function authClient(kit: AuthKit, ip = uniqueIp()): AuthClient {
  return new AuthClient({
    url: `${kit.stack.baseUrl}/auth/v1`,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    headers: { 'x-forwarded-for': ip },
  });
}

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
}

/** A JSON call to the gateway from a given client IP. */
export async function call<T = any>(
  kit: AuthKit,
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    ip?: string;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? uniqueIp(), ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${kit.stack.baseUrl}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the raw text is the body
  }
  return { status: res.status, body: body as T };
}

/** Signs up and verifies a new user through auth-js; returns the client holding its session. */
export async function registeredUser(kit: AuthKit, label: string, password = STRONG_PASSWORD) {
  const email = uniqueEmail(label);
  const client = authClient(kit);
  const code = await codeMailedBy(kit, email, async () => {
    const { error } = await client.signUp({
      email,
      password,
      options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
    });
    if (error) throw error;
  });
  const { data, error } = await client.verifyOtp({ email, token: code, type: 'email' });
  if (error || !data.session) throw error ?? new Error('no session after verify');
  return { email, password, code, client, session: data.session, user: data.user! };
}

/** What a test needs to call the API as someone. */
export interface TestSession {
  token: string;
  userId: string;
  email: string;
  /** Staff sessions: the password (to re-authenticate) and the app that signs them in. */
  password?: string;
  app?: { secret: string; factorId: string };
}

/** A new, verified user, signed in. */
export async function userSession(kit: AuthKit, label: string): Promise<TestSession> {
  const { session, user, email } = await registeredUser(kit, label);
  return { token: session.access_token, userId: user.id, email };
}

/** The apps the kit added to staff accounts, by stack and email. */
const staffApps = new Map<string, Promise<{ secret: string; factorId: string }>>();

/**
 * `who` signed in as the back office wants owners and finance: with a second factor (an
 * authenticator app, added the first time) and a session that has just passed it, so it is at
 * aal2 and within the re-authentication window. The account must hold its role already.
 */
export async function staffSession(
  kit: AuthKit,
  who: { email: string; password: string },
): Promise<TestSession> {
  const base = kit.stack.baseUrl;
  const key = `${base} ${who.email.toLowerCase()}`;
  const known = staffApps.get(key);
  let session: AppSession;
  let app: { secret: string; factorId: string };
  if (known) {
    app = await known;
    session = await signInWithApp(base, who.email, who.password, app);
  } else {
    const added = passwordSignIn(base, who.email, who.password).then((first) =>
      addAuthenticatorApp(base, first.access_token),
    );
    staffApps.set(
      key,
      added.then(({ secret, factorId }) => ({ secret, factorId })),
    );
    added.catch(() => staffApps.delete(key));
    ({ session, ...app } = await added);
  }
  return {
    token: session.access_token,
    userId: session.user.id,
    email: who.email,
    password: who.password,
    app,
  };
}

/** The first administrator (seeded from the development defaults, an owner), signed in as staff. */
export function adminSession(kit: AuthKit): Promise<TestSession> {
  return staffSession(kit, DEV_ADMIN);
}

/** A new, verified user given `role` by `owner`, signed in as staff. */
export async function roleSession(
  kit: AuthKit,
  owner: TestSession,
  role: AdminRole,
  label: string,
): Promise<TestSession> {
  const { email, password, user } = await registeredUser(kit, label);
  const granted = await call(kit, 'PUT', `/api/admin/users/${user.id}`, {
    token: owner.token,
    body: { role },
  });
  if (granted.status !== 200)
    throw new Error(`granting ${role} answered ${granted.status}: ${JSON.stringify(granted.body)}`);
  return staffSession(kit, { email, password });
}

/**
 * Makes every sign-in of `email` older by `seconds`: each proof its sessions hold (the password,
 * an app's code, a passkey) moved that far into the past, as if it had been given then. What an
 * old sign-in may still do is tested without waiting out the re-authentication window.
 */
export async function ageSignIns(kit: AuthKit, email: string, seconds: number): Promise<void> {
  const db = new Client({ connectionString: kit.stack.database.url });
  await db.connect();
  try {
    await db.query(
      `UPDATE auth.sessions
          SET amr = COALESCE(
                (SELECT jsonb_agg(jsonb_set(e, '{timestamp}', to_jsonb((e->>'timestamp')::bigint - $2::bigint)))
                   FROM jsonb_array_elements(amr) e),
                amr)
        WHERE user_id = (SELECT id FROM auth.users WHERE lower(email) = lower($1))`,
      [email, seconds],
    );
  } finally {
    await db.end();
  }
}

/** POST /api/auth/reauthenticate with a staff session's password: sensitive actions allowed again. */
export async function reauthenticate(kit: AuthKit, who: TestSession): Promise<void> {
  const answer = await call(kit, 'POST', '/api/auth/reauthenticate', {
    token: who.token,
    body: { password: who.password },
  });
  if (answer.status !== 200) throw new Error(`re-authentication answered ${answer.status}`);
}
