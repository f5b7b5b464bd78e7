import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletion } from './account-deletion';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { UserDirectoryHandler } from './user-directory.handler';
import { UserDirectoryService } from './user-directory.service';

@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule, ApiKeysModule],
  providers: [UserDirectoryService, AdminAccountBootstrap, AccountDeletion],
  controllers: [UserDirectoryHandler],
  exports: [AccountDeletion],
})
export class UserDirectoryModule {}
