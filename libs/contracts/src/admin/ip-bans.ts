import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { IsEmailAddress } from '../email-address';
import type { IP_BANNED_CODE } from './errors';
import type { AdminActor } from './maintenance';
import { isBannableIp } from './ip-address';

export const BAN_DURATIONS = ['permanent', '1h', '24h', '7d', '30d'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

const DURATION_MS: Record<Exclude<BanDuration, 'permanent'>, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** When a ban of this duration, starting at `from`, stops applying; null for a permanent one. */
export function banExpiry(duration: BanDuration, from: Date): Date | null {
  return duration === 'permanent' ? null : new Date(from.getTime() + DURATION_MS[duration]);
}

export const BAN_MESSAGES = {
  required: 'Veuillez remplir tous les champs obligatoires',
  invalidIp: 'Adresse IP invalide',
  invalidDuration: 'Durée de bannissement invalide',
  invalidEmail: 'Adresse e-mail invalide',
  alreadyBanned: 'Cette adresse IP est déjà bannie',
  notFound: 'Bannissement introuvable',
  banned: 'IP bannie avec succès',
  removed: 'Bannissement supprimé avec succès',
  /** What a banned address is told (SPEC section 2, IP banned page). */
  accessDenied: 'Your IP address has been banned by an administrator',
} as const;

export const BAN_LIMITS = { reason: 500, adminNote: 1000, email: 254 } as const;

/** A row of the back office's ban list (SPEC section 3, "Banned IP"). */
export interface BannedIp {
  id: string;
  ip_address: string;
  reason: string;
  user_email: string | null;
  duration: BanDuration;
  expires_at: string | null;
  created_at: string;
  created_by: string | null;
  admin_note: string | null;
  is_permanent: boolean;
  /** Its expiry has passed: it no longer applies and the list shows it as expired. */
  is_expired: boolean;
}

/** `GET /api/check-ip-status` and the body of a 403 IP_BANNED (SPEC section 3, "IP ban status"). */
export interface IpBanStatus {
  banned: true;
  reason: string;
  expires_at: string | null;
  is_permanent: boolean;
  banned_at: string;
  admin_note: string | null;
}

export type IpBannedBody = IpBanStatus & { error: string; code: typeof IP_BANNED_CODE };

/** What a gateway needs to enforce one ban. */
export interface ActiveBan {
  id: string;
  ip: string;
  reason: string;
  expiresAt: string | null;
  createdAt: string;
  adminNote: string | null;
}

export function banStatus(ban: ActiveBan): IpBanStatus {
  return {
    banned: true,
    reason: ban.reason,
    expires_at: ban.expiresAt,
    is_permanent: ban.expiresAt === null,
    banned_at: ban.createdAt,
    admin_note: ban.adminNote,
  };
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trimmed({ value });
const isFilled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * The ip field carries the form-level rule, so a form missing both ip and reason gets the spec's
 * one message rather than the same sentence twice.
 */
function IsBanTarget(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isBanTarget',
      validator: {
        validate: (value, args) =>
          isFilled(value) && isFilled((args?.object as { reason?: unknown }).reason) && isBannableIp(value),
        defaultMessage: (args) =>
          isFilled(args?.value) && isFilled((args?.object as { reason?: unknown }).reason)
            ? BAN_MESSAGES.invalidIp
            : BAN_MESSAGES.required,
      },
    },
    options,
  );
}

/** `POST /api/admin/banned-ips` (SPEC section 5, "Ban IP"). */
export class CreateIpBanBody {
  @Transform(trimmed)
  @IsBanTarget()
  ip: string;

  @Transform(trimmed)
  @ValidateIf((o: CreateIpBanBody) => isFilled(o.ip) && isFilled(o.reason))
  @IsString({ message: BAN_MESSAGES.required })
  @MaxLength(BAN_LIMITS.reason, { message: `reason must be at most ${BAN_LIMITS.reason} characters` })
  reason: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsEmailAddress({ message: BAN_MESSAGES.invalidEmail })
  @MaxLength(BAN_LIMITS.email, { message: BAN_MESSAGES.invalidEmail })
  user_email?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(BAN_DURATIONS, { message: BAN_MESSAGES.invalidDuration })
  duration?: BanDuration;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: 'admin_note must be text' })
  @MaxLength(BAN_LIMITS.adminNote, {
    message: `admin_note must be at most ${BAN_LIMITS.adminNote} characters`,
  })
  admin_note?: string;
}

export interface CreateIpBanRequest {
  ip: string;
  reason: string;
  userEmail?: string;
  duration: BanDuration;
  adminNote?: string;
  actor: AdminActor;
}

export interface RemoveIpBanRequest {
  id: string;
  actor: AdminActor;
}

/** `GET /api/admin/banned-ips` */
export interface BannedIpsResponse {
  bannedIPs: BannedIp[];
}

/** `POST /api/admin/banned-ips` */
export interface CreateIpBanResponse {
  success: true;
  message: string;
  bannedIP: BannedIp;
}

/** `DELETE /api/admin/banned-ips/:id` */
export interface RemoveIpBanResponse {
  success: true;
  message: string;
}

/** A ban was added or lifted: every gateway replica updates its cache and, on a ban, its sockets. */
export type IpBanChangedEvent =
  { action: 'created'; ban: ActiveBan } | { action: 'removed'; id: string; ip: string };
