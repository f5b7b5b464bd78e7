// What the requester reads when money they moved by hand waits for a second finance or owner user
// (a 202, or a user edit answered with `approval`): that the request was sent, and why it waits.
import type { TFunction } from 'i18next';
import type { CreditApproval } from '../admin-contracts';
import { formatNumber } from '../admin-format';

/** The part of an answer that says a change waits: the request and the threshold it is held by. */
export interface HeldReply {
  approval?: CreditApproval | null;
  threshold?: number;
}

/** The request's message with its reason, or null when the change was made at once. */
export function pendingMessage(reply: HeldReply, t: TFunction<'admin'>): string | null {
  const { approval, threshold } = reply;
  if (!approval) return null;
  const sent = t('approvals.done.requested');
  // A request written before the reason was recorded, or an answer without the figure: no reason.
  if (!approval.held_because || typeof threshold !== 'number') return sent;
  const because = t(`approvals.pendingBecause.${approval.held_because}`, {
    threshold: formatNumber(threshold),
  });
  return `${sent}. ${because}`;
}
