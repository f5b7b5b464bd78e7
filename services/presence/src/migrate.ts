import { migrateCli } from '@storefront/platform';
import { presenceDatabase } from './database';

void migrateCli('presence', presenceDatabase);
