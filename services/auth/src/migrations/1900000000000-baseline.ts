import { baselineNeeded, createOutboxTable } from '@storefront/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The auth schema's tables as migrations 1732300000000 to 1809900000000 left them, squashed into
 * one step on 2026-11-30.
 */
export class Baseline1900000000000 implements MigrationInterface {
  name = 'Baseline1900000000000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await baselineNeeded(q, 'auth', 'UsersListOrder1809900000000'))) return;
    // `two_factor_enabled`: some second factor is on (the session must reach aal2); the emailed
    // code has its own flag. Every administrator holds one back-office role, and `is_admin` is
    // true exactly for those who hold one. `language`: the language of the account's emails.
    await q.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        password_hash text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        email_confirmed_at timestamptz,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        email_factor_enabled boolean NOT NULL DEFAULT false,
        admin_role text CHECK (admin_role IN ('owner', 'finance', 'support')),
        language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
        CONSTRAINT users_admin_role_matches_flag CHECK (is_admin = (admin_role IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON auth.users (lower(email))`);
    await q.query(`CREATE INDEX users_admin_idx ON auth.users (is_admin) WHERE is_admin`);
    // The back office's user lists: newest first, then by id.
    await q.query(`CREATE INDEX users_created_id_idx ON auth.users (created_at DESC, id ASC)`);
    await q.query(`
      CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
        amr jsonb NOT NULL DEFAULT '[]'::jsonb,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON auth.sessions (user_id)`);
    // A user's recent sign-ins, which decide whether a device and address are new.
    await q.query(`CREATE INDEX sessions_user_id_updated_at_idx ON auth.sessions (user_id, updated_at DESC)`);
    // A session's refresh-token chain; `rotated_at`, when a token was exchanged, bounds the
    // reuse interval.
    await q.query(`
      CREATE TABLE auth.refresh_tokens (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        session_id uuid NOT NULL REFERENCES auth.sessions (id) ON DELETE CASCADE,
        parent_id bigint REFERENCES auth.refresh_tokens (id) ON DELETE SET NULL,
        revoked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz
      )`);
    await q.query(`CREATE INDEX refresh_tokens_session_id_idx ON auth.refresh_tokens (session_id)`);
    await q.query(`CREATE INDEX refresh_tokens_parent_id_idx ON auth.refresh_tokens (parent_id)`);
    await q.query(`
      CREATE TABLE auth.one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        purpose text NOT NULL
          CHECK (purpose IN ('signup', 'recovery', 'two_factor', 'reauthentication', 'magiclink')),
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        consumed_at timestamptz,
        last_sent_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX one_time_codes_user_purpose_idx ON auth.one_time_codes (user_id, purpose)`);
    await q.query(`
      CREATE TABLE auth.signing_keys (
        kid text PRIMARY KEY,
        private_key_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Keys for the spend API. Only the SHA-256 of a secret is kept; `prefix` is the secret's first
    // characters, shown in lists. A personal key belongs to its user; a service key is an
    // administrator's, names no user and always expires (`expiry_reminded_at`: when its owners
    // were told it expires soon).
    await q.query(`
      CREATE TABLE auth.api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('personal', 'service')),
        user_id uuid REFERENCES auth.users (id) ON DELETE CASCADE,
        created_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
        created_by_email text,
        name text NOT NULL,
        prefix text NOT NULL,
        secret_hash text NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        last_used_at timestamptz,
        expires_at timestamptz,
        revoked_at timestamptz,
        expiry_reminded_at timestamptz,
        CHECK ((kind = 'personal') = (user_id IS NOT NULL)),
        CONSTRAINT api_keys_service_expires CHECK (kind = 'personal' OR expires_at IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX api_keys_user_created_idx ON auth.api_keys (user_id, created_at DESC)
         WHERE user_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX api_keys_service_created_idx ON auth.api_keys (created_at DESC) WHERE kind = 'service'`,
    );
    await q.query(`
      CREATE INDEX api_keys_service_reminder_idx ON auth.api_keys (expires_at)
       WHERE kind = 'service' AND revoked_at IS NULL AND expiry_reminded_at IS NULL`);
    await createOutboxTable(q, 'auth');
    // One row per "This wasn't me" link mailed (a new sign-in, a password change: a reset by
    // emailed code has no session), holding the SHA-256 of its secret, usable once until it expires.
    await q.query(`
      CREATE TABLE auth.sign_in_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        session_id uuid,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX sign_in_alerts_user_id_idx ON auth.sign_in_alerts (user_id)`);
    // Where a pending account's password was set (`place_key`, the sign-up's device and address).
    await q.query(`
      CREATE TABLE auth.sign_up_places (
        user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
        place_key text NOT NULL,
        must_choose boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Authenticator apps: the TOTP secret AES-256-GCM encrypted; `last_used_step`, the last
    // 30-second step whose code was accepted, so a code never works twice.
    await q.query(`
      CREATE TABLE auth.mfa_factors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        factor_type text NOT NULL CHECK (factor_type = 'totp'),
        friendly_name text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
        secret_sealed text NOT NULL,
        last_used_step bigint,
        last_challenged_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mfa_factors_user_idx ON auth.mfa_factors (user_id)`);
    await q.query(
      `CREATE UNIQUE INDEX mfa_factors_user_name_key ON auth.mfa_factors (user_id, lower(friendly_name))
         WHERE friendly_name <> ''`,
    );
    await q.query(`
      CREATE TABLE auth.mfa_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        factor_id uuid NOT NULL REFERENCES auth.mfa_factors (id) ON DELETE CASCADE,
        session_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz
      )`);
    await q.query(`CREATE INDEX mfa_challenges_factor_idx ON auth.mfa_challenges (factor_id)`);
    // Recovery codes, stored as SHA-256.
    await q.query(`
      CREATE TABLE auth.recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    // Passkeys (WebAuthn discoverable credentials): each account has one user handle, 32 random
    // bytes every passkey of the account carries instead of anything that names the person.
    await q.query(`
      CREATE TABLE auth.passkey_user_handles (
        user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
        handle text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE auth.passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        rp_id text NOT NULL,
        aaguid text NOT NULL DEFAULT '',
        device_type text NOT NULL DEFAULT 'singleDevice'
          CHECK (device_type IN ('singleDevice', 'multiDevice')),
        backed_up boolean NOT NULL DEFAULT false,
        friendly_name text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX passkeys_user_idx ON auth.passkeys (user_id)`);
  }

  async down(): Promise<void> {
    throw new Error('the baseline is not undone: restore a backup instead');
  }
}
