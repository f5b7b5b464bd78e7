import type { Aal, AmrEntry } from '@storefront/contracts';
import { Column, Entity } from 'typeorm';
import { UpdatedUserRow } from '../users/rows';

@Entity({ name: 'sessions' })
export class SessionEntity extends UpdatedUserRow {
  @Column('text', { default: 'aal1' })
  aal: Aal;

  @Column('jsonb', { default: () => "'[]'::jsonb" })
  amr: AmrEntry[];

  @Column('text', { nullable: true })
  ip: string | null;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent: string | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
