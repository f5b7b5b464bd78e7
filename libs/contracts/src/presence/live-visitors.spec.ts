import { visitorStatus } from './live-visitors';

describe('visitor status', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  const ago = (ms: number) => now - ms;

  it.each([
    [0, 'Actif'],
    [59_999, 'Actif'],
    [60_000, 'Récent'],
    [299_999, 'Récent'],
    [300_000, 'Inactif'],
    [3_600_000, 'Inactif'],
  ])('is %p ms idle → %s', (idle, status) => {
    expect(visitorStatus(ago(idle), now)).toBe(status);
  });

  it('accepts ISO strings as stored in the live list', () => {
    expect(visitorStatus(new Date(ago(90_000)).toISOString(), now)).toBe('Récent');
  });
});
