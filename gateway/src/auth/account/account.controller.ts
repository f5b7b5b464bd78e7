import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminStatusReply,
  AuthSubjects,
  CheckResetCodeBody,
  ClientContext as ClientContextValue,
  DeleteAccountBody,
  ResetPasswordBody,
  SendTwoFactorSetupBody,
  SuccessMessageReply,
  VerifyTwoFactorBody,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminAccess, lacksSecondFactor } from '../admin-access';
import { type AuthUser, callerOf } from '../auth-user';
import { ClientContext } from '../client-context.decorator';
import { CurrentUser, SignedIn } from '../current-user.decorator';

/** The product's account routes (SPEC section 7) beside the GoTrue API. */
@ApiTags('account')
@Controller('api')
export class AccountController {
  constructor(
    private readonly bus: MessageBus,
    private readonly access: AdminAccess,
  ) {}

  @Get('user/admin-status')
  @SignedIn()
  @ApiOperation({
    summary:
      'Whether the caller is an active administrator, as the auth service says, and whether their role still needs a second factor set up',
  })
  async adminStatus(@CurrentUser() user: AuthUser): Promise<AdminStatusReply> {
    const standing = await this.access.standingOf(user);
    if (!standing) return { is_admin: false, role: null };
    return {
      is_admin: true,
      role: standing.role,
      ...(lacksSecondFactor(standing) ? { second_factor_required: true as const } : {}),
    };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with the emailed recovery code; ends every session' })
  resetPassword(@Body() body: ResetPasswordBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(AuthSubjects.resetPassword, {
      email: body.email,
      code: body.code,
      newPassword: body.newPassword,
      client,
    });
  }

  @Post('reset-password/verify-code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Checks a recovery code without using it up (a wrong one costs one of five tries)',
  })
  checkResetCode(@Body() body: CheckResetCodeBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(AuthSubjects.checkRecoveryCode, { email: body.email, code: body.code, client });
  }

  @Post('auth/send-2fa-setup')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Emails a two-factor code to the caller's own address" })
  async sendTwoFactorSetup(
    @Body() body: SendTwoFactorSetupBody,
    @CurrentUser() user: AuthUser,
  ): Promise<SuccessMessageReply> {
    const { message } = await this.bus.request(AuthSubjects.sendTwoFactorSetup, {
      caller: callerOf(user),
      claimedEmail: body.email,
    });
    return { success: true, message };
  }

  @Post('auth/verify-2fa')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      "Turns two-factor on for the caller's own account with the emailed code; the first second factor answers its recovery codes once",
  })
  async verifyTwoFactor(
    @Body() body: VerifyTwoFactorBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ): Promise<SuccessMessageReply & { recovery_codes?: string[] }> {
    const { message, recoveryCodes } = await this.bus.request(AuthSubjects.enableTwoFactor, {
      caller: callerOf(user),
      code: body.code,
      claimedEmail: body.email,
      client,
    });
    return { success: true, message, ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
  }

  @Delete('account')
  @SignedIn()
  @ApiOperation({ summary: "Deletes the caller's account after confirming the password" })
  async deleteAccount(
    @Body() body: DeleteAccountBody,
    @CurrentUser() user: AuthUser,
  ): Promise<SuccessMessageReply> {
    const { message } = await this.bus.request(AuthSubjects.deleteSelf, {
      caller: callerOf(user),
      password: body.password,
    });
    return { success: true, message };
  }
}
