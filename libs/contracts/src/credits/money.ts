import { ValidationOptions, registerDecorator } from 'class-validator';

/** The largest credit amount one operation may move; keeps every total inside numeric(14,2). */
export const MAX_CREDIT_AMOUNT = 1_000_000;

/** A positive amount of at most two decimals and at most `max`, as a JSON number. */
export function IsPositiveAmount(max: number, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPositiveAmount',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => isPositiveAmount(value, max),
        defaultMessage: () => `${propertyName} must be a number above 0 and at most ${max}, with 2 decimals`,
      },
    });
}

export function isPositiveAmount(value: unknown, max: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= max &&
    // Two decimals at most, judged on the cents so 0.1 + 0.2 style noise is not rejected.
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

/** The largest balance numeric(14,2) holds, either way. */
export const MAX_BALANCE = 999_999_999_999.99;

/** A balance as the server shows it, JSON number of at most two decimals; it may be negative. */
export function IsBalanceAmount(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isBalanceAmount',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => isBalanceAmount(value),
        defaultMessage: () => `${propertyName} must be a number with at most 2 decimals`,
      },
    });
}

export function isBalanceAmount(value: unknown): value is number {
  return typeof value === 'number' && (value === 0 || isPositiveAmount(Math.abs(value), MAX_BALANCE));
}
