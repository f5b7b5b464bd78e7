import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { open, type CityResponse, type Reader } from 'maxmind';
import { AuthConfig } from '../config';

/**
 * An address's approximate place ("Lyon, France") from the MaxMind database named by
 * GEOIP_DATABASE_PATH (GeoLite2-City or GeoIP2-City, or a Country database). Without one, or for
 * an address the database does not know, there is no place and the address is shown instead.
 */
@Injectable()
export class GeoIpLocator implements OnModuleInit {
  private readonly logger = new Logger(GeoIpLocator.name);
  private reader: Reader<CityResponse> | null = null;

  constructor(@Inject(AuthConfig) private readonly config: AuthConfig) {}

  async onModuleInit(): Promise<void> {
    const path = this.config.GEOIP_DATABASE_PATH;
    if (!path) return;
    // A configured database that cannot be read is a deployment error: fail at start, not later.
    this.reader = await open<CityResponse>(path, {
      watchForUpdates: true,
      watchForUpdatesNonPersistent: true,
    });
    this.logger.log(`GeoIP database loaded from ${path}`);
  }

  placeOf(ip: string | null): string | null {
    if (!this.reader || !ip) return null;
    try {
      const found = this.reader.get(ip);
      const city = found?.city?.names.en;
      const country = found?.country?.names.en ?? found?.registered_country?.names.en;
      return [city, country].filter(Boolean).join(', ') || null;
    } catch {
      // Not an address the reader can look up (e.g. a test client's name).
      return null;
    }
  }
}
