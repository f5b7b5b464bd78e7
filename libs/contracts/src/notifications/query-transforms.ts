import { plainToInstance, type TransformFnParams } from 'class-transformer';

/*
 * Conversions for DTO fields that arrive as text (query strings) or as nested objects. They use
 * @Transform rather than @Type because @Type needs reflect-metadata loaded by whoever imports
 * the contracts (tests, the frontend), and these do not.
 */

/**
 * '25' → 25 for query-string numbers; anything else, a digit string past the safe integers
 * included (it would reach SQL as 1.2e+29), is left for the validators to judge.
 */
export function toInteger({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return value;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

/** '' → undefined, so an emptied form field means "not given". */
export function emptyToUndefined({ value }: TransformFnParams): unknown {
  return value === '' ? undefined : value;
}

/** Turns a nested plain object into the DTO class so its own rules are checked. */
export function nested<T>(cls: new () => T) {
  return ({ value }: TransformFnParams): unknown =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? plainToInstance(cls, value)
      : value;
}
