import type { SchemaDatabase } from '@storefront/platform';
import { OneTimeCodeEntity } from './codes/one-time-code.entity';
import { MfaChallengeEntity } from './mfa/mfa-challenge.entity';
import { MfaFactorEntity } from './mfa/mfa-factor.entity';
import { RecoveryCodeEntity } from './mfa/recovery-code.entity';
import { CreateAuthTables1732300000000 } from './migrations/1732300000000-create-auth-tables';
import { RefreshTokenRotatedAt1797000000000 } from './migrations/1797000000000-refresh-token-rotated-at';
import { ApiKeys1799000000000 } from './migrations/1799000000000-api-keys';
import { EventOutbox1800000000000 } from './migrations/1800000000000-event-outbox';
import { MfaFactors1804600000000 } from './migrations/1804600000000-mfa-factors';
import { SignInAlerts1804200000000 } from './migrations/1804200000000-sign-in-alerts';
import { SignUpPlaces1804220000000 } from './migrations/1804220000000-sign-up-places';
import { AdminRoles1805100000000 } from './migrations/1805100000000-admin-roles';
import { UserLanguage1805300000000 } from './migrations/1805300000000-user-language';
import { ServiceKeyExpiry1809500000000 } from './migrations/1809500000000-service-key-expiry';
import { PasswordChangeAlerts1809600000000 } from './migrations/1809600000000-password-change-alerts';
import { Passkeys1809800000000 } from './migrations/1809800000000-passkeys';
import { UsersListOrder1809900000000 } from './migrations/1809900000000-users-list-order';
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
  migrations: [
    CreateAuthTables1732300000000,
    RefreshTokenRotatedAt1797000000000,
    ApiKeys1799000000000,
    EventOutbox1800000000000,
    SignInAlerts1804200000000,
    SignUpPlaces1804220000000,
    AdminRoles1805100000000,
    MfaFactors1804600000000,
    UserLanguage1805300000000,
    ServiceKeyExpiry1809500000000,
    PasswordChangeAlerts1809600000000,
    Passkeys1809800000000,
    UsersListOrder1809900000000,
  ],
};
