import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Caller, MfaSubjects, ReauthenticateRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { ReauthenticationService } from './reauthentication.service';

@Controller()
export class ReauthenticationHandler {
  constructor(private readonly reauthentication: ReauthenticationService) {}

  @Handles(MfaSubjects.sendReauthentication)
  send(@Payload() req: { caller: Caller }) {
    return this.reauthentication.sendNonce(req.caller);
  }

  @Handles(MfaSubjects.reauthenticate)
  confirm(@Payload() req: ReauthenticateRequest) {
    return this.reauthentication.confirm(req);
  }

  /** The gateway's `@RecentAuthentication()`: the same check as the auth service's own sensitive changes. */
  @Handles(MfaSubjects.requireRecent)
  async requireRecent(@Payload() req: { caller: Caller }): Promise<Record<string, never>> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.reauthentication.requireRecent(user, session);
    return {};
  }
}
