import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard-decision';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  twoFactorEnabled: false,
};
const state = { isLoading: false, user, isAdmin: false, isAdminLoading: false };

describe('guardDecision', () => {
  it('waits while the session loads, sends a visitor without a user to login, lets a user in', () => {
    expect(guardDecision({ ...state, isLoading: true, user: null }, 'user')).toBe('wait');
    expect(guardDecision({ ...state, user: null }, 'user')).toBe('login');
    expect(guardDecision(state, 'user')).toBe('allow');
  });

  it('admin pages: wait for the admin check, then admins only; others go to the dashboard', () => {
    expect(guardDecision({ ...state, user: null }, 'admin')).toBe('login');
    expect(guardDecision({ ...state, isAdminLoading: true }, 'admin')).toBe('wait');
    expect(guardDecision(state, 'admin')).toBe('dashboard');
    expect(guardDecision({ ...state, isAdmin: true }, 'admin')).toBe('allow');
  });
});
