/**
 * An authenticator app for test accounts, used as a person with the app on their phone would:
 * added through GoTrue's factor API, then a code after the password at each sign-in. The server
 * takes each time-step's code once per account (and one step of drift either way), so the codes
 * are handed out one step after another, waiting for the next step when a burst used them up.
 */
import { Secret, TOTP } from 'otpauth';
import { randomBytes } from 'node:crypto';

const STEP_MS = 30_000;
/** Too close to a step's end for its previous step to be taken still: the server's clock moves on. */
const STEP_MARGIN_MS = 5_000;

/** The last time-step handed out per secret. */
const lastSteps = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next code the app shows that the server has not taken yet. */
export async function nextAppCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    const oldest = now % STEP_MS > STEP_MS - STEP_MARGIN_MS ? current : current - 1;
    const step = Math.max((lastSteps.get(secret) ?? -Infinity) + 1, oldest);
    if (step <= current + 1) {
      lastSteps.set(secret, step);
      const app = new TOTP({ secret: Secret.fromBase32(secret), period: STEP_MS / 1000, digits: 6 });
      return app.generate({ timestamp: step * STEP_MS });
    }
    await sleep((step - 1) * STEP_MS - now + 200);
  }
}

/** A GoTrue session as the token and factor endpoints answer it. */
export interface AppSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const b = randomBytes(3);
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // An address of its own per call, so the helpers never use up a test's per-address limits.
      'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2] || 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as T;
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Passes the app's second step on a signed-in session: the answer is the same session at aal2. */
async function passApp(baseUrl: string, token: string, factorId: string, secret: string) {
  const challenge = await post<{ id: string }>(baseUrl, `/auth/v1/factors/${factorId}/challenge`, {}, token);
  return post<AppSession & { recovery_codes?: string[] }>(
    baseUrl,
    `/auth/v1/factors/${factorId}/verify`,
    { challenge_id: challenge.id, code: await nextAppCode(secret) },
    token,
  );
}

export function passwordSignIn(baseUrl: string, email: string, password: string): Promise<AppSession> {
  return post<AppSession>(baseUrl, '/auth/v1/token?grant_type=password', { email, password });
}

/**
 * Adds an app to the account signed in with `token` (a session recent enough to need no
 * re-authentication) and confirms it with its first code: the account's second factor, and the
 * session raised to aal2.
 */
export async function addAuthenticatorApp(
  baseUrl: string,
  token: string,
): Promise<{ secret: string; factorId: string; session: AppSession }> {
  const enrolled = await post<{ id: string; totp: { secret: string } }>(
    baseUrl,
    '/auth/v1/factors',
    { factor_type: 'totp', friendly_name: 'Test phone' },
    token,
  );
  const session = await passApp(baseUrl, token, enrolled.id, enrolled.totp.secret);
  return { secret: enrolled.totp.secret, factorId: enrolled.id, session };
}

/** Password, then the app's code: an aal2 session that proved the password just now. */
export async function signInWithApp(
  baseUrl: string,
  email: string,
  password: string,
  app: { secret: string; factorId: string },
): Promise<AppSession> {
  const first = await passwordSignIn(baseUrl, email, password);
  return passApp(baseUrl, first.access_token, app.factorId, app.secret);
}
