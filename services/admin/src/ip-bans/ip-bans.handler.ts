import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminSubjects, CreateIpBanRequest, RemoveIpBanRequest, RequestMap } from '@storefront/contracts';
import { IpBansService } from './ip-bans.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class IpBansHandler {
  constructor(private readonly bans: IpBansService) {}

  @MessagePattern(AdminSubjects.listIpBans)
  async list(): Reply<'admin.ip-ban.list'> {
    return { bannedIPs: await this.bans.list() };
  }

  @MessagePattern(AdminSubjects.activeIpBans)
  async active(): Reply<'admin.ip-ban.active'> {
    return { bans: await this.bans.inForce() };
  }

  @MessagePattern(AdminSubjects.createIpBan)
  async create(@Payload() request: CreateIpBanRequest): Reply<'admin.ip-ban.create'> {
    return { bannedIP: await this.bans.create(request) };
  }

  @MessagePattern(AdminSubjects.removeIpBan)
  async remove(@Payload() request: RemoveIpBanRequest): Reply<'admin.ip-ban.remove'> {
    await this.bans.remove(request);
    return { removed: true };
  }
}
