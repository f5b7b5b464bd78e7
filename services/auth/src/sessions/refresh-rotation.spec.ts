import { decideRefresh } from './refresh-rotation';

describe('refresh-token rotation', () => {
  it('rotates the newest token of a live session', () => {
    expect(decideRefresh({ revoked: false }, { revokedAt: null })).toBe('rotate');
  });

  it('treats a token that was already exchanged as reuse, which ends the session', () => {
    expect(decideRefresh({ revoked: true }, { revokedAt: null })).toBe('reuse-detected');
  });

  it('refuses any token of a session that has ended', () => {
    expect(decideRefresh({ revoked: false }, { revokedAt: new Date() })).toBe('session-ended');
    expect(decideRefresh({ revoked: true }, { revokedAt: new Date() })).toBe('session-ended');
  });
});
