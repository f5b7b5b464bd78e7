/** The type of a JSON value as `typeof` names it. */
type JsonTypeOf<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : 'object';

/**
 * Each field of an event with the type of its JSON value, `?` after it where the event may leave
 * the field out. For an event whose payload is built outside TypeScript (in SQL), so that a test
 * can hold what it writes to the contract: a field added to the event's interface, removed from
 * it or given another type fails the build until the table follows (see `payloadFaults`).
 */
export type EventFields<E> = {
  [K in keyof E]-?: undefined extends E[K] ? `${JsonTypeOf<Exclude<E[K], undefined>>}?` : JsonTypeOf<E[K]>;
};

/** What in `payload` the fields do not allow: a missing or unknown field, or one of another type. */
export function payloadFaults<E>(payload: Record<string, unknown>, fields: EventFields<E>): string[] {
  const types: Record<string, string> = fields;
  const unknown = Object.keys(payload)
    .filter((name) => !(name in types))
    .map((name) => `${name}: not in the event`);
  const wrong = Object.entries(types).flatMap(([name, type]) => {
    const optional = type.endsWith('?');
    if (!(name in payload)) return optional ? [] : [`${name}: missing`];
    const actual = payload[name] === null ? 'null' : typeof payload[name];
    return actual === type.replace('?', '') ? [] : [`${name}: ${actual}, not ${type}`];
  });
  return [...unknown, ...wrong];
}
