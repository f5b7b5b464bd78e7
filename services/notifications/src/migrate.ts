import { loadConfig, migrateCli } from '@storefront/platform';
import { NotificationsConfig } from './config';
import { notificationsDatabase } from './database';

void migrateCli('notifications', loadConfig(NotificationsConfig), notificationsDatabase);
