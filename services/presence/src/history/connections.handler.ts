import { Controller } from '@nestjs/common';
import { PresenceSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { ConnectionsService } from './connections.service';

@Controller()
export class ConnectionsHandler extends ForwardingHandler(
  { connections: ConnectionsService },
  {
    [PresenceSubjects.listConnections]: ({ connections }, req) => connections.list(req),
    [PresenceSubjects.exportConnections]: ({ connections }, req) => connections.exportSlice(req),
  },
) {}
