// The ban form: ip and reason (required), an optional user e-mail, and a duration.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldBan } from 'lucide-react';
import { AdminErrorCode } from '@storefront/contracts/browser';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { BAN_DURATIONS, type BanDuration } from '../../admin-contracts';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../error-message';
import { useCreateIpBan } from '../api/create-ip-ban';
import { isIpAddress } from '../ip-address';

const EMPTY = { ip: '', reason: '', userEmail: '', duration: 'permanent' as BanDuration };

export function BanForm() {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState<{ ip?: boolean; reason?: boolean }>({});
  const createBan = useCreateIpBan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const ip = form.ip.trim();
    const reason = form.reason.trim();
    if (!ip || !reason) {
      setInvalid({ ip: !ip, reason: !reason });
      notify.error(t('ipBans.required'));
      return;
    }
    if (!isIpAddress(ip)) {
      setInvalid({ ip: true });
      notify.error(t('ipBans.invalidIp'));
      return;
    }
    setInvalid({});
    createBan.mutate(
      {
        ip,
        reason,
        duration: form.duration,
        ...(form.userEmail.trim() ? { user_email: form.userEmail.trim() } : {}),
      },
      {
        onSuccess: () => {
          notify.success(t('ipBans.banned'));
          setForm(EMPTY);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === AdminErrorCode.OwnIp) {
            setInvalid({ ip: true });
            notify.error(errorMessage(error, t('ipBans.ownIp')));
          } else notify.error(errorMessage(error, t('ipBans.banError')));
        },
      },
    );
  }

  const update = (key: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'ip' || key === 'reason') setInvalid((current) => ({ ...current, [key]: false }));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('ipBans.form.ip')}
        required
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('ipBans.form.ipPlaceholder')}
        value={form.ip}
        onChange={(event) => update('ip')(event.target.value)}
        aria-invalid={invalid.ip || undefined}
        className="[&_input]:font-mono"
      />
      <TextField
        label={t('ipBans.form.reason')}
        required
        maxLength={500}
        placeholder={t('ipBans.form.reasonPlaceholder')}
        value={form.reason}
        onChange={(event) => update('reason')(event.target.value)}
        aria-invalid={invalid.reason || undefined}
      />
      <TextField
        label={t('ipBans.form.userEmail')}
        labelAside={<span className="text-xs text-fg-subtle">{t('ipBans.form.optional')}</span>}
        type="email"
        autoComplete="off"
        value={form.userEmail}
        onChange={(event) => update('userEmail')(event.target.value)}
      />
      <SelectField
        label={t('ipBans.form.duration')}
        value={form.duration}
        options={BAN_DURATIONS.map((value) => ({ value, label: t(`ipBans.durations.${value}`) }))}
        onChange={update('duration')}
      />
      <Button type="submit" variant="danger" disabled={createBan.isPending} className="bg-danger-500/10">
        <ShieldBan className="size-4" aria-hidden="true" />
        {createBan.isPending ? t('ipBans.form.submitting') : t('ipBans.form.submit')}
      </Button>
    </form>
  );
}
