import { describe, expect, it } from 'vitest';
import { sellerAddressLines } from './seller-address';

describe('the seller’s address on a receipt', () => {
  it('has a line per `|` or line break, trimmed, without empty lines', () => {
    expect(sellerAddressLines('1 Example Street|75001 Paris|France')).toEqual([
      '1 Example Street',
      '75001 Paris',
      'France',
    ]);
    expect(sellerAddressLines('12 rue de la Paix\n 75002 Paris \r\n\nFrance')).toEqual([
      '12 rue de la Paix',
      '75002 Paris',
      'France',
    ]);
  });
});
