import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminErrorCode,
  AdminSubjects,
  BAN_ROLES,
  BAN_MESSAGES,
  BannedIpsResponse,
  ClientContext as ClientContextValue,
  CreateIpBanBody,
  CreateIpBanResponse,
  normalizeIp,
  RemoveIpBanResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { actorOf, AdminOnly, AdminRoles, AuthUser, ClientContext, CurrentUser } from '../auth';
import { banKey, IpBanList } from '../site-state/ip-ban-list';

function banIdPipe() {
  return new ParseUUIDPipe({
    exceptionFactory: () => ServiceError.badRequest('Identifiant de bannissement invalide'),
  });
}

/** An administrator banning the address they call from would lock themselves (and the unban) out. */
const OWN_IP_BAN = {
  error: 'Vous ne pouvez pas bannir votre propre adresse IP',
  code: AdminErrorCode.OwnIp,
} as const;

/** The back office's IP banning tab (SPEC sections 2 and 5). */
@ApiTags('admin')
@Controller('api/admin/banned-ips')
@AdminOnly()
export class BannedIpsController {
  constructor(
    private readonly bus: MessageBus,
    private readonly bans: IpBanList,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every ban, newest first; expired ones are flagged is_expired' })
  list(): Promise<BannedIpsResponse> {
    return this.bus.request(AdminSubjects.listIpBans, {});
  }

  @Post()
  @AdminRoles(...BAN_ROLES)
  @ApiOperation({
    summary: 'Bans an address; its open sockets get ip_banned and are closed, its requests 403',
  })
  async create(
    @Body() body: CreateIpBanBody,
    @CurrentUser() admin: AuthUser,
    @ClientContext() client: ClientContextValue,
  ): Promise<CreateIpBanResponse> {
    // Compared as the ban list compares them: ::ffff:1.2.3.4 is 1.2.3.4, an IPv6 address its /64.
    if (banKey(body.ip) === banKey(client.ip))
      throw ServiceError.badRequest(OWN_IP_BAN.error, OWN_IP_BAN.code);
    const { bannedIP } = await this.bus.request(AdminSubjects.createIpBan, {
      ip: body.ip,
      reason: body.reason,
      userEmail: body.user_email,
      duration: body.duration ?? 'permanent',
      adminNote: body.admin_note,
      actor: actorOf(admin),
    });
    // This replica enforces it before answering; the others follow the event.
    this.bans.apply({
      action: 'created',
      ban: {
        id: bannedIP.id,
        ip: normalizeIp(bannedIP.ip_address),
        reason: bannedIP.reason,
        expiresAt: bannedIP.expires_at,
        createdAt: bannedIP.created_at,
        adminNote: bannedIP.admin_note,
      },
    });
    return { success: true, message: BAN_MESSAGES.banned, bannedIP };
  }

  @Delete(':id')
  @AdminRoles(...BAN_ROLES)
  @HttpCode(200)
  @ApiOperation({ summary: 'Lifts a ban' })
  async remove(
    @Param('id', banIdPipe()) id: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<RemoveIpBanResponse> {
    await this.bus.request(AdminSubjects.removeIpBan, { id, actor: actorOf(admin) });
    await this.bans.reload();
    return { success: true, message: BAN_MESSAGES.removed };
  }
}
