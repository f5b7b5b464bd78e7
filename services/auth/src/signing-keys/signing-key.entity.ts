import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The generated development signing key, kept so restarts and replicas sign alike. Production
 * keys come from JWT_PRIVATE_KEY and are never written here.
 */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn('text')
  kid: string;

  @Column('text', { name: 'private_key_pem' })
  privateKeyPem: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
