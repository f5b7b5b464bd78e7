import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EmailPreferencesSubjects,
  EmailPreferencesView,
  UpdateEmailPreferencesBody,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AuthUser, CurrentUser, SignedIn } from '../auth';

/** Settings › Email preferences: which account emails the caller gets and their low-balance threshold. */
@ApiTags('notifications')
@Controller('api/account/email-preferences')
@SignedIn()
export class EmailPreferencesController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's email preferences and low-balance threshold" })
  get(@CurrentUser() user: AuthUser): Promise<EmailPreferencesView> {
    return this.bus.request(EmailPreferencesSubjects.get, { userId: user.id });
  }

  @Put()
  @ApiOperation({
    summary:
      'Changes the preferences given (confirmed and partial payment emails stay on) and the threshold (0 = off)',
  })
  update(
    @Body() body: UpdateEmailPreferencesBody,
    @CurrentUser() user: AuthUser,
  ): Promise<EmailPreferencesView> {
    return this.bus.request(EmailPreferencesSubjects.update, {
      userId: user.id,
      ...(body.preferences ? { preferences: { ...body.preferences } } : {}),
      ...(body.low_balance_threshold !== undefined
        ? { low_balance_threshold: body.low_balance_threshold }
        : {}),
    });
  }
}
