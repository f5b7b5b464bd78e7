import { loadConfig, migrateCli } from '@storefront/platform';
import { CreditsConfig } from './config';
import { creditsDatabase } from './database';

void migrateCli('credits', loadConfig(CreditsConfig), creditsDatabase);
