import { migrateCli } from '@storefront/platform';
import { notificationsDatabase } from './database';

void migrateCli('notifications', notificationsDatabase);
