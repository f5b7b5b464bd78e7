import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  registeredUser,
  startAuthKit,
  STRONG_PASSWORD,
  uniqueIp,
} from '../../../../tests/support/auth-kit';
import { enrolledUser, totpCode, wrongTotpCode } from './__tests__/authenticator-app';

jest.setTimeout(120000);

/** Wrong answers one account may give per window (RATE_LIMIT_PER_EMAIL, as startAuthKit sets it). */
const ACCOUNT_LIMIT = 8;
/** Enough challenges for a burst of 50 verifies, each with its own. */
const CHALLENGES = 60;

interface Answer {
  status: number;
  errorCode?: string;
  retryAfter: string | null;
}

/** A call from its own address that keeps the answer's Retry-After. */
async function send(
  kit: AuthKit,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${kit.stack.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': uniqueIp(),
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { error_code?: string; code?: string };
  return {
    status: res.status,
    errorCode: json.error_code ?? json.code,
    retryAfter: res.headers.get('retry-after'),
  };
}

/** How many answers of each status a burst got. */
const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>(
    (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
    {},
  );

describe('second-factor and re-authentication guesses per account', () => {
  let kit: AuthKit;

  beforeAll(async () => {
    kit = await startAuthKit({
      MFA_CHALLENGES_PER_ACCOUNT: String(CHALLENGES),
      MFA_CODE_EMAILS_PER_ACCOUNT: '3',
    });
  }, 180000);

  afterAll(() => kit?.close());

  it('of 50 concurrent wrong app codes from 50 addresses checks no more than the limit; the right code is then refused', async () => {
    const { email, factor, secret } = await enrolledUser(kit, 'burst');
    const { data } = await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD });
    const token = data.session!.access_token;
    const challenges: string[] = [];
    for (let i = 0; i < 50; i++) {
      const opened = await call(kit, 'POST', `/auth/v1/factors/${factor.id}/challenge`, { token, body: {} });
      expect(opened.status).toBe(200);
      challenges.push(opened.body.id);
    }

    const wrong = wrongTotpCode(secret);
    const answers = await Promise.all(
      challenges.map((id) =>
        send(kit, 'POST', `/auth/v1/factors/${factor.id}/verify`, token, { challenge_id: id, code: wrong }),
      ),
    );
    const checked = answers.filter((a) => a.status === 422);
    const refused = answers.filter((a) => a.status === 429);
    expect(tally(answers)).toEqual({ 422: checked.length, 429: refused.length });
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(checked.every((a) => a.errorCode === 'mfa_verification_failed')).toBe(true);
    expect(refused.every((a) => a.errorCode === 'over_request_rate_limit')).toBe(true);
    expect(refused.every((a) => Number(a.retryAfter) > 0)).toBe(true);

    // The right code (enrolment used this step's) is refused too while the account is limited.
    const challenge = await call(kit, 'POST', `/auth/v1/factors/${factor.id}/challenge`, { token, body: {} });
    const right = await send(kit, 'POST', `/auth/v1/factors/${factor.id}/verify`, token, {
      challenge_id: challenge.body.id,
      code: totpCode(secret, 1),
    });
    expect(right).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit' });
  });

  it('of 20 concurrent wrong passwords to re-authenticate checks no more than the limit; the right one is then refused', async () => {
    const { session } = await registeredUser(kit, 'reauth-burst');
    const token = session.access_token;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(kit, 'POST', '/api/auth/reauthenticate', token, { password: `Wrong-Guess-${i}!` }),
      ),
    );
    const checked = answers.filter((a) => a.status === 400);
    expect(tally(answers)).toEqual({ 400: checked.length, 429: 20 - checked.length });
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(checked.every((a) => a.errorCode === 'REAUTHENTICATION_NOT_VALID')).toBe(true);

    const right = await send(kit, 'POST', '/api/auth/reauthenticate', token, { password: STRONG_PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
  });

  it('gives a right answer its point back: more right codes than the limit all pass', async () => {
    const { session } = await registeredUser(kit, 'right-answers');
    const token = session.access_token;
    for (let i = 0; i < ACCOUNT_LIMIT + 2; i++) {
      const right = await send(kit, 'POST', '/api/auth/reauthenticate', token, { password: STRONG_PASSWORD });
      expect([i, right.status]).toEqual([i, 200]);
    }
  });

  it('lets an account open a limited number of challenges a window', async () => {
    const { email, factor } = await enrolledUser(kit, 'challenges');
    const { data } = await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD });
    const token = data.session!.access_token;
    // The enrolment opened one already.
    for (let i = 1; i < CHALLENGES; i++) {
      const opened = await send(kit, 'POST', `/auth/v1/factors/${factor.id}/challenge`, token, {});
      expect([i, opened.status]).toEqual([i, 200]);
    }
    const over = await send(kit, 'POST', `/auth/v1/factors/${factor.id}/challenge`, token, {});
    expect(over).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit' });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    const recovery = await send(kit, 'POST', '/auth/v1/factors/recovery/challenge', token, {});
    expect(recovery.status).toBe(429);
  });

  it('mails a limited number of re-authentication nonces and second-factor codes to an account a window', async () => {
    const { email, session } = await registeredUser(kit, 'nonces');
    const token = session.access_token;
    for (let i = 0; i < 3; i++) {
      // Each nonce is used before the next is asked, so the 60-second wait between two never applies.
      const nonce = await codeMailedBy(kit, email, async () => {
        expect((await call(kit, 'GET', '/auth/v1/reauthenticate', { token })).status).toBe(200);
      });
      const used = await call(kit, 'POST', '/api/auth/reauthenticate', { token, body: { nonce } });
      expect([i, used.status]).toEqual([i, 200]);
    }
    const over = await send(kit, 'GET', '/auth/v1/reauthenticate', token);
    expect(over).toMatchObject({ status: 429, errorCode: 'over_email_send_rate_limit' });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
  });
});
