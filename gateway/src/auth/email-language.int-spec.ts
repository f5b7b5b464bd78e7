/**
 * Emails in the account's language, through the whole stack: the sign-up's language (its
 * data.language, else its Accept-Language) writes the sign-up code and is kept on the account;
 * later mails from auth (codes) and from notifications (account-safety alerts) follow it, and a
 * language picked with PUT /auth/v1/user changes the next mail.
 */
import { AuthClient } from '@supabase/auth-js';
import type { DevMail } from '@storefront/contracts';
import {
  AuthKit,
  call,
  listMail,
  startAuthKit,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../tests/support/auth-kit';
import { waitFor } from '../../../tests/support/stack';
import { CHROME_WINDOWS, SAFARI_IPHONE, sleep } from '../../../tests/support/socket-test-kit';

jest.setTimeout(60000);

describe('emails in the reader’s language', () => {
  let kit: AuthKit;

  beforeAll(async () => {
    kit = await startAuthKit();
  }, 120000);

  afterAll(async () => {
    await kit?.close();
  });

  /** auth-js as a browser on one device: its own address and user agent. */
  function device(userAgent: string, ip = uniqueIp()) {
    return new AuthClient({
      url: `${kit.stack.baseUrl}/auth/v1`,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
    });
  }

  /** The next mail to `to` whose subject matches, once it has been delivered. */
  const mailTo = (to: string, subject: RegExp): Promise<DevMail> =>
    waitFor(`a mail "${String(subject)}" to ${to}`, async () =>
      (await listMail(kit, to)).find((m) => subject.test(m.subject)),
    );

  const codeOf = (mail: DevMail) => /\b(\d{6})\b/.exec(mail.text)![1];

  it('writes every mail of an account signed up in French in French, then in English once the user picks English', async () => {
    const email = uniqueEmail('chloe');
    const home = device(CHROME_WINDOWS);
    const signUp = await home.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { first_name: 'Chloé', last_name: 'Martin', language: 'fr' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.user_metadata).toMatchObject({ language: 'fr' });

    // Before the account exists, the sign-up's own language.
    const code = await mailTo(email, /^Vérifiez votre adresse e-mail/);
    expect(code.subject).toBe('Vérifiez votre adresse e-mail pour Oddsmith');
    expect(code.text).toMatch(/^Bonjour Chloé,\n/);
    expect(code.text).toContain('— L’équipe Oddsmith');
    expect(code.html).toContain('<html lang="fr">');
    const verified = await home.verifyOtp({ email, token: codeOf(code), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toEqual({
      first_name: 'Chloé',
      last_name: 'Martin',
      language: 'fr',
    });

    // A sign-in from a new device: the notifications service's alert, in French.
    const away = device(SAFARI_IPHONE, '198.51.100.41');
    const awaySignIn = await away.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(awaySignIn.error).toBeNull();
    const alert = await mailTo(email, /^Nouvelle connexion/);
    expect(alert.subject).toBe('Nouvelle connexion à votre compte Oddsmith');
    expect(alert.text).toContain('Appareil : Mobile Safari sur iOS 17.4 (téléphone)');
    expect(alert.text).toContain('Adresse : 198.51.100.41');
    expect(alert.text).toMatch(/Quand : \w+ \d+ \S+ \d{4} à \d\d:\d\d UTC/);
    expect(alert.text).toContain('Ce n’était pas moi : ');
    expect(alert.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\b(your|the|account)\b/i);

    // A code asked for while signed in (re-authentication): the auth service's mail, in French.
    const token = awaySignIn.data.session!.access_token;
    const reauth = await call(kit, 'GET', '/auth/v1/reauthenticate', { token });
    expect(reauth.status).toBe(200);
    const frenchCode = await mailTo(email, /^Confirmez votre identité/);
    expect(frenchCode.text).toContain('Saisissez ce code pour confirmer la modification de votre compte :');

    // The user switches the interface to English: the account's language follows.
    const switched = await call(kit, 'PUT', '/auth/v1/user', { token, body: { data: { language: 'en' } } });
    expect(switched.status).toBe(200);
    expect(switched.body.user_metadata).toEqual({ first_name: 'Chloé', last_name: 'Martin', language: 'en' });
    const me = await call(kit, 'GET', '/auth/v1/user', { token });
    expect(me.body.user_metadata.language).toBe('en');

    // The next mails are English: an alert for another new device, and a password-reset code.
    const elsewhere = device(SAFARI_IPHONE, '198.51.100.42');
    expect((await elsewhere.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
    const englishAlert = await mailTo(email, /^New sign-in to your /);
    expect(englishAlert.text).toContain('Address: 198.51.100.42');
    expect(englishAlert.text).toMatch(/^Hi Chloé,\n/);
    expect(englishAlert.html).toContain('<html lang="en">');
    expect((await home.resetPasswordForEmail(email)).error).toBeNull();
    const reset = await mailTo(email, /^Reset your /);
    expect(reset.text).toContain('This code expires in 60 minutes.');
    expect(reset.text).not.toMatch(/\b(votre|vous)\b/);

    // Every French mail came before the switch, none after.
    const all = await listMail(kit, email);
    expect(all.map((m) => m.subject).reverse()).toEqual([
      'Vérifiez votre adresse e-mail pour Oddsmith',
      'Nouvelle connexion à votre compte Oddsmith',
      'Confirmez votre identité sur Oddsmith',
      'New sign-in to your Oddsmith account',
      'Reset your Oddsmith password',
    ]);
  });

  it('takes the language of a sign-up without data.language from its Accept-Language', async () => {
    const email = uniqueEmail('accept');
    const res = await call(kit, 'POST', '/auth/v1/signup', {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
      body: { email, password: STRONG_PASSWORD, data: { first_name: 'Léa', last_name: 'Roy' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_metadata.language).toBe('fr');
    expect((await mailTo(email, /./)).subject).toBe('Vérifiez votre adresse e-mail pour Oddsmith');

    const english = uniqueEmail('english');
    const plain = await call(kit, 'POST', '/auth/v1/signup', {
      body: { email: english, password: STRONG_PASSWORD, data: { first_name: 'Ada', last_name: 'King' } },
    });
    expect(plain.body.user_metadata.language).toBe('en');
    expect((await mailTo(english, /./)).subject).toBe('Verify your email for Oddsmith');
  });

  it('refuses a language the product does not speak, at sign-up and later, and changes nothing', async () => {
    const email = uniqueEmail('german');
    const refused = await call(kit, 'POST', '/auth/v1/signup', {
      body: {
        email,
        password: STRONG_PASSWORD,
        data: { first_name: 'Ada', last_name: 'King', language: 'de' },
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('data.language must be one of en, fr');
    await sleep(1000);
    expect(await listMail(kit, email)).toEqual([]);

    const ok = device(CHROME_WINDOWS);
    const okEmail = uniqueEmail('switcher');
    await ok.signUp({
      email: okEmail,
      password: STRONG_PASSWORD,
      options: { data: { first_name: 'Ada', last_name: 'King', language: 'fr' } },
    });
    const verified = await ok.verifyOtp({
      email: okEmail,
      token: codeOf(await mailTo(okEmail, /./)),
      type: 'email',
    });
    const token = verified.data.session!.access_token;
    const bad = await call(kit, 'PUT', '/auth/v1/user', { token, body: { data: { language: 'xx' } } });
    expect(bad.status).toBe(400);
    expect((await call(kit, 'GET', '/auth/v1/user', { token })).body.user_metadata.language).toBe('fr');
  });
});
