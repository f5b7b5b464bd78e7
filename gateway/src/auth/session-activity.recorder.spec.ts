import { sessionActivityKey, SESSION_ACTIVITY_TTL_SECONDS } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { SessionActivityRecorder } from './session-activity.recorder';

describe('a session’s recorded use', () => {
  function recorder() {
    const writes: unknown[][] = [];
    const redis = { set: async (...args: unknown[]) => writes.push(args) } as unknown as Redis;
    const recording = new SessionActivityRecorder(new ServiceRedis(redis, 'sf:', 'gateway'));
    return { recording, writes };
  }

  it('is written at most once a minute per session, with the time of use', () => {
    const { recording, writes } = recorder();
    const t0 = Date.now();
    recording.used('s1', t0);
    recording.used('s1', t0 + 1000);
    recording.used('s2', t0 + 1000);
    expect(writes).toEqual([
      [sessionActivityKey('sf:', 's1'), new Date(t0).toISOString(), 'EX', SESSION_ACTIVITY_TTL_SECONDS],
      [
        sessionActivityKey('sf:', 's2'),
        new Date(t0 + 1000).toISOString(),
        'EX',
        SESSION_ACTIVITY_TTL_SECONDS,
      ],
    ]);
  });
});
