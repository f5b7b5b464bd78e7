/**
 * Hostile input for the fuzz suites: JSON bodies built as entry lists (so `__proto__`, duplicate
 * keys and number tokens JSON.stringify cannot write, like `1e309` or `-0`, reach the server as
 * text), query strings, path segments and socket payloads.
 */
import fc from 'fast-check';

/** A number token written into the JSON text as is. */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** A JSON object as its entries, in order, duplicates and all. */
export class Obj {
  constructor(readonly entries: [string, Json][]) {}
}

export type Json = string | number | boolean | null | RawNumber | Obj | Json[];

/** The JSON text of a value (lone surrogates come out escaped, which JSON allows). */
export function toJsonText(value: Json): string {
  if (value instanceof RawNumber) return value.text;
  if (value instanceof Obj) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  return JSON.stringify(value);
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE auth.users; --",
  '"; DROP TABLE payments.payments; --',
  "1' UNION SELECT password_hash FROM auth.users --",
  "admin'--",
  '$1',
  "'; SELECT version(); --",
];
export const HTML_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:alert(1)',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
];
export const UNICODE_PAYLOADS = [
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم \u202Eevil\u202C',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B\u200D',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\r\n\t\u2028\u2029',
  '',
  ' ',
];
/** Keys that pollute prototypes in careless merges. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
export const HOSTILE_KEYS = [
  ...POLLUTION_KEYS,
  '',
  ' ',
  '$where',
  '$ne',
  'toString',
  'hasOwnProperty',
  '<b>k</b>',
  '😀',
  "k' OR 1=1",
];
/** Number tokens, including ones only reachable as raw text. */
export const NUMBER_TOKENS = [
  '0',
  '-0',
  '-1',
  '0.5',
  '-0.01',
  '1e309',
  '-1e309',
  '1e-400',
  '1.7976931348623157e308',
  '9007199254740993',
  '123456789012345678901234567890',
  '-9223372036854775809',
  '1.0000000000000000000001',
  '0.001',
  '2147483648',
  '1E2',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(255), '1'.repeat(1025), 'é'.repeat(600)) },
  // Large but under the body limit: it must reach validation and be refused there.
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(60 * 1024 - 200), '😀'.repeat(7000)) },
);

export const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(...NUMBER_TOKENS).map((t) => new RawNumber(t)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const leaf: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  // Numbers written as strings, which numeric transforms might take.
  fc.constantFrom(...NUMBER_TOKENS, 'NaN', 'Infinity', '0x10', ' 10 ', '1_000'),
);

/** Any JSON value, nested a few levels, with hostile keys in its objects. */
export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })), tie('value')),
        {
          maxLength: 4,
        },
      )
      .map((entries) => new Obj(entries)),
  ),
})).value;

/** `{"__proto__": {...}}` and friends, which must never turn anyone into an administrator. */
export const pollutionObject: fc.Arbitrary<Obj> = fc.constantFrom(...POLLUTION_KEYS).map(
  (key) =>
    new Obj([
      [
        key,
        new Obj([
          ['isAdmin', true],
          ['is_admin', true],
          ['polluted', 'yes'],
          ['prototype', new Obj([['polluted', 'yes']])],
        ]),
      ],
    ]),
);

/** A hostile value for one field: wrong types, nested objects, arrays, odd numbers and strings. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 2, arbitrary: hostileJson },
  { weight: 1, arbitrary: pollutionObject },
  { weight: 1, arbitrary: fc.array(leaf, { minLength: 1, maxLength: 3 }) },
);

/** A string field's value that must fail a 100 kB body limit. */
export const OVERSIZED = 'y'.repeat(100 * 1024);

/**
 * A body for a route whose fields are `fields` (with a plausible value for each in `samples`):
 * junk of any shape, or the route's own fields with some turned hostile, missing or joined by
 * extra ones, and now and then a body above the size limit.
 */
export function bodyFor(
  fields: string[],
  samples: (field: string) => fc.Arbitrary<Json>,
): fc.Arbitrary<Json> {
  const fieldEntry = (field: string): fc.Arbitrary<[string, Json][]> =>
    fc.oneof(
      { weight: 2, arbitrary: samples(field).map((v): [string, Json][] => [[field, v]]) },
      { weight: 2, arbitrary: hostileValue.map((v): [string, Json][] => [[field, v]]) },
      { weight: 1, arbitrary: fc.constant([] as [string, Json][]) },
    );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...HOSTILE_KEYS, ...fields), fc.string({ maxLength: 6 })),
      hostileValue,
    ),
    { maxLength: 2 },
  );
  const nearValid = fc
    .tuple(fc.tuple(...fields.map(fieldEntry)), extra)
    .map(([own, more]) => new Obj([...own.flat(), ...more]));
  return fc.oneof(
    { weight: 6, arbitrary: nearValid },
    { weight: 2, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.array(nearValid, { minLength: 1, maxLength: 2 }) },
    { weight: 1, arbitrary: pollutionObject },
    {
      weight: 1,
      arbitrary: nearValid.map((o) => new Obj([...o.entries, [fields[0] ?? 'field', OVERSIZED]])),
    },
  );
}

/** Query pairs for a route reading `fields`: samples, hostile strings, repeated and extra keys. */
export function queryFor(
  fields: string[],
  samples: (field: string) => fc.Arbitrary<string>,
): fc.Arbitrary<[string, string][]> {
  const value = (field: string) =>
    fc.oneof(
      samples(field),
      hostileString.filter((s) => s.length < 4000),
      fc.constantFrom(...NUMBER_TOKENS, 'NaN', 'true', '[]', '{}', '%00', '1,2'),
    );
  const key = fc.oneof(
    { weight: 4, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS, 'page[0]', 'a[b]', `${fields[0] ?? 'x'}[]`) },
  );
  return fc
    .array(key, { maxLength: 4 })
    .chain((keys) => fc.tuple(...keys.map((k) => value(k).map((v): [string, string] => [k, v]))));
}

/** A path segment naming no existing record: junk, wrong formats and unknown ids. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'null',
    'undefined',
    '-1',
    '0',
    '1e309',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '😀',
    '%00',
    'a'.repeat(5000),
  ),
  fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && !/^\.+$/.test(s)),
  fc.uuid(),
);

/**
 * The value a client library would send for a generated one: number tokens as the numbers they
 * read as, objects with every key as an own property (`__proto__` included).
 */
export function toValue(value: Json): unknown {
  if (value instanceof RawNumber) return Number(value.text);
  if (value instanceof Obj) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value.entries) {
      Object.defineProperty(out, k, {
        value: toValue(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  if (Array.isArray(value)) return value.map(toValue);
  return value;
}
