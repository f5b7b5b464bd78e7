// Optional: the buyer pastes their transaction hash; the server keeps it and the page re-checks 2 s later.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { useSubmitTxHash } from '../api/submit-tx-hash';
import { TX_HASH_RECHECK_MS, txHashProblem } from '../payment-rules';
import { retryWait, retryWaitText } from '../retry-wait';

interface TxHashFormProps {
  paymentId: string;
  onSubmitted(): void;
}

export function TxHashForm({ paymentId, onSubmitted }: TxHashFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitTxHash(paymentId);
  const recheckTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(recheckTimer.current), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (txHashProblem(value)) {
      const message = t('payment.txHash.required');
      setError(message);
      notify.error(message);
      return;
    }
    setError(null);
    submit.mutate(value.trim(), {
      onSuccess: () => {
        notify.success(t('payment.txHash.saved'));
        window.clearTimeout(recheckTimer.current);
        recheckTimer.current = window.setTimeout(onSubmitted, TX_HASH_RECHECK_MS);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 429) {
          // Refused for now, and nothing was kept: the buyer sends it again after the wait.
          const message = t('payment.txHash.rateLimited', {
            wait: retryWaitText(t, retryWait(failure.retryAfterSeconds)),
          });
          setError(message);
          notify.error(message);
          return;
        }
        notify.error(t('payment.txHash.failed'));
      },
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t('payment.txHash.label')}
          hint={t('payment.txHash.hint')}
          placeholder={t('payment.txHash.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          error={error}
          maxLength={200}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:text-sm"
        />
        <Button
          type="submit"
          variant="secondary"
          className="mt-4 w-full sm:w-auto sm:px-8"
          disabled={submit.isPending}
        >
          {submit.isPending ? t('payment.txHash.submitting') : t('payment.txHash.submit')}
        </Button>
      </form>
    </Card>
  );
}
