import { Column, Entity } from 'typeorm';
import { UserRow } from '../users/rows';

export const CODE_PURPOSES = ['signup', 'recovery', 'two_factor', 'reauthentication', 'magiclink'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

@Entity({ name: 'one_time_codes' })
export class OneTimeCodeEntity extends UserRow {
  @Column('text')
  purpose: CodePurpose;

  /** HMAC-SHA256 of the code under a server secret; six digits are too few to store plainly hashed. */
  @Column('text', { name: 'code_hash' })
  codeHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** Wrong tries so far; the code dies at the limit. */
  @Column('int', { default: 0 })
  attempts: number;

  @Column('timestamptz', { name: 'consumed_at', nullable: true })
  consumedAt: Date | null;

  @Column('timestamptz', { name: 'last_sent_at' })
  lastSentAt: Date;
}
