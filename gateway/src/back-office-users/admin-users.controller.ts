import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_USER_MESSAGES,
  AdminEditUserBody,
  AdminSetPasswordBody,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  AdminUserSubjects,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import {
  actorOf,
  AdminOnly,
  AdminRoles,
  allowRole,
  AuthUser,
  CurrentUser,
  RecentAuthentication,
} from '../auth';
import { grantsRightsOrMovesMoney, rolesForEdit } from './edit-roles';

const userId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.notFound(ADMIN_USER_MESSAGES.notFound),
});
/** The back office's Utilisateurs tab. Every route is for active administrators only. */
@ApiTags('admin')
@Controller('api/admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({ summary: 'Users, newest first, with their credits; search by email, name or id; paged' })
  list(@Query() query: AdminUsersQuery): Promise<AdminUsersResponse> {
    return this.bus.request(AdminUserSubjects.list, query);
  }

  @Put(':id')
  @RecentAuthentication(grantsRightsOrMovesMoney)
  @ApiOperation({
    summary:
      'Edits email, role or admin flag (owner), status (owner, support) or credits with a reason (owner, finance; set exactly, above FOUR_EYES_CREDITS a pending request); with expected_credits, 409 CREDITS_CHANGED if the balance moved. A role, admin flag or credits change needs a recent re-authentication (403 REAUTHENTICATION_NEEDED)',
  })
  update(
    @Param('id', userId) id: string,
    @Body() changes: AdminEditUserBody,
    @CurrentUser() admin: AuthUser,
  ): Promise<AdminUserResponse> {
    allowRole(admin.adminRole, rolesForEdit(changes));
    return this.bus.request(AdminUserSubjects.update, { userId: id, changes, actor: actorOf(admin) });
  }

  @Put(':id/password')
  @AdminRoles('owner')
  @RecentAuthentication()
  @ApiOperation({ summary: "Sets a user's password after a recent re-authentication; their sessions end" })
  setPassword(
    @Param('id', userId) id: string,
    @Body() body: AdminSetPasswordBody,
    @CurrentUser() admin: AuthUser,
  ): Promise<AdminUserResponse> {
    return this.bus.request(AdminUserSubjects.setPassword, {
      userId: id,
      password: body.password,
      actor: actorOf(admin),
    });
  }

  @Delete(':id')
  @AdminRoles('owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a user (the last active administrator cannot be deleted)' })
  remove(
    @Param('id', userId) id: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<{ success: true; message: string }> {
    return this.bus.request(AdminUserSubjects.remove, { userId: id, actor: actorOf(admin) });
  }
}
