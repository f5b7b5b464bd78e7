import { createHmac, timingSafeEqual } from 'node:crypto';

/** A copy of `value` whose object keys are sorted at every depth, as NOWPayments signs it. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The `x-nowpayments-sig` of an IPN body: HMAC-SHA512 (hex) of its key-sorted JSON. */
export function signIpn(body: unknown, secret: string): string {
  return createHmac('sha512', secret)
    .update(JSON.stringify(sortKeysDeep(body)))
    .digest('hex');
}

export function verifyIpnSignature(body: unknown, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signIpn(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
