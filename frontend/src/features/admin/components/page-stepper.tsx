// Previous / next with 'page / total' between them (connection history, audit log, users).
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PageStepperProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

export function PageStepper({ page, pages, onPageChange }: PageStepperProps) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('pager.label')} className="flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('pager.previous')}
      </Button>
      <span className="min-w-14 text-center text-sm text-fg-muted tabular-nums" aria-live="polite">
        {t('pager.pageOfTotal', { page, total: pages })}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
        {t('pager.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
