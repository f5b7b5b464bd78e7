// The 100 latest credit changes by administrators: when, for whom, by whom, what and how much.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/class-names';
import type { CreditHistoryRow } from '../../admin-contracts';
import { StatusPill, type PillTone } from '../../components/status-pill';
import { DataTable, MessageRow, Td, Th, Tr } from '../../components/table';
import { formatDateTime } from '../../french-format';
import { signedCredits } from '../credit-balance';

const TYPE_TONES: Record<CreditHistoryRow['type'], PillTone> = {
  credit_add: 'green',
  credit_spend: 'red',
  credit_purchase: 'blue',
  credit_refund: 'gold',
};

const COLUMNS = 6;

export function CreditHistoryTable({ rows, loading }: { rows: CreditHistoryRow[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable label={t('credits.history.tableLabel')}>
      <thead>
        <tr>
          <Th>{t('credits.history.columns.date')}</Th>
          <Th>{t('credits.history.columns.user')}</Th>
          <Th>{t('credits.history.columns.admin')}</Th>
          <Th>{t('credits.history.columns.type')}</Th>
          <Th className="text-right">{t('credits.history.columns.amount')}</Th>
          <Th>{t('credits.history.columns.description')}</Th>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <MessageRow colSpan={COLUMNS}>
            <Spinner label={t('shell.loading')} />
          </MessageRow>
        ) : rows.length === 0 ? (
          <MessageRow colSpan={COLUMNS}>{t('credits.history.empty')}</MessageRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td className="whitespace-nowrap tabular-nums">{formatDateTime(row.created_at)}</Td>
              <Td className="text-fg">{row.user_email ?? <span className="text-fg-subtle">{t('credits.history.unknown')}</span>}</Td>
              <Td>{row.admin_email ?? <span className="text-fg-subtle">{t('credits.history.unknown')}</span>}</Td>
              <Td>
                <StatusPill tone={TYPE_TONES[row.type] ?? 'gray'} dot={false}>
                  {t(`credits.history.types.${row.type}`)}
                </StatusPill>
              </Td>
              <Td className={cx('text-right font-semibold tabular-nums', row.amount < 0 ? 'text-danger-300' : 'text-brand-300')}>
                {signedCredits(row.amount)}
              </Td>
              <Td className="max-w-80 truncate" title={row.description ?? undefined}>
                {row.description ?? '—'}
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
