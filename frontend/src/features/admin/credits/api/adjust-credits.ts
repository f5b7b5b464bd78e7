// POST /api/admin/credits/adjust: adds or removes credits with a reason (a removal may go below
// zero); the server records the transaction and notifies the user. Above the four-eyes threshold it
// answers 202 with a pending request instead, which another finance or owner user approves. It needs
// the password proved lately: the back office asks for it and sends the change again.
import { useState } from 'react';
import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidate } from '@/lib/api/api-query';
import type { AdjustCreditsResponse, CreditReason, PendingApprovalResponse } from '../../admin-contracts';
import { approvalsQueryRoot } from '../../approvals/api/get-approvals';
import { outcomeUnknown } from '../../error-message';
import { useSensitiveAction } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { creditHistoryQueryKey } from './get-credit-history';

export interface CreditAdjustment {
  userId: string;
  amount: number;
  direction: 'add' | 'remove';
  reason: CreditReason;
  reason_note: string;
}

export type AdjustReply = AdjustCreditsResponse | PendingApprovalResponse;

/** One press of 'Ajouter' or 'Retirer': the change, and the key the server applies it once for. */
export interface CreditSubmission extends CreditAdjustment {
  idempotencyKey: string;
}

export function adjustCredits({ idempotencyKey, ...adjustment }: CreditSubmission): Promise<AdjustReply> {
  return apiRequest<AdjustReply>('/admin/credits/adjust', {
    method: 'POST',
    body: adjustment,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

type AdjustOptions = MutateOptions<AdjustReply, Error, CreditSubmission>;

/**
 * Every submit is a new change with a new key, even one identical to the last (adding 10 twice is
 * something an admin may mean). A submission whose outcome is unknown stays `unconfirmed`, and
 * `retry` sends it again with the same key, so however often it is retried it applies at most
 * once. Its success, or a definitive refusal (4xx), forgets it.
 */
export function useAdjustCredits() {
  const [unconfirmed, setUnconfirmed] = useState<CreditSubmission | null>(null);
  const sensitive = useSensitiveAction();
  const mutation = useMutation({
    // Sent again with the same key once the password is confirmed: the refusal applied nothing.
    mutationFn: (submission: CreditSubmission) => sensitive(() => adjustCredits(submission)),
    onSuccess: () => setUnconfirmed(null),
    onError: (error, submission) => setUnconfirmed(outcomeUnknown(error) ? submission : null),
    // Afterwards the lists are reloaded (SPEC §7, admin credit operations).
    onSettled: useInvalidate(usersQueryRoot, creditHistoryQueryKey, approvalsQueryRoot),
  });
  return {
    isPending: mutation.isPending,
    /** The submission being sent. */
    variables: mutation.variables,
    unconfirmed,
    submit: (adjustment: CreditAdjustment, options?: AdjustOptions) =>
      mutation.mutate({ ...adjustment, idempotencyKey: crypto.randomUUID() }, options),
    retry: (options?: AdjustOptions) => {
      if (unconfirmed) mutation.mutate(unconfirmed, options);
    },
  };
}
