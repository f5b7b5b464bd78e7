import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AccountSessionRequests, AccountSessionSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { AccountSessionsService } from './account-sessions.service';

type Req<S extends keyof AccountSessionRequests> = AccountSessionRequests[S]['request'];

@Controller()
export class AccountSessionsHandler {
  constructor(private readonly service: AccountSessionsService) {}

  @Handles(AccountSessionSubjects.list)
  list(@Payload() req: Req<typeof AccountSessionSubjects.list>) {
    return this.service.list(req.caller);
  }

  @Handles(AccountSessionSubjects.end)
  end(@Payload() req: Req<typeof AccountSessionSubjects.end>) {
    return this.service.end(req.caller, req.sessionId);
  }

  @Handles(AccountSessionSubjects.endOthers)
  endOthers(@Payload() req: Req<typeof AccountSessionSubjects.endOthers>) {
    return this.service.endOthers(req.caller);
  }

  @Handles(AccountSessionSubjects.listOfUser)
  listOfUser(@Payload() req: Req<typeof AccountSessionSubjects.listOfUser>) {
    return this.service.ofUser(req.userId, req.limit, req.before);
  }

  @Handles(AccountSessionSubjects.disown)
  disown(@Payload() req: Req<typeof AccountSessionSubjects.disown>) {
    return this.service.disown(req.token);
  }
}
