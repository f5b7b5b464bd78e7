import { loadConfig, migrateCli } from '@storefront/platform';
import { PaymentsConfig } from './config';
import { paymentsDatabase } from './database';

void migrateCli('payments', loadConfig(PaymentsConfig), paymentsDatabase);
