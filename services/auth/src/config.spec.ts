import { parseConfig } from '@storefront/platform';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { AuthConfig, DEV_ADMIN } from './config';

describe('auth configuration', () => {
  it('creates the development administrator by default outside production', () => {
    expect(parseConfig(AuthConfig, {}).bootstrapAdmin).toEqual(DEV_ADMIN);
  });

  it('has no default administrator in production, only the configured one', () => {
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const production = {
      NODE_ENV: 'production',
      JWT_PRIVATE_KEY: key,
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    expect(parseConfig(AuthConfig, production).bootstrapAdmin).toBeUndefined();
    expect(
      parseConfig(AuthConfig, {
        ...production,
        ADMIN_EMAIL: 'ops@example.com',
        ADMIN_PASSWORD: 'Ops-Password-1',
      }).bootstrapAdmin,
    ).toEqual({
      email: 'ops@example.com',
      password: 'Ops-Password-1',
    });
  });

  it('requires a signing key in production', () => {
    expect(() => parseConfig(AuthConfig, { NODE_ENV: 'production' })).toThrow(/JWT_PRIVATE_KEY/);
  });

  it('requires a 32-byte key for authenticator-app secrets in production, and has one elsewhere', () => {
    expect(() => parseConfig(AuthConfig, { NODE_ENV: 'production' })).toThrow(/MFA_ENCRYPTION_KEY/);
    expect(() => parseConfig(AuthConfig, { MFA_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /MFA_ENCRYPTION_KEY/,
    );
    const key = randomBytes(32);
    expect(parseConfig(AuthConfig, { MFA_ENCRYPTION_KEY: key.toString('base64') }).mfaEncryptionKey).toEqual(
      key,
    );
    expect(parseConfig(AuthConfig, {}).mfaEncryptionKey).toHaveLength(32);
  });

  it('allows sensitive changes for 5 minutes after the password by default, between 1 minute and 1 hour', () => {
    expect(parseConfig(AuthConfig, {}).REAUTHENTICATION_WINDOW_SECONDS).toBe(300);
    expect(() => parseConfig(AuthConfig, { REAUTHENTICATION_WINDOW_SECONDS: '10' })).toThrow(
      /REAUTHENTICATION_WINDOW_SECONDS/,
    );
  });

  it('lets an account open 20 second-factor challenges and be mailed 5 codes a window by default', () => {
    const defaults = parseConfig(AuthConfig, {});
    expect(defaults.MFA_CHALLENGES_PER_ACCOUNT).toBe(20);
    expect(defaults.MFA_CODE_EMAILS_PER_ACCOUNT).toBe(5);
    expect(parseConfig(AuthConfig, { MFA_CHALLENGES_PER_ACCOUNT: '60' }).MFA_CHALLENGES_PER_ACCOUNT).toBe(60);
    expect(() => parseConfig(AuthConfig, { MFA_CODE_EMAILS_PER_ACCOUNT: '0' })).toThrow(
      /MFA_CODE_EMAILS_PER_ACCOUNT/,
    );
  });

  it('gives a retried refresh 10 seconds by default, 0 turning the grace off', () => {
    expect(parseConfig(AuthConfig, {}).REFRESH_TOKEN_REUSE_INTERVAL_SECONDS).toBe(10);
    expect(
      parseConfig(AuthConfig, { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '0' })
        .REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    ).toBe(0);
    expect(() => parseConfig(AuthConfig, { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '-1' })).toThrow(
      /REFRESH_TOKEN_REUSE_INTERVAL_SECONDS/,
    );
  });

  it('keeps argon2id at or above the OWASP minimum', () => {
    expect(() => parseConfig(AuthConfig, { PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB/,
    );
    expect(() => parseConfig(AuthConfig, { PASSWORD_HASH_TIME_COST: '1' })).toThrow(
      /PASSWORD_HASH_TIME_COST/,
    );
  });
});
