import type { GatewayConfig } from '../config';
import type { RealtimeConfig } from './realtime.config';
import { SocketAdmission } from './socket-admission';

describe('socket admission', () => {
  const admission = () =>
    new SocketAdmission(
      { TRUST_PROXY: 'loopback' } as GatewayConfig,
      {
        SOCKETS_PER_IP_MAX: 2,
      } as RealtimeConfig,
    );

  it('refuses an address holding the maximum until one of its slots is given back', () => {
    const sockets = admission();
    const first = sockets.take('203.0.113.1')!;
    expect(sockets.take('203.0.113.1')).not.toBeNull();
    expect(sockets.take('203.0.113.1')).toBeNull();
    expect(sockets.take('203.0.113.2')).not.toBeNull();
    first();
    expect(sockets.take('203.0.113.1')).not.toBeNull();
  });

  it('gives a slot back once however many ways its socket goes', () => {
    const sockets = admission();
    const release = sockets.take('203.0.113.1')!;
    sockets.take('203.0.113.1');
    release();
    release();
    expect(sockets.held('203.0.113.1')).toBe(1);
  });

  it('forgets an address once its last slot is back', () => {
    const sockets = admission();
    const releases = ['a', 'b', 'c'].map((x) => sockets.take(`10.0.0.${x.charCodeAt(0)}`)!);
    expect(sockets.addresses).toBe(3);
    releases.forEach((release) => release());
    expect(sockets.addresses).toBe(0);
  });
});
