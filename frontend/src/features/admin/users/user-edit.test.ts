import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../admin-contracts';
import { ada } from '../__tests__/back-office-fixtures';
import { editFormOf, planUserEdit } from './user-edit';

const user = ada;

describe('the edit-user form', () => {
  it('starts from the user as listed', () => {
    expect(editFormOf(user)).toEqual({
      email: 'ada@example.com',
      credits: '12.5',
      reason: '',
      reasonNote: '',
      role: '',
      status: 'active',
      password: '',
    });
  });

  it("detects that nothing changed ('Aucune modification détectée')", () => {
    expect(planUserEdit(user, editFormOf(user))).toEqual({ kind: 'unchanged' });
  });

  it('ignores changes of case and spaces in the email, and the same credits written differently', () => {
    expect(
      planUserEdit(user, { ...editFormOf(user), email: '  ADA@example.com ', credits: '12,50' }),
    ).toEqual({ kind: 'unchanged' });
  });

  it('sends only the fields that changed', () => {
    expect(planUserEdit(user, { ...editFormOf(user), credits: '40', reason: 'correction' })).toEqual({
      kind: 'save',
      changes: { credits: 40, expected_credits: 12.5, reason: 'correction' },
      password: null,
    });
    expect(planUserEdit(user, { ...editFormOf(user), role: 'finance', status: 'banned' })).toEqual({
      kind: 'save',
      changes: { role: 'finance', status: 'banned' },
      password: null,
    });
    expect(planUserEdit(user, { ...editFormOf(user), email: 'new@example.com' })).toMatchObject({
      changes: { email: 'new@example.com' },
    });
  });

  it('needs a reason for a change of credits, with its text for Other', () => {
    expect(planUserEdit(user, { ...editFormOf(user), credits: '40' })).toEqual({
      kind: 'invalid',
      errors: { reason: 'reasonRequired' },
    });
    expect(planUserEdit(user, { ...editFormOf(user), credits: '40', reason: 'other' })).toEqual({
      kind: 'invalid',
      errors: { reason: 'reasonNoteRequired' },
    });
    expect(
      planUserEdit(user, { ...editFormOf(user), credits: '40', reason: 'other', reasonNote: ' Virement ' }),
    ).toMatchObject({ changes: { reason: 'other', reason_note: 'Virement' } });
  });

  it('counts a new password alone as a change, sent to the password route', () => {
    expect(planUserEdit(user, { ...editFormOf(user), password: 'Correct-Horse-9' })).toEqual({
      kind: 'save',
      changes: {},
      password: 'Correct-Horse-9',
    });
  });

  it('requires a valid email, credits of at least 0 with two decimals, and a strong password', () => {
    expect(planUserEdit(user, { ...editFormOf(user), email: ' ' })).toEqual({
      kind: 'invalid',
      errors: { email: 'emailRequired' },
    });
    expect(planUserEdit(user, { ...editFormOf(user), email: 'nope' })).toEqual({
      kind: 'invalid',
      errors: { email: 'emailInvalid' },
    });
    for (const credits of ['', '-1', '1.005', 'ten']) {
      expect(planUserEdit(user, { ...editFormOf(user), credits })).toEqual({
        kind: 'invalid',
        errors: { credits: 'creditsInvalid' },
      });
    }
    expect(planUserEdit(user, { ...editFormOf(user), password: 'short' })).toEqual({
      kind: 'invalid',
      errors: { password: 'passwordWeak' },
    });
  });

  it('accepts 0 credits', () => {
    expect(planUserEdit(user, { ...editFormOf(user), credits: '0', reason: 'fraud' })).toEqual({
      kind: 'save',
      changes: { credits: 0, expected_credits: 12.5, reason: 'fraud' },
      password: null,
    });
  });

  it('edits a user whose balance is negative, checking and sending credits only once changed', () => {
    const inDebt: AdminUserRow = { ...user, credits: -10 };
    expect(editFormOf(inDebt).credits).toBe('-10');
    expect(planUserEdit(inDebt, { ...editFormOf(inDebt), status: 'banned' })).toEqual({
      kind: 'save',
      changes: { status: 'banned' },
      password: null,
    });
    expect(planUserEdit(inDebt, editFormOf(inDebt))).toEqual({ kind: 'unchanged' });
    expect(planUserEdit(inDebt, { ...editFormOf(inDebt), credits: '5', reason: 'goodwill' })).toEqual({
      kind: 'save',
      changes: { credits: 5, expected_credits: -10, reason: 'goodwill' },
      password: null,
    });
    expect(planUserEdit(inDebt, { ...editFormOf(inDebt), credits: '-5' })).toEqual({
      kind: 'invalid',
      errors: { credits: 'creditsInvalid' },
    });
  });
});
