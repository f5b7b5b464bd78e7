import 'reflect-metadata';
import { renderAccountEmail } from './account-email-templates';

const ctx = {
  brand: 'Oddsmith',
  publicUrl: 'https://odds.example',
  firstName: 'Ada',
  language: 'en' as const,
};
const scraper = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Scraper <b>', prefix: 'osk_1a2b3c4d' };
const nightly = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Nightly', prefix: 'osk_5e6f7a8b' };

describe('the mail naming an account’s revoked API keys', () => {
  it('says why, names each key by its name and first characters, and links to Settings', () => {
    const mail = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'password_changed', keys: [scraper], passkeys: [] },
      ctx,
    );
    expect(mail.subject).toBe('API keys revoked on your Oddsmith account');
    expect(mail.text).toContain('The password of your Oddsmith account was changed, so we revoked');
    expect(mail.text).toContain('This API key was revoked: “Scraper <b>” (osk_1a2b3c4d…).');
    expect(mail.text).toContain('Manage your API keys: https://odds.example/settings?tab=api-keys');
    // A key's name is the user's text, never markup.
    expect(mail.html).toContain('Scraper &#60;b&#62;');
    expect(mail.html).not.toContain('Scraper <b>');
  });

  it('lists several keys as the language does, for each cause', () => {
    const en = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'disowned', keys: [scraper, nightly], passkeys: [] },
      ctx,
    );
    expect(en.text).toContain(
      'These API keys were revoked: “Scraper <b>” (osk_1a2b3c4d…) and “Nightly” (osk_5e6f7a8b…).',
    );
    expect(en.text).toContain("You told us a sign-in to your Oddsmith account wasn't you");
    const fr = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'password_reset', keys: [scraper, nightly], passkeys: [] },
      { ...ctx, language: 'fr' },
    );
    expect(fr.subject).toBe('Clés API révoquées sur votre compte Oddsmith');
    expect(fr.text).toContain(
      'Le mot de passe de votre compte Oddsmith a été réinitialisé : nous avons donc révoqué',
    );
    expect(fr.text).toContain(
      'Ces clés API ont été révoquées : « Scraper <b> » (osk_1a2b3c4d…) et « Nightly » (osk_5e6f7a8b…).',
    );
    const byAdmin = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'password_set_by_admin', keys: [nightly], passkeys: [] },
      { ...ctx, language: 'fr' },
    );
    expect(byAdmin.text).toContain(
      'Un administrateur a défini un nouveau mot de passe pour votre compte Oddsmith',
    );
    expect(byAdmin.text).toContain('Cette clé API a été révoquée : « Nightly » (osk_5e6f7a8b…).');
  });
});

describe('the mail naming the passkeys removed with them', () => {
  const laptop = { id: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Laptop <i>' };
  const phone = { id: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Phone' };

  it('names the passkeys beside the keys and links to where they are added again', () => {
    const mail = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'disowned', keys: [nightly], passkeys: [laptop, phone] },
      ctx,
    );
    expect(mail.subject).toBe('API keys and passkeys removed from your Oddsmith account');
    expect(mail.text).toContain("so we revoked the account's API keys and removed its passkeys:");
    expect(mail.text).toContain('These passkeys were removed: “Laptop <i>” and “Phone”.');
    expect(mail.text).toContain('Add a passkey: https://odds.example/settings?tab=2fa');
    expect(mail.html).not.toContain('Laptop <i>');
  });

  it('speaks of passkeys alone when the account had no key, in French too', () => {
    const en = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'password_changed', keys: [], passkeys: [phone] },
      ctx,
    );
    expect(en.subject).toBe('Passkeys removed from your Oddsmith account');
    expect(en.html).toContain('Your passkey was removed');
    expect(en.text).toContain("so we removed the account's passkeys:");
    expect(en.text).not.toContain('API key');
    const fr = renderAccountEmail(
      { kind: 'api-keys-revoked', cause: 'password_reset', keys: [], passkeys: [laptop, phone] },
      { ...ctx, language: 'fr' },
    );
    expect(fr.subject).toBe('Clés d’accès supprimées de votre compte Oddsmith');
    expect(fr.text).toContain('nous avons donc supprimé les clés d’accès du compte, car');
    expect(fr.text).toContain('Ces clés d’accès ont été supprimées : « Laptop <i> » et « Phone ».');
    expect(fr.text).not.toContain('clé API');
  });
});

describe('the reminder of a service key’s expiry', () => {
  const mail = {
    kind: 'service-key-expiring' as const,
    name: 'Billing',
    prefix: 'osk_9c0d1e2f',
    expiresAt: '2026-12-03T22:59:59.000Z',
  };

  it('names the key and when it stops, and links to the back office’s service keys', () => {
    const en = renderAccountEmail(mail, ctx);
    expect(en.subject).toBe('Service key “Billing” expires soon');
    // Node's ICU writes the weekday with or without a comma.
    expect(en.text).toMatch(
      /The service key “Billing” \(osk_9c0d1e2f…\) expires on Thursday,? 3 December 2026 at 22:59 UTC\./,
    );
    expect(en.text).toContain('Open the service keys: https://odds.example/admin?tab=service-keys');
    const fr = renderAccountEmail(mail, { ...ctx, language: 'fr' });
    expect(fr.subject).toBe('La clé de service « Billing » expire bientôt');
    expect(fr.text).toContain(
      'La clé de service « Billing » (osk_9c0d1e2f…) expire le jeudi 3 décembre 2026 à 22:59 UTC.',
    );
  });
});
