import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, ListUserIdsRequest, ListUsersRequest, UpdateUserRequest } from '@storefront/contracts';
import { UserDirectoryService } from './user-directory.service';

/** Account queries and commands for other services (admin back office, credits, notifications). */
@Controller()
export class UserDirectoryHandler {
  constructor(private readonly adminUsers: UserDirectoryService) {}

  @MessagePattern(AuthSubjects.getUsers)
  getMany(@Payload() req: { ids: string[] }) {
    return this.adminUsers.getMany(req.ids);
  }

  @MessagePattern(AuthSubjects.listUsers)
  list(@Payload() req: ListUsersRequest) {
    return this.adminUsers.list(req ?? {});
  }

  @MessagePattern(AuthSubjects.listActiveUserIds)
  activeIds(@Payload() req: ListUserIdsRequest) {
    return this.adminUsers.activeIds(req?.after, req?.limit);
  }

  @MessagePattern(AuthSubjects.isAdmin)
  isAdmin(@Payload() req: { userId: string }) {
    return this.adminUsers.isAdmin(req.userId);
  }

  @MessagePattern(AuthSubjects.updateUser)
  update(@Payload() req: UpdateUserRequest) {
    return this.adminUsers.update(req);
  }

  @MessagePattern(AuthSubjects.deleteUser)
  delete(@Payload() req: { userId: string; actorId?: string }) {
    return this.adminUsers.delete(req.userId, req.actorId);
  }
}
