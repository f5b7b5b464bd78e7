import { bootstrapService, loadConfig } from '@storefront/platform';
import { AppModule } from './app.module';
import { CreditsConfig } from './config';

const config = loadConfig(CreditsConfig);
void bootstrapService({ name: 'credits', config, module: AppModule.register(config) });
