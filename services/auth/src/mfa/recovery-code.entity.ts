import { Column, Entity } from 'typeorm';
import { UserRow } from '../users/rows';

@Entity({ name: 'recovery_codes' })
export class RecoveryCodeEntity extends UserRow {
  /** SHA-256 of the normalised code (see recovery-codes.ts). */
  @Column('text', { name: 'code_hash' })
  codeHash: string;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;
}
