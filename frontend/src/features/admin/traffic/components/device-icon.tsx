import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { VisitorDevice } from '../../admin-contracts';

const ICONS = { Desktop: Monitor, Mobile: Smartphone, Tablet } as const;

export function DeviceIcon({ device, className }: { device: VisitorDevice; className?: string }) {
  const Icon = ICONS[device] ?? Monitor;
  return <Icon className={className} aria-hidden="true" />;
}
