import type { SchemaDatabase } from '@storefront/platform';
import { Baseline1900000000000 } from './migrations/1900000000000-baseline';
import { OneTimeCodeEntity } from './codes/one-time-code.entity';
import { MfaChallengeEntity } from './mfa/mfa-challenge.entity';
import { MfaFactorEntity } from './mfa/mfa-factor.entity';
import { RecoveryCodeEntity } from './mfa/recovery-code.entity';
import { PasskeyEntity } from './passkeys/passkey.entity';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SessionEntity } from './sessions/session.entity';
import { SigningKeyEntity } from './signing-keys/signing-key.entity';
import { UserEntity } from './users/user.entity';

export const authDatabase: SchemaDatabase = {
  schema: 'auth',
  outbox: true,
  entities: [
    UserEntity,
    SessionEntity,
    RefreshTokenEntity,
    OneTimeCodeEntity,
    SigningKeyEntity,
    MfaFactorEntity,
    MfaChallengeEntity,
    RecoveryCodeEntity,
    PasskeyEntity,
  ],
  migrations: [Baseline1900000000000],
};
