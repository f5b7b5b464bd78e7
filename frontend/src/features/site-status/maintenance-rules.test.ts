import { describe, expect, it } from 'vitest';
import { reloadDelay, showsMaintenanceScreen } from './maintenance-rules';

const visitor = { enabled: true, pathname: '/', resolving: false, isAdmin: false };

describe('who sees the maintenance screen (SPEC §4, §6)', () => {
  it('replaces the site for a visitor or a signed-in non-admin while maintenance is on', () => {
    expect(showsMaintenanceScreen(visitor)).toBe(true);
    expect(showsMaintenanceScreen({ ...visitor, pathname: '/dashboard' })).toBe(true);
    expect(showsMaintenanceScreen({ ...visitor, enabled: false })).toBe(false);
  });

  it('never shows it to an administrator, nor before we know who is signed in', () => {
    expect(showsMaintenanceScreen({ ...visitor, isAdmin: true })).toBe(false);
    expect(showsMaintenanceScreen({ ...visitor, resolving: true })).toBe(false);
  });

  it('keeps the sign-in page and the ban notice reachable', () => {
    expect(showsMaintenanceScreen({ ...visitor, pathname: '/login' })).toBe(false);
    expect(showsMaintenanceScreen({ ...visitor, pathname: '/ip-banned' })).toBe(false);
  });

  it('reloads 2 s after it turns on and 0.5 s after it turns off', () => {
    expect(reloadDelay(true)).toBe(2000);
    expect(reloadDelay(false)).toBe(500);
  });
});
