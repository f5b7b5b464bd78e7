import { migrateCli } from '@storefront/platform';
import { creditsDatabase } from './database';

void migrateCli('credits', creditsDatabase);
