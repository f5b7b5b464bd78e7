import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { IpBansHandler } from './ip-bans.handler';
import { IpBansRepository } from './ip-bans.repository';
import { IpBansService } from './ip-bans.service';

@Module({
  imports: [AuditModule],
  controllers: [IpBansHandler],
  providers: [IpBansService, IpBansRepository],
  exports: [IpBansRepository],
})
export class IpBansModule {}
