import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';

/**
 * The back office's namespace. Only a verified administrator may stay connected; until sign-in
 * verification exists every connection is refused.
 */
@WebSocketGateway({ namespace: '/admin', transports: ['websocket'] })
export class AdminGateway implements OnGatewayConnection {
  @WebSocketServer()
  server: Namespace;

  handleConnection(client: Socket) {
    client.emit('error', { error: 'Forbidden', code: 'FORBIDDEN' });
    client.disconnect(true);
  }
}
