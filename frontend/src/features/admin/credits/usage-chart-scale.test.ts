import { describe, expect, it } from 'vitest';
import { usageBars } from './usage-chart-scale';

describe('the usage chart’s bars', () => {
  it('measure each day against the busiest one', () => {
    const bars = usageBars([
      { date: '2030-01-01', spent: 0 },
      { date: '2030-01-02', spent: 5 },
      { date: '2030-01-03', spent: 20 },
    ]);
    expect(bars.map((bar) => bar.height)).toEqual([0, 0.25, 1]);
  });

  it('never draws a day with spends flat, and draws nothing for a month without any', () => {
    expect(
      usageBars([
        { date: 'a', spent: 0.5 },
        { date: 'b', spent: 1000 },
      ])[0].height,
    ).toBe(0.02);
    expect(
      usageBars([
        { date: 'a', spent: 0 },
        { date: 'b', spent: 0 },
      ]).map((bar) => bar.height),
    ).toEqual([0, 0]);
  });
});
