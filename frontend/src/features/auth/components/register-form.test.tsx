import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const v = {
    first: 'Grace',
    last: 'Hopper',
    email: 'grace@example.com',
    password: 'Cobol-1959!',
    confirm: 'Cobol-1959!',
    ...values,
  };
  await user.type(await screen.findByLabelText('First name'), v.first);
  await user.type(screen.getByLabelText('Last name'), v.last);
  await user.type(screen.getByLabelText('Email'), v.email);
  await user.type(screen.getByLabelText('Password'), v.password);
  await user.type(screen.getByLabelText('Confirm password'), v.confirm);
}

describe('/register', () => {
  it('shows every field, the terms and privacy links, and a link to sign in', async () => {
    await renderWithAuth('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(main.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('an empty form gets the spec’s messages and nothing is sent', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Password confirmation is required',
      'You must accept the terms of service',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(backend.callsTo('POST /auth/v1/signup')).toHaveLength(0);
  });

  it('the checklist follows the password as it is typed', async () => {
    const user = userEvent.setup();
    await renderWithAuth('/register');
    await user.type(await screen.findByLabelText('Password'), 'Abc');
    const met = () => screen.getAllByRole('listitem').filter((item) => item.dataset.met === 'true').length;
    expect(met()).toBe(2);
    await user.type(screen.getByLabelText('Password'), 'defg1!');
    expect(met()).toBe(5);
  });

  it('mismatched or weak passwords are refused with their messages', async () => {
    const user = userEvent.setup();
    await renderWithAuth('/register');
    await fill(user, { password: 'weakpassword', confirm: 'other' });
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password is too weak. Please use a stronger password')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('creates the account with the name as metadata and goes to /account-created?email=', async () => {
    const user = userEvent.setup();
    const { backend, history } = await renderWithAuth('/register');
    await fill(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentUrl(history)).toBe('/account-created?email=grace%40example.com'));
    expect(backend.callsTo('POST /auth/v1/signup')[0].body).toMatchObject({
      email: 'grace@example.com',
      password: 'Cobol-1959!',
      data: { first_name: 'Grace', last_name: 'Hopper', language: 'en' },
    });
    expect(await screen.findByRole('heading', { name: 'Account Created!' })).toBeTruthy();
  });

  it('an email that already has an account is told so', async () => {
    const user = userEvent.setup();
    const { toasts, history } = await renderWithAuth('/register', (b) =>
      b.addUser({ email: 'grace@example.com' }),
    );
    await fill(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('An account with this email already exists'),
    );
    expect(history.location.pathname).toBe('/register');
  });
});
