// Refunding a paid BTCPay payment's unspent credits by claim link, in the payment's details: the
// action with its reason, then the refund's state (waiting for BTCPay, retried by the same action,
// or its claim link, which the customer was mailed).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { isRefundableByClaimLink } from '@storefront/contracts/browser';
import type { AdminTransaction, CreditReason } from '../../admin-contracts';
import { formatMoney, formatNumber } from '../../admin-format';
import { pendingMessage } from '../../approvals/pending-message';
import { CreditReasonFields } from '../../credits/components/credit-reason-fields';
import { statedReason } from '../../credits/credit-reason';
import { errorMessage } from '../../error-message';
import { useRefundByClaimLink } from '../api/refund-by-claim-link';

export function ClaimLinkRefund({ transaction }: { transaction: AdminTransaction }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CreditReason | ''>('');
  const [note, setNote] = useState('');
  const refund = useRefundByClaimLink();
  const state = transaction.refund ?? null;
  const refundable = isRefundableByClaimLink({
    ...transaction,
    creditsReversed: transaction.creditsReversedAt !== null,
    refundAsked: state !== null,
  });
  if (!state && !refundable) return null;

  function send(why: { reason: CreditReason; reason_note: string }) {
    refund.mutate(
      { paymentId: transaction.paymentId, ...why },
      {
        onSuccess: (reply) => {
          if ('pending' in reply) notify.info(pendingMessage(reply, t) ?? reply.message);
          else notify.success(t('transactions.claimRefund.done', { link: reply.claimLink }));
          setOpen(false);
        },
        onError: (error) => notify.error(errorMessage(error, t('transactions.claimRefund.error'))),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const why = statedReason(reason, note, (missing) => notify.error(t(missing)));
    if (!why) return;
    send(why);
  }

  if (state) {
    const figures = {
      credits: t('audit.credits', { count: state.credits, amount: formatNumber(state.credits) }),
      amount: formatMoney(state.amount, transaction.currency),
    };
    return (
      <section
        className="mt-4 rounded-2xl border border-white/8 bg-ink-850/60 p-4 text-sm"
        data-testid="claim-refund"
      >
        {state.claimLink ? (
          <>
            <p className="text-fg">{t('transactions.claimRefund.issued', figures)}</p>
            <a
              href={state.claimLink}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 font-semibold break-all text-brand-300 hover:text-brand-200"
            >
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              {t('transactions.claimRefund.link')}
            </a>
          </>
        ) : (
          <>
            <p className="text-fg">{t('transactions.claimRefund.pending', figures)}</p>
            <Button
              className="mt-3"
              variant="danger"
              disabled={refund.isPending}
              // The credits are back already: only BTCPay is asked again, with the stored reason.
              onClick={() => send({ reason: 'other', reason_note: t('transactions.claimRefund.retryNote') })}
            >
              {refund.isPending
                ? t('transactions.claimRefund.submitting')
                : t('transactions.claimRefund.retry')}
            </Button>
          </>
        )}
      </section>
    );
  }

  if (!open)
    return (
      <div className="mt-4 flex justify-end">
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Undo2 className="size-4" aria-hidden="true" />
          {t('transactions.claimRefund.action')}
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 rounded-2xl border border-white/8 p-4">
      <p className="text-sm text-fg-muted">{t('transactions.claimRefund.intro')}</p>
      <CreditReasonFields reason={reason} onReasonChange={setReason} note={note} onNoteChange={setNote} />
      <p className="text-xs text-fg-subtle">{t('reasons.fourEyesHint')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={refund.isPending}>
          {t('shell.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={refund.isPending}>
          <Undo2 className="size-4" aria-hidden="true" />
          {refund.isPending ? t('transactions.claimRefund.submitting') : t('transactions.claimRefund.submit')}
        </Button>
      </div>
    </form>
  );
}
