// /admin/users/{id}: one customer for the back office. Profile and status, balance, role and 2FA;
// quick actions the signed-in role allows; internal notes; and everything that happened to the
// account, newest first, a page at a time, narrowed to one kind on request, visits folded by day.
// Inside the site's one <main>: the page's own content is a plain block.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ChevronDown, Coins, MonitorSmartphone, ShieldBan, ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/class-names';
import { notify } from '@/lib/toast';
import { registerAdminCatalogue } from '../../admin-i18n';
import { TIMELINE_FILTERS, type AdminUserRow, type TimelineFilter } from '../../admin-contracts';
import { LoadError } from '../../components/load-error';
import { TextAreaField } from '../../components/text-area-field';
import { Panel } from '../../components/panel';
import { StatusPill } from '../../components/status-pill';
import { errorMessage, replyMessage } from '../../error-message';
import { formatDateTime, formatLongDate, formatNumber } from '../../admin-format';
import { can, useAdminRole } from '../../roles/admin-role';
import { SensitiveActionProvider } from '../../security/sensitive-action';
import { StaffSecondFactorGate } from '../../security/staff-second-factor-gate';
import { useUpdateUser } from '../../users/api/update-user';
import { useAddNote } from '../api/add-note';
import { useCustomer } from '../api/get-customer';
import { useTimeline } from '../api/get-timeline';
import { foldVisits, type TimelineLine } from '../fold-visits';
import { TimelineItem } from './timeline-entry';

registerAdminCatalogue();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className="mt-0.5 truncate text-sm text-fg">{children}</dd>
    </div>
  );
}

function Profile({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const role = useAdminRole();
  const update = useUpdateUser();
  const banned = user.status === 'banned';
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Panel title={t('customer.profile')}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 truncate text-lg font-semibold text-fg">{name || t('users.noName')}</p>
          <StatusPill tone={banned ? 'red' : 'green'}>{t(`users.status.${user.status}`)}</StatusPill>
          {user.role && <StatusPill tone="gold">{t(`roles.${user.role}`)}</StatusPill>}
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Fact label={t('users.edit.email')}>
            <span title={user.email}>{user.email}</span>
          </Fact>
          <Fact label={t('customer.balance')}>
            <span className="font-semibold text-brand-300 tabular-nums" data-testid="customer-balance">
              {formatNumber(user.credits)}
            </span>
          </Fact>
          <Fact label={t('customer.role')}>{user.role ? t(`roles.${user.role}`) : t('roles.none')}</Fact>
          <Fact label={t('customer.twoFactor')}>
            {user.two_factor_enabled ? t('shell.yes') : t('shell.no')}
          </Fact>
          <Fact label={t('users.columns.created')}>{formatDateTime(user.created_at)}</Fact>
          <Fact label={t('users.columns.lastSignIn')}>
            {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : t('shell.never')}
          </Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          {can(role, 'ban') && (
            <Button
              variant={banned ? 'secondary' : 'danger'}
              size="sm"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { userId: user.id, changes: { status: banned ? 'active' : 'banned' } },
                  {
                    onSuccess: (reply) =>
                      notify.success(
                        replyMessage(reply.message, t(banned ? 'users.done.unbanned' : 'users.done.banned')),
                      ),
                    onError: (error) => notify.error(errorMessage(error, t('users.operationError'))),
                  },
                )
              }
            >
              {banned ? (
                <ShieldCheck className="size-4" aria-hidden="true" />
              ) : (
                <ShieldBan className="size-4" aria-hidden="true" />
              )}
              {t(banned ? 'users.actions.unban' : 'users.actions.ban')}
            </Button>
          )}
          {can(role, 'moveMoney') && (
            <Link
              to="/admin"
              search={{ tab: 'credits', user: user.id }}
              className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium text-fg-muted ring-1 ring-white/10 hover:bg-white/6 hover:text-fg"
            >
              <Coins className="size-4" aria-hidden="true" />
              {t('customer.adjustCredits')}
            </Link>
          )}
        </div>
      </div>
    </Panel>
  );
}

