import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { CommonErrorCode, PublicSocketEvents } from '@storefront/contracts';
import { RealtimePushService } from './realtime-push.service';
import { refusal, SocketAdmission } from './socket-admission';
import { SocketConnectRate } from './socket-connect-rate';
import type { NamespaceGateway, PublicChannel, PublicNamespace, VisitorSocket } from './socket-types';
import { VisitorSessions } from './visitor-sessions.service';

/** The public namespace every visitor's browser joins: presence pings and live pushes. */
@WebSocketGateway({ namespace: '/', transports: ['websocket', 'polling'] })
export class PublicGateway implements NamespaceGateway<PublicChannel> {
  private readonly logger = new Logger(PublicGateway.name);

  constructor(
    private readonly admission: SocketAdmission,
    private readonly connectRate: SocketConnectRate,
    private readonly sessions: VisitorSessions,
    private readonly push: RealtimePushService,
  ) {}

  afterInit(namespace: PublicNamespace) {
    this.push.attachPublic(namespace);
    namespace.use((socket, next) => {
      // Its connection closed while the handshake was on its way: socket.io drops it anyway.
      if (socket.conn.readyState !== 'open') return next(new Error('Connection closed'));
      const ip = this.admission.clientIp(socket.request);
      const release = this.admission.take(ip);
      if (!release) return next(refusal(CommonErrorCode.TooManyConnections, 'Too many connections'));
      releaseWhenGone(socket, release);
      void this.connectRate.admit(ip).then((admitted) => {
        if (!admitted) {
          release();
          return next(refusal(CommonErrorCode.TooManyConnections, 'Too many new connections'));
        }
        socket.data = { ip, connectedAt: Date.now(), helloTimes: [] };
        next();
      });
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

/**
 * Gives a socket's address slot back when it goes. socket.io 4.8 drops a socket whose connection
 * closed while its middleware ran (one polling request can carry both a namespace connect and an
 * engine.io close) without a 'disconnect', so the connection's own close releases it too.
 */
function releaseWhenGone(socket: VisitorSocket, release: () => void): void {
  const conn = socket.conn;
  const done = () => {
    conn.off('close', done);
    release();
  };
  socket.once('disconnect', done);
  conn.once('close', done);
}
