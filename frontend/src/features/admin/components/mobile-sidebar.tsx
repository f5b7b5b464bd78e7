// The sidebar on phones and tablets: a panel sliding over the page, modal while open.
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useDialogBehaviour } from '@/hooks/use-dialog-behaviour';

interface MobileSidebarProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function MobileSidebar({ id, open, onClose, children }: MobileSidebarProps) {
  const { t } = useTranslation('admin');
  const panel = useRef<HTMLDivElement>(null);
  useDialogBehaviour(open, panel, onClose);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] lg:hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-black/60 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.navLabel')}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 w-[17.5rem] max-w-[85vw] animate-fade-in border-r border-white/10 bg-ink-900 shadow-2xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t('shell.closeMenu')}
          className="absolute top-5 right-3 z-10 rounded-lg p-2 text-fg-subtle transition hover:bg-white/6 hover:text-fg"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
