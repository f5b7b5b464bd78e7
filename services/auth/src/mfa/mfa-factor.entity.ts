import type { FactorStatus } from '@storefront/contracts';
import { Column, Entity } from 'typeorm';
import { UpdatedUserRow } from '../users/rows';

/** An authenticator app (TOTP) of a user: unverified until its first code, then a second factor. */
@Entity({ name: 'mfa_factors' })
export class MfaFactorEntity extends UpdatedUserRow {
  @Column('text', { name: 'factor_type' })
  factorType: 'totp';

  @Column('text', { name: 'friendly_name', default: '' })
  friendlyName: string;

  @Column('text', { default: 'unverified' })
  status: FactorStatus;

  /** The base32 secret, sealed by SecretBox with the factor id as context. */
  @Column('text', { name: 'secret_sealed' })
  secretSealed: string;

  /** Bigint comes back from pg as a string. */
  @Column('bigint', { name: 'last_used_step', nullable: true })
  lastUsedStep: string | null;

  @Column('timestamptz', { name: 'last_challenged_at', nullable: true })
  lastChallengedAt: Date | null;
}
