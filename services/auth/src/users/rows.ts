import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A row under an id of its own, `created_at` set as it is first written. */
export abstract class CreatedRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A row of one user's (`user_id`). */
export abstract class UserRow extends CreatedRow {
  @Column('uuid', { name: 'user_id' })
  userId: string;
}

/** A row of one user's that changes, `updated_at` set at every save. */
export abstract class UpdatedUserRow extends UserRow {
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
