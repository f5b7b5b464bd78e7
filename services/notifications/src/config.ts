import { Transform } from 'class-transformer';
import {
  isURL,
  IsUrl,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { IsIntSetting, ServiceConfig } from '@storefront/platform';

const SMTP_URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] };

/** One rule, so a bad SMTP_URL is reported in one line whichever way it is wrong. */
@ValidatorConstraint({ name: 'smtpUrl' })
class SmtpUrlRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    if (value === undefined) return !(args.object as NotificationsConfig).isProduction;
    return typeof value === 'string' && isURL(value, SMTP_URL_OPTIONS);
  }

  defaultMessage(args: ValidationArguments): string {
    return args.value === undefined
      ? 'is required when NODE_ENV is production (the dev mailbox never runs in production)'
      : 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465';
  }
}

export class NotificationsConfig extends ServiceConfig {
  /**
   * Outbound mail server. Unset (or empty) in development and tests: mails go to the dev mailbox
   * table instead, readable at the gateway's /dev/mailbox.
   */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @Validate(SmtpUrlRule)
  SMTP_URL?: string;

  @IsString()
  @MaxLength(200)
  @Matches(/^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
    message: 'must be an address such as "Storefront <no-reply@example.com>"',
  })
  MAIL_FROM = 'Storefront <no-reply@storefront.local>';

  /** The product name in mail subjects and bodies; the same as the site's. */
  @IsString()
  @Matches(/^[^<>\r\n]{1,60}$/, { message: 'must be 1-60 characters without < > or line breaks' })
  BRAND_NAME = 'Oddsmith';

  /** The site's public address: links in mails (payment page, receipt, settings, pricing). */
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be an http(s) URL' },
  )
  PUBLIC_URL = 'http://localhost:5001';

  /** Delivery tries per mail before it is parked as failed. */
  @IsIntSetting(1, 50, 'must be a whole number')
  EMAIL_ATTEMPTS: number = 8;

  /** Wait before the first retry; it doubles on each further one (5 s … about 5 min with 8 tries). */
  @IsIntSetting(10, 3_600_000, 'must be a whole number of milliseconds')
  EMAIL_BACKOFF_MS: number = 5000;

  get usesDevMailbox(): boolean {
    return this.SMTP_URL === undefined;
  }
}
