// The user's live keys: name, the key's first characters, when it was created and last used, and
// Revoke. A table on wide screens; each row stacks on a phone.
import { useTranslation } from 'react-i18next';
import { Ban, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListLoadError, SkeletonRows } from '@/components/ui/list-placeholders';
import { formatDate, formatDateTime } from '@/lib/format';
import type { ApiKeyView } from '../api/get-api-keys';
import '../api-keys-i18n';

interface ApiKeyListProps {
  keys: ApiKeyView[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onRevoke: (key: ApiKeyView) => void;
}

export function ApiKeyList({ keys, loading, failed, onRetry, onRevoke }: ApiKeyListProps) {
  const { t, i18n } = useTranslation();

  if (loading) {
    return (
      <SkeletonRows label={t('apiKeys.list.loading')} rows={2} rowHeight="h-16" className="grid gap-2" />
    );
  }
  if (failed || !keys) {
    return (
      <ListLoadError
        message={t('apiKeys.list.loadError')}
        retry={t('apiKeys.list.retry')}
        onRetry={onRetry}
      />
    );
  }
  if (keys.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-white/12 px-6 py-10 text-center">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-white/5 ring-1 ring-white/10">
          <KeyRound className="size-5 text-fg-subtle" aria-hidden="true" />
        </span>
        <p className="mt-3 font-semibold text-fg">{t('apiKeys.list.empty')}</p>
        <p className="mt-1 text-sm text-fg-subtle">{t('apiKeys.list.emptyHint')}</p>
      </div>
    );
  }

  return (
    <div role="table" aria-label={t('apiKeys.list.title')} className="grid text-sm">
      <div role="rowgroup" className="hidden sm:block">
        <div
          role="row"
          className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] gap-3 border-b border-white/8 pb-2 text-xs font-semibold tracking-wide text-fg-subtle uppercase"
        >
          <span role="columnheader">{t('apiKeys.list.name')}</span>
          <span role="columnheader">{t('apiKeys.list.prefix')}</span>
          <span role="columnheader">{t('apiKeys.list.created')}</span>
          <span role="columnheader">{t('apiKeys.list.lastUsed')}</span>
          <span role="columnheader" className="w-24">
            <span className="sr-only">{t('apiKeys.list.revoke')}</span>
          </span>
        </div>
      </div>
      <div role="rowgroup">
        {keys.map((key) => (
          <div
            key={key.id}
            role="row"
            data-testid="api-key-row"
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b border-white/6 py-3 last:border-0 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]"
          >
            <span role="cell" className="truncate font-medium text-fg" title={key.name}>
              {key.name}
            </span>
            <span
              role="cell"
              className="col-start-1 row-start-2 font-mono text-xs text-fg-muted sm:col-start-auto sm:row-start-auto"
            >
              {key.prefix}…
            </span>
            <span role="cell" className="col-start-1 text-xs text-fg-subtle sm:col-start-auto sm:text-sm">
              <span className="sm:sr-only">{t('apiKeys.list.created')} </span>
              {formatDate(key.createdAt, i18n.language)}
            </span>
            <span role="cell" className="col-start-1 text-xs text-fg-subtle sm:col-start-auto sm:text-sm">
              {key.lastUsedAt ? (
                <>
                  <span className="sm:sr-only">{t('apiKeys.list.lastUsed')} </span>
                  {formatDateTime(key.lastUsedAt, i18n.language)}
                </>
              ) : (
                t('apiKeys.list.neverUsed')
              )}
            </span>
            <span
              role="cell"
              className="col-start-2 row-span-4 row-start-1 flex justify-end sm:col-start-auto sm:row-span-1 sm:row-start-auto sm:w-24"
            >
              <Button
                variant="danger"
                size="sm"
                onClick={() => onRevoke(key)}
                aria-label={t('apiKeys.list.revokeLabel', { name: key.name })}
              >
                <Ban className="size-4" aria-hidden="true" />
                {t('apiKeys.list.revoke')}
              </Button>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
