// Copies a value; the icon turns into a check mark for 2 s. Success and failure are toasts.
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';

interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. 'Copy amount'. */
  label: string;
  /** Toast after a successful copy, e.g. 'Amount copied!'. */
  copiedMessage: string;
}

export function CopyButton({ value, label, copiedMessage }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();

  async function onClick() {
    if (await copy(value)) notify.success(copiedMessage);
    else notify.error(t('payment.toasts.copyError'));
  }

  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={() => void onClick()}
      aria-label={label}
      title={label}
      className="shrink-0"
    >
      {copied ? (
        <Check className="size-4 text-brand-300" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span className="sr-only" aria-live="polite">
        {copied ? t('payment.copied') : ''}
      </span>
    </Button>
  );
}
