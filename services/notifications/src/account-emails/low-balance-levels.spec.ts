import { CreditsSubjects, LOW_BALANCE_LEVELS_MAX } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import type { EmailPreferencesRepository } from './email-preferences.repository';
import { LowBalanceLevels } from './low-balance-levels';

type Level = { userId: string; level: number; at: string };

const AT = '2026-11-27T06:00:00.000Z';
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** The saved thresholds, read as the repository reads them: in pages after a user id. */
function preferences(users: string[]): EmailPreferencesRepository {
  const levels: Level[] = users.map((userId, i) => ({ userId, level: i % 50, at: AT }));
  return {
    thresholds: async (after: string | null, limit: number) =>
      levels.filter((l) => after === null || l.userId > after).slice(0, limit),
  } as unknown as EmailPreferencesRepository;
}

/** A bus that records what was sent and refuses the first `failures` requests. */
function bus(failures = 0) {
  const sent: Level[][] = [];
  let refused = 0;
  const request = jest.fn(async (subject: string, { levels }: { levels: Level[] }) => {
    expect(subject).toBe(CreditsSubjects.setLowBalanceLevels);
    if (refused < failures) {
      refused++;
      throw new Error('credits did not answer');
    }
    sent.push(levels);
    return { saved: levels.length };
  });
  return { sent, bus: { request } as unknown as MessageBus };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('LowBalanceLevels', () => {
  it("sends everyone's threshold when the service starts, a page at a time", async () => {
    const users = ids(LOW_BALANCE_LEVELS_MAX * 2 + 3);
    const { sent, bus: b } = bus();
    new LowBalanceLevels(preferences(users), b).onApplicationBootstrap();
    await until(() => sent.length === 3);
    expect(sent.map((page) => page.length)).toEqual([LOW_BALANCE_LEVELS_MAX, LOW_BALANCE_LEVELS_MAX, 3]);
    expect(sent.flat().map((l) => l.userId)).toEqual(users);
  });

  it("sends a changed threshold at once, and everyone's again when that failed", async () => {
    const users = ids(3);
    const { sent, bus: b } = bus(1);
    const levels = new LowBalanceLevels(preferences(users), b);
    await levels.changed({ userId: users[1], level: 1, at: AT });
    await until(() => sent.length === 1);
    expect(sent[0].map((l) => l.userId)).toEqual(users);
    levels.onApplicationShutdown();

    const ok = bus();
    await new LowBalanceLevels(preferences(users), ok.bus).changed({ userId: users[2], level: 2, at: AT });
    expect(ok.sent).toEqual([[{ userId: users[2], level: 2, at: AT }]]);
  });
});
