import { Injectable } from '@nestjs/common';
import { Caller, PasskeyRequest, PasskeyView, RenamePasskeyRequest } from '@storefront/contracts';
import { FactorsRepository } from '../mfa/factors.repository';
import { RecoveryCodesService } from '../mfa/recovery-codes.service';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { UsersRepository } from '../users/users.repository';
import { PasskeyErrors } from './passkey-errors';
import { toPasskeyView } from './passkey-views';
import { PasskeysRepository } from './passkeys.repository';

/** Settings › passkeys: the list, a new name, and removal. */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly reauthentication: ReauthenticationService,
    private readonly factors: FactorsRepository,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly users: UsersRepository,
  ) {}

  async list(caller: Caller): Promise<PasskeyView[]> {
    const { user, session } = await this.reauthentication.load(caller);
    this.reauthentication.requireAal(user, session);
    return (await this.passkeys.list(user.id)).map(toPasskeyView);
  }

  /** A name changes nothing about the account's protection: an aal2 session is enough. */
  async rename(req: RenamePasskeyRequest): Promise<PasskeyView> {
    const { user, session } = await this.reauthentication.load(req.caller);
    this.reauthentication.requireAal(user, session);
    const renamed = await this.passkeys.rename(user.id, req.passkeyId, req.friendlyName.trim());
    if (!renamed) throw PasskeyErrors.notFound();
    return toPasskeyView(renamed);
  }

  /**
   * Like removing an authenticator app: aal2 and a recent re-authentication. Removing the
   * account's last second factor turns two-factor off and its recovery codes die with it.
   */
  async remove(req: PasskeyRequest): Promise<{ id: string }> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.reauthentication.requireRecent(user, session);
    const removed = await this.passkeys.transaction(async (tx) => {
      if (!(await this.passkeys.delete(user.id, req.passkeyId, tx))) return false;
      const stillOn = user.emailFactorEnabled || (await this.factors.countVerified(user.id, tx)) > 0;
      if (!stillOn) {
        await this.users.update(user.id, { twoFactorEnabled: false }, tx);
        await this.recoveryCodes.discard(user.id, tx);
      }
      return true;
    });
    if (!removed) throw PasskeyErrors.notFound();
    return { id: req.passkeyId };
  }
}
