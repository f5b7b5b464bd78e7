import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminUsersHandler } from './admin-users.handler';
import { AdminUsersService } from './admin-users.service';

@Module({ imports: [AuditModule], controllers: [AdminUsersHandler], providers: [AdminUsersService] })
export class AdminUsersModule {}
