import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A passkey of a user: a WebAuthn credential that signs in alone or serves as the second factor. */
@Entity({ name: 'passkeys' })
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** base64url, as the browser reports it. */
  @Column('text', { name: 'credential_id' })
  credentialId: string;

  /** The COSE public key the authenticator made. */
  @Column('bytea', { name: 'public_key' })
  publicKey: Buffer;

  /** Bigint comes back from pg as a string. */
  @Column('bigint', { name: 'sign_count', default: 0 })
  signCount: string;

  @Column('text', { array: true, default: () => `'{}'` })
  transports: string[];

  @Column('text', { name: 'rp_id' })
  rpId: string;

  @Column('text', { default: '' })
  aaguid: string;

  @Column('text', { name: 'device_type', default: 'singleDevice' })
  deviceType: 'singleDevice' | 'multiDevice';

  @Column('boolean', { name: 'backed_up', default: false })
  backedUp: boolean;

  @Column('text', { name: 'friendly_name', default: '' })
  friendlyName: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;
}
