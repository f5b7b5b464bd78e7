import { Inject, Injectable } from '@nestjs/common';
import { PasskeyErrorCode, PASSKEY_MESSAGES } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { AuthConfig } from '../config';

/** Who a passkey ceremony is for: the relying party id and name, and the page's origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The relying party of a ceremony, derived from the page's origin once that origin is allowed:
 * PUBLIC_URL's, those of WEBAUTHN_ORIGINS, and outside production any localhost origin (so
 * `npm start` and the test stacks work on whatever port they got). The id is WEBAUTHN_RP_ID, or
 * else the origin's host; a request that names no origin (not a browser) gets PUBLIC_URL's.
 */
@Injectable()
export class RelyingParties {
  private readonly allowed: ReadonlySet<string>;
  private readonly fallback: string;

  constructor(@Inject(AuthConfig) private readonly config: AuthConfig) {
    const listed = (config.WEBAUTHN_ORIGINS ?? '').split(',').map((origin) => origin.trim());
    this.fallback = originOf(config.PUBLIC_URL)!;
    this.allowed = new Set(
      [config.PUBLIC_URL, ...listed].map(originOf).filter((origin): origin is string => origin !== null),
    );
  }

  forOrigin(requested: string | undefined): RelyingParty {
    const origin = requested ? originOf(requested) : this.fallback;
    const host = origin ? new URL(origin).hostname : '';
    const allowed =
      origin !== null && (this.allowed.has(origin) || (!this.config.isProduction && isLocalhost(host)));
    const id = this.config.WEBAUTHN_RP_ID?.toLowerCase() ?? host;
    if (!allowed || (host !== id && !host.endsWith(`.${id}`)))
      throw ServiceError.badRequest(PASSKEY_MESSAGES.originNotAllowed, PasskeyErrorCode.OriginNotAllowed);
    return { id, name: this.config.WEBAUTHN_RP_NAME, origin: origin! };
  }
}
