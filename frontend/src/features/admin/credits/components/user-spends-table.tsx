// A user's spends through the API: when, what for (and what the analyser attached), with which
// key, how much, and whether it was given back; for finance and owner users, a way to give it back.
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SpendView } from '../../admin-contracts';
import { StatusPill } from '../../components/status-pill';
import { CellLines, DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { formatDateTime } from '../../admin-format';
import { signedCredits } from '../credit-balance';

const COLUMNS = ['date', 'description', 'key', 'amount', 'status'] as const;

interface UserSpendsTableProps {
  spends: SpendView[];
  loading: boolean;
  busy: boolean;
  /** Offered to those who may move money (finance, owner): opens the reversal of a spend kept. */
  onReverse?: (spend: SpendView) => void;
}

export function UserSpendsTable({ spends, loading, busy, onReverse: offered }: UserSpendsTableProps) {
  const { t } = useTranslation('admin');
  // A page whose spends were all given back has nothing to act on: no actions column.
  const onReverse = offered && spends.some((spend) => !spend.reversed) ? offered : undefined;
  const texts = useTableTexts(
    'credits.spends',
    [...COLUMNS, ...(onReverse ? (['actions'] as const) : [])],
    ['amount', 'actions'],
  );
  return (
    <DataTable {...texts} rows={spends} loading={loading} busy={busy}>
      {(spend) => {
        const metadata =
          spend.metadata && Object.keys(spend.metadata).length > 0 ? JSON.stringify(spend.metadata) : null;
        return (
          <Tr key={spend.id} data-testid="spend-row">
            <Td className="whitespace-nowrap tabular-nums">{formatDateTime(spend.created_at)}</Td>
            <Td className="sm:max-w-80" wide>
              {metadata ? (
                <CellLines
                  sub={
                    <span className="block font-mono break-all" title={metadata}>
                      {metadata}
                    </span>
                  }
                >
                  <span className="block break-words" title={spend.description}>
                    {spend.description}
                  </span>
                </CellLines>
              ) : (
                <span className="block break-words text-fg" title={spend.description}>
                  {spend.description}
                </span>
              )}
            </Td>
            <Td className="whitespace-nowrap">
              {spend.key_name ?? <span className="text-fg-subtle">{t('credits.spends.noKey')}</span>}
            </Td>
            <Td className="text-right font-semibold whitespace-nowrap text-danger-300 tabular-nums">
              {signedCredits(-Math.abs(spend.amount))}
            </Td>
            <Td>
              <StatusPill tone={spend.reversed ? 'gold' : 'gray'}>
                {spend.reversed ? t('credits.spends.reversed') : t('credits.spends.kept')}
              </StatusPill>
            </Td>
            {onReverse && (
              <Td className="text-right">
                {spend.reversed ? (
                  // Said, not left empty: a phone's card shows the column's label beside it.
                  <span className="text-fg-subtle">—</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="h-8 px-2.5 shadow-none"
                    onClick={() => onReverse(spend)}
                    aria-label={t('credits.spends.reverse.actionLabel', {
                      description: spend.description,
                      date: formatDateTime(spend.created_at),
                    })}
                  >
                    <Undo2 className="size-4" aria-hidden="true" />
                    {t('credits.spends.reverse.action')}
                  </Button>
                )}
              </Td>
            )}
          </Tr>
        );
      }}
    </DataTable>
  );
}
