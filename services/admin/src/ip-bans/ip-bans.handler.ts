import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminSubjects, CreateIpBanRequest, RemoveIpBanRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { IpBansService } from './ip-bans.service';

@Controller()
export class IpBansHandler {
  constructor(private readonly bans: IpBansService) {}

  @Handles(AdminSubjects.listIpBans)
  async list() {
    return { bannedIPs: await this.bans.list() };
  }

  @Handles(AdminSubjects.activeIpBans)
  async active() {
    return { bans: await this.bans.inForce() };
  }

  @Handles(AdminSubjects.createIpBan)
  async create(@Payload() request: CreateIpBanRequest) {
    return { bannedIP: await this.bans.create(request) };
  }

  @Handles(AdminSubjects.removeIpBan)
  async remove(@Payload() request: RemoveIpBanRequest) {
    await this.bans.remove(request);
    return { removed: true } as const;
  }
}
