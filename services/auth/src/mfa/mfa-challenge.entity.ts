import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One challenge of a factor, for the session that asked; answered once, within five minutes. */
@Entity({ name: 'mfa_challenges' })
export class MfaChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'factor_id' })
  factorId: string;

  @Column('uuid', { name: 'session_id' })
  sessionId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'verified_at', nullable: true })
  verifiedAt: Date | null;
}
