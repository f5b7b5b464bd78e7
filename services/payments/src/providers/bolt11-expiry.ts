// When a BOLT11 (Lightning) invoice stops being payable, read from its own timestamp and expiry.

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
/** The data part ends with the signature (104 five-bit words) and the checksum (6). */
const TRAILER_WORDS = 104 + 6;
const TIMESTAMP_WORDS = 7;
/** Tag `x`: the expiry in seconds after the timestamp. */
const EXPIRY_TAG = BECH32.indexOf('x');
/** What BOLT11 says applies when the invoice carries no `x` tag. */
const DEFAULT_EXPIRY_SECONDS = 3600;

const number = (words: number[]) => words.reduce((n, w) => n * 32 + w, 0);

/**
 * The moment the invoice expires, or null for something that is not a BOLT11 invoice. The
 * signature is not checked: the invoice comes from our own provider over an authenticated call.
 */
export function bolt11ExpiresAt(invoice: string): Date | null {
  const text = invoice
    .trim()
    .toLowerCase()
    .replace(/^lightning:/, '');
  const separator = text.lastIndexOf('1');
  if (!text.startsWith('ln') || separator < 0) return null;
  const words = [...text.slice(separator + 1)].map((c) => BECH32.indexOf(c));
  if (words.some((w) => w < 0) || words.length < TIMESTAMP_WORDS + TRAILER_WORDS) return null;
  const fields = words.slice(0, words.length - TRAILER_WORDS);
  const timestamp = number(fields.slice(0, TIMESTAMP_WORDS));
  let expiry = DEFAULT_EXPIRY_SECONDS;
  for (let i = TIMESTAMP_WORDS; i + 3 <= fields.length;) {
    const tag = fields[i];
    const length = number(fields.slice(i + 1, i + 3));
    if (tag === EXPIRY_TAG) expiry = number(fields.slice(i + 3, i + 3 + length));
    i += 3 + length;
  }
  return new Date((timestamp + expiry) * 1000);
}
