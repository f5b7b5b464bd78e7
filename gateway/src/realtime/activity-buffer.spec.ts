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

  const messageBytes = (payload: unknown) => Buffer.byteLength(JSON.stringify(payload));

  it('keeps every message under half a MiB when urls are long', async () => {
    const { buffer, emit } = setup();
    const url = `/${'é'.repeat(1023)}`;
    for (let i = 0; i < 1200; i++) buffer.record(`v${i}`, url, true);
    await buffer.flush();
    const sizes = emit.mock.calls.map((c) => messageBytes(c[1]));
    expect(Math.max(...sizes)).toBeLessThan(512 * 1024);
    expect(emit.mock.calls.flatMap((c) => c[1].entries)).toHaveLength(1200);
  });

  it('splits a batch NATS refuses as too large rather than dropping it', async () => {
    const { buffer, emit } = setup();
    const tooLarge = Object.assign(new Error('MAX_PAYLOAD_EXCEEDED'), { code: 'MAX_PAYLOAD_EXCEEDED' });
    emit.mockImplementation(async (_subject, payload: { entries: unknown[] }) => {
      if (payload.entries.length > 100) throw tooLarge;
    });
    for (let i = 0; i < 300; i++) buffer.record(`v${i}`, '/', false);
    await buffer.flush();
    const sent = emit.mock.calls.filter((c) => c[1].entries.length <= 100).flatMap((c) => c[1].entries);
    expect(sent.map((e: { visitId: string }) => e.visitId)).toEqual(
      Array.from({ length: 300 }, (_, i) => `v${i}`),
    );
  });

  it('still sends the other batches when one fails', async () => {
    const { buffer, emit } = setup();
    emit.mockRejectedValueOnce(new Error('CONNECTION_CLOSED'));
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
