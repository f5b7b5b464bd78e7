import { useId, type ReactNode } from 'react';
import { DialogCloseButton, DialogLayer } from './dialog-layer';

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
  const titleId = useId();
  return (
    <DialogLayer
      open={open}
      onClose={onClose}
      // data-drawer-open: on wide screens the toasts move beside the panel instead of over it (app.css).
      layer={{ className: 'fixed inset-0 z-[60]', 'data-drawer-open': '' }}
      panel={{
        'aria-labelledby': titleId,
        className:
          'absolute inset-y-0 right-0 flex w-full max-w-md animate-slide-in-right flex-col border-l border-white/10 bg-ink-900 shadow-2xl',
      }}
    >
      <header className="flex items-center justify-between gap-4 border-b border-white/8 px-5 py-4 sm:px-6">
        <div className="flex items-baseline gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-fg">
            {title}
          </h2>
          {meta && <span className="text-sm text-fg-subtle">{meta}</span>}
        </div>
        <DialogCloseButton label={closeLabel} onClose={onClose} />
      </header>
      <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      {footer && <footer className="border-t border-white/8 bg-ink-850 px-5 py-5 sm:px-6">{footer}</footer>}
    </DialogLayer>
  );
}
