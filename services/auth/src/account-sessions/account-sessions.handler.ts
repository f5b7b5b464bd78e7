import { Controller } from '@nestjs/common';
import { AccountSessionSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { AccountSessionsService } from './account-sessions.service';

@Controller()
export class AccountSessionsHandler extends ForwardingHandler(
  { sessions: AccountSessionsService },
  {
    [AccountSessionSubjects.list]: ({ sessions }, req) => sessions.list(req.caller),
    [AccountSessionSubjects.end]: ({ sessions }, req) => sessions.end(req.caller, req.sessionId),
    [AccountSessionSubjects.endOthers]: ({ sessions }, req) => sessions.endOthers(req.caller),
    [AccountSessionSubjects.listOfUser]: ({ sessions }, req) =>
      sessions.ofUser(req.userId, req.limit, req.before),
    [AccountSessionSubjects.disown]: ({ sessions }, req) => sessions.disown(req.token),
  },
) {}
