import bolt11 from 'bolt11';
import { randomBytes } from 'node:crypto';
import { bolt11ExpiresAt } from './bolt11-expiry';

const KEY = randomBytes(32).toString('hex');
const TIMESTAMP = 1_800_000_000;

function invoice(tags: { tagName: string; data: unknown }[]): string {
  const encoded = bolt11.encode({
    network: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] },
    millisatoshis: '30712000',
    timestamp: TIMESTAMP,
    tags: [
      { tagName: 'payment_hash', data: '01'.repeat(32) },
      { tagName: 'payment_secret', data: '02'.repeat(32) },
      { tagName: 'description', data: 'a description long enough to span several fields of words' },
      ...tags,
    ] as never,
  });
  return bolt11.sign(encoded, KEY).paymentRequest!;
}

describe('a BOLT11 invoice’s expiry', () => {
  it('is its timestamp plus its expire_time', () => {
    expect(bolt11ExpiresAt(invoice([{ tagName: 'expire_time', data: 600 }]))).toEqual(
      new Date((TIMESTAMP + 600) * 1000),
    );
  });

  it('is an hour after its timestamp when it says nothing, as BOLT11 has it', () => {
    expect(bolt11ExpiresAt(invoice([]))).toEqual(new Date((TIMESTAMP + 3600) * 1000));
  });

  it('reads the invoice in upper case or behind lightning:, as a QR code carries it', () => {
    const text = invoice([{ tagName: 'expire_time', data: 86_400 }]);
    const expected = new Date((TIMESTAMP + 86_400) * 1000);
    expect(bolt11ExpiresAt(`LIGHTNING:${text.toUpperCase()}`)).toEqual(expected);
    expect(bolt11ExpiresAt(bolt11.decode(text).paymentRequest!)).toEqual(expected);
  });

  it('is null for what is not a BOLT11 invoice', () => {
    expect(bolt11ExpiresAt('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeNull();
    expect(bolt11ExpiresAt('lnbc1short')).toBeNull();
    expect(bolt11ExpiresAt('')).toBeNull();
  });
});
