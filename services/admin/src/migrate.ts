import { migrateCli } from '@storefront/platform';
import { adminDatabase } from './database';

void migrateCli('admin', adminDatabase);
