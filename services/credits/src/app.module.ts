import { serviceModule } from '@storefront/platform';
import { CreditsConfig } from './config';
import { creditsDatabase } from './database';
import { LedgerModule } from './ledger/ledger.module';
import { SpendsModule } from './spends/spends.module';
import { StatementModule } from './statement/statement.module';

/** The credits service: its feature modules on the core every service has. */
export const appModule = (config: CreditsConfig) =>
  serviceModule({ name: 'credits', config, database: creditsDatabase }, [
    LedgerModule,
    SpendsModule,
    StatementModule,
  ]);
