import { Param, ParseUUIDPipe } from '@nestjs/common';
import {
  PASSKEY_ORIGIN_MAX,
  PASSKEY_MESSAGES,
  PasskeyErrorCode,
  type ClientContext,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';

/** The `:id` of a passkey's route: a uuid, anything else naming no passkey (404). */
export const PasskeyIdParam = () =>
  Param(
    'id',
    new ParseUUIDPipe({
      exceptionFactory: () => ServiceError.notFound(PASSKEY_MESSAGES.notFound, PasskeyErrorCode.NotFound),
    }),
  );

/**
 * The page's origin as the browser sent it (`Origin`), for the auth service to check against the
 * allowed ones and derive the relying party from. Missing or oversized, none is passed and the
 * service falls back to PUBLIC_URL's.
 */
export function pageOrigin(header: string | undefined): string | undefined {
  return header && header.length <= PASSKEY_ORIGIN_MAX && header !== 'null' ? header : undefined;
}

/** A passkey's answer to a challenge (`challenge_id`, `credential`), as the auth service takes it. */
export const answer = <C>(body: { challenge_id: string; credential: C }, client: ClientContext) => ({
  challengeId: body.challenge_id,
  credential: body.credential,
  client,
});
