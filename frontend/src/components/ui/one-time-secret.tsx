// A secret the server shows once (an API key): the value to select or copy, and a warning that it
// will not be shown again. The caller words it; closing whatever holds it forgets the value.
import { useId } from 'react';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { Button } from './button';

export interface OneTimeSecretLabels {
  /** The name of the value: 'Your API key'. */
  label: string;
  /** "Copy it now: you won't see it again." */
  warning: string;
  copy: string;
  copied: string;
}

interface OneTimeSecretProps {
  secret: string;
  labels: OneTimeSecretLabels;
  /** After a copy attempt: true when the value reached the clipboard. */
  onCopy?: (copied: boolean) => void;
}

export function OneTimeSecret({ secret, labels, onCopy }: OneTimeSecretProps) {
  const { copied, copy } = useCopyToClipboard();
  const valueId = useId();
  const warningId = useId();

  return (
    <div className="grid gap-3">
      <p
        id={warningId}
        className="flex items-start gap-2 rounded-xl bg-gold-400/10 px-3 py-2.5 text-sm font-medium text-gold-200 ring-1 ring-gold-400/25 ring-inset"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {labels.warning}
      </p>
      <div>
        <label htmlFor={valueId} className="mb-1.5 block text-sm font-medium text-fg">
          {labels.label}
        </label>
        <div className="flex items-stretch gap-2">
          <input
            id={valueId}
            readOnly
            value={secret}
            aria-describedby={warningId}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="one-time-secret"
            className="h-11 min-w-0 flex-1 rounded-xl border border-white/10 bg-ink-850 px-3.5 font-mono text-sm text-fg focus:border-brand-400/70 focus:ring-2 focus:ring-brand-400/25 focus:outline-none"
          />
          <Button
            variant="secondary"
            onClick={() => void copy(secret).then((done) => onCopy?.(done))}
            className="shrink-0"
          >
            {copied ? (
              <Check className="size-4 text-brand-300" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {labels.copy}
          </Button>
        </div>
        <span className="sr-only" aria-live="polite">
          {copied ? labels.copied : ''}
        </span>
      </div>
    </div>
  );
}
