import type { ConnectionsRepository } from '../history/connections.repository';
import type { LiveVisitorsStore } from '../live/live-visitors.store';
import type { UserDirectory } from '../live/user-directory';
import type { VisitorsChangedNotifier } from '../live/visitors-changed.notifier';
import { VisitsService } from './visits.service';

const VISIT = '0b6f7c52-5d0e-4c1e-9d0a-8f4e2b1c3a77';

describe('a visitor leaving', () => {
  it('reaches the back office as soon as the live list changed, without waiting for the history write', async () => {
    const live = { take: jest.fn().mockResolvedValue({ lastActivity: Date.now() - 1000 }) };
    const history = { close: jest.fn(() => new Promise<void>(() => undefined)) };
    const changes = { changed: jest.fn() };
    const visits = new VisitsService(
      live as unknown as LiveVisitorsStore,
      history as unknown as ConnectionsRepository,
      {} as UserDirectory,
      changes as unknown as VisitorsChangedNotifier,
    );

    void visits.left({ visitId: VISIT, at: Date.now(), lastActivityAt: Date.now(), pageViews: 2 } as never);
    await new Promise((r) => setImmediate(r));

    expect(live.take).toHaveBeenCalledWith(VISIT);
    expect(history.close).toHaveBeenCalledWith(VISIT, expect.objectContaining({ pages: 2 }));
    expect(changes.changed).toHaveBeenCalledTimes(1);
  });
});
