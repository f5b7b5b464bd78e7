import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../admin-contracts';
import { foldVisits } from './fold-visits';

const visit = (id: string, at: string) =>
  ({
    id,
    at,
    kind: 'connection',
    device: 'Desktop',
    browser: 'Chrome',
    os: 'Linux',
    ip_network: '10.0.0.0/24',
    duration: 60,
    pages_visited: 2,
    ongoing: false,
  }) as TimelineEntry;
const payment = (id: string, at: string) => ({ id, at, kind: 'payment' }) as TimelineEntry;

describe('the visits of a customer’s timeline', () => {
  it('fold by day, leaving payments and spends in sight between them', () => {
    const lines = foldVisits([
      visit('v1', '2026-11-29T15:00:00'),
      visit('v2', '2026-11-29T14:00:00'),
      visit('v3', '2026-11-29T09:00:00'),
      payment('p1', '2026-11-29T08:00:00'),
      visit('v4', '2026-11-29T07:00:00'),
      visit('v5', '2026-11-28T23:00:00'),
      visit('v6', '2026-11-28T10:00:00'),
    ]);
    expect(
      lines.map((line) => (line.type === 'visits' ? line.visits.map((v) => v.id) : line.entry.id)),
    ).toEqual([['v1', 'v2', 'v3'], 'p1', 'v4', ['v5', 'v6']]);
  });
});
