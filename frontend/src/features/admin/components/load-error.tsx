// A tab's data could not be loaded: 'Erreur: {message}' and a way to try again.
import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-5 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-danger-500/12 text-danger-300">
        <AlertTriangle className="size-5" aria-hidden="true" />
      </span>
      <p className="text-sm text-fg">{t('shell.loadError', { message })}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('shell.retry')}
        </Button>
      )}
    </div>
  );
}
