// The auth rules and messages the server uses, from their one definition in the contracts library.
export {
  AUTH_MESSAGES,
  checkPassword,
  PASSWORD_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AccessTokenClaims,
  type GoTrueAppMetadata,
  type GoTrueUserMetadata,
  type PasswordRule,
} from '@storefront/contracts/browser';
