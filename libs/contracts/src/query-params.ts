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

/** The furthest a feed's `offset` reaches. */
export const OFFSET_MAX = 1_000_000;

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

/** The most rows one page of any paged list holds. */
export const PAGE_SIZE_MAX = 100;

export type Constructor<T = object> = new (...args: any[]) => T;

/**
 * A paged list's query: `Base`'s fields (its filters) and `page` (1..PAGE_MAX) and `pageSize`
 * (1..`maxPageSize`, at most PAGE_SIZE_MAX), both optional, each list choosing its default.
 * `class UsersQuery extends Paged(UsersFilter) {}`, or `Paged()` for a list with no filter.
 */
export function Paged<B extends Constructor>(Base: B = class {} as B, maxPageSize = PAGE_SIZE_MAX) {
  const max = Math.min(maxPageSize, PAGE_SIZE_MAX);
  class PagedQuery extends Base {
    @PageParam()
    page?: number;

    @IntegerParam({ min: 1, max, message: `pageSize must be a whole number from 1 to ${max}` })
    pageSize?: number;
  }
  return PagedQuery;
}

/** Where a page of a paged list sits: every paged answer carries these beside its rows. */
export interface PageOf {
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A list read as a feed, newest first, where "more" continues after what is shown (the
 * notifications, a user's spends): `limit` (1..`maxLimit`, at most PAGE_SIZE_MAX) and `offset` (0..OFFSET_MAX), both
 * optional. Numbered pages use `Paged`; nothing else declares these fields.
 */
export function Windowed<B extends Constructor>(Base: B = class {} as B, maxLimit = PAGE_SIZE_MAX) {
  const max = Math.min(maxLimit, PAGE_SIZE_MAX);
  class WindowedQuery extends Base {
    @IntegerParam({ min: 1, max })
    limit?: number;

    @IntegerParam({ min: 0, max: OFFSET_MAX })
    offset?: number;
  }
  return WindowedQuery;
}
