// GET /api/admin/service-keys: every service key, revoked and expired ones included, newest first.
import { useKeyPathQuery } from '@/lib/api/api-query';
import type { ApiKeysResponse } from '../../admin-contracts';

export const serviceKeysQueryKey = ['admin', 'service-keys'] as const;

export const useServiceKeys = () =>
  useKeyPathQuery(serviceKeysQueryKey, (reply: ApiKeysResponse) => reply.keys, 10_000);
