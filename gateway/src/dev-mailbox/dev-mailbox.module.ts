import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { DevelopmentOnlyGuard } from './development-only.guard';

@Module({ controllers: [DevMailboxController], providers: [DevelopmentOnlyGuard] })
export class DevMailboxModule {}
