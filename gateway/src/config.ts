import { Type } from 'class-transformer';
import { BaseConfig } from '@storefront/platform';
import { IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { resolve } from 'node:path';

export class GatewayConfig extends BaseConfig {
  @Type(() => Number)
  @IsInt({ message: 'must be a port number' })
  @Min(1)
  @Max(65535)
  PORT: number = 5001;

  /** The site's public address: links in emails, CORS origin, socket origin. */
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be an http(s) URL' },
  )
  PUBLIC_URL = 'http://localhost:5001';

  /** Only used by `/health` to report whether Postgres answers. */
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['postgres', 'postgresql'] },
    { message: 'must be a postgres:// URL' },
  )
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/storefront';

  /** Folder of the built frontend served at `/`. */
  @IsString()
  FRONTEND_DIST = resolve(__dirname, '../../frontend/dist');

  /** Milliseconds each service gets to answer a health check. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  HEALTH_TIMEOUT_MS: number = 1500;

  /**
   * Which proxies' X-Forwarded-For to believe for the client IP (rate limits, IP bans, session
   * records): Express's `trust proxy` value, e.g. `loopback`, `10.0.0.0/8,loopback`, a hop count
   * like `1`, `true` or `false`. Behind an ingress set it to the ingress's addresses.
   */
  @Matches(/^(true|false|\d{1,2}|[\w.:/,\s-]{1,500})$/, { message: 'must be true, false, a hop count or a list of addresses/subnets' })
  TRUST_PROXY = 'loopback';
}
