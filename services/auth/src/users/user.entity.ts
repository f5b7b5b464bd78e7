import type { AdminRole, TextLanguage } from '@storefront/contracts';
import { Column, Entity, UpdateDateColumn } from 'typeorm';
import { CreatedRow } from './rows';

@Entity({ name: 'users' })
export class UserEntity extends CreatedRow {
  /** Stored lower-cased; a unique index on lower(email) keeps it unique case-insensitively. */
  @Column('text')
  email: string;

  @Column('text', { name: 'first_name', default: '' })
  firstName: string;

  @Column('text', { name: 'last_name', default: '' })
  lastName: string;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  /** The language of the account's emails: the sign-up's, then the one the user picks. */
  @Column('text', { default: 'en' })
  language: TextLanguage;

  @Column('boolean', { name: 'is_admin', default: false })
  isAdmin: boolean;

  /** Set exactly when isAdmin is (a check constraint keeps them together). */
  @Column('text', { name: 'admin_role', nullable: true })
  adminRole: AdminRole | null;

  @Column('boolean', { name: 'is_active', default: true })
  isActive: boolean;

  /** Some second factor is on (emailed code or an authenticator app): sessions must reach aal2. */
  @Column('boolean', { name: 'two_factor_enabled', default: false })
  twoFactorEnabled: boolean;

  /** The emailed-code factor is on (a code is sent at each password sign-in). */
  @Column('boolean', { name: 'email_factor_enabled', default: false })
  emailFactorEnabled: boolean;

  @Column('timestamptz', { name: 'email_confirmed_at', nullable: true })
  emailConfirmedAt: Date | null;

  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
