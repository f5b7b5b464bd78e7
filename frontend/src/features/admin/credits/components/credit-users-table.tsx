// Users with their balance: email, id, credits (red, with a minus, below zero), 'Positif'/'Négatif', select.
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import type { AdminUserRow } from '../../admin-contracts';
import { StatusPill } from '../../components/status-pill';
import { DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { balanceCredits, balanceSign } from '../credit-balance';

interface CreditUsersTableProps {
  users: AdminUserRow[];
  loading: boolean;
  busy: boolean;
  selectedId: string | null;
  onSelect: (user: AdminUserRow) => void;
}

const COLUMNS = ['email', 'id', 'credits', 'status', 'action'] as const;

export function CreditUsersTable({ users, loading, busy, selectedId, onSelect }: CreditUsersTableProps) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('credits', COLUMNS, ['credits', 'action']);
  return (
    <DataTable {...texts} rows={users} loading={loading} busy={busy}>
      {(user) => {
        const selected = user.id === selectedId;
        const sign = balanceSign(user.credits);
        return (
          <Tr key={user.id} className={selected ? 'bg-brand-400/[0.06]' : undefined}>
            <Td className="font-medium text-fg">{user.email}</Td>
            <Td className="font-mono text-xs text-fg-subtle" title={user.id}>
              {user.id.slice(0, 8)}…
            </Td>
            <Td
              className={cx(
                'text-right font-semibold tabular-nums',
                sign === 'negative' ? 'text-danger-300' : 'text-fg',
              )}
            >
              {balanceCredits(user.credits)}
            </Td>
            <Td>
              <StatusPill tone={sign === 'negative' ? 'red' : sign === 'zero' ? 'gray' : 'green'}>
                {t(`credits.${sign}`)}
              </StatusPill>
            </Td>
            <Td className="text-right">
              <Button
                variant={selected ? 'primary' : 'secondary'}
                size="sm"
                className="h-8 px-3 shadow-none"
                aria-pressed={selected}
                aria-label={selected ? undefined : t('credits.selectLabel', { email: user.email })}
                onClick={() => onSelect(user)}
              >
                {selected && <Check className="size-4" aria-hidden="true" />}
                {selected ? t('credits.selectedButton') : t('credits.select')}
              </Button>
            </Td>
          </Tr>
        );
      }}
    </DataTable>
  );
}
