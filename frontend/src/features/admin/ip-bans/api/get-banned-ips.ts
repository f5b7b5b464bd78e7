// GET /api/admin/banned-ips: every ban, newest first; expired ones flagged is_expired.
import { useKeyPathQuery } from '@/lib/api/api-query';
import type { BannedIpsResponse } from '../../admin-contracts';

export const bannedIpsQueryKey = ['admin', 'banned-ips'] as const;

export const useBannedIps = () =>
  useKeyPathQuery(bannedIpsQueryKey, (reply: BannedIpsResponse) => reply.bannedIPs, 10_000);
