// GET /api/admin/credit-history: the 100 latest credit changes made by administrators, with the
// user's and the admin's e-mails.
import { useKeyPathQuery } from '@/lib/api/api-query';
import type { CreditHistoryResponse } from '../../admin-contracts';

export const creditHistoryQueryKey = ['admin', 'credit-history'] as const;

export const useCreditHistory = () =>
  useKeyPathQuery(creditHistoryQueryKey, (reply: CreditHistoryResponse) => reply.history, 10_000);
