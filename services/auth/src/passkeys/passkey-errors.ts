import { PasskeyErrorCode, PASSKEY_MESSAGES } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';

/** The passkey refusals, each with its code and the status GoTrue would answer. */
export const PasskeyErrors = {
  notFound: () => ServiceError.notFound(PASSKEY_MESSAGES.notFound, PasskeyErrorCode.NotFound),
  challengeExpired: () =>
    new ServiceError(422, PasskeyErrorCode.ChallengeExpired, PASSKEY_MESSAGES.challengeExpired),
  verificationFailed: () =>
    new ServiceError(422, PasskeyErrorCode.VerificationFailed, PASSKEY_MESSAGES.verificationFailed),
  notRegistered: () => new ServiceError(422, PasskeyErrorCode.NotRegistered, PASSKEY_MESSAGES.notRegistered),
  alreadyRegistered: () =>
    ServiceError.conflict(PASSKEY_MESSAGES.alreadyRegistered, PasskeyErrorCode.AlreadyRegistered),
  tooMany: () => new ServiceError(422, PasskeyErrorCode.TooManyPasskeys, PASSKEY_MESSAGES.tooMany),
};
