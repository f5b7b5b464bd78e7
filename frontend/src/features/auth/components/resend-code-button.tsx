// "Resend Code", disabled while the cool-down runs, with the time left as mm:ss.
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMinutesSeconds } from '@/lib/duration-format';

interface ResendCodeButtonProps {
  label: string;
  /** Seconds left in the cool-down; 0 when a new code may be asked for. */
  remaining: number;
  pending?: boolean;
  onResend(): void;
}

export function ResendCodeButton({ label, remaining, pending, onResend }: ResendCodeButtonProps) {
  const waiting = remaining > 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={waiting || pending}
      onClick={onResend}
      className="tabular-nums"
    >
      <RotateCw className={pending ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {label}
      {waiting && (
        <span data-testid="resend-countdown" className="text-fg-subtle">
          {formatMinutesSeconds(remaining)}
        </span>
      )}
    </Button>
  );
}
