import type { GoTrueAppMetadata, GoTrueUser, GoTrueUserMetadata, UserSummary } from '@storefront/contracts';
import type { UserEntity } from './user.entity';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function appMetadata(user: UserEntity): GoTrueAppMetadata {
  return {
    provider: 'email',
    providers: ['email'],
    is_admin: user.isAdmin,
    two_factor_enabled: user.twoFactorEnabled,
    email_factor_enabled: user.emailFactorEnabled,
  };
}

export function userMetadata(user: UserEntity): GoTrueUserMetadata {
  return { first_name: user.firstName, last_name: user.lastName, language: user.language };
}

/** The user as GoTrue serialises it; auth-js and the frontend read this shape. */
export function toGoTrueUser(user: UserEntity, extra: { confirmationSentAt?: Date } = {}): GoTrueUser {
  const createdAt = user.createdAt.toISOString();
  const updatedAt = user.updatedAt.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    ...(extra.confirmationSentAt ? { confirmation_sent_at: extra.confirmationSentAt.toISOString() } : {}),
    phone: '',
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadata(user),
    user_metadata: userMetadata(user),
    // One email identity, as GoTrue lists it; an empty list would tell auth-js users "already registered".
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: user.email, email_verified: !!user.emailConfirmedAt },
        provider: 'email',
        email: user.email,
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: createdAt,
        updated_at: updatedAt,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}

export function toUserSummary(user: UserEntity): UserSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    adminRole: user.adminRole,
    isActive: user.isActive,
    twoFactorEnabled: user.twoFactorEnabled,
    language: user.language,
    emailConfirmedAt: iso(user.emailConfirmedAt),
    lastSignInAt: iso(user.lastSignInAt),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
