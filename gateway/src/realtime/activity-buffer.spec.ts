import type { MessageBus } from '@storefront/platform';
import { ActivityBuffer } from './activity-buffer';
import type { RealtimeConfig } from './realtime.config';

describe('the activity buffer', () => {
  const setup = () => {
    const emit = jest.fn().mockResolvedValue(undefined);
    const buffer = new ActivityBuffer(
      { emit } as unknown as MessageBus,
      {
        PRESENCE_FLUSH_INTERVAL_MS: 500,
      } as RealtimeConfig,
    );
    return { buffer, emit };
  };

  it('collapses a socket’s pings into one entry with its latest url and page views', async () => {
    const { buffer, emit } = setup();
    buffer.record('v1', '/a', true, 1);
    buffer.record('v1', '/a', false, 2);
    buffer.record('v1', '/b', true, 3);
    buffer.record('v2', '/', false, 4);
    await buffer.flush();
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls[0][1].entries).toEqual([
      { visitId: 'v1', at: 3, url: '/b', pageViews: 2 },
      { visitId: 'v2', at: 4, url: '/', pageViews: 0 },
    ]);
    await buffer.flush();
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('sends large batches in several messages', async () => {
    const { buffer, emit } = setup();
    for (let i = 0; i < 1200; i++) buffer.record(`v${i}`, '/', false);
    await buffer.flush();
    expect(emit.mock.calls.map((c) => c[1].entries.length)).toEqual([500, 500, 200]);
  });

  it('hands a leaving socket’s unsent activity to its leave', async () => {
    const { buffer, emit } = setup();
    buffer.record('v1', '/x', true, 7);
    expect(buffer.take('v1')).toEqual({ visitId: 'v1', at: 7, url: '/x', pageViews: 1 });
    await buffer.flush();
    expect(emit).not.toHaveBeenCalled();
  });
});
