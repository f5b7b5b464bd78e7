import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_SESSION_MESSAGES, AccountSessionErrorCode, Caller } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { assertPasswordAllowed, PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { SignUpPlaces } from './sign-up-places';

const alreadySet = () =>
  new ServiceError(
    409,
    AccountSessionErrorCode.PasswordAlreadySet,
    ACCOUNT_SESSION_MESSAGES.passwordAlreadySet,
  );

/**
 * The password of an account confirmed from another place than its sign-up's: its old password
 * was dropped at confirmation, so the signed-in confirmer sets one without giving a current one.
 * Works once; afterwards the password is changed as any other.
 */
@Injectable()
export class ChoosePasswordService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly places: SignUpPlaces,
    private readonly hasher: PasswordHasher,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
  ) {}

  async choose(caller: Caller, password: string): Promise<{ success: true; message: string }> {
    await this.sessions.requireLive(caller);
    if (!(await this.places.mustChoose(caller.userId))) throw alreadySet();
    assertPasswordAllowed(password);
    const passwordHash = await this.hasher.hashNew(password);
    await this.db.transaction(async (tx) => {
      await this.users.lockById(caller.userId, tx);
      if (!(await this.places.chosen(caller.userId, tx))) throw alreadySet();
      await this.users.update(caller.userId, { passwordHash }, tx);
    });
    return { success: true, message: ACCOUNT_SESSION_MESSAGES.passwordChosen };
  }
}
