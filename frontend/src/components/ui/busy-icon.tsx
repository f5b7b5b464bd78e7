import { Loader2, type LucideIcon } from 'lucide-react';
import { cx } from '@/lib/class-names';

interface BusyIconProps {
  /** While true, a spinning loader stands in for the icon. */
  busy: boolean;
  icon: LucideIcon;
  className?: string;
}

/** A decorative icon that turns into a spinner while its action runs. */
export function BusyIcon({ busy, icon: Icon, className = 'size-4' }: BusyIconProps) {
  return busy ? (
    <Loader2 className={cx(className, 'animate-spin')} aria-hidden="true" />
  ) : (
    <Icon className={className} aria-hidden="true" />
  );
}
