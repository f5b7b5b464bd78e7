import { useTranslation } from 'react-i18next';
import { StatusPill, type PillTone } from '../../components/status-pill';
import type { ActivityStatus } from '../activity-status';

const TONES: Record<ActivityStatus, PillTone> = { actif: 'green', recent: 'amber', inactif: 'gray' };

/** 'Actif', 'Récent' or 'Inactif'. */
export function ActivityPill({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('admin');
  return <StatusPill tone={TONES[status]}>{t(`traffic.status.${status}`)}</StatusPill>;
}
