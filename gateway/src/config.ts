import { Type } from 'class-transformer';
import { BaseConfig, IsIntSetting } from '@storefront/platform';
import { IsInt, IsString, IsUrl, Matches, Min } from 'class-validator';
import { resolve } from 'node:path';

export class GatewayConfig extends BaseConfig {
  @IsIntSetting(1, 65535, 'must be a port number')
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
   * records): Fastify's `trustProxy` value (Express's `trust proxy` rules), e.g. `loopback`,
   * `10.0.0.0/8,loopback`, `true` or `false`. Behind an ingress set it to the ingress's addresses.
   * A hop count is refused: it believes the nearest peer without checking its address.
   */
  @Matches(/^(?!\s*\d+\s*$)(true|false|[\w.:/,\s-]{1,500})$/, {
    message:
      'must be true, false or a list of addresses/subnets (not a hop count, which believes any peer: name the proxies)',
  })
  TRUST_PROXY = 'loopback';

  /**
   * Milliseconds a client has to send a request's headers before it gets 408 and the connection
   * closes: a client trickling headers (slowloris) cannot hold a connection open.
   */
  @IsIntSetting(500, 600000, 'must be a whole number of milliseconds')
  HTTP_HEADERS_TIMEOUT_MS: number = 20000;

  /** Milliseconds a client has to send a whole request, body included (a slow body gets 408). */
  @IsIntSetting(500, 600000, 'must be a whole number of milliseconds')
  HTTP_REQUEST_TIMEOUT_MS: number = 60000;

  /**
   * Milliseconds an idle keep-alive connection stays open. Longer than the 60 s idle timeout of
   * common load balancers, so a proxy never reuses a connection the gateway is closing.
   */
  @IsIntSetting(1000, 600000, 'must be a whole number of milliseconds')
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number = 65000;

  /** The origin (scheme, host, port) of PUBLIC_URL: the only one CORS and sockets allow. */
  get publicOrigin(): string {
    return new URL(this.PUBLIC_URL).origin;
  }
}
