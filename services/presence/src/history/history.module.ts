import { Module } from '@nestjs/common';
import { ConnectionsHandler } from './connections.handler';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';

/** The connection history: one Postgres row per visit, listed and exported for the back office. */
@Module({
  controllers: [ConnectionsHandler],
  providers: [ConnectionsService, ConnectionsRepository],
  exports: [ConnectionsRepository],
})
export class HistoryModule {}
