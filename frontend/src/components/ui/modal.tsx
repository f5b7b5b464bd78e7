import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { DialogCloseButton, DialogLayer } from './dialog-layer';

interface ModalProps {
  /** Shown while true; a modal rendered only while it is needed leaves it out. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children?: ReactNode;
  className?: string;
}

/** Centred dialog: focus trapped, Escape or a backdrop click closes it. */
export function Modal({
  open = true,
  onClose,
  title,
  description,
  closeLabel,
  children,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogLayer
      open={open}
      onClose={onClose}
      layer={{ className: 'fixed inset-0 z-[70] flex items-end justify-center p-0 sm:items-center sm:p-6' }}
      backdropClassName="absolute inset-0 animate-fade-in bg-black/70 backdrop-blur-sm"
      panel={{
        'aria-labelledby': titleId,
        'aria-describedby': description ? descriptionId : undefined,
        className: cx(
          'relative w-full max-w-md animate-pop-in rounded-t-3xl border border-white/10 bg-ink-900 p-6 shadow-2xl sm:rounded-3xl sm:p-8',
          className,
        ),
      }}
    >
      <DialogCloseButton label={closeLabel} onClose={onClose} className="absolute top-4 right-4" />
      <h2 id={titleId} className="pr-10 text-xl font-semibold text-fg sm:text-2xl">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="mt-2 text-sm text-fg-muted">
          {description}
        </p>
      )}
      <div className="mt-6">{children}</div>
    </DialogLayer>
  );
}
