import { EventFields, payloadFaults } from './event-fields';

interface Example {
  id: string;
  amount: number;
  note?: string;
}
const FIELDS: EventFields<Example> = { id: 'string', amount: 'number', note: 'string?' };

describe('payloadFaults', () => {
  it('finds nothing in a payload with the fields, an optional one left out', () => {
    expect(payloadFaults({ id: 'a', amount: 1, note: 'n' }, FIELDS)).toEqual([]);
    expect(payloadFaults({ id: 'a', amount: 1 }, FIELDS)).toEqual([]);
  });

  it('names a missing field, an unknown one and one of another type', () => {
    expect(payloadFaults({ amount: '1', note: null, extra: true }, FIELDS)).toEqual([
      'extra: not in the event',
      'id: missing',
      'amount: string, not number',
      'note: null, not string?',
    ]);
  });
});
