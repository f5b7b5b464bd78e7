// The 100 latest credit changes by administrators: when, for whom, by whom, what and how much, and
// why (the reason given with a change by hand). A description the credits service wrote is shown in
// the back office's language.
import { renderLedgerText } from '@storefront/contracts/browser';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import { creditTone } from '@/lib/credit-tone';
import type { CreditHistoryRow } from '../../admin-contracts';
import { StatusPill, type PillTone } from '../../components/status-pill';
import { DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { formatDateTime } from '../../admin-format';
import { signedCredits } from '../credit-balance';

const TYPE_TONES: Record<CreditHistoryRow['type'], PillTone> = {
  credit_add: 'green',
  credit_spend: 'red',
  credit_purchase: 'blue',
  credit_refund: 'gold',
};

const COLUMNS = ['date', 'user', 'admin', 'type', 'amount', 'description'] as const;

export function CreditHistoryTable({ rows, loading }: { rows: CreditHistoryRow[]; loading: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const describe = (row: CreditHistoryRow) => renderLedgerText(row, i18n.language, row.description);
  const texts = useTableTexts('credits.history', COLUMNS, ['amount']);
  return (
    <DataTable {...texts} rows={rows} loading={loading}>
      {(row) => (
        <Tr key={row.id}>
          <Td className="whitespace-nowrap tabular-nums">{formatDateTime(row.created_at)}</Td>
          <Td className="text-fg">
            {row.user_email ?? <span className="text-fg-subtle">{t('credits.history.unknown')}</span>}
          </Td>
          <Td>{row.admin_email ?? <span className="text-fg-subtle">{t('credits.history.unknown')}</span>}</Td>
          <Td>
            <StatusPill tone={TYPE_TONES[row.type] ?? 'gray'} dot={false}>
              {t(`credits.history.types.${row.type}`)}
            </StatusPill>
          </Td>
          <Td className={cx('text-right font-semibold tabular-nums', creditTone(row.amount))}>
            {signedCredits(row.amount)}
          </Td>
          <Td className="sm:max-w-80" title={describe(row) ?? undefined} wide>
            {row.reason && (
              <span className="block break-words text-fg">
                {t(`reasons.codes.${row.reason.code}`)}
                {row.reason.note && <span className="text-fg-muted"> — {row.reason.note}</span>}
              </span>
            )}
            <span className="block break-words">{describe(row) ?? '—'}</span>
          </Td>
        </Tr>
      )}
    </DataTable>
  );
}
