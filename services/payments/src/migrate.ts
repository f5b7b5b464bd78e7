import { migrateCli } from '@storefront/platform';
import { paymentsDatabase } from './database';

void migrateCli('payments', paymentsDatabase);
