import { AuthErrorCode, AUTH_MESSAGES } from '@storefront/contracts';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, KeyObject } from 'node:crypto';
import { AccessTokenVerifier } from './access-token.verifier';
import type { RevokedSessionsStore } from './revoked-sessions.store';
import type { SigningKeysCache } from './signing-keys.cache';

const ISSUER = 'http://localhost:5001/auth/v1';
const newKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

describe('access token verification', () => {
  let signing: ReturnType<typeof newKey>;
  let published: Map<string, KeyObject>;
  let revokedSessions: Set<string>;
  let revocationChecks: number;
  let verifier: AccessTokenVerifier;
  let usedSessions: string[];

  beforeEach(() => {
    signing = newKey();
    published = new Map([['k1', signing.publicKey]]);
    revokedSessions = new Set();
    revocationChecks = 0;
    const keys = { publicKey: async (kid: string) => published.get(kid), issuer: async () => ISSUER };
    const revoked = {
      isRevoked: async (sessionId: string) => {
        revocationChecks++;
        return revokedSessions.has(sessionId);
      },
    };
    usedSessions = [];
    verifier = new AccessTokenVerifier(
      keys as unknown as SigningKeysCache,
      revoked as unknown as RevokedSessionsStore,
      { used: (sessionId: string) => usedSessions.push(sessionId) } as unknown as SessionActivityRecorder,
    );
  });
  afterEach(() => jest.restoreAllMocks());

  function token(claims: Record<string, unknown> = {}, key = signing.privateKey, kid = 'k1') {
    const now = Math.floor(Date.now() / 1000);
    return jwt.sign(
      {
        iss: ISSUER,
        sub: 'user-1',
        aud: 'authenticated',
        exp: now + 3600,
        email: 'a@example.test',
        session_id: 's1',
        ...claims,
      },
      key,
      { algorithm: 'ES256', keyid: kid },
    );
  }

  it('checks the signature once per token, but the session on every call', async () => {
    const verifySignature = jest.spyOn(jwt, 'verify');
    const t = token();
    expect(await verifier.verify(t)).toMatchObject({ id: 'user-1', sessionId: 's1', aal: 'aal1' });
    expect(await verifier.verify(t)).toMatchObject({ id: 'user-1', sessionId: 's1' });
    expect(verifySignature).toHaveBeenCalledTimes(1);
    expect(revocationChecks).toBe(2);
  });

  it('reports each use of a live session (its "Last active"), never a revoked one’s', async () => {
    const t = token();
    await verifier.verify(t);
    await verifier.verify(t);
    expect(usedSessions).toEqual(['s1', 's1']);
    revokedSessions.add('s1');
    await expect(verifier.verify(t)).rejects.toMatchObject({ status: 401 });
    expect(usedSessions).toHaveLength(2);
  });

  it('refuses a remembered token at once when its session is revoked', async () => {
    const t = token();
    await verifier.verify(t);
    revokedSessions.add('s1');
    await expect(verifier.verify(t)).rejects.toMatchObject({
      status: 401,
      code: AuthErrorCode.SessionNotFound,
    });
  });

  it('refuses a remembered token once it expires', async () => {
    const t = token({ exp: Math.floor(Date.now() / 1000) + 60 });
    await verifier.verify(t);
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await expect(verifier.verify(t)).rejects.toMatchObject({
      status: 401,
      code: AuthErrorCode.BadJwt,
      message: AUTH_MESSAGES.sessionExpired,
    });
  });

  it('refuses an already expired token, and a token with a changed signature or payload', async () => {
    await expect(verifier.verify(token({ exp: Math.floor(Date.now() / 1000) - 1 }))).rejects.toMatchObject({
      message: AUTH_MESSAGES.sessionExpired,
    });
    const t = token();
    await verifier.verify(t);
    const [header, payload, signature] = t.split('.');
    const otherSignature = token({}, newKey().privateKey).split('.')[2];
    await expect(verifier.verify(`${header}.${payload}.${otherSignature}`)).rejects.toMatchObject({
      code: AuthErrorCode.BadJwt,
    });
    const admin = Buffer.from(
      JSON.stringify({ ...(jwt.decode(t) as object), app_metadata: { is_admin: true } }),
    ).toString('base64url');
    await expect(verifier.verify(`${header}.${admin}.${signature}`)).rejects.toMatchObject({
      code: AuthErrorCode.BadJwt,
    });
  });

  it('stops accepting a remembered token when its signing key is withdrawn', async () => {
    const t = token();
    await verifier.verify(t);
    published.clear();
    await expect(verifier.verify(t)).rejects.toMatchObject({ code: AuthErrorCode.BadJwt });
  });

  it('knows a token only once its signature was checked (by passport-jwt on HTTP), and checks its session every time', async () => {
    const t = token();
    const claims = jwt.decode(t) as Parameters<AccessTokenVerifier['passed']>[1];
    expect(await verifier.known(t)).toBeNull();
    await verifier.passed(t, claims);
    const verifySignature = jest.spyOn(jwt, 'verify');
    expect(await verifier.known(t)).toMatchObject({ id: 'user-1', sessionId: 's1' });
    expect(verifySignature).not.toHaveBeenCalled();
    revokedSessions.add('s1');
    await expect(verifier.known(t)).rejects.toMatchObject({ code: AuthErrorCode.SessionNotFound });
    revokedSessions.clear();
    published.set('k1', newKey().publicKey);
    expect(await verifier.known(t)).toBeNull();
  });
});
