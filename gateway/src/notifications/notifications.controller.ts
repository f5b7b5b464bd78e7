import { Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MarkReadResponse,
  NotificationsQuery,
  NotificationsResponse,
  NotificationSubjects,
  preferredTextLanguage,
  renderNotificationText,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { AuthUser, CurrentUser, SignedIn } from '../auth';

const notificationId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.badRequest('Invalid notification id'),
});

/** The signed-in user's own notifications: the bell, the dashboard and /notifications. */
@ApiTags('notifications')
@Controller('api/notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({
    summary:
      "The caller's notifications, newest first, with the unread count; title and message in the Accept-Language (English by default)",
  })
  async list(
    @Query() query: NotificationsQuery,
    @CurrentUser() user: AuthUser,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<NotificationsResponse> {
    const reply = await this.bus.request(NotificationSubjects.list, { userId: user.id, ...query });
    const language = preferredTextLanguage(acceptLanguage);
    const notifications = reply.notifications.map((row) => ({
      ...row,
      ...renderNotificationText(row, language, row),
    }));
    return { success: true, ...reply, notifications };
  }

  @Post('mark-all-read')
  @HttpCode(200)
  @ApiOperation({ summary: "Marks all the caller's notifications read" })
  markAllRead(@CurrentUser() user: AuthUser): Promise<MarkReadResponse> {
    return this.readAll(user);
  }

  @Put('read-all')
  @ApiOperation({ summary: 'Same as POST mark-all-read (the other spelling clients use)' })
  markAllReadPut(@CurrentUser() user: AuthUser): Promise<MarkReadResponse> {
    return this.readAll(user);
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: "Marks one of the caller's notifications read; 404 when it is not theirs" })
  markRead(
    @Param('id', notificationId) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<MarkReadResponse> {
    return this.readOne(user, id);
  }

  @Put(':id/read')
  @ApiOperation({ summary: 'Same as POST :id/read' })
  markReadPut(
    @Param('id', notificationId) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<MarkReadResponse> {
    return this.readOne(user, id);
  }

  private async readAll(user: AuthUser): Promise<MarkReadResponse> {
    await this.bus.request(NotificationSubjects.markAllRead, { userId: user.id });
    return { success: true };
  }

  private async readOne(user: AuthUser, id: string): Promise<MarkReadResponse> {
    await this.bus.request(NotificationSubjects.markRead, { userId: user.id, id });
    return { success: true };
  }
}
