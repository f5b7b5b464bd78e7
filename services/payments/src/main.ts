import { bootstrapService, loadConfig } from '@storefront/platform';
import { AppModule } from './app.module';
import { PaymentsConfig } from './config';
import { ProvidersHealth } from './providers/providers-health';

const config = loadConfig(PaymentsConfig);
void bootstrapService({
  name: 'payments',
  config,
  module: AppModule.register(config),
  healthDetails: ProvidersHealth,
});
