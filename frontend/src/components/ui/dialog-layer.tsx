// What a modal surface is drawn on: a layer over the page in a portal, a dimmed backdrop that closes
// it on a click, and the dialog panel (focus trapped, Escape closes: useDialogBehaviour).
import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useDialogBehaviour } from '@/hooks/use-dialog-behaviour';
import { cx } from '@/lib/class-names';

export function DialogLayer({
  open,
  onClose,
  layer,
  backdropClassName = 'absolute inset-0 animate-fade-in bg-black/60 backdrop-blur-sm',
  panel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The fixed layer over the page: its stacking and where the panel sits. */
  layer: HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: string };
  /** The dimmed page behind the panel. */
  backdropClassName?: string;
  /** The panel's looks, and its accessible name (and description). */
  panel: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(open, panelRef, onClose);
  if (!open) return null;

  return createPortal(
    <div {...layer}>
      <div aria-hidden="true" className={backdropClassName} onClick={onClose} />
      <div ref={panelRef} role="dialog" aria-modal="true" tabIndex={-1} {...panel}>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The panel's ✕; `className` places it. */
export function DialogCloseButton({
  label,
  onClose,
  className,
}: {
  label: string;
  onClose: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className={cx(className, 'rounded-lg p-2 text-fg-subtle transition hover:bg-white/6 hover:text-fg')}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
