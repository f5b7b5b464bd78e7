import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminUserRequests, AdminUserSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { UserManagementService } from './user-management.service';

type Req<S extends keyof AdminUserRequests> = AdminUserRequests[S]['request'];

@Controller()
export class UserManagementHandler {
  constructor(private readonly users: UserManagementService) {}

  @Handles(AdminUserSubjects.list)
  list(@Payload() req: Req<'admin.users.list'>) {
    return this.users.list(req ?? {});
  }

  @Handles(AdminUserSubjects.update)
  update(@Payload() req: Req<'admin.users.update'>) {
    return this.users.update(req.userId, req.changes ?? {}, req.actor);
  }

  @Handles(AdminUserSubjects.setPassword)
  setPassword(@Payload() req: Req<'admin.users.set-password'>) {
    return this.users.setPassword(req.userId, req.password, req.actor);
  }

  @Handles(AdminUserSubjects.remove)
  remove(@Payload() req: Req<'admin.users.delete'>) {
    return this.users.remove(req.userId, req.actor);
  }
}
