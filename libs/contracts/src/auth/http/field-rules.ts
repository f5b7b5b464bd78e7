import { ValidateBy, ValidationOptions } from 'class-validator';
import { isTextLanguage, TEXT_LANGUAGES } from '../../stored-texts/stored-texts';
import { AUTH_MESSAGES } from '../auth-errors';

/** Upper bounds on what the edge accepts, so nothing oversized reaches a service. */
export const FIELD_LIMITS = {
  email: 254,
  name: 100,
  /** Longer passwords are refused by the policy; this only caps what sign-in will hash. */
  passwordInput: 1024,
  opaqueToken: 512,
  metadataKeys: 20,
} as const;

export const CODE_PATTERN = /^\d{6}$/;
export const CODE_MESSAGE = 'Please enter the complete 6-digit code';
export const EMAIL_MESSAGE = AUTH_MESSAGES.invalidEmail;

function isName(value: unknown, required: boolean): boolean {
  if (value === undefined || value === null) return !required;
  return typeof value === 'string' && value.trim().length > 0 && value.length <= FIELD_LIMITS.name;
}

export const LANGUAGE_MESSAGE = `data.language must be one of ${TEXT_LANGUAGES.join(', ')}`;

const isLanguage = (value: unknown) => value === undefined || value === null || isTextLanguage(value);

/**
 * GoTrue's free-form `data` (user metadata). Only first_name, last_name and language (the
 * account's email language, 'en' or 'fr') are read; anything else is ignored by the service, but
 * the bag stays small.
 */
export function IsUserMetadata(required: boolean, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUserMetadata',
      validator: {
        validate: (value: unknown) => {
          if (value === undefined || value === null) return !required;
          if (typeof value !== 'object' || Array.isArray(value)) return false;
          const data = value as Record<string, unknown>;
          return (
            Object.keys(data).length <= FIELD_LIMITS.metadataKeys &&
            isName(data.first_name, required) &&
            isName(data.last_name, required) &&
            isLanguage(data.language)
          );
        },
        defaultMessage: (args) => {
          const data = (args?.value ?? {}) as Record<string, unknown>;
          if (typeof data !== 'object' || Array.isArray(data)) return 'data must be an object';
          if (Object.keys(data).length > FIELD_LIMITS.metadataKeys) return 'data has too many fields';
          if (!isName(data.first_name, required))
            return `First name is required (at most ${FIELD_LIMITS.name} characters)`;
          if (!isName(data.last_name, required))
            return `Last name is required (at most ${FIELD_LIMITS.name} characters)`;
          return LANGUAGE_MESSAGE;
        },
      },
    },
    options,
  );
}
