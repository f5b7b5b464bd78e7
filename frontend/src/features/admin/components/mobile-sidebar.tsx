// The sidebar on phones and tablets: a panel sliding over the page, modal while open.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, DialogLayer } from '@/components/ui/dialog-layer';

interface MobileSidebarProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function MobileSidebar({ id, open, onClose, children }: MobileSidebarProps) {
  const { t } = useTranslation('admin');
  return (
    <DialogLayer
      open={open}
      onClose={onClose}
      layer={{ className: 'fixed inset-0 z-[60] lg:hidden' }}
      panel={{
        id,
        'aria-label': t('shell.navLabel'),
        className:
          'absolute inset-y-0 left-0 w-[17.5rem] max-w-[85vw] animate-fade-in border-r border-white/10 bg-ink-900 shadow-2xl',
      }}
    >
      <DialogCloseButton
        label={t('shell.closeMenu')}
        onClose={onClose}
        className="absolute top-5 right-3 z-10"
      />
      {children}
    </DialogLayer>
  );
}
