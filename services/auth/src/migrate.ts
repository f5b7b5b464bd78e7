import { migrateCli } from '@storefront/platform';
import { authDatabase } from './database';

void migrateCli('auth', authDatabase);
