import type { FactorStatus } from '@storefront/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An authenticator app (TOTP) of a user: unverified until its first code, then a second factor. */
@Entity({ name: 'mfa_factors' })
export class MfaFactorEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
