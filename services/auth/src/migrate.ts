import { loadConfig, migrateCli } from '@storefront/platform';
import { AuthConfig } from './config';
import { authDatabase } from './database';

void migrateCli('auth', loadConfig(AuthConfig), authDatabase);
