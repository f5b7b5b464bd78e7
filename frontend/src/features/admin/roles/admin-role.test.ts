import { describe, expect, it } from 'vitest';
import { can } from './admin-role';

describe('what each back-office role is offered', () => {
  it('gives money to owner and finance, bans to owner and support, accounts and keys to the owner', () => {
    expect(['owner', 'finance', 'support'].map((role) => can(role as never, 'moveMoney'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['owner', 'finance', 'support'].map((role) => can(role as never, 'ban'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(can('finance', 'manageAccounts')).toBe(false);
    expect(can('support', 'ownerTools')).toBe(false);
    expect(can('owner', 'ownerTools')).toBe(true);
  });

  it('offers nothing while the role is unknown', () => {
    expect(can(null, 'ban')).toBe(false);
    expect(can(undefined, 'moveMoney')).toBe(false);
  });
});
