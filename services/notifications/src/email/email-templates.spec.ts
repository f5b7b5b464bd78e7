// The contracts index holds other services' class-transformer DTOs, which need it loaded.
import 'reflect-metadata';
import { EMAIL_TEMPLATES } from '@storefront/contracts';
import { renderEmail } from './email-templates';

describe('email templates', () => {
  it.each(EMAIL_TEMPLATES)(
    '%s carries the 6-digit code in both bodies and an English subject with the brand',
    (template) => {
      const mail = renderEmail(template, { code: '482913' }, 'Oddsmith', 'en');
      expect(mail.text).toContain('482913');
      expect(mail.html).toContain('482913');
      expect(mail.subject).toMatch(/Oddsmith/);
      expect(mail.text).toMatch(/^Hi,\n/);
    },
  );

  it('asks a new user to verify their email', () => {
    const mail = renderEmail('signup-code', { code: '111111', firstName: 'Ada' }, 'Oddsmith', 'en');
    expect(mail.subject).toBe('Verify your email for Oddsmith');
    expect(mail.text).toMatch(/^Hi Ada,\n/);
    expect(mail.text).toContain('verify your email address');
  });

  it('says the recovery code expires in 60 minutes', () => {
    const mail = renderEmail('recovery-code', { code: '222222' }, 'Oddsmith', 'en');
    expect(mail.subject).toBe('Reset your Oddsmith password');
    expect(mail.text).toContain('This code expires in 60 minutes.');
    expect(mail.html).toContain('This code expires in 60 minutes.');
  });

  it('names two-factor and reauthentication codes for what they are', () => {
    expect(renderEmail('two-factor-code', { code: '333333' }, 'Oddsmith', 'en').text).toContain(
      'two-factor authentication',
    );
    expect(renderEmail('reauthentication-code', { code: '444444' }, 'Oddsmith', 'en').subject).toBe(
      "Confirm it's you on Oddsmith",
    );
  });

  it('escapes a hostile first name and brand in the HTML body', () => {
    const mail = renderEmail(
      'signup-code',
      { code: '555555', firstName: '<script>alert("x")</script>' },
      'A&B <i>',
      'en',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(mail.html).toContain('A&#38;B &#60;i&#62;');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
  });
});
