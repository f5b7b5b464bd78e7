import { loadConfig, migrateCli } from '@storefront/platform';
import { PresenceConfig } from './config';
import { presenceDatabase } from './database';

void migrateCli('presence', loadConfig(PresenceConfig), presenceDatabase);
