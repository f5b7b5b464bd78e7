import { createHmac } from 'node:crypto';
import { signIpn, sortKeysDeep, verifyIpnSignature } from './nowpayments-signature';

const SECRET = 'ipn-secret';
const body = {
  payment_status: 'finished',
  payment_id: 5077125051,
  price_amount: 20,
  order_id: 'order-1',
  fee: { depositFee: 0, currency: 'btc', serviceFee: 0 },
};

describe('NOWPayments IPN signature', () => {
  it('is the HMAC-SHA512 of the JSON with keys sorted at every depth', () => {
    const sortedJson =
      '{"fee":{"currency":"btc","depositFee":0,"serviceFee":0},"order_id":"order-1",' +
      '"payment_id":5077125051,"payment_status":"finished","price_amount":20}';
    expect(JSON.stringify(sortKeysDeep(body))).toBe(sortedJson);
    expect(signIpn(body, SECRET)).toBe(createHmac('sha512', SECRET).update(sortedJson).digest('hex'));
  });

  it('does not depend on the order the provider sent the keys in', () => {
    const reordered = {
      fee: { serviceFee: 0, currency: 'btc', depositFee: 0 },
      order_id: 'order-1',
      price_amount: 20,
      payment_id: 5077125051,
      payment_status: 'finished',
    };
    expect(verifyIpnSignature(reordered, signIpn(body, SECRET), SECRET)).toBe(true);
  });

  it('rejects a tampered body, another secret, a missing or malformed signature', () => {
    const signature = signIpn(body, SECRET);
    expect(verifyIpnSignature({ ...body, price_amount: 2000 }, signature, SECRET)).toBe(false);
    expect(verifyIpnSignature(body, signature, 'other-secret')).toBe(false);
    expect(verifyIpnSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyIpnSignature(body, 'abc', SECRET)).toBe(false);
    expect(verifyIpnSignature(body, signature.toUpperCase(), SECRET)).toBe(true);
    expect(verifyIpnSignature(body, signature, '')).toBe(false);
  });
});
