import { Controller } from '@nestjs/common';
import { AdminUserSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { UserManagementService } from './user-management.service';

@Controller()
export class UserManagementHandler extends ForwardingHandler(
  { users: UserManagementService },
  {
    [AdminUserSubjects.list]: ({ users }, req) => users.list(req ?? {}),
    [AdminUserSubjects.update]: ({ users }, req) => users.update(req.userId, req.changes ?? {}, req.actor),
    [AdminUserSubjects.setPassword]: ({ users }, req) =>
      users.setPassword(req.userId, req.password, req.actor),
    [AdminUserSubjects.remove]: ({ users }, req) => users.remove(req.userId, req.actor),
  },
) {}
