import { Type } from 'class-transformer';
import { IsIntSetting, ServiceConfig } from '@storefront/platform';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Min,
  ValidateIf,
} from 'class-validator';

const HTTP_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** The development administrator, created at start-up outside production when no admin exists. */
export const DEV_ADMIN = { email: 'admin@storefront.local', password: 'Storefront-Admin-2024!' } as const;

/** Outside production only: encrypts authenticator-app secrets when MFA_ENCRYPTION_KEY is unset. */
const DEV_MFA_ENCRYPTION_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1tZmEta2V5LTMyLWJ5dGU=';

export class AuthConfig extends ServiceConfig {
  /**
   * PEM (PKCS#8) EC P-256 private key signing access tokens (ES256). Required in production;
   * elsewhere one is generated once and kept in the auth schema so replicas and restarts agree.
   */
  @ValidateIf((c: AuthConfig) => c.NODE_ENV === 'production' || c.JWT_PRIVATE_KEY !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'is required in production (a PEM EC P-256 private key)' })
  JWT_PRIVATE_KEY?: string;

  /** The `iss` claim of access tokens. */
  @IsString()
  JWT_ISSUER = 'http://localhost:5001/auth/v1';

  @IsIntSetting(60, 86400)
  ACCESS_TOKEN_TTL_SECONDS: number = 900;

  /**
   * How long after its exchange a refresh token may be presented again and get a new token of the
   * same session instead of ending it (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL): auth-js retries a
   * refresh whose answer was lost with the same token, and two tabs may refresh at once. Later,
   * or once the chain has moved on, a replay still ends the session. 0 turns the grace off.
   */
  @IsIntSetting(0, 300)
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: number = 10;

  /** First administrator, created at start-up when no administrator exists. No default in production. */
  @IsOptional()
  @IsEmail({}, { message: 'must be an email address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  /** argon2id memory in KiB (OWASP minimum 19456 = 19 MiB) and passes. */
  @Type(() => Number)
  @IsInt()
  @Min(19456)
  PASSWORD_HASH_MEMORY_KIB: number = 19456;

  @Type(() => Number)
  @IsInt()
  @Min(2)
  PASSWORD_HASH_TIME_COST: number = 2;

  /** Length of every rate-limit window, in seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WINDOW_SECONDS: number = 900;

  /**
   * Attempts of one action (sign-in, sign-up, recover, resend, otp, verify, two-factor code) per
   * client IP per window.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_IP: number = 30;

  /**
   * Attempts of one action per email address per window (sign-in counts failures only); also
   * the wrong answers allowed per account per window to second-factor codes, recovery codes and
   * re-authentication (passwords and nonces), each counted before it is checked.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_EMAIL: number = 10;

  /**
   * Second-factor challenges (POST /auth/v1/factors/{id}/challenge, any factor) one account may
   * open per window. A sign-in needs one; the default leaves room for retries and several devices.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MFA_CHALLENGES_PER_ACCOUNT: number = 20;

  /**
   * Emails of second-factor codes and re-authentication nonces one account may be sent per
   * window (sign-ins, emailed-code challenges, 2FA setup, GET /reauthenticate together), on top
   * of the 60-second wait between two codes of one kind.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MFA_CODE_EMAILS_PER_ACCOUNT: number = 5;

  /**
   * A MaxMind database (.mmdb, e.g. GeoLite2-City) placing a session's address for Settings ›
   * Sessions and new sign-in alerts. Unset: no places, the address is shown instead.
   */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  GEOIP_DATABASE_PATH?: string;

  /**
   * AES-256-GCM key (base64 of 32 bytes) that encrypts authenticator-app secrets at rest.
   * Required in production; elsewhere a fixed development key is used.
   */
  @ValidateIf((c: AuthConfig) => c.NODE_ENV === 'production' || c.MFA_ENCRYPTION_KEY !== undefined)
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be the base64 of 32 bytes (openssl rand -base64 32)' })
  MFA_ENCRYPTION_KEY?: string;

  /**
   * How long a confirmed password (a sign-in or POST /api/auth/reauthenticate) or emailed nonce
   * allows sensitive changes (two-factor, recovery codes, API keys) before it is asked again.
   */
  @IsIntSetting(60, 3600)
  REAUTHENTICATION_WINDOW_SECONDS: number = 300;

  /** The site's public address (as the gateway's): the origin passkeys are made and used at. */
  @IsUrl(HTTP_URL, { message: 'must be an http(s) URL' })
  PUBLIC_URL = 'http://localhost:5001';

  /**
   * More origins passkeys may be used from, comma-separated (`https://www.example.com`), besides
   * PUBLIC_URL's. Outside production any http://localhost origin is allowed as well.
   */
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*\s*$/, {
    message: 'must be a comma-separated list of origins such as https://example.com',
  })
  WEBAUTHN_ORIGINS?: string;

  /**
   * The relying party id passkeys are bound to: a domain that every allowed origin is on or under
   * (`example.com` serves `https://www.example.com`). Unset, it is the host of the page's origin.
   */
  @IsOptional()
  @Matches(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/i, { message: 'must be a domain such as example.com' })
  WEBAUTHN_RP_ID?: string;

  /** The name a passkey prompt shows for the site. */
  @IsString()
  @IsNotEmpty()
  WEBAUTHN_RP_NAME = 'Oddsmith';

  /**
   * How often the auth service looks for service keys expiring within SERVICE_KEY_REMINDER_DAYS
   * whose owners have not been told yet (each key is announced once, whichever replica finds it).
   */
  @IsIntSetting(1, 86400)
  SERVICE_KEY_REMINDER_SWEEP_SECONDS: number = 3600;

  /** The key encrypting authenticator-app secrets. */
  get mfaEncryptionKey(): Buffer {
    return Buffer.from(this.MFA_ENCRYPTION_KEY ?? DEV_MFA_ENCRYPTION_KEY, 'base64');
  }

  /** The administrator to ensure at start-up: the configured one, or the development default. */
  get bootstrapAdmin(): { email: string; password: string } | undefined {
    if (this.ADMIN_EMAIL && this.ADMIN_PASSWORD)
      return { email: this.ADMIN_EMAIL, password: this.ADMIN_PASSWORD };
    if (this.isProduction || this.ADMIN_EMAIL || this.ADMIN_PASSWORD) return undefined;
    return { ...DEV_ADMIN };
  }
}
