import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a pending account's password was set: the device and address (`placeKey`) of the sign-up
 * that set it. Confirming the sign-up code from another place drops that password and marks the
 * account `must_choose` until its confirmer chooses one; the row goes once a password is trusted.
 */
export class SignUpPlaces1804220000000 implements MigrationInterface {
  name = 'SignUpPlaces1804220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."sign_up_places" (
        "user_id" uuid PRIMARY KEY REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "place_key" text NOT NULL,
        "must_choose" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."sign_up_places"`);
  }
}
