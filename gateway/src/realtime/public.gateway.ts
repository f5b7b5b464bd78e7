import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { PublicSocketEvents } from '@storefront/contracts';
import { RealtimePushService } from './realtime-push.service';
import { refusal, SocketAdmission } from './socket-admission';
import type { PublicNamespace, VisitorSocket } from './socket-types';
import { VisitorSessions } from './visitor-sessions.service';

/** The public namespace every visitor's browser joins: presence pings and live pushes. */
@WebSocketGateway({ namespace: '/', transports: ['websocket', 'polling'] })
export class PublicGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(PublicGateway.name);

  constructor(
    private readonly admission: SocketAdmission,
    private readonly sessions: VisitorSessions,
    private readonly push: RealtimePushService,
  ) {}

  afterInit(namespace: PublicNamespace) {
    this.push.attachPublic(namespace);
    namespace.use((socket, next) => {
      const ip = this.admission.clientIp(socket.request);
      if (!this.admission.take(ip)) return next(refusal('TOO_MANY_CONNECTIONS', 'Too many connections'));
      socket.data = { ip, connectedAt: Date.now(), helloTimes: [] };
      socket.once('disconnect', () => this.admission.release(ip));
      next();
    });
  }

  handleConnection(socket: VisitorSocket) {
    this.sessions
      .connected(socket)
      .catch((err) => this.logger.warn(`visitor socket setup failed: ${String(err)}`));
  }

  @SubscribeMessage(PublicSocketEvents.hello)
  async hello(@ConnectedSocket() socket: VisitorSocket, @MessageBody() payload: unknown) {
    await this.sessions.hello(socket, payload);
  }

  @SubscribeMessage(PublicSocketEvents.pingActivity)
  ping(@ConnectedSocket() socket: VisitorSocket, @MessageBody() payload: unknown) {
    this.sessions.ping(socket, payload);
  }

  handleDisconnect(socket: VisitorSocket) {
    void this.sessions.disconnected(socket);
  }
}
