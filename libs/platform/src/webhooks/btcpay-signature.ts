import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sha256=';

/** The `BTCPay-Sig` header of a webhook body: `sha256=` and the hex HMAC-SHA256 of its exact bytes. */
export function signBtcPayWebhook(rawBody: string | Buffer, secret: string): string {
  return PREFIX + createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether `header` is the signature of exactly these bytes with this secret (constant-time compare). */
export function verifyBtcPaySignature(
  rawBody: Buffer | undefined,
  header: string | undefined,
  secret: string,
): boolean {
  if (rawBody === undefined || !header || !secret || !header.startsWith(PREFIX)) return false;
  const hex = header.slice(PREFIX.length);
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
