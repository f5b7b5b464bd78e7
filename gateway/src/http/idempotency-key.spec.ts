import { ServiceError } from '@storefront/platform';
import { checkedIdempotencyKey } from './idempotency-key';

const refusal = (key: unknown, required = false) => {
  try {
    checkedIdempotencyKey(key, { required });
  } catch (err) {
    return { status: (err as ServiceError).status, code: (err as ServiceError).code };
  }
  return null;
};

describe('the Idempotency-Key header', () => {
  it('passes a well-formed key on, and an absent one where the route does not need it', () => {
    expect(checkedIdempotencyKey('order-1234_ab')).toBe('order-1234_ab');
    expect(checkedIdempotencyKey(undefined)).toBeUndefined();
  });

  it('refuses a malformed key, a key sent twice, and a missing one where the route needs it', () => {
    expect(refusal('short')).toMatchObject({ status: 400 });
    expect(refusal('has space in it')).toMatchObject({ status: 400 });
    expect(refusal(['order-1234', 'order-5678'])).toMatchObject({ status: 400 });
    expect(refusal(undefined, true)).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(refusal('bad key', true)).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });
});
