import { useTranslation } from 'react-i18next';
import type { PagerLabels } from '../components/pager';

/** The numbered pager's French labels (the transactions tab passes its English ones). */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation('admin');
  return {
    label: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: (page) => t('pager.page', { page }),
    morePages: t('pager.morePages'),
  };
}
