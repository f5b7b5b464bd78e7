import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ExportConnectionsRequest,
  ListConnectionsRequest,
  PresenceSubjects,
  RequestMap,
} from '@storefront/contracts';
import { ConnectionsService } from './connections.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class ConnectionsHandler {
  constructor(private readonly connections: ConnectionsService) {}

  @MessagePattern(PresenceSubjects.listConnections)
  list(@Payload() request: ListConnectionsRequest): Reply<'presence.connections.list'> {
    return this.connections.list(request);
  }

  @MessagePattern(PresenceSubjects.exportConnections)
  exportSlice(@Payload() request: ExportConnectionsRequest): Reply<'presence.connections.export'> {
    return this.connections.exportSlice(request);
  }
}
