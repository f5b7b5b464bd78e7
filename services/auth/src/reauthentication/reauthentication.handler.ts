import { Controller } from '@nestjs/common';
import { MfaSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { ReauthenticationService } from './reauthentication.service';

@Controller()
export class ReauthenticationHandler extends ForwardingHandler(
  { reauthentication: ReauthenticationService },
  {
    [MfaSubjects.sendReauthentication]: ({ reauthentication }, req) => reauthentication.sendNonce(req.caller),
    [MfaSubjects.reauthenticate]: ({ reauthentication }, req) => reauthentication.confirm(req),
    /** The gateway's `@RecentAuthentication()`: the same check as the auth service's own sensitive changes. */
    [MfaSubjects.requireRecent]: async ({ reauthentication }, req) => {
      const { user, session } = await reauthentication.load(req.caller);
      await reauthentication.requireRecent(user, session);
      return {};
    },
  },
) {}
