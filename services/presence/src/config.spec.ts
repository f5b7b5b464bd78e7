import { parseConfig } from '@storefront/platform';
import { PresenceConfig } from './config';

describe('presence configuration', () => {
  it('keeps 90 days of history and closes visits after 5 idle minutes by default', () => {
    const config = parseConfig(PresenceConfig, {});
    expect(config.CONNECTION_HISTORY_RETENTION_DAYS).toBe(90);
    expect(config.VISIT_INACTIVITY_TIMEOUT_SECONDS).toBe(300);
    expect(config.DISPLAY_TIME_ZONE).toBe('Europe/Paris');
  });

  it('names a bad retention or time zone in one line', () => {
    expect(() => parseConfig(PresenceConfig, { CONNECTION_HISTORY_RETENTION_DAYS: '0' })).toThrow(
      /CONNECTION_HISTORY_RETENTION_DAYS/,
    );
    expect(() => parseConfig(PresenceConfig, { DISPLAY_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /^Invalid configuration: DISPLAY_TIME_ZONE must be an IANA time zone/,
    );
  });
});
