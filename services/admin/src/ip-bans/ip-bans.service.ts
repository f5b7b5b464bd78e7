import { Injectable, Logger } from '@nestjs/common';
import {
  ActiveBan,
  AdminEvents,
  BAN_DURATIONS,
  BannedIp,
  banExpiry,
  BAN_MESSAGES,
  CreateIpBanRequest,
  IpBanChangedEvent,
  isBannableIp,
  normalizeIp,
  RemoveIpBanRequest,
  isUuid,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { IpBansRepository, toActiveBan, toBannedIp } from './ip-bans.repository';

const isFilled = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** The rules of IP bans: one ban in force per address, expiry from the duration, every change audited. */
@Injectable()
export class IpBansService {
  private readonly logger = new Logger(IpBansService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly bans: IpBansRepository,
    private readonly audit: AuditLogRepository,
    private readonly bus: MessageBus,
  ) {}

  async list(): Promise<BannedIp[]> {
    const now = Date.now();
    return (await this.bans.all()).map((row) => toBannedIp(row, now));
  }

  async inForce(): Promise<ActiveBan[]> {
    return (await this.bans.inForce()).map(toActiveBan);
  }

  async create(request: CreateIpBanRequest): Promise<BannedIp> {
    if (!isFilled(request.ip) || !isFilled(request.reason))
      throw ServiceError.badRequest(BAN_MESSAGES.required);
    if (!isBannableIp(request.ip)) throw ServiceError.badRequest(BAN_MESSAGES.invalidIp);
    const duration = request.duration ?? 'permanent';
    if (!BAN_DURATIONS.includes(duration)) throw ServiceError.badRequest(BAN_MESSAGES.invalidDuration);
    const ip = normalizeIp(request.ip);

    const row = await this.dataSource.transaction(async (manager) => {
      await this.bans.lockAddress(ip, manager);
      if (await this.bans.inForceFor(ip, manager)) throw ServiceError.conflict(BAN_MESSAGES.alreadyBanned);
      const inserted = await this.bans.insert(
        {
          ip,
          reason: request.reason.trim(),
          userEmail: request.userEmail?.trim() || null,
          duration,
          expiresAt: banExpiry(duration, new Date()),
          createdBy: request.actor.id,
          adminNote: request.adminNote?.trim() || null,
        },
        manager,
      );
      await this.audit.append(
        {
          actor: request.actor,
          action: 'ip-ban.created',
          target: ip,
          details: { banId: inserted.id, reason: inserted.reason, duration, userEmail: inserted.user_email },
        },
        manager,
      );
      return inserted;
    });
    await this.announce({ action: 'created', ban: toActiveBan(row) });
    return toBannedIp(row);
  }

  async remove({ id, actor }: RemoveIpBanRequest): Promise<void> {
    if (!isUuid(id)) throw ServiceError.notFound(BAN_MESSAGES.notFound);
    const row = await this.dataSource.transaction(async (manager) => {
      const deleted = await this.bans.delete(id, manager);
      if (!deleted) throw ServiceError.notFound(BAN_MESSAGES.notFound);
      await this.audit.append(
        {
          actor,
          action: 'ip-ban.removed',
          target: deleted.ip_address,
          details: { banId: id, reason: deleted.reason },
        },
        manager,
      );
      return deleted;
    });
    await this.announce({ action: 'removed', id: row.id, ip: row.ip_address });
  }

  private async announce(event: IpBanChangedEvent): Promise<void> {
    try {
      await this.bus.emit(AdminEvents.ipBanChanged, event);
    } catch (err) {
      // The row is the truth; gateways reload their ban lists periodically as well.
      this.logger.warn(`ban change saved but not announced: ${String(err)}`);
    }
  }
}
