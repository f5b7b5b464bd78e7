import { ExpiringMap } from './expiring-map';
import { KeyedSingleFlight } from './keyed-single-flight';

describe('ExpiringMap', () => {
  afterEach(() => jest.useRealTimers());

  it('returns a value until its moment, then never again', () => {
    jest.useFakeTimers({ now: 1_000 });
    const map = new ExpiringMap<string, number>();
    map.set('a', 1, 1_500);
    expect(map.get('a')).toBe(1);
    jest.setSystemTime(1_499);
    expect(map.get('a')).toBe(1);
    jest.setSystemTime(1_500);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('drops the entry set longest ago when full; setting a key again makes it the newest', () => {
    const map = new ExpiringMap<string, number>({ maxEntries: 2 });
    const later = Date.now() + 60_000;
    map.set('a', 1, later);
    map.set('b', 2, later);
    map.set('a', 3, later);
    map.set('c', 4, later);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([3, undefined, 4]);
  });
});

describe('KeyedSingleFlight', () => {
  it('shares a call under way per key, and starts anew once it has settled', async () => {
    const flights = new KeyedSingleFlight<string, number>();
    let calls = 0;
    let release!: () => void;
    const call = () => new Promise<number>((resolve) => (release = () => resolve(++calls)));
    const first = [flights.run('k', call), flights.run('k', call)];
    release();
    expect(await Promise.all(first)).toEqual([1, 1]);
    const again = flights.run('k', call);
    release();
    expect(await again).toBe(2);
  });

  it('gives every waiting caller the error, and keeps no failure', async () => {
    const flights = new KeyedSingleFlight<string, number>();
    const failing = flights.run('k', () => Promise.reject(new Error('down')));
    const joined = flights.run('k', () => Promise.resolve(7));
    await expect(failing).rejects.toThrow('down');
    await expect(joined).rejects.toThrow('down');
    await expect(flights.run('k', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
