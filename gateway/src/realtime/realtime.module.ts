import { Module } from '@nestjs/common';
import { AdminGateway } from './admin.gateway';
import { PublicGateway } from './public.gateway';

@Module({ providers: [PublicGateway, AdminGateway] })
export class RealtimeModule {}
