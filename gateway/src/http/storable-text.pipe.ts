import { Injectable, PipeTransform } from '@nestjs/common';
import { ServiceError } from '@storefront/platform';

const UNSTORABLE_TEXT = 'Text must be valid Unicode without NUL characters';

/** U+0000, or a UTF-16 surrogate without its pair (JSON escapes can carry both). */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** Whether a string, key or nested value holds such text; iterative, so deep nesting cannot overflow. */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * JSON may carry U+0000 and lone surrogates, which Postgres text and jsonb cannot store (a jsonb
 * insert fails, so a service would answer 500; text would keep a replacement character). No field
 * of this API needs them, so such input is a 400 here, before any service sees it.
 */
@Injectable()
export class RefuseUnstorableTextPipe implements PipeTransform {
  transform(value: unknown): unknown {
    if (containsUnstorableText(value)) throw ServiceError.badRequest(UNSTORABLE_TEXT);
    return value;
  }
}
