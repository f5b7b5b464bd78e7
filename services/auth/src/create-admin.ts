/**
 * `node services/auth/dist/create-admin.js <email> <password>`: creates a confirmed administrator,
 * or promotes an existing account (and sets its password). Needs the migrated database only.
 */
import 'reflect-metadata';
import { DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadConfig, postgresOptions, ServiceError } from '@storefront/platform';
import { isEmail } from 'class-validator';
import { AdminAccountBootstrap } from './user-directory/admin-account.bootstrap';
import { AuthConfig } from './config';
import { authDatabase } from './database';
import { PasswordsModule } from './passwords/passwords.module';
import { UsersModule } from './users/users.module';

@Module({})
class CreateAdminModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: CreateAdminModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(postgresOptions(config.DATABASE_URL, authDatabase, 'auth-create-admin')),
        UsersModule,
        PasswordsModule,
      ],
      // A copy of the config without the start-up admin, so creating the context does not seed one.
      providers: [
        {
          provide: AuthConfig,
          useValue: Object.assign(Object.create(config), {
            ADMIN_EMAIL: undefined,
            ADMIN_PASSWORD: undefined,
          }),
        },
        AdminAccountBootstrap,
      ],
      exports: [AuthConfig],
    };
  }
}

async function main() {
  const [email, password] = process.argv.slice(2);
  if (!email || !password || !isEmail(email)) {
    process.stderr.write('usage: node services/auth/dist/create-admin.js <email> <password>\n');
    process.exit(64);
  }
  const config = loadConfig(AuthConfig);
  const app = await NestFactory.createApplicationContext(CreateAdminModule.register(config), {
    logger: ['error'],
  });
  try {
    const outcome = await app.get(AdminAccountBootstrap).ensureAdmin(email, password);
    process.stdout.write(
      `administrator ${outcome}: ${email.trim().toLowerCase()} can now sign in at /login\n`,
    );
  } catch (err) {
    process.stderr.write(`${err instanceof ServiceError ? err.message : String(err)}\n`);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
}

void main();
