import { ServiceError } from '@storefront/platform';
import { containsUnstorableText, RefuseUnstorableTextPipe } from './storable-text.pipe';

describe('RefuseUnstorableTextPipe', () => {
  const pipe = new RefuseUnstorableTextPipe();

  it('passes valid text, emoji included, through unchanged', () => {
    const body = { email: 'ada@example.test', data: { first_name: 'Ada 😀 مرحبا', tags: ['a', 1, null] } };
    expect(pipe.transform(body)).toBe(body);
    expect(pipe.transform(undefined)).toBeUndefined();
  });

  it('refuses U+0000 or a lone surrogate in a value, a nested value or a key with a 400', () => {
    for (const value of [
      'a\u0000b',
      { a: { b: ['\u0000'] } },
      { 'k\u0000': 1 },
      'x\udfffy',
      ['\ud800'],
      { '\ud83d': 1 },
    ]) {
      let error: unknown;
      try {
        pipe.transform(value);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).status).toBe(400);
    }
  });

  it('looks through nesting deeper than the call stack would allow', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });
});
