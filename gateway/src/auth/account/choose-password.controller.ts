import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountSessionSubjects, ChoosePasswordBody } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { type AuthUser, callerOf } from '../auth-user';
import { CurrentUser, SignedIn } from '../current-user.decorator';

/** The password an account confirmed from another place than its sign-up's must choose. */
@ApiTags('account')
@Controller('api/account')
export class ChoosePasswordController {
  constructor(private readonly bus: MessageBus) {}

  @Post('choose-password')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      'Sets the password of an account whose sign-up code was confirmed from another device or address than its sign-up (once; 409 when it has one)',
  })
  choose(@Body() body: ChoosePasswordBody, @CurrentUser() user: AuthUser) {
    return this.bus.request(AccountSessionSubjects.choosePassword, {
      caller: callerOf(user),
      password: body.password,
    });
  }
}
