import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../users/rows';

/** One challenge of a factor, for the session that asked; answered once, within five minutes. */
@Entity({ name: 'mfa_challenges' })
export class MfaChallengeEntity extends CreatedRow {
  @Column('uuid', { name: 'factor_id' })
  factorId: string;

  @Column('uuid', { name: 'session_id' })
  sessionId: string;

  @Column('timestamptz', { name: 'verified_at', nullable: true })
  verifiedAt: Date | null;
}
