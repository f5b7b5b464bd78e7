import 'i18next';
import type { Catalogue } from './locales/en';
import type { AdminCatalogue } from './locales/en/admin';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'admin' is registered by the back office when it loads (addNamespace).
    resources: { translation: Catalogue; admin: AdminCatalogue };
    returnNull: false;
  }
}
