import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One link of a session's rotation chain. Unrevoked tokens are usable; a token exchanged moments
 * ago may be exchanged again within the reuse interval (see refresh-rotation.ts).
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** SHA-256 of the opaque token; the token itself is never stored. */
  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('uuid', { name: 'session_id' })
  sessionId: string;

  @Column('bigint', { name: 'parent_id', nullable: true })
  parentId: string | null;

  /** Set when the token was exchanged (rotated) or its session ended. */
  @Column('boolean', { default: false })
  revoked: boolean;

  /** When the token was exchanged for a child; null while unused or when only its session ended. */
  @Column('timestamptz', { name: 'rotated_at', nullable: true })
  rotatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