function Notes({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const [body, setBody] = useState('');
  const add = useAddNote(userId);
  return (
    <Panel title={t('customer.notes')} subtitle={t('customer.notesHint')}>
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) {
            notify.error(t('customer.noteEmpty'));
            return;
          }
          add.mutate(body.trim(), {
            onSuccess: (reply) => {
              notify.success(replyMessage(reply.message, t('customer.noteAdded')));
              setBody('');
            },
            onError: (error) => notify.error(errorMessage(error, t('customer.noteError'))),
          });
        }}
      >
        <TextAreaField
          id="customer-note"
          label={t('customer.noteLabel')}
          labelClassName="text-sm font-medium text-fg"
          rows={3}
          maxLength={2000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={add.isPending}>
            {t(add.isPending ? 'customer.noteSaving' : 'customer.noteAdd')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** Everything, or one kind: money, visits, the account. */
function TimelineFilters({
  value,
  onChange,
}: {
  value: TimelineFilter | undefined;
  onChange: (value: TimelineFilter | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  const options: { value: TimelineFilter | undefined; label: string }[] = [
    { value: undefined, label: t('customer.filters.all') },
    ...TIMELINE_FILTERS.map((filter) => ({ value: filter, label: t(`customer.filters.${filter}`) })),
  ];
  return (
    <div role="group" aria-label={t('customer.filters.label')} className="mb-4 flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cx(
            'rounded-full px-3 py-1 text-sm font-medium ring-1 transition ring-inset',
            value === option.value
              ? 'bg-brand-400/15 text-brand-200 ring-brand-400/40'
              : 'text-fg-muted ring-white/10 hover:bg-white/6 hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A day's visits in one line, opened on request. */
function VisitsOfADay({ line }: { line: Extract<TimelineLine, { type: 'visits' }> }) {
  const { t } = useTranslation('admin');
  return (
    <li className="relative pb-5 last:pb-0" data-kind="visits">
      <details className="group">
        <summary className="flex cursor-pointer list-none gap-3 text-sm [&::-webkit-details-marker]:hidden">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/6 text-fg-muted ring-1 ring-white/10">
            <MonitorSmartphone className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-fg">
              {t('customer.visitsOnDay', {
                count: line.visits.length,
                day: formatLongDate(line.visits[0].at),
              })}
            </span>
            <span className="inline-flex items-center gap-1 text-xs text-fg-subtle">
              {t('customer.showVisits')}
              <ChevronDown className="size-3.5 transition group-open:rotate-180" aria-hidden="true" />
            </span>
          </span>
        </summary>
        <ol className="mt-3 ml-11">
          {line.visits.map((visit) => (
            <TimelineItem key={visit.id} entry={visit} />
          ))}
        </ol>
      </details>
    </li>
  );
}

function Timeline({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<TimelineFilter | undefined>(undefined);
  const timeline = useTimeline(userId, kind);
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];
  const lines = foldVisits(entries);
  return (
    <Panel title={t('customer.timeline')} id="customer-timeline">
      <TimelineFilters value={kind} onChange={setKind} />
      {timeline.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('shell.loading')} />
        </div>
      ) : timeline.isError ? (
        <LoadError
          message={errorMessage(timeline.error, t('customer.loadError'))}
          onRetry={() => void timeline.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="py-8 text-center text-sm text-fg-subtle">
          {kind ? t('customer.timelineEmptyKind') : t('customer.timelineEmpty')}
        </p>
      ) : (
        <>
          <ol aria-labelledby="customer-timeline">
            {lines.map((line) =>
              line.type === 'visits' ? (
                <VisitsOfADay key={line.key} line={line} />
              ) : (
                <TimelineItem key={line.entry.id} entry={line.entry} />
              ),
            )}
          </ol>
          {timeline.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                disabled={timeline.isFetchingNextPage}
                onClick={() => void timeline.fetchNextPage()}
              >
                {t(timeline.isFetchingNextPage ? 'shell.loading' : 'customer.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

/** Behind the staff rules: a second factor for owners and finance, the password before money moves. */
export function CustomerPage({ userId }: { userId: string }) {
  return (
    <StaffSecondFactorGate>
      <SensitiveActionProvider>
        <Customer userId={userId} />
      </SensitiveActionProvider>
    </StaffSecondFactorGate>
  );
}

function Customer({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const customer = useCustomer(userId);
  const user = customer.data?.user;
  return (
    <div className="min-h-dvh">
      <PageTitle title={`${user?.email ?? t('customer.title')} · ${t('shell.pageTitle')}`} />
      <header className="sticky top-0 z-30 border-b border-white/8 bg-ink-950/85 backdrop-blur-md">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8 lg:py-4">
          <Link
            to="/admin"
            search={{ tab: 'users' }}
            className="-ml-1 rounded-lg p-2 text-fg-muted transition hover:bg-white/6 hover:text-fg"
            aria-label={t('customer.back')}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold text-fg sm:text-xl">
              {user?.email ?? t('customer.title')}
            </h1>
            <p className="hidden truncate text-sm text-fg-subtle sm:block">{t('customer.description')}</p>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-6 lg:px-8">
        {customer.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner label={t('shell.loading')} />
          </div>
        ) : customer.isError || !user ? (
          <LoadError
            message={errorMessage(customer.error, t('customer.loadError'))}
            onRetry={() => void customer.refetch()}
          />
        ) : (
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="grid min-w-0 gap-4">
              <Profile user={user} />
              <Timeline userId={userId} />
            </div>
            <div className="min-w-0 lg:sticky lg:top-24">
              <Notes userId={userId} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
