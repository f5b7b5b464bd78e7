// Registers the back office's catalogue (namespace 'admin') when the admin code loads.
import { addNamespace } from '@/lib/i18n/i18n';
import { admin as en } from '@/lib/i18n/locales/en/admin';
import { admin as fr } from '@/lib/i18n/locales/fr/admin';

export const ADMIN_NAMESPACE = 'admin';

export function registerAdminCatalogue(): void {
  addNamespace(ADMIN_NAMESPACE, { en, fr });
}
