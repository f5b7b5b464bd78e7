import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PasswordChecklist } from './password-checklist';

function metItems(password: string) {
  const { unmount } = render(<PasswordChecklist password={password} />);
  const list = screen.getByRole('list', { name: 'Password requirements' });
  const met = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent?.replace(/\s*\((met|not met)\)$/, ''));
  unmount();
  return met;
}

describe('PasswordChecklist', () => {
  it('lists the rules, none met for an empty password', () => {
    render(<PasswordChecklist password="" />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'At least 8 characters(not met)',
      'One uppercase letter(not met)',
      'One lowercase letter(not met)',
      'One number(not met)',
      'One special character(not met)',
    ]);
  });

  it('ticks each rule as the password meets it', () => {
    expect(metItems('a')).toEqual(['One lowercase letter']);
    expect(metItems('abcdefgh')).toEqual(['At least 8 characters', 'One lowercase letter']);
    expect(metItems('Abcdefg1')).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ]);
    expect(metItems('Abcdef1!')).toHaveLength(5);
  });
});
