// An audit entry's details as short "field: value" lines: nested changes are flattened, a
// { from, to } pair reads "from → to" (before and after), a list of plain values "a, b", and a
// code (a reason, a role, a request's status) in words when `words.code` knows it.

export interface DetailLine {
  field: string;
  value: string;
}

type Words = {
  yes: string;
  no: string;
  none: string;
  /** The words for a field's coded value (its key without the path), or undefined to keep it. */
  code?: (field: string, value: string) => string | undefined;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, words: Words, key: string): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return words.code?.(key, value) ?? value;
  if (typeof value === 'number') return String(value);
  // A list of plain values (a key's scopes) reads as one: "credits:read, credits:spend".
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.length ? value.map((v) => text(v, words, key)).join(', ') : words.none;
  }
  return JSON.stringify(value);
}

export function detailLines(
  details: Record<string, unknown> | null | undefined,
  words: Words,
  prefix = '',
): DetailLine[] {
  if (!isRecord(details)) return [];
  return Object.entries(details).flatMap(([key, value]): DetailLine[] => {
    // The wrapper key of a change set adds nothing to read.
    const field = key === 'changes' && !prefix ? '' : prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && 'from' in value && 'to' in value) {
      return [{ field, value: `${text(value.from, words, key)} → ${text(value.to, words, key)}` }];
    }
    if (isRecord(value)) return detailLines(value, words, field);
    return [{ field, value: text(value, words, key) }];
  });
}
