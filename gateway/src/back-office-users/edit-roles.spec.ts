import { grantsRightsOrMovesMoney, rolesForEdit } from './edit-roles';

describe('who may make an edit of a user', () => {
  it('lets support ban and unban, finance set credits with a reason, and only the owner the rest', () => {
    expect(rolesForEdit({ status: 'banned' })).toEqual(['owner', 'support']);
    expect(rolesForEdit({ is_active: true })).toEqual(['owner', 'support']);
    expect(rolesForEdit({ credits: 7, reason: 'correction', reason_note: 'x', expected_credits: 5 })).toEqual(
      ['owner', 'finance'],
    );
    expect(rolesForEdit({ email: 'a@example.com' })).toEqual(['owner']);
    expect(rolesForEdit({ role: 'finance' })).toEqual(['owner']);
    expect(rolesForEdit({ is_admin: true })).toEqual(['owner']);
  });

  it('needs a role allowed for every field it sends', () => {
    expect(rolesForEdit({ status: 'banned', credits: 3, reason: 'fraud' })).toEqual(['owner']);
    expect(rolesForEdit({ status: 'active', first_name: 'Ada' })).toEqual(['owner']);
  });

  it('asks for a recent re-authentication when an edit grants or removes rights or sets the credits', () => {
    expect(grantsRightsOrMovesMoney({ role: 'finance' })).toBe(true);
    expect(grantsRightsOrMovesMoney({ role: null })).toBe(true);
    expect(grantsRightsOrMovesMoney({ is_admin: false })).toBe(true);
    expect(grantsRightsOrMovesMoney({ credits: 0, reason: 'correction' })).toBe(true);
    expect(grantsRightsOrMovesMoney({ status: 'banned', email: 'a@example.com', first_name: 'Ada' })).toBe(
      false,
    );
    expect(grantsRightsOrMovesMoney(undefined)).toBe(false);
    expect(grantsRightsOrMovesMoney('role')).toBe(false);
  });
});
