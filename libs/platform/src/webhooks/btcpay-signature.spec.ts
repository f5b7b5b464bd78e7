import { createHmac } from 'node:crypto';
import { signBtcPayWebhook, verifyBtcPaySignature } from './btcpay-signature';

const SECRET = 'webhook-secret';
const BODY = Buffer.from(
  '{"deliveryId":"d1","webhookId":"w1","type":"InvoiceSettled","invoiceId":"inv-1","metadata":{"orderId":"p1"}}',
);

describe('BTCPay webhook signature (BTCPay-Sig)', () => {
  it('is sha256= and the HMAC-SHA256 of the exact body bytes', () => {
    const hex = createHmac('sha256', SECRET).update(BODY).digest('hex');
    expect(signBtcPayWebhook(BODY, SECRET)).toBe(`sha256=${hex}`);
  });

  it('accepts the right signature, in either case of hex', () => {
    const header = signBtcPayWebhook(BODY, SECRET);
    expect(verifyBtcPaySignature(BODY, header, SECRET)).toBe(true);
    expect(verifyBtcPaySignature(BODY, `sha256=${header.slice(7).toUpperCase()}`, SECRET)).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyBtcPaySignature(BODY, signBtcPayWebhook(BODY, 'other-secret'), SECRET)).toBe(false);
  });

  it('refuses a body with one byte changed', () => {
    const header = signBtcPayWebhook(BODY, SECRET);
    const tampered = Buffer.from(BODY);
    tampered[tampered.length - 3] ^= 1;
    expect(verifyBtcPaySignature(tampered, header, SECRET)).toBe(false);
  });

  it('refuses the same JSON written differently (the bytes are signed, not the object)', () => {
    const header = signBtcPayWebhook(BODY, SECRET);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(BODY.toString()), null, 1));
    expect(verifyBtcPaySignature(reformatted, header, SECRET)).toBe(false);
  });

  it('refuses a missing header, body or secret', () => {
    const header = signBtcPayWebhook(BODY, SECRET);
    expect(verifyBtcPaySignature(BODY, undefined, SECRET)).toBe(false);
    expect(verifyBtcPaySignature(BODY, '', SECRET)).toBe(false);
    expect(verifyBtcPaySignature(undefined, header, SECRET)).toBe(false);
    expect(verifyBtcPaySignature(BODY, header, '')).toBe(false);
  });

  it('refuses a signature without the sha256= prefix, with another one, or not 64 hex digits', () => {
    const hex = signBtcPayWebhook(BODY, SECRET).slice('sha256='.length);
    expect(verifyBtcPaySignature(BODY, hex, SECRET)).toBe(false);
    expect(verifyBtcPaySignature(BODY, `sha512=${hex}`, SECRET)).toBe(false);
    expect(verifyBtcPaySignature(BODY, `SHA256=${hex}`, SECRET)).toBe(false);
    expect(verifyBtcPaySignature(BODY, `sha256=${hex.slice(2)}`, SECRET)).toBe(false);
    expect(verifyBtcPaySignature(BODY, `sha256=${hex.slice(2)}zz`, SECRET)).toBe(false);
  });
});
