import { PasskeyErrorCode, PasskeyMessages } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';

/** The passkey refusals, each with its code and the status GoTrue would answer. */
export const PasskeyErrors = {
  notFound: () => ServiceError.notFound(PasskeyMessages.notFound, PasskeyErrorCode.NotFound),
  challengeExpired: () =>
    new ServiceError(422, PasskeyErrorCode.ChallengeExpired, PasskeyMessages.challengeExpired),
  verificationFailed: () =>
    new ServiceError(422, PasskeyErrorCode.VerificationFailed, PasskeyMessages.verificationFailed),
  notRegistered: () => new ServiceError(422, PasskeyErrorCode.NotRegistered, PasskeyMessages.notRegistered),
  alreadyRegistered: () =>
    ServiceError.conflict(PasskeyMessages.alreadyRegistered, PasskeyErrorCode.AlreadyRegistered),
  tooMany: () => new ServiceError(422, PasskeyErrorCode.TooManyPasskeys, PasskeyMessages.tooMany),
};
