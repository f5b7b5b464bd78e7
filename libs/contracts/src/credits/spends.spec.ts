import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateSpendBody, isSpendMetadata } from './spends';

const errorsOf = (body: object) =>
  validateSync(plainToInstance(CreateSpendBody, body), { whitelist: true, forbidNonWhitelisted: true }).map(
    (e) => e.property,
  );

describe('a spend request', () => {
  it('takes a positive amount of at most two decimals up to 1,000,000 and a 1–200 character description', () => {
    expect(errorsOf({ amount: 0.01, description: ' Analyse ' })).toEqual([]);
    expect(errorsOf({ amount: 1_000_000, description: 'x'.repeat(200) })).toEqual([]);
    for (const amount of [0, -1, 1.001, 1_000_000.01, '5', NaN, Infinity])
      expect(errorsOf({ amount, description: 'x' })).toEqual(['amount']);
    for (const description of ['', '   ', 'x'.repeat(201), 5])
      expect(errorsOf({ amount: 1, description })).toEqual(['description']);
  });

  it('takes metadata only as a JSON object of at most 2 KB once serialised (UTF-8 bytes)', () => {
    expect(isSpendMetadata({ job: 'a', pages: [1, 2], nested: { ok: true } })).toBe(true);
    expect(isSpendMetadata({ blob: 'é'.repeat(1018) })).toBe(true);
    expect(isSpendMetadata({ blob: 'é'.repeat(1019) })).toBe(false);
    for (const bad of [[1], 'text', 3, null, true]) expect(isSpendMetadata(bad)).toBe(false);
    expect(errorsOf({ amount: 1, description: 'x', metadata: [] })).toEqual(['metadata']);
    expect(errorsOf({ amount: 1, description: 'x', user_id: 'me' })).toEqual(['user_id']);
  });
});
