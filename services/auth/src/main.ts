import { bootstrapService, loadConfig } from '@storefront/platform';
import { AppModule } from './app.module';
import { AuthConfig } from './config';

const config = loadConfig(AuthConfig);
void bootstrapService({ name: 'auth', config, module: AppModule.register(config) });
