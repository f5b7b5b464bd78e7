import { plainToInstance, Transform, type TransformFnParams } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/*
 * Conversions for DTO fields that arrive as text (query strings) or as nested objects. They use
 * @Transform rather than @Type because @Type needs reflect-metadata loaded by whoever imports
 * the contracts (tests, the frontend), and these do not.
 */

/**
 * '25' → 25 for query-string numbers; anything else, a digit string past the safe integers
 * included (it would reach SQL as 1.2e+29), is left for the validators to judge.
 */
function toInteger({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return value;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

/** '' → undefined, so an emptied form field means "not given". */
export function emptyToUndefined({ value }: TransformFnParams): unknown {
  return value === '' ? undefined : value;
}

/** Turns a nested plain object, or each one of an array, into the DTO class so its own rules are checked. */
export function nested<T>(cls: new () => T) {
  const one = (value: unknown): unknown =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? plainToInstance(cls, value)
      : value;
  return ({ value }: TransformFnParams): unknown => (Array.isArray(value) ? value.map(one) : one(value));
}

/** The highest page number a paged list accepts. */
export const PAGE_MAX = 100_000;

interface IntegerParamOptions {
  min: number;
  max?: number;
  /** The refusal for any bad value; by default "<name> must be a whole number", then the bound's own. */
  message?: string;
}

/**
 * An optional whole-number query parameter (`page`, `pageSize`, `limit`, `offset`, `days`): text
 * converted with `toInteger`, then checked to be a whole number within `min`..`max`.
 */
export function IntegerParam({ min, max, message }: IntegerParamOptions): PropertyDecorator {
  const bound = message === undefined ? undefined : { message };
  // Applied as if stacked above the field: bottom first.
  const decorators: PropertyDecorator[] = [
    ...(max === undefined ? [] : [Max(max, bound)]),
    Min(min, bound),
    IsInt({ message: message ?? '$property must be a whole number' }),
    Transform(toInteger),
    IsOptional(),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

/** `page`: from 1 to PAGE_MAX. */
export const PageParam = (): PropertyDecorator => IntegerParam({ min: 1, max: PAGE_MAX });
