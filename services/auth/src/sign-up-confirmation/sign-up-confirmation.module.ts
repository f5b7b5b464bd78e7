import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ChoosePasswordService } from './choose-password.service';
import { SignUpConfirmationHandler } from './sign-up-confirmation.handler';
import { SignUpPlaces } from './sign-up-places';

/** Who may keep a pending account's password once its sign-up code is confirmed. */
@Module({
  imports: [PasswordsModule, SessionsModule, UsersModule],
  providers: [SignUpPlaces, ChoosePasswordService],
  controllers: [SignUpConfirmationHandler],
  exports: [SignUpPlaces],
})
export class SignUpConfirmationModule {}
