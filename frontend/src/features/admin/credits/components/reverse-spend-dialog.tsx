// Giving an API spend's credits back by hand: which spend, why (the reason and note every credit
// change by hand carries), then the outcome: reversed, waiting for a second person, or refused.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import type { CreditReason, SpendView } from '../../admin-contracts';
import { formatDateTime, formatNumber } from '../../admin-format';
import { pendingMessage } from '../../approvals/pending-message';
import { errorMessage } from '../../error-message';
import { useReverseSpend } from '../api/reverse-spend';
import { signedCredits } from '../credit-balance';
import { statedReason } from '../credit-reason';
import { CreditReasonFields } from './credit-reason-fields';

interface ReverseSpendDialogProps {
  spend: SpendView;
  /** Whose spend it is. */
  email: string;
  onClose: () => void;
}

export function ReverseSpendDialog({ spend, email, onClose }: ReverseSpendDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState<CreditReason | ''>('');
  const [note, setNote] = useState('');
  const reverse = useReverseSpend();
  const amount = Math.abs(spend.amount);
  const credits = t('audit.credits', { count: amount, amount: formatNumber(amount) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const why = statedReason(reason, note, (missing) => notify.error(t(missing)));
    if (!why) return;
    reverse.mutate(
      { spendId: spend.id, ...why },
      {
        onSuccess: (reply) => {
          const pending = 'pending' in reply ? pendingMessage(reply, t) : null;
          if (pending) notify.info(pending);
          else notify.success(t('credits.spends.reverse.done', { credits, email }));
          onClose();
        },
        // Refused (one's own spend, a reason missing): the dialog stays, with the reason typed.
        onError: (error) => notify.error(errorMessage(error, t('credits.spends.reverse.error'))),
      },
    );
  }

  return (
    <Modal
      onClose={reverse.isPending ? () => {} : onClose}
      title={t('credits.spends.reverse.title')}
      description={t('credits.spends.reverse.intro', { credits, email })}
      closeLabel={t('shell.close')}
      className="sm:max-w-lg"
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-xl border border-white/8 bg-ink-850/60 px-3.5 py-3 text-sm">
          <dt className="text-fg-subtle">{t('credits.spends.columns.description')}</dt>
          <dd className="break-words text-fg">{spend.description}</dd>
          <dt className="text-fg-subtle">{t('credits.spends.columns.date')}</dt>
          <dd className="text-fg-muted tabular-nums">{formatDateTime(spend.created_at)}</dd>
          <dt className="text-fg-subtle">{t('credits.spends.columns.key')}</dt>
          <dd className="break-words text-fg-muted">{spend.key_name ?? t('credits.spends.noKey')}</dd>
          <dt className="text-fg-subtle">{t('credits.spends.columns.amount')}</dt>
          <dd className="font-semibold text-danger-300 tabular-nums">{signedCredits(-amount)}</dd>
        </dl>
        <CreditReasonFields reason={reason} onReasonChange={setReason} note={note} onNoteChange={setNote} />
        <p className="text-xs text-fg-subtle">{t('reasons.fourEyesHint')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={reverse.isPending}>
            {t('shell.cancel')}
          </Button>
          <Button type="submit" disabled={reverse.isPending}>
            <Undo2 className="size-4" aria-hidden="true" />
            {reverse.isPending ? t('credits.spends.reverse.submitting') : t('credits.spends.reverse.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
