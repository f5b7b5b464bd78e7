// The account's recovery codes, shown once: a list to write down or copy, then Done forgets them.
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { notify } from '@/lib/toast';
import '../second-factor-i18n';

export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose(): void }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();

  async function copyAll() {
    const done = await copy(codes.join('\n'));
    if (done) notify.success(t('secondFactor.recovery.copied'));
    else notify.error(t('secondFactor.recovery.copyError'));
  }

  return (
    <Modal
      onClose={onClose}
      title={t('secondFactor.recovery.dialogTitle')}
      description={t('secondFactor.recovery.dialogBody')}
      closeLabel={t('secondFactor.recovery.close')}
      className="sm:max-w-xl"
    >
      <p className="flex items-start gap-2 rounded-xl bg-gold-400/10 px-3 py-2.5 text-sm font-medium text-gold-200 ring-1 ring-gold-400/25 ring-inset">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('secondFactor.recovery.warning')}
      </p>
      <ul
        aria-label={t('secondFactor.recovery.label')}
        data-testid="recovery-codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-xl border border-white/10 bg-ink-850 p-4 font-mono text-sm text-fg sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void copyAll()}>
          {copied ? (
            <Check className="size-4 text-brand-300" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {t('secondFactor.recovery.copy')}
        </Button>
        <Button onClick={onClose}>
          <Check className="size-4" aria-hidden="true" />
          {t('secondFactor.recovery.done')}
        </Button>
      </div>
    </Modal>
  );
}
