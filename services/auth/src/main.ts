import { bootstrapService, loadConfig } from '@storefront/platform';
import { appModule } from './app.module';
import { AuthConfig } from './config';

const config = loadConfig(AuthConfig);
void bootstrapService({ name: 'auth', config, module: appModule(config) });
