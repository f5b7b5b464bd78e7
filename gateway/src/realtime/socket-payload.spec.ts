import { ActivityPing, VisitorHello } from '@storefront/contracts';
import fc from 'fast-check';
import { hostileJson, toValue } from '../../../tests/fuzz/arbitraries';
import { socketPayload } from './socket-payload';

describe('socketPayload', () => {
  it('takes a conforming object and drops fields the contract does not name', () => {
    const ping = socketPayload(ActivityPing, { url: '/dashboard', extra: 1 });
    expect(ping).toEqual(Object.assign(new ActivityPing(), { url: '/dashboard' }));
  });

  it('turns junk into null instead of throwing', () => {
    const junk: unknown[] = [
      null,
      'hello',
      42,
      [{ url: '/' }],
      Buffer.from([1, 2, 3]),
      new Uint8Array([0x41]),
      { url: 7 },
      { url: 'a\u0000b' },
      { language: { nested: '\u0000' } },
      { url: '/x\ud800' },
      JSON.parse('{"url":"/","k":{"":{"constructor":"0"}}}'),
    ];
    for (const raw of junk) {
      expect(() => socketPayload(ActivityPing, raw)).not.toThrow();
      expect(socketPayload(ActivityPing, raw)).toBeNull();
    }
    expect(socketPayload(VisitorHello, Buffer.from('{}'))).toBeNull();
  });

  it('never throws, whatever a client sends', () => {
    fc.assert(
      fc.property(hostileJson.map(toValue), (raw) => {
        socketPayload(VisitorHello, raw);
        socketPayload(ActivityPing, raw);
      }),
      { numRuns: 3000 },
    );
  });
});
