import { loadConfig, migrateCli } from '@storefront/platform';
import { AdminConfig } from './config';
import { adminDatabase } from './database';

void migrateCli('admin', loadConfig(AdminConfig), adminDatabase);
