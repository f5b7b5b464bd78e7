import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AdminUsersHandler } from './admin-users.handler';
import { AdminUsersService } from './admin-users.service';

@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule, ApiKeysModule],
  providers: [AdminUsersService, AdminAccountBootstrap],
  controllers: [AdminUsersHandler],
})
export class AdminUsersModule {}
