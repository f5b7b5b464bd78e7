// The auth rules and messages the server uses, imported from their one definition in the contracts
// library. Deep imports on purpose: the package's entry point is the Node build (class-validator
// DTOs), while these modules are plain TypeScript with no dependencies.
export {
  checkPassword,
  PASSWORD_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
} from '@storefront/contracts/src/auth/password-policy';
export { AuthMessages } from '@storefront/contracts/src/auth/auth-errors';
export type {
  AccessTokenClaims,
  GoTrueAppMetadata,
  GoTrueUserMetadata,
} from '@storefront/contracts/src/auth/user';
