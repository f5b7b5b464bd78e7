import { Column, Entity } from 'typeorm';
import { UpdatedUserRow } from '../users/rows';

/** A passkey of a user: a WebAuthn credential that signs in alone or serves as the second factor. */
@Entity({ name: 'passkeys' })
export class PasskeyEntity extends UpdatedUserRow {
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

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;
}
