import { parseConfig } from '@storefront/platform';
import { RealtimeConfig } from './realtime.config';

describe('live channel configuration', () => {
  it('allows 20 sockets per address and 120 new ones a minute, flushes pings every 500 ms and pushes the list at most once a second', () => {
    expect({ ...parseConfig(RealtimeConfig, {}) }).toEqual({
      SOCKETS_PER_IP_MAX: 20,
      SOCKET_CONNECTS_PER_IP_PER_MINUTE: 120,
      PRESENCE_FLUSH_INTERVAL_MS: 500,
      ADMIN_VISITORS_PUSH_INTERVAL_MS: 1000,
    });
  });

  it('refuses a push interval that would flood the back office', () => {
    expect(() => parseConfig(RealtimeConfig, { ADMIN_VISITORS_PUSH_INTERVAL_MS: '10' })).toThrow(
      /ADMIN_VISITORS_PUSH_INTERVAL_MS/,
    );
  });
});
