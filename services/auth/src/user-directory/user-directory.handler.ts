import { Controller } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { UserDirectoryService } from './user-directory.service';

/** Account queries and commands for other services (admin back office, credits, notifications). */
@Controller()
export class UserDirectoryHandler extends ForwardingHandler(
  { users: UserDirectoryService },
  {
    [AuthSubjects.getUsers]: ({ users }, req) => users.getMany(req.ids),
    [AuthSubjects.listUsers]: ({ users }, req) => users.list(req ?? {}),
    [AuthSubjects.listActiveUserIds]: ({ users }, req) => users.activeIds(req?.after, req?.limit),
    [AuthSubjects.isAdmin]: ({ users }, req) => users.isAdmin(req.userId),
    [AuthSubjects.updateUser]: ({ users }, req) => users.update(req),
    [AuthSubjects.deleteUser]: ({ users }, req) => users.delete(req.userId, req.actorId),
  },
) {}
