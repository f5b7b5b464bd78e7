import { decideRefresh, ReuseWindow } from './refresh-rotation';

const now = new Date('2025-01-01T12:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const live = { revokedAt: null };
const unused = { revoked: false, rotatedAt: null };
const window = (children: ReuseWindow['children'], reuseIntervalSeconds = 10): ReuseWindow => ({
  children,
  now,
  reuseIntervalSeconds,
});
const rotated = (s: number) => ({ revoked: true, rotatedAt: secondsAgo(s) });

describe('refresh-token rotation', () => {
  it('rotates the newest token of a live session', () => {
    expect(decideRefresh(unused, live, window([]))).toBe('rotate');
  });

  it('answers a token exchanged moments ago with a second child while its first child is unused', () => {
    expect(decideRefresh(rotated(3), live, window([unused]))).toBe('reissue');
    expect(decideRefresh(rotated(10), live, window([unused, unused]))).toBe('reissue');
  });

  it('treats a token exchanged longer ago than the interval as reuse, which ends the session', () => {
    expect(decideRefresh(rotated(11), live, window([unused]))).toBe('reuse-detected');
  });

  it('treats any replay as reuse when the interval is 0', () => {
    expect(decideRefresh(rotated(0), live, window([unused], 0))).toBe('reuse-detected');
  });

  it('treats a token two rotations back as reuse, even within the interval', () => {
    expect(decideRefresh(rotated(3), live, window([rotated(1)]))).toBe('reuse-detected');
    expect(decideRefresh(rotated(3), live, window([rotated(1), unused]))).toBe('reuse-detected');
  });

  it('gives no grace to a token whose chain was cut rather than rotated', () => {
    const cut = { revoked: true, rotatedAt: null };
    expect(decideRefresh(cut, live, window([]))).toBe('reuse-detected');
    expect(decideRefresh(rotated(3), live, window([cut]))).toBe('reuse-detected');
    expect(decideRefresh(rotated(3), live, window([]))).toBe('reuse-detected');
  });

  it('refuses any token of a session that has ended, even within the interval', () => {
    const ended = { revokedAt: now };
    expect(decideRefresh(unused, ended, window([]))).toBe('session-ended');
    expect(decideRefresh(rotated(1), ended, window([unused]))).toBe('session-ended');
    expect(decideRefresh(rotated(60), ended, window([unused]))).toBe('session-ended');
  });
});
