import { parseConfig } from '@storefront/platform';
import { NotificationsConfig } from './config';

describe('notifications configuration', () => {
  it('uses the dev mailbox in development when no SMTP_URL is set', () => {
    const config = parseConfig(NotificationsConfig, {});
    expect(config.usesDevMailbox).toBe(true);
    expect(config.MAIL_FROM).toBe('Storefront <no-reply@storefront.local>');
    expect(config.EMAIL_ATTEMPTS).toBe(8);
  });

  it('treats an empty SMTP_URL as unset', () => {
    expect(parseConfig(NotificationsConfig, { SMTP_URL: '' }).usesDevMailbox).toBe(true);
  });

  it('refuses production without SMTP_URL in one line naming it', () => {
    expect(() => parseConfig(NotificationsConfig, { NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: SMTP_URL is required when NODE_ENV is production \(the dev mailbox never runs in production\)$/,
    );
    expect(() => parseConfig(NotificationsConfig, { NODE_ENV: 'production', SMTP_URL: '' })).toThrow(
      /SMTP_URL is required/,
    );
  });

  it('accepts production with an SMTP server', () => {
    const config = parseConfig(NotificationsConfig, {
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
    });
    expect(config.usesDevMailbox).toBe(false);
  });

  it('rejects an SMTP_URL that is not an smtp URL', () => {
    expect(() => parseConfig(NotificationsConfig, { SMTP_URL: 'http://smtp.example.com' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('rejects a sender without an address', () => {
    expect(() => parseConfig(NotificationsConfig, { MAIL_FROM: 'Storefront' })).toThrow(
      /MAIL_FROM must be an address/,
    );
  });
});
