import { bootstrapService, loadConfig } from '@storefront/platform';
import { appModule } from './app.module';
import { CreditsConfig } from './config';

const config = loadConfig(CreditsConfig);
void bootstrapService({ name: 'credits', config, module: appModule(config) });
