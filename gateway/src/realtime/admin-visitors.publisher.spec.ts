import type { MessageBus } from '@storefront/platform';
import { AdminVisitorsPublisher } from './admin-visitors.publisher';
import type { RealtimeConfig } from './realtime.config';
import type { AdminSocket } from './socket-types';

describe('visitors:update pacing', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2025-03-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const request = jest.fn().mockResolvedValue({ visitors: [], total: 0 });
    const publisher = new AdminVisitorsPublisher(
      { request } as unknown as MessageBus,
      {
        ADMIN_VISITORS_PUSH_INTERVAL_MS: 1000,
      } as RealtimeConfig,
    );
    const emit = jest.fn();
    const socket = { id: 's1', emit } as unknown as AdminSocket;
    return { publisher, request, emit, socket };
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('sends at once on connection, then at most once per interval however many changes arrive', async () => {
    const { publisher, emit, socket } = setup();
    publisher.add(socket);
    await settle();
    expect(emit).toHaveBeenCalledTimes(1);
    for (let ms = 0; ms < 5000; ms += 50) {
      publisher.visitorsChanged();
      await jest.advanceTimersByTimeAsync(50);
    }
    expect(emit.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(emit.mock.calls.length).toBeLessThanOrEqual(6);
    publisher.remove(socket);
  });

  it('stays quiet while nothing changes, until the heartbeat', async () => {
    const { publisher, emit, socket } = setup();
    publisher.add(socket);
    await settle();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(emit).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(6_000);
    expect(emit).toHaveBeenCalledTimes(2);
    publisher.remove(socket);
  });

  it('serves the page an admin picks, clamped to the limits', async () => {
    const { publisher, request, socket } = setup();
    publisher.add(socket);
    await settle();
    publisher.choosePage(socket, { page: 3, pageSize: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenLastCalledWith(expect.any(String), { page: 3, pageSize: 100 });
    publisher.remove(socket);
  });
});
