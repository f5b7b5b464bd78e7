import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuthSubjects, ListUserIdsRequest, ListUsersRequest, UpdateUserRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { UserDirectoryService } from './user-directory.service';

/** Account queries and commands for other services (admin back office, credits, notifications). */
@Controller()
export class UserDirectoryHandler {
  constructor(private readonly adminUsers: UserDirectoryService) {}

  @Handles(AuthSubjects.getUsers)
  getMany(@Payload() req: { ids: string[] }) {
    return this.adminUsers.getMany(req.ids);
  }

  @Handles(AuthSubjects.listUsers)
  list(@Payload() req: ListUsersRequest) {
    return this.adminUsers.list(req ?? {});
  }

  @Handles(AuthSubjects.listActiveUserIds)
  activeIds(@Payload() req: ListUserIdsRequest) {
    return this.adminUsers.activeIds(req?.after, req?.limit);
  }

  @Handles(AuthSubjects.isAdmin)
  isAdmin(@Payload() req: { userId: string }) {
    return this.adminUsers.isAdmin(req.userId);
  }

  @Handles(AuthSubjects.updateUser)
  update(@Payload() req: UpdateUserRequest) {
    return this.adminUsers.update(req);
  }

  @Handles(AuthSubjects.deleteUser)
  delete(@Payload() req: { userId: string; actorId?: string }) {
    return this.adminUsers.delete(req.userId, req.actorId);
  }
}
