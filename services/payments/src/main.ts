import { bootstrapService, loadConfig } from '@storefront/platform';
import { appModule } from './app.module';
import { PaymentsConfig } from './config';
import { ProvidersHealth } from './providers/providers-health';

const config = loadConfig(PaymentsConfig);
void bootstrapService({
  name: 'payments',
  config,
  module: appModule(config),
  healthDetails: ProvidersHealth,
});
