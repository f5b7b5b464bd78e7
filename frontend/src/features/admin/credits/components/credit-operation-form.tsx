// Add or remove credits for the selected user: 'Ajouter N crédits' / 'Retirer N crédits'.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/text-field';
import { cx } from '@/lib/class-names';
import type { CreditReason } from '../../admin-contracts';
import { formatNumber } from '../../admin-format';
import { parseCreditAmount } from '../credit-balance';
import { CreditReasonFields } from './credit-reason-fields';

interface CreditOperationFormProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  reason: CreditReason | '';
  onReasonChange: (reason: CreditReason | '') => void;
  note: string;
  onNoteChange: (note: string) => void;
  busy: 'add' | 'remove' | null;
  onSubmit: (direction: 'add' | 'remove') => void;
}

export function CreditOperationForm({
  amount,
  onAmountChange,
  reason,
  onReasonChange,
  note,
  onNoteChange,
  busy,
  onSubmit,
}: CreditOperationFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const shown = formatNumber(parseCreditAmount(amount) ?? 0);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit('add');
      }}
      className="grid gap-3"
    >
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
          {t('credits.amount')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={amount}
          placeholder={t('credits.amountPlaceholder')}
          onChange={(event) => onAmountChange(event.target.value)}
          className={cx(
            inputStyles,
            'border-white/10 text-lg font-semibold tabular-nums hover:border-white/20',
          )}
        />
      </div>
      <CreditReasonFields
        reason={reason}
        onReasonChange={onReasonChange}
        note={note}
        onNoteChange={onNoteChange}
      />
      <p className="text-xs text-fg-subtle">{t('reasons.fourEyesHint')}</p>
      {/* Side by side when both fit, else one above the other. */}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy !== null} className="flex-1 px-3">
          <Plus className="size-4" aria-hidden="true" />
          {t('credits.add', { amount: shown, count: parseCreditAmount(amount) ?? 0 })}
        </Button>
        <Button
          variant="danger"
          onClick={() => onSubmit('remove')}
          disabled={busy !== null}
          className="flex-1 px-3"
        >
          <Minus className="size-4" aria-hidden="true" />
          {t('credits.remove', { amount: shown, count: parseCreditAmount(amount) ?? 0 })}
        </Button>
      </div>
    </form>
  );
}
