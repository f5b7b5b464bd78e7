import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminUserRequests, AdminUserSubjects } from '@storefront/contracts';
import { UserManagementService } from './user-management.service';

type Req<S extends keyof AdminUserRequests> = AdminUserRequests[S]['request'];

@Controller()
export class UserManagementHandler {
  constructor(private readonly users: UserManagementService) {}

  @MessagePattern(AdminUserSubjects.list)
  list(@Payload() req: Req<'admin.users.list'>) {
    return this.users.list(req ?? {});
  }

  @MessagePattern(AdminUserSubjects.update)
  update(@Payload() req: Req<'admin.users.update'>) {
    return this.users.update(req.userId, req.changes ?? {}, req.actor);
  }

  @MessagePattern(AdminUserSubjects.setPassword)
  setPassword(@Payload() req: Req<'admin.users.set-password'>) {
    return this.users.setPassword(req.userId, req.password, req.actor);
  }

  @MessagePattern(AdminUserSubjects.remove)
  remove(@Payload() req: Req<'admin.users.delete'>) {
    return this.users.remove(req.userId, req.actor);
  }
}
