import { isEmail, ValidateBy, ValidationOptions } from 'class-validator';

/** A UTF-16 surrogate without its pair: valid in JSON text, never in an address. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * validator's isEmail, minus its crash: it measures the address with encodeURI, which throws on
 * a lone surrogate, so `{"email":"\ud800"}` would fail with a 500 instead of a 400.
 */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value);
}

/** `@IsEmail()` for request bodies, safe on any string. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) => isEmailAddress(value),
        defaultMessage: () => '$property must be an email',
      },
    },
    options,
  );
}
