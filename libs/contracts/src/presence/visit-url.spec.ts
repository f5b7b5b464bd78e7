import { isVisitUrl, VISIT_URL_MAX_BYTES } from './visit-url';

describe('a url reported by a socket', () => {
  it('is kept when it is a plain url up to the limit in bytes', () => {
    expect(isVisitUrl('/pricing?plan=pro#faq')).toBe(true);
    expect(isVisitUrl(`/${'a'.repeat(VISIT_URL_MAX_BYTES - 1)}`)).toBe(true);
    expect(isVisitUrl('/café')).toBe(true);
  });

  it('is refused when its UTF-8 exceeds the limit though its length does not', () => {
    const emoji = '😀'.repeat(VISIT_URL_MAX_BYTES / 4);
    expect(emoji.length).toBeLessThanOrEqual(VISIT_URL_MAX_BYTES);
    expect(isVisitUrl(emoji)).toBe(true);
    expect(isVisitUrl(`${emoji}/`)).toBe(false);
    expect(isVisitUrl('é'.repeat(VISIT_URL_MAX_BYTES / 2 + 1))).toBe(false);
  });

  it.each([['\u0001'], ['\n'], ['\t'], ['\u007f'], ['\u0085'], ['\u009f']])(
    'is refused when it holds the control character %j',
    (control) => {
      expect(isVisitUrl(`/a${control}b`)).toBe(false);
    },
  );

  it('is refused when it is not text', () => {
    expect(isVisitUrl(undefined)).toBe(false);
    expect(isVisitUrl(42)).toBe(false);
  });
});
