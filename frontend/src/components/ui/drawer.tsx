import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useDialogBehaviour } from '@/hooks/use-dialog-behaviour';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Small text beside the title, e.g. an item count. */
  meta?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Right-hand side panel (full width on phones), modal while open. */
export function Drawer({ open, onClose, title, meta, closeLabel, children, footer }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogBehaviour(open, panel, onClose);
  if (!open) return null;

  return createPortal(
    // data-drawer-open: on wide screens the toasts move beside the panel instead of over it (app.css).
    <div className="fixed inset-0 z-[60]" data-drawer-open="">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-black/60 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-md animate-slide-in-right flex-col border-l border-white/10 bg-ink-900 shadow-2xl"
      >
        <header className="flex items-center justify-between gap-4 border-b border-white/8 px-5 py-4 sm:px-6">
          <div className="flex items-baseline gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-fg">
              {title}
            </h2>
            {meta && <span className="text-sm text-fg-subtle">{meta}</span>}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded-lg p-2 text-fg-subtle transition hover:bg-white/6 hover:text-fg"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer && <footer className="border-t border-white/8 bg-ink-850 px-5 py-5 sm:px-6">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
