import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthConfig, DEV_ADMIN } from '../config';
import { PasswordHasher } from '../passwords/password-hasher';
import { normalizeEmail, UsersRepository } from '../users/users.repository';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'updated';

/**
 * The first administrator: created at start-up from ADMIN_EMAIL/ADMIN_PASSWORD (or the
 * development default) when no administrator exists, and by the create-admin command.
 */
@Injectable()
export class AdminAccountBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAccountBootstrap.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    @Inject(AuthConfig) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap() {
    const admin = this.config.bootstrapAdmin;
    if (!admin) {
      if (!(await this.users.countActiveAdmins())) {
        this.logger.warn('no administrator exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run create-admin');
      }
      return;
    }
    if (await this.users.countActiveAdmins()) return;
    const outcome = await this.ensureAdmin(admin.email, admin.password, { onlyIfNoAdmin: true });
    if (!outcome) return;
    const isDevDefault = admin.email === DEV_ADMIN.email && admin.password === DEV_ADMIN.password;
    this.logger.log(
      `administrator ${outcome}: sign in at /login as ${admin.email} with ${
        isDevDefault ? `the development password ${DEV_ADMIN.password}` : 'the password in ADMIN_PASSWORD'
      }`,
    );
  }

  /**
   * Creates a confirmed, active administrator, or promotes (and re-passwords) an existing account.
   * Serialised so replicas starting together create one.
   */
  async ensureAdmin(
    email: string,
    password: string,
    options: { onlyIfNoAdmin?: boolean } = {},
  ): Promise<EnsureAdminOutcome | undefined> {
    const passwordHash = await this.hasher.hashNew(password);
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['auth:admins']);
      if (options.onlyIfNoAdmin && (await this.users.countActiveAdmins(tx)) > 0) return undefined;
      const existing = await this.users.findByEmail(email, tx);
      const fields = { passwordHash, isAdmin: true, adminRole: 'owner' as const, isActive: true };
      if (existing) {
        await this.users.update(
          existing.id,
          { ...fields, emailConfirmedAt: existing.emailConfirmedAt ?? new Date() },
          tx,
        );
        return existing.isAdmin ? 'updated' : 'promoted';
      }
      await this.users.create(
        {
          email: normalizeEmail(email),
          firstName: 'Admin',
          lastName: '',
          emailConfirmedAt: new Date(),
          ...fields,
        },
        tx,
      );
      return 'created';
    });
  }
}
