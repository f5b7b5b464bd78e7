import { Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';

/** The public namespace every visitor's browser joins. Presence and live pushes build on it. */
@WebSocketGateway({ namespace: '/', transports: ['websocket', 'polling'] })
export class PublicGateway implements OnGatewayConnection {
  private readonly logger = new Logger(PublicGateway.name);

  @WebSocketServer()
  server: Namespace;

  handleConnection(client: Socket) {
    this.logger.debug(`visitor socket ${client.id} connected`);
  }
}
