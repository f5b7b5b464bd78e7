// A notification's title and message in the reader's language: written out from its code and values
// when it has them (see stored-texts in the contracts), else as stored (a broadcast's own words).
import { useTranslation } from 'react-i18next';
import { renderNotificationText } from '@storefront/contracts/browser';
import type { NotificationRow } from './notifications-state';

type Text = Pick<NotificationRow, 'title' | 'message'> & Partial<Pick<NotificationRow, 'code' | 'params'>>;

export function notificationText(row: Text, language: string): { title: string; message: string } {
  return renderNotificationText(row, language, row);
}

export function useNotificationText(row: Text): { title: string; message: string } {
  const { i18n } = useTranslation();
  return notificationText(row, i18n.language);
}
