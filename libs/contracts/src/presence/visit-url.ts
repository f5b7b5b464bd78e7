import { VISIT_FIELD_LIMITS } from './visits';

/**
 * Longest url a socket may report, in UTF-8 bytes. `MaxLength` counts UTF-16 units, so a url of
 * emoji would weigh up to twice its length in a NATS message without this.
 */
export const VISIT_URL_MAX_BYTES = VISIT_FIELD_LIMITS.url;

/**
 * C0 and C1 control characters and DEL: no browser's url holds one (they arrive percent-encoded),
 * and JSON spells each C0 character in six bytes.
 */
const CONTROL = /\p{Cc}/u;

/** Size in UTF-8 of a string (a lone surrogate counts as the 3 bytes of its replacement). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether a url from a socket (`hello`, `ping:activity`) may be kept and passed on to presence. */
export function isVisitUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= VISIT_URL_MAX_BYTES &&
    !CONTROL.test(value) &&
    utf8Bytes(value) <= VISIT_URL_MAX_BYTES
  );
}
