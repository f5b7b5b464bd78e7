import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AdminTrafficController } from './admin-traffic.controller';

/** HTTP side of the presence service: live visitors and connection history for the back office. */
@Module({ imports: [AuthModule], controllers: [AdminTrafficController] })
export class TrafficModule {}
