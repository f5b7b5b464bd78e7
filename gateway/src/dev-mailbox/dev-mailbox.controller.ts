import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { EmailSubjects, ListMailboxDto, ListMailboxReply } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { DevelopmentOnlyGuard } from './development-only.guard';
import { renderMailboxPage } from './mailbox-page';

/** The mails the notifications service kept instead of sending, so a fresh machine can read its codes. */
@ApiExcludeController()
@Controller('dev')
@UseGuards(DevelopmentOnlyGuard)
export class DevMailboxController {
  constructor(private readonly bus: MessageBus) {}

  @Get('mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  )
  @Header('Cache-Control', 'no-store')
  async page(@Query() query: ListMailboxDto): Promise<string> {
    return renderMailboxPage(await this.bus.request(EmailSubjects.listMailbox, query), query.to);
  }

  @Get('mailbox.json')
  @Header('Cache-Control', 'no-store')
  json(@Query() query: ListMailboxDto): Promise<ListMailboxReply> {
    return this.bus.request(EmailSubjects.listMailbox, query);
  }
}
