import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import {
  ADMIN_SOCKET_NAMESPACE,
  AdminSocketEvents,
  AuthErrorCode,
  CommonErrorCode,
  IP_BANNED_CODE,
} from '@storefront/contracts';
import {
  AccessTokenVerifier,
  AdminAccess,
  AdminStanding,
  AuthUser,
  passedSecondFactor,
  staffRefusal,
} from '../auth';
import { IpBanList } from '../site-state/ip-ban-list';
import { AdminVisitorsPublisher } from './admin-visitors.publisher';
import { RealtimePushService } from './realtime-push.service';
import { refusal, RefusalError, SocketAdmission } from './socket-admission';
import { AdminChannel, AdminNamespace, AdminSocket, NamespaceGateway, Rooms } from './socket-types';
import { handshakeToken } from './visitor-sessions.service';

/**
 * The back office's namespace. The handshake must carry the access token of a live session
 * (`auth: { token }`) whose user the auth service confirms is an active administrator right now,
 * with a second factor for the roles that need one (as every admin route); anyone else is refused
 * with `connect_error`. Every role gets the visitor feed; the socket joins
 * its role's room for what only some roles hear (the pending four-eyes count).
 */
@WebSocketGateway({ namespace: ADMIN_SOCKET_NAMESPACE })
export class AdminGateway implements NamespaceGateway<AdminChannel> {
  private readonly logger = new Logger(AdminGateway.name);

  constructor(
    private readonly admission: SocketAdmission,
    private readonly verifier: AccessTokenVerifier,
    private readonly access: AdminAccess,
    private readonly bans: IpBanList,
    private readonly publisher: AdminVisitorsPublisher,
    private readonly push: RealtimePushService,
  ) {}

  afterInit(namespace: AdminNamespace) {
    this.push.attachAdmin(namespace);
    namespace.use((socket, next) => {
      const ip = this.admission.clientIp(socket.request);
      this.admit(ip, handshakeToken(socket)).then(
        (user) => {
          socket.data = { ip, user };
          next();
        },
        (err: RefusalError) => next(err),
      );
    });
  }

  async handleConnection(socket: AdminSocket) {
    const { user, ip } = socket.data;
    await socket.join([
      Rooms.admins,
      Rooms.adminUser(user.id),
      Rooms.adminSession(user.sessionId),
      Rooms.adminRole(user.adminRole!),
      Rooms.ip(ip),
    ]);
    this.publisher.add(socket);
  }

  @SubscribeMessage(AdminSocketEvents.visitorsPage)
  choosePage(
    @ConnectedSocket() socket: AdminSocket,
    @MessageBody() payload: { page?: unknown; pageSize?: unknown },
  ) {
    this.publisher.choosePage(socket, payload);
  }

  handleDisconnect(socket: AdminSocket) {
    this.publisher.remove(socket);
  }

  private async admit(ip: string, token: string | undefined): Promise<AuthUser> {
    if (this.bans.statusOf(ip))
      throw refusal(IP_BANNED_CODE, 'Your IP address has been banned by an administrator');
    if (!token) throw refusal('UNAUTHORIZED', 'Sign-in required');
    let user: AuthUser;
    try {
      user = await this.verifier.verify(token);
    } catch {
      throw refusal('UNAUTHORIZED', 'Invalid access token');
    }
    if (!passedSecondFactor(user)) throw refusal('UNAUTHORIZED', 'Two-factor verification required');
    let standing: AdminStanding | null;
    try {
      standing = await this.access.standingOf(user);
    } catch (err) {
      this.logger.warn(`admin check failed, refusing the socket: ${String(err)}`);
      throw refusal(CommonErrorCode.ServiceUnavailable, 'Admin check unavailable');
    }
    if (!standing) throw refusal('FORBIDDEN', 'Administrators only');
    const refused = staffRefusal(user, standing);
    if (refused?.code === AuthErrorCode.StaffSecondFactorRequired)
      throw refusal(AuthErrorCode.StaffSecondFactorRequired, refused.message);
    if (refused) throw refusal('UNAUTHORIZED', 'Two-factor verification required');
    return { ...user, isAdmin: true, adminRole: standing.role };
  }
}
