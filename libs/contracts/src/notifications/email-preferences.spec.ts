import { suggestedPack } from './email-preferences';

describe('the pack a low-balance email suggests', () => {
  it.each([
    [0, 10],
    [30, 10],
    [43, 20],
    [90, 30],
    [300, 75],
    [420, 100],
    [10_000, 100],
  ])('%d credits spent in 30 days: a pack of %d', (spent, pack) => {
    expect(suggestedPack(spent)).toBe(pack);
  });
});
