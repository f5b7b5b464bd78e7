// 'Monthly statement': pick a month (this month unless changed) and download its CSV, opening and
// closing balance included; a month without any movement says so beside the form.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileSpreadsheet } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectInput } from '@/components/ui/select-input';
import { cx } from '@/lib/class-names';
import { localeTag } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { notify } from '@/lib/toast';
import { useDownloadStatement } from '../api/download-statement';
import { DASHBOARD_SELECT_STYLES } from './history-filter-select';
import { currentMonth, isStatementMonth, monthOf, STATEMENT_YEARS } from '../statement-month';
import '../dashboard-i18n';

export function StatementCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [month, setMonth] = useState(() => currentMonth());
  const [invalid, setInvalid] = useState(false);
  /** The month just downloaded when it had no movement. */
  const [quietMonth, setQuietMonth] = useState<string | null>(null);
  const statement = useDownloadStatement();
  const [year, monthNumber] = month.split('-');

  function pick(value: string) {
    setMonth(value);
    setInvalid(false);
    setQuietMonth(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isStatementMonth(month)) {
      setInvalid(true);
      return;
    }
    setQuietMonth(null);
    statement.mutate(month, {
      onSuccess: ({ movements }) => setQuietMonth(movements === 0 ? month : null),
      onError: (failure) => notify.error(serverErrorText(failure) ?? t('userDashboard.statement.failed')),
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="flex items-start gap-3 md:mr-auto">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/6 ring-1 ring-white/10 ring-inset">
            <FileSpreadsheet className="size-5 text-fg-muted" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-fg">{t('userDashboard.statement.title')}</h2>
            <p className="text-sm text-fg-subtle">{t('userDashboard.statement.subtitle')}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Labelled id={`${id}-month`} label={t('userDashboard.statement.month')}>
            <SelectInput
              id={`${id}-month`}
              value={monthNumber}
              options={monthOptions(i18n.language)}
              invalid={invalid}
              describedBy={invalid ? `${id}-error` : undefined}
              onChange={(value) => pick(monthOf(Number(year), Number(value) - 1))}
              className={cx(
                DASHBOARD_SELECT_STYLES,
                'w-36',
                invalid ? 'border-danger-400/70' : 'border-white/10',
              )}
            />
          </Labelled>
          <Labelled id={`${id}-year`} label={t('userDashboard.statement.year')}>
            <SelectInput
              id={`${id}-year`}
              value={year}
              options={yearOptions()}
              onChange={(value) => pick(monthOf(Number(value), Number(monthNumber) - 1))}
              className={cx(DASHBOARD_SELECT_STYLES, 'w-24 border-white/10')}
            />
          </Labelled>
          <Button type="submit" variant="secondary" size="sm" disabled={statement.isPending}>
            <BusyIcon busy={statement.isPending} icon={Download} />
            {statement.isPending
              ? t('userDashboard.statement.downloading')
              : t('userDashboard.statement.download')}
          </Button>
        </div>
      </form>
      {invalid && (
        <p id={`${id}-error`} className="mt-3 text-sm text-danger-300 md:text-right">
          {t('userDashboard.statement.invalid')}
        </p>
      )}
      {quietMonth && (
        <p role="status" className="mt-3 text-sm text-fg-muted md:text-right">
          {t('userDashboard.statement.noMovement', { month: monthName(quietMonth, i18n.language) })}
        </p>
      )}
    </Card>
  );
}

/** A label above the list it names. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The twelve months, named in the page's language ("01" → "January" / "janvier"). */
function monthOptions(language: string) {
  const name = new Intl.DateTimeFormat(localeTag(language), { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1).padStart(2, '0'),
    label: name.format(new Date(2000, i, 1)),
  }));
}

/** This year and the STATEMENT_YEARS before it, newest first. */
function yearOptions() {
  const now = new Date().getFullYear();
  return Array.from({ length: STATEMENT_YEARS + 1 }, (_, i) => ({
    value: String(now - i),
    label: String(now - i),
  }));
}

/** "November 2026" / "novembre 2026" */
function monthName(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeTag(language), { month: 'long', year: 'numeric' }).format(
    new Date(year, monthNumber - 1, 1),
  );
}
