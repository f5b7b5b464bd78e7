/**
 * The refresh-token reuse interval: a token presented again shortly after its rotation (auth-js
 * retrying a refresh whose answer was lost, two tabs refreshing at once) keeps the session alive;
 * later, or once the chain has moved on, it ends the session as before.
 */
import jwt from 'jsonwebtoken';
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { AuthKit, authClient, call, registeredUser, startAuthKit } from '../../../tests/support/auth-kit';

jest.setTimeout(30000);

const REUSE_INTERVAL_SECONDS = 10;

describe('refresh-token reuse interval', () => {
  let kit: AuthKit;
  let db: Client;

  beforeAll(async () => {
    kit = await startAuthKit({ REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: String(REUSE_INTERVAL_SECONDS) });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 90000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  const refresh = (refreshToken: string) =>
    call(kit, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });

  /** A product call that needs a live session: 200 while it lives, 401 once it ended. */
  const productCall = async (accessToken: string) =>
    (await call(kit, 'GET', '/api/user/admin-status', { token: accessToken })).status;

  const sessionOf = (accessToken: string) => (jwt.decode(accessToken) as { session_id: string }).session_id;

  /** Moves a token's rotation back in time instead of waiting out the interval. */
  async function ageRotation(refreshToken: string, seconds: number) {
    const { rowCount } = await db.query(
      `UPDATE auth.refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2)
        WHERE token_hash = $1 AND rotated_at IS NOT NULL`,
      [createHash('sha256').update(refreshToken).digest('hex'), seconds],
    );
    expect(rowCount).toBe(1);
  }

  it('answers the same refresh token twice within the interval with two working tokens of one live session', async () => {
    const { session } = await registeredUser(kit, 'retry');
    // auth-js retrying with the token it still holds, as after a lost answer.
    const first = await authClient(kit).refreshSession({ refresh_token: session.refresh_token });
    const retry = await authClient(kit).refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(retry.error).toBeNull();
    const a = first.data.session!;
    const b = retry.data.session!;
    expect(new Set([session.refresh_token, a.refresh_token, b.refresh_token]).size).toBe(3);
    expect(sessionOf(a.access_token)).toBe(sessionOf(session.access_token));
    expect(sessionOf(b.access_token)).toBe(sessionOf(session.access_token));

    expect(await productCall(session.access_token)).toBe(200);
    expect(await productCall(a.access_token)).toBe(200);
    expect(await productCall(b.access_token)).toBe(200);
    // Both children rotate on as usual.
    const nextA = await refresh(a.refresh_token);
    const nextB = await refresh(b.refresh_token);
    expect(nextA.status).toBe(200);
    expect(nextB.status).toBe(200);
    expect(await productCall(nextA.body.access_token)).toBe(200);
  });

  it('ends the session when the token comes back after the interval, and every child dies with it', async () => {
    const { session } = await registeredUser(kit, 'late');
    const first = await refresh(session.refresh_token);
    const retry = await refresh(session.refresh_token);
    expect([first.status, retry.status]).toEqual([200, 200]);

    await ageRotation(session.refresh_token, REUSE_INTERVAL_SECONDS + 1);
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error_code: 'refresh_token_already_used' });

    for (const child of [first.body, retry.body]) {
      const next = await refresh(child.refresh_token);
      expect(next.status).toBe(400);
      expect(next.body).toMatchObject({ error_code: 'refresh_token_not_found' });
      expect(await productCall(child.access_token)).toBe(401);
    }
  });

  it('ends the session when a token two rotations back comes again, even within the interval', async () => {
    const { session } = await registeredUser(kit, 'stale');
    const first = await refresh(session.refresh_token);
    const second = await refresh(first.body.refresh_token);
    expect([first.status, second.status]).toEqual([200, 200]);

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error_code: 'refresh_token_already_used' });
    expect((await refresh(second.body.refresh_token)).status).toBe(400);
    expect(await productCall(second.body.access_token)).toBe(401);
  });

  it('answers concurrent refreshes with one token, all within one live session', async () => {
    const { session } = await registeredUser(kit, 'tabs');
    const answers = await Promise.all([1, 2, 3].map(() => refresh(session.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const tokens = answers.map((a) => a.body.refresh_token as string);
    expect(new Set(tokens).size).toBe(3);
    for (const answer of answers) {
      expect(sessionOf(answer.body.access_token)).toBe(sessionOf(session.access_token));
      expect(await productCall(answer.body.access_token)).toBe(200);
    }
    for (const token of tokens) expect((await refresh(token)).status).toBe(200);
  });

  it('refuses the old token of a signed-out session, even within the interval', async () => {
    const { session } = await registeredUser(kit, 'signed-out');
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const signOut = await call(kit, 'POST', '/auth/v1/logout?scope=local', {
      token: first.body.access_token,
    });
    expect(signOut.status).toBe(204);

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error_code: 'refresh_token_not_found' });
    expect((await refresh(first.body.refresh_token)).status).toBe(400);
    expect(await productCall(first.body.access_token)).toBe(401);
  });
});
