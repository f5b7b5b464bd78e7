import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ExportConnectionsRequest, ListConnectionsRequest, PresenceSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { ConnectionsService } from './connections.service';

@Controller()
export class ConnectionsHandler {
  constructor(private readonly connections: ConnectionsService) {}

  @Handles(PresenceSubjects.listConnections)
  list(@Payload() request: ListConnectionsRequest) {
    return this.connections.list(request);
  }

  @Handles(PresenceSubjects.exportConnections)
  exportSlice(@Payload() request: ExportConnectionsRequest) {
    return this.connections.exportSlice(request);
  }
}
