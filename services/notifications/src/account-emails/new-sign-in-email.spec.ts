import 'reflect-metadata';
import { renderAccountEmail } from './account-email-templates';

const ctx = {
  brand: 'Oddsmith',
  publicUrl: 'https://odds.example',
  firstName: 'Ada',
  language: 'en' as const,
};
const token = 'x'.repeat(43);
const alert = {
  kind: 'new-sign-in' as const,
  at: '2026-11-26T23:19:00.000Z',
  device: { type: 'mobile' as const, browser: 'Mobile Safari', os: 'iOS 17.5' },
  ip: '2001:db8:1:2::7',
  location: null,
  disownToken: token,
};

describe('the new sign-in alert', () => {
  it('says when, from which device and address, and links "This wasn\'t me" with its secret', () => {
    const mail = renderAccountEmail(alert, ctx);
    expect(mail.subject).toBe('New sign-in to your Oddsmith account');
    expect(mail.text).toContain('When: Thursday 26 November 2026 at 23:19 UTC');
    expect(mail.text).toContain('Device: Mobile Safari on iOS 17.5 (phone)');
    expect(mail.text).toContain('Address: 2001:db8:1:2::7');
    expect(mail.text).toContain(`This wasn't me: https://odds.example/account/disown?token=${token}`);
    expect(mail.html).toContain(`href="https://odds.example/account/disown?token=${token}"`);
  });

  it('adds the place when a GeoIP database found one, and admits an unknown browser', () => {
    const mail = renderAccountEmail(
      { ...alert, location: 'Lyon, France', device: { type: 'desktop', browser: null, os: null } },
      ctx,
    );
    expect(mail.text).toContain('Address: 2001:db8:1:2::7 (Lyon, France)');
    expect(mail.text).toContain('Device: An unknown browser (computer)');
  });
});

describe('the password change alert', () => {
  const change = { ...alert, kind: 'password-changed' as const, method: 'change' as const };

  it('says when, from which device and address, and links "This wasn\'t me" like a sign-in alert', () => {
    const mail = renderAccountEmail(change, ctx);
    expect(mail.subject).toBe('Your Oddsmith password was changed');
    expect(mail.text).toContain('was just changed from a signed-in session');
    expect(mail.text).toContain('Every other session of your account was signed out.');
    expect(mail.text).toContain('When: Thursday 26 November 2026 at 23:19 UTC');
    expect(mail.text).toContain('Device: Mobile Safari on iOS 17.5 (phone)');
    expect(mail.text).toContain('Address: 2001:db8:1:2::7');
    expect(mail.text).toContain(`This wasn't me: https://odds.example/account/disown?token=${token}`);
    expect(mail.html).toContain(`href="https://odds.example/account/disown?token=${token}"`);
  });

  it('says a reset used a code sent to the address, in French too', () => {
    const reset = { ...change, method: 'reset' as const };
    expect(renderAccountEmail(reset, ctx).text).toContain(
      'was just reset with a code sent to this address. Every session of your account was signed out.',
    );
    const fr = renderAccountEmail(reset, { ...ctx, language: 'fr' });
    expect(fr.subject).toBe('Le mot de passe de votre compte Oddsmith a été modifié');
    expect(fr.text).toContain('vient d’être réinitialisé avec un code envoyé à cette adresse');
    expect(fr.text).toContain('Appareil : Mobile Safari sur iOS 17.5 (téléphone)');
    expect(fr.text).toContain(`Ce n’était pas moi : https://odds.example/account/disown?token=${token}`);
  });
});

describe("the mail about a sign-up with the owner's address", () => {
  it('tells the owner nothing changed and links to sign-in and the password reset', () => {
    const mail = renderAccountEmail({ kind: 'sign-up-attempt', email: 'ada@example.com' }, ctx);
    expect(mail.subject).toBe('Someone tried to sign up with your address');
    expect(mail.text).toContain(
      'sign up to Oddsmith with ada@example.com, an address that already has an account',
    );
    expect(mail.text).toContain('No account was created and nothing about yours changed.');
    expect(mail.text).toContain('Sign in: https://odds.example/login');
    expect(mail.text).toContain('Forgot your password?: https://odds.example/reset-password');
  });
});
